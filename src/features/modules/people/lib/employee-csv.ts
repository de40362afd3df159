import type { CsvColumn } from '@/lib/csv';
import { formatDate } from '@/lib/format';
import { formatRut } from '@/lib/rut';
import { fullName, type EmployeeRow, type RecordRow } from '../api/types';
import { CONTRACT_LABELS, EMPLOYEE_STATE_LABELS, label } from './texts';

/** A directory row with the private record (and the manager's) when the caller may read it. */
export interface EmployeeListRow extends EmployeeRow {
  record: RecordRow | null;
  manager: EmployeeRow | null;
  managerRecord: RecordRow | null;
}

export function buildRows(directory: readonly EmployeeRow[], records: readonly RecordRow[]): EmployeeListRow[] {
  const byId = new Map(directory.map((e) => [e.id, e]));
  const recordOf = new Map(records.map((r) => [r.colaborador_id, r]));
  return directory.map((e) => ({
    ...e,
    record: recordOf.get(e.id) ?? null,
    manager: e.jefe_id ? (byId.get(e.jefe_id) ?? null) : null,
    managerRecord: e.jefe_id ? (recordOf.get(e.jefe_id) ?? null) : null,
  }));
}

/**
 * The directory's CSV: the import's columns first, with the import's headers and in forms it reads
 * back (EMPLOYEE_IMPORT_COLUMNS: a date as '8 ene 2024', a phone protected from formula injection
 * as the import undoes, the manager by RUT), so an exported file imports unchanged; then what only
 * the export has (the manager's name, the state).
 */
export const EMPLOYEE_EXPORT_COLUMNS: CsvColumn<EmployeeListRow>[] = [
  { header: 'Nombres', value: (r) => r.nombres },
  { header: 'Apellidos', value: (r) => r.apellidos },
  { header: 'RUT', value: (r) => formatRut(r.record?.rut) },
  { header: 'Cargo', value: (r) => r.cargo },
  { header: 'Área', value: (r) => r.area },
  { header: 'Fecha de ingreso', value: (r) => (r.record?.fecha_ingreso ? formatDate(r.record.fecha_ingreso) : '') },
  { header: 'Tipo de contrato', value: (r) => label(CONTRACT_LABELS, r.record?.tipo_contrato) },
  { header: 'Correo', value: (r) => r.correo },
  { header: 'Teléfono', value: (r) => r.telefono },
  { header: 'RUT jefatura', value: (r) => formatRut(r.managerRecord?.rut) },
  { header: 'Contacto de emergencia', value: (r) => r.record?.contacto_emergencia_nombre ?? '' },
  { header: 'Teléfono de emergencia', value: (r) => r.record?.contacto_emergencia_telefono ?? '' },
  { header: 'Jefatura', value: (r) => fullName(r.manager) },
  { header: 'Estado', value: (r) => label(EMPLOYEE_STATE_LABELS, r.estado) },
];
