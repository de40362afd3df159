/** The words People's screens show for the values the database stores (docs/naming.md). */
export const CONTRACT_TYPES = ['indefinido', 'plazo_fijo', 'por_obra', 'honorarios', 'practica'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_LABELS: Record<ContractType, string> = {
  indefinido: 'Indefinido',
  plazo_fijo: 'Plazo fijo',
  por_obra: 'Por obra o faena',
  honorarios: 'Honorarios',
  practica: 'Práctica',
};

export const EMPLOYEE_STATES = ['activo', 'desvinculado'] as const;
export type EmployeeState = (typeof EMPLOYEE_STATES)[number];
export const EMPLOYEE_STATE_LABELS: Record<EmployeeState, string> = { activo: 'Activo', desvinculado: 'Desvinculado' };

export const LEAVE_TYPES = ['vacaciones', 'permiso_con_goce', 'permiso_sin_goce', 'licencia_medica'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
export const LEAVE_LABELS: Record<LeaveType, string> = {
  vacaciones: 'Vacaciones',
  permiso_con_goce: 'Permiso con goce de sueldo',
  permiso_sin_goce: 'Permiso sin goce de sueldo',
  licencia_medica: 'Licencia médica',
};

export const REQUEST_STATES = ['pendiente', 'aprobada', 'rechazada', 'cancelada'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
export const REQUEST_STATE_LABELS: Record<RequestState, string> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  cancelada: 'Cancelada',
};

export function label<K extends string>(labels: Record<K, string>, value: string | null | undefined): string {
  return value && value in labels ? labels[value as K] : (value ?? '');
}
