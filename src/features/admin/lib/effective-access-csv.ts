import type { CsvColumn } from '@/lib/csv';
import { fullName } from '@/lib/person-name';
import type { EffectiveAccessRow } from '../api/get-effective-access';

/** docs/product.md §2: the export's file name. */
export const EFFECTIVE_ACCESS_CSV_FILE = 'accesos_efectivos_usuarios.csv';

export type AccessOrigin = 'Override' | 'Plan';

/** 'Sí' when the user can use the module (plan and override combined), else 'No'. */
export function accessLabel(row: Pick<EffectiveAccessRow, 'acceso_efectivo'>): 'Sí' | 'No' {
  return row.acceso_efectivo ? 'Sí' : 'No';
}

/**
 * What decided the access: 'Override' when a per-user override decided it, 'Plan' otherwise. An
 * override on a module outside the company's plan decides nothing (it never extends the plan,
 * docs/design.md §3), so that row says 'Plan', as the user's own dashboard does.
 */
export function accessOrigin(row: Pick<EffectiveAccessRow, 'override_aplicado' | 'en_plan'>): AccessOrigin {
  return row.override_aplicado && row.en_plan ? 'Override' : 'Plan';
}

/** docs/product.md §2: Nombre Completo, Correo, Empresa, Plan, Clave Módulo, Nombre Módulo, Descripción, Acceso, Origen. */
export const EFFECTIVE_ACCESS_CSV_COLUMNS: ReadonlyArray<CsvColumn<EffectiveAccessRow>> = [
  { header: 'Nombre Completo', value: (r) => fullName(r) },
  { header: 'Correo', value: (r) => r.correo },
  { header: 'Empresa', value: (r) => r.empresa_nombre },
  { header: 'Plan', value: (r) => r.plan_nombre },
  { header: 'Clave Módulo', value: (r) => r.modulo_clave },
  { header: 'Nombre Módulo', value: (r) => r.modulo_nombre },
  { header: 'Descripción', value: (r) => r.modulo_descripcion },
  { header: 'Acceso', value: accessLabel },
  { header: 'Origen', value: accessOrigin },
];
