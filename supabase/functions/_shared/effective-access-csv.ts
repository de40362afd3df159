/**
 * 'Accesos Efectivos' as a CSV file (docs/product.md §2): its file name, its columns and the two
 * derived cells. Runtime-neutral: the export function (export-effective-access) writes the file on
 * the server with these columns, and the SPA's table (src/features/admin) shows the same Sí/No and
 * Override/Plan.
 *
 * The export's lines are written by Postgres (public.accesos_efectivos_csv, migration
 * 20261128102803_accesos_efectivos_csv.sql) with these columns and csv.ts's cell rules, restated in
 * SQL: a change here is a change there too. tests/integration/admin-effective-access-pages.test.ts
 * holds them byte-identical (names that need each rule).
 */
import type { CsvColumn } from './csv.ts';

/** docs/product.md §2: the export's file name. */
export const EFFECTIVE_ACCESS_CSV_FILE = 'accesos_efectivos_usuarios.csv';

/** The columns of public.accesos_efectivos_usuario the file is written from. */
export interface EffectiveAccessCsvRow {
  nombre: string | null;
  apellido_paterno: string | null;
  apellido_materno: string | null;
  correo: string | null;
  empresa_nombre: string | null;
  plan_nombre: string | null;
  modulo_clave: string | null;
  modulo_nombre: string | null;
  modulo_descripcion: string | null;
  en_plan: boolean | null;
  acceso_efectivo: boolean | null;
  override_aplicado: boolean | null;
}

export type AccessOrigin = 'Override' | 'Plan';

/** 'Sí' when the user can use the module (plan and override combined), else 'No'. */
export function accessLabel(row: Pick<EffectiveAccessCsvRow, 'acceso_efectivo'>): 'Sí' | 'No' {
  return row.acceso_efectivo ? 'Sí' : 'No';
}

/**
 * What decided the access: 'Override' when a per-user override decided it, 'Plan' otherwise. An
 * override on a module outside the company's plan decides nothing (it never extends the plan,
 * docs/design.md §3), so that row says 'Plan', as the user's own dashboard does.
 */
export function accessOrigin(row: Pick<EffectiveAccessCsvRow, 'override_aplicado' | 'en_plan'>): AccessOrigin {
  return row.override_aplicado && row.en_plan ? 'Override' : 'Plan';
}

/** docs/product.md §3 nombre_completo: given name, paternal surname, maternal surname if present. */
function fullName(row: Pick<EffectiveAccessCsvRow, 'nombre' | 'apellido_paterno' | 'apellido_materno'>): string {
  return [row.nombre, row.apellido_paterno, row.apellido_materno]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** docs/product.md §2: Nombre Completo, Correo, Empresa, Plan, Clave Módulo, Nombre Módulo, Descripción, Acceso, Origen. */
export const EFFECTIVE_ACCESS_CSV_COLUMNS: ReadonlyArray<CsvColumn<EffectiveAccessCsvRow>> = [
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
