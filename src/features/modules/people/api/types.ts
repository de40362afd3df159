import type { Database } from '@/lib/database.types';

/**
 * Axel People's rows. What a caller may read or write is decided by Postgres (the policies and
 * triggers of supabase/migrations/20261124110000_people_colaboradores.sql); the api only asks.
 */
type Tables = Database['public']['Tables'];
export type EmployeeRow = Pick<
  Tables['colaboradores']['Row'],
  'id' | 'nombres' | 'apellidos' | 'cargo' | 'area' | 'correo' | 'telefono' | 'jefe_id' | 'estado' | 'usuario_id'
>;
export type RecordRow = Tables['colaboradores_ficha']['Row'];
export type BalanceRow = Database['public']['Views']['saldos_vacaciones']['Row'];
export type RequestRow = Tables['solicitudes_ausencia']['Row'] & {
  colaboradores: Pick<EmployeeRow, 'nombres' | 'apellidos' | 'jefe_id' | 'usuario_id' | 'area'> | null;
};
export type MarkRow = Tables['marcas_asistencia']['Row'];
export type HolidayRow = Pick<Tables['feriados']['Row'], 'id' | 'fecha' | 'nombre'>;
/** A platform account the 'Cuenta de usuario' field offers (public.cuentas_vinculables). */
export type LinkableAccount = Database['public']['Functions']['cuentas_vinculables']['Returns'][number];

export const EMPLOYEE_COLUMNS = 'id, nombres, apellidos, cargo, area, correo, telefono, jefe_id, estado, usuario_id';

export const fullName = (e: Pick<EmployeeRow, 'nombres' | 'apellidos'> | null | undefined) =>
  e ? `${e.nombres} ${e.apellidos}` : '';

export interface EmployeeDetail {
  employee: EmployeeRow;
  record: RecordRow | null;
  balance: BalanceRow | null;
}
