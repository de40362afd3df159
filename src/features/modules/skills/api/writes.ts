import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { invalidateSkills } from './keys';
import type {
  AssessmentInput,
  CertificationInput,
  CertificationTypeInput,
  OpsRuleInput,
  PositionCertificationInput,
  RequirementInput,
  SkillInput,
} from './types';

/**
 * Axel Skills' writes: one save (insert without id, update with it) and one delete per table, each
 * with its Spanish toasts. Postgres decides who may (docs/skills.md); a refusal's reason is the toast.
 */

interface Inputs {
  skills_competencias: SkillInput;
  skills_niveles_requeridos: RequirementInput;
  skills_evaluaciones: AssessmentInput;
  skills_tipos_certificacion: CertificationTypeInput;
  skills_certificaciones: CertificationInput;
  skills_cargo_certificaciones: PositionCertificationInput;
  skills_requisitos_ops: OpsRuleInput;
}
type SkillsTable = keyof Inputs;

/** What the toasts call a row of each table. */
const NOUN: Record<SkillsTable, { saved: string; created: string; deleted: string; what: string }> = {
  skills_competencias: {
    saved: 'Competencia actualizada',
    created: 'Competencia creada',
    deleted: 'Competencia eliminada',
    what: 'la competencia',
  },
  skills_niveles_requeridos: {
    saved: 'Nivel requerido actualizado',
    created: 'Nivel requerido agregado',
    deleted: 'Nivel requerido quitado',
    what: 'el nivel requerido',
  },
  skills_evaluaciones: {
    saved: 'Evaluación corregida',
    created: 'Evaluación registrada',
    deleted: 'Evaluación eliminada',
    what: 'la evaluación',
  },
  skills_tipos_certificacion: {
    saved: 'Tipo de certificación actualizado',
    created: 'Tipo de certificación creado',
    deleted: 'Tipo de certificación eliminado',
    what: 'el tipo de certificación',
  },
  skills_certificaciones: {
    saved: 'Certificación actualizada',
    created: 'Certificación registrada',
    deleted: 'Certificación eliminada',
    what: 'la certificación',
  },
  skills_cargo_certificaciones: {
    saved: 'Requisito actualizado',
    created: 'Requisito del cargo agregado',
    deleted: 'Requisito del cargo quitado',
    what: 'el requisito del cargo',
  },
  skills_requisitos_ops: {
    saved: 'Regla actualizada',
    created: 'Regla de órdenes agregada',
    deleted: 'Regla de órdenes quitada',
    what: 'la regla de órdenes',
  },
};

export interface SaveVariables<T extends SkillsTable> {
  id?: string;
  values: Inputs[T];
}

async function saveRow<T extends SkillsTable>(table: T, { id, values }: SaveVariables<T>): Promise<{ id: string }> {
  // Each table's Insert type is Inputs[T] (types.ts picks them from the generated Database type).
  const from = supabase.from(table as 'skills_competencias');
  const row = values as SkillInput;
  if (id) return unwrap(await from.update(row).eq('id', id).select('id').single());
  return unwrap(await from.insert(row).select('id').single());
}

async function deleteRow(table: SkillsTable, id: string): Promise<{ id: string }> {
  // Row-level security answers a delete the caller may not do with no row: single() makes it an error.
  return unwrap(await supabase.from(table).delete().eq('id', id).select('id').single());
}

/** Saves a row of `table`. */
export function useSaveRow<T extends SkillsTable>(
  table: T,
  options: MutationConfig<(v: SaveVariables<T>) => Promise<{ id: string }>> = {},
) {
  return useApiMutation(
    {
      mutationFn: (v: SaveVariables<T>) => saveRow(table, v),
      invalidate: invalidateSkills,
      notifySuccess: (_d, v) => toast.success(v.id ? NOUN[table].saved : NOUN[table].created),
      notifyError: errorToast(`No se pudo guardar ${NOUN[table].what}`),
    },
    options,
  );
}

/** Deletes a row of `table`. */
export function useDeleteRow(
  table: SkillsTable,
  options: MutationConfig<(id: string) => Promise<{ id: string }>> = {},
) {
  return useApiMutation(
    {
      mutationFn: (id: string) => deleteRow(table, id),
      invalidate: invalidateSkills,
      notifySuccess: () => toast.success(NOUN[table].deleted),
      notifyError: errorToast(`No se pudo eliminar ${NOUN[table].what}`),
    },
    options,
  );
}

/** The company's warn/refuse choice for Ops (one row per company: made on the first save, `id` after). */
export async function saveOpsMode({ id, modo }: { id?: string; modo: 'advertir' | 'rechazar' }) {
  const table = supabase.from('skills_ajustes');
  if (id) return unwrap(await table.update({ modo_ops: modo }).eq('id', id).select('id').single());
  return unwrap(await table.insert({ modo_ops: modo }).select('id').single());
}
export function useSaveOpsMode(options: MutationConfig<typeof saveOpsMode> = {}) {
  return useApiMutation(
    {
      mutationFn: saveOpsMode,
      invalidate: invalidateSkills,
      notifySuccess: (_d, { modo: m }) =>
        toast.success(
          m === 'rechazar'
            ? 'Ops rechazará las asignaciones sin certificación'
            : 'Ops advertirá las asignaciones sin certificación',
        ),
      notifyError: errorToast('No se pudo guardar el ajuste'),
    },
    options,
  );
}
