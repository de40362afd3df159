import type { Database } from '@/lib/database.types';

type Tables = Database['public']['Tables'];
type Views = Database['public']['Views'];

export type Skill = Tables['skills_competencias']['Row'];
export type SkillInput = Pick<
  Tables['skills_competencias']['Insert'],
  'nombre' | 'descripcion' | 'grupo' | 'nivel_1' | 'nivel_2' | 'nivel_3' | 'nivel_4' | 'activa'
>;
export type Requirement = Tables['skills_niveles_requeridos']['Row'];
export type RequirementInput = Pick<
  Tables['skills_niveles_requeridos']['Insert'],
  'cargo' | 'competencia_id' | 'nivel'
>;
export type Assessment = Tables['skills_evaluaciones']['Row'];
export type AssessmentInput = Pick<
  Tables['skills_evaluaciones']['Insert'],
  'colaborador_id' | 'competencia_id' | 'nivel' | 'fecha' | 'evidencia'
>;
export type CurrentLevel = Views['skills_niveles_actuales']['Row'];
/** An employee as Skills sees them (public.skills_colaboradores: the caller, their reports, all for the admin). */
type EmployeeRow = Database['public']['Functions']['skills_colaboradores']['Returns'][number];
/** (Without a manager or a linked account those columns are null: the generated type cannot say so.) */
export type Employee = Omit<EmployeeRow, 'jefe_id' | 'usuario_id'> & {
  jefe_id: string | null;
  usuario_id: string | null;
};

export type CertificationType = Tables['skills_tipos_certificacion']['Row'];
export type CertificationTypeInput = Pick<
  Tables['skills_tipos_certificacion']['Insert'],
  'nombre' | 'emisor' | 'vigencia_meses' | 'descripcion'
>;
export type Certification = Tables['skills_certificaciones']['Row'];
export type CertificationInput = Pick<
  Tables['skills_certificaciones']['Insert'],
  'colaborador_id' | 'tipo_id' | 'fecha_obtencion' | 'folio' | 'notas'
>;
/** Each employee's certification that counts per type (the one expiring last) with its state today. */
export type CurrentCertification = Views['skills_certificaciones_vigentes']['Row'];
export type PositionCertification = Tables['skills_cargo_certificaciones']['Row'];
export type PositionCertificationInput = Pick<Tables['skills_cargo_certificaciones']['Insert'], 'cargo' | 'tipo_id'>;
export type OpsRule = Tables['skills_requisitos_ops']['Row'];
export type OpsRuleInput = Pick<
  Tables['skills_requisitos_ops']['Insert'],
  'tipo_id' | 'categoria_activo' | 'tipo_orden'
>;
export type Settings = Tables['skills_ajustes']['Row'];
