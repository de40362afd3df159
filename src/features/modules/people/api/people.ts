/**
 * Axel People's data: query keys, fetchers over supabase-js and the hooks the screens use. What a
 * caller may read or write is decided by Postgres (the policies and triggers of
 * supabase/migrations/20261124110000_people_colaboradores.sql); these functions only ask.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, unwrap, unwrapRows } from '@/lib/api-error';
import type { Database, Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { EmployeeImportRow, EmployeeInput, LeaveRequestInput } from '../lib/employee-schema';

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

export const peopleKeys = {
  all: ['people'] as const,
  directory: () => [...peopleKeys.all, 'directory'] as const,
  records: () => [...peopleKeys.all, 'records'] as const,
  employee: (id: string) => [...peopleKeys.all, 'employee', id] as const,
  me: (userId: string | undefined) => [...peopleKeys.all, 'me', userId ?? ''] as const,
  balances: () => [...peopleKeys.all, 'balances'] as const,
  requests: () => [...peopleKeys.all, 'requests'] as const,
  marks: (day: string) => [...peopleKeys.all, 'marks', day] as const,
  myMarks: (employeeId: string) => [...peopleKeys.all, 'my-marks', employeeId] as const,
  holidays: () => [...peopleKeys.all, 'holidays'] as const,
  accounts: (employeeId: string | null) => [...peopleKeys.all, 'accounts', employeeId ?? ''] as const,
  workingDays: (from: string, to: string) => [...peopleKeys.all, 'working-days', from, to] as const,
};

const EMPLOYEE_COLUMNS = 'id, nombres, apellidos, cargo, area, correo, telefono, jefe_id, estado, usuario_id';

export const fullName = (e: Pick<EmployeeRow, 'nombres' | 'apellidos'> | null | undefined) =>
  e ? `${e.nombres} ${e.apellidos}` : '';

// ---- reads --------------------------------------------------------------------------------------

export async function getDirectory({ signal }: { signal?: AbortSignal } = {}): Promise<EmployeeRow[]> {
  let q = supabase.from('colaboradores').select(EMPLOYEE_COLUMNS).order('apellidos').order('nombres').limit(10000);
  if (signal) q = q.abortSignal(signal);
  return unwrapRows(await q);
}
export const directoryQuery = () =>
  queryOptions({ queryKey: peopleKeys.directory(), queryFn: ({ signal }) => getDirectory({ signal }) });
export const useDirectory = () => useQuery(directoryQuery());

/** The private records the caller may read (own, reports', or all for an admin). */
export async function getRecords({ signal }: { signal?: AbortSignal } = {}): Promise<RecordRow[]> {
  let q = supabase.from('colaboradores_ficha').select('*').limit(10000);
  if (signal) q = q.abortSignal(signal);
  return unwrapRows(await q);
}
export const useRecords = () =>
  useQuery({ queryKey: peopleKeys.records(), queryFn: ({ signal }) => getRecords({ signal }) });

export async function getMyEmployee(userId: string): Promise<EmployeeRow | null> {
  return unwrap(await supabase.from('colaboradores').select(EMPLOYEE_COLUMNS).eq('usuario_id', userId).maybeSingle());
}
export const useMyEmployee = (userId: string | undefined) =>
  useQuery({ queryKey: peopleKeys.me(userId), queryFn: () => getMyEmployee(userId!), enabled: !!userId });

export interface EmployeeDetail {
  employee: EmployeeRow;
  record: RecordRow | null;
  balance: BalanceRow | null;
}

export async function getEmployee(id: string): Promise<EmployeeDetail | null> {
  const [employee, record, balance] = await Promise.all([
    supabase.from('colaboradores').select(EMPLOYEE_COLUMNS).eq('id', id).maybeSingle(),
    supabase.from('colaboradores_ficha').select('*').eq('colaborador_id', id).maybeSingle(),
    supabase.from('saldos_vacaciones').select('*').eq('colaborador_id', id).maybeSingle(),
  ]);
  const e = unwrap(employee);
  if (!e) return null;
  return { employee: e, record: unwrap(record), balance: unwrap(balance) };
}
export const useEmployee = (id: string | undefined) =>
  useQuery({ queryKey: peopleKeys.employee(id ?? ''), queryFn: () => getEmployee(id!), enabled: !!id });

export async function getBalances(): Promise<BalanceRow[]> {
  return unwrapRows(await supabase.from('saldos_vacaciones').select('*').limit(10000));
}
export const useBalances = () => useQuery({ queryKey: peopleKeys.balances(), queryFn: getBalances });

export async function getRequests({ signal }: { signal?: AbortSignal } = {}): Promise<RequestRow[]> {
  let q = supabase
    .from('solicitudes_ausencia')
    .select('*, colaboradores(nombres, apellidos, jefe_id, usuario_id, area)')
    .order('fecha_inicio', { ascending: false })
    .limit(5000);
  if (signal) q = q.abortSignal(signal);
  return unwrapRows(await q) as unknown as RequestRow[];
}
export const requestsQuery = () =>
  queryOptions({ queryKey: peopleKeys.requests(), queryFn: ({ signal }) => getRequests({ signal }) });
export const useRequests = () => useQuery(requestsQuery());

export async function getMarks(day: string): Promise<MarkRow[]> {
  return unwrapRows(await supabase.from('marcas_asistencia').select('*').eq('fecha', day).limit(10000));
}
export const useMarks = (day: string) => useQuery({ queryKey: peopleKeys.marks(day), queryFn: () => getMarks(day) });

export async function getMyMarks(employeeId: string): Promise<MarkRow[]> {
  return unwrapRows(
    await supabase
      .from('marcas_asistencia')
      .select('*')
      .eq('colaborador_id', employeeId)
      .order('fecha', { ascending: false })
      .limit(31),
  );
}
export const useMyMarks = (employeeId: string | undefined) =>
  useQuery({
    queryKey: peopleKeys.myMarks(employeeId ?? ''),
    queryFn: () => getMyMarks(employeeId!),
    enabled: !!employeeId,
  });

export async function getHolidays(): Promise<HolidayRow[]> {
  return unwrapRows(await supabase.from('feriados').select('id, fecha, nombre').order('fecha'));
}
export const useHolidays = () => useQuery({ queryKey: peopleKeys.holidays(), queryFn: getHolidays });

export async function getWorkingDays(from: string, to: string): Promise<number | null> {
  return unwrap(await supabase.rpc('dias_habiles', { p_desde: from, p_hasta: to }));
}
export const useWorkingDays = (from: string, to: string) =>
  useQuery({
    queryKey: peopleKeys.workingDays(from, to),
    queryFn: () => getWorkingDays(from, to),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && to >= from,
  });

/**
 * The company's accounts an employee may be linked to: those not linked to another employee (this
 * one's included). Admins only: Postgres answers nobody else with any row.
 */
export async function getLinkableAccounts(employeeId: string | null): Promise<LinkableAccount[]> {
  return unwrapRows(await supabase.rpc('cuentas_vinculables', employeeId ? { p_colaborador: employeeId } : {}));
}
export const useLinkableAccounts = (employeeId: string | null, enabled: boolean) =>
  useQuery({ queryKey: peopleKeys.accounts(employeeId), queryFn: () => getLinkableAccounts(employeeId), enabled });

// ---- writes -------------------------------------------------------------------------------------

/** The employee's directory and record in one call (public.guardar_colaborador, one transaction). */
export async function saveEmployee(id: string | null, input: EmployeeInput): Promise<string> {
  const datos = {
    nombres: input.nombres,
    apellidos: input.apellidos,
    rut: input.rut,
    cargo: input.cargo ?? '',
    area: input.area ?? '',
    fecha_ingreso: input.fecha_ingreso,
    tipo_contrato: input.tipo_contrato,
    correo: input.correo ?? null,
    telefono: input.telefono ?? null,
    contacto_emergencia_nombre: input.contacto_emergencia_nombre ?? null,
    contacto_emergencia_telefono: input.contacto_emergencia_telefono ?? null,
    estado: input.estado,
    jefe_id: input.jefe_id ?? null,
    fecha_desvinculacion: input.fecha_desvinculacion ?? null,
    saldo_vacaciones_inicial: input.saldo_vacaciones_inicial ?? 0,
    fecha_saldo_inicial: input.fecha_saldo_inicial ?? null,
    // The linked platform account ('Sin cuenta' is null); Postgres refuses another company's
    // account and one already linked to another employee.
    usuario_id: input.usuario_id ?? null,
  };
  let saved: unknown;
  try {
    saved = unwrap(await supabase.rpc('guardar_colaborador', { p_id: id as string, p_datos: datos as Json }));
  } catch (error) {
    // The account checks say why in Spanish (23503/23505): keep that, not the generic sentence.
    if (
      error instanceof ApiError &&
      (error.code === '23503' || error.code === '23505') &&
      /^La cuenta/.test(error.message)
    ) {
      throw new ApiError(error.message, {
        code: 'P0001',
        status: error.status,
        details: error.details,
        hint: error.hint,
        cause: error,
      });
    }
    throw error;
  }
  if (typeof saved !== 'string') throw new ApiError('Respuesta inesperada del servidor');
  return saved;
}

export interface ImportOutcome {
  created: number;
  errors: Array<{ row: EmployeeImportRow; message: string }>;
}

/** Imports validated rows in batches; rows the database refuses (a RUT already registered...) come back with the reason. */
export async function importEmployees(rows: readonly EmployeeImportRow[], batchSize = 500): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { created: 0, errors: [] };
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const payload = batch.map((r) => ({ ...r, tipo_contrato: r.tipo_contrato ?? 'indefinido' }));
    const result = unwrap(await supabase.rpc('importar_colaboradores', { p_filas: payload as unknown as Json })) as {
      creados: number;
      errores: Array<{ fila: number; mensaje: string }>;
    };
    outcome.created += result.creados;
    for (const e of result.errores) outcome.errors.push({ row: batch[e.fila - 1], message: e.mensaje });
  }
  return outcome;
}

export async function createLeaveRequest(employeeId: string, input: LeaveRequestInput): Promise<void> {
  await withReason(async () =>
    unwrap(
      await supabase.from('solicitudes_ausencia').insert({
        colaborador_id: employeeId,
        tipo: input.tipo,
        fecha_inicio: input.fecha_inicio,
        fecha_fin: input.fecha_fin,
        motivo: input.motivo ?? null,
      } as Tables['solicitudes_ausencia']['Insert']),
    ),
  );
}

export interface Resolution {
  id: string;
  estado: 'aprobada' | 'rechazada' | 'cancelada';
  comentario?: string;
}

/**
 * People's triggers refuse with a reason in Spanish ('Solo la jefatura directa...', 42501): keep
 * that reason for the person instead of the generic "no access" sentence of a bare 42501.
 */
export function withReason<T>(fn: () => Promise<T>): Promise<T> {
  return fn().catch((error: unknown) => {
    if (
      error instanceof ApiError &&
      error.code === '42501' &&
      /[áéíóúñ]|^(Solo|No puedes|Una solicitud|Tu cuenta)/.test(error.message)
    ) {
      throw new ApiError(error.message, {
        code: 'P0001',
        status: error.status,
        details: error.details,
        hint: error.hint,
        cause: error,
      });
    }
    throw error;
  });
}

export async function resolveRequest({ id, estado, comentario }: Resolution): Promise<void> {
  const patch: Tables['solicitudes_ausencia']['Update'] = { estado };
  if (comentario !== undefined) patch.comentario_resolucion = comentario;
  const rows = await withReason(async () =>
    unwrapRows(await supabase.from('solicitudes_ausencia').update(patch).eq('id', id).select('id')),
  );
  // Row-level security hides a row the caller may not change: say so instead of pretending.
  if (rows.length === 0) throw new ApiError('No tienes permiso para cambiar esta solicitud', { code: '42501' });
}

export async function clockIn(): Promise<MarkRow> {
  return withReason(async () => unwrap(await supabase.rpc('marcar_entrada')) as MarkRow);
}
export async function clockOut(): Promise<MarkRow> {
  return withReason(async () => unwrap(await supabase.rpc('marcar_salida')) as MarkRow);
}

export async function addHoliday(fecha: string, nombre: string): Promise<void> {
  unwrap(await supabase.from('feriados').insert({ fecha, nombre } as Tables['feriados']['Insert']));
}
export async function deleteHoliday(id: string): Promise<void> {
  unwrap(await supabase.from('feriados').delete().eq('id', id));
}

// ---- who is looking -----------------------------------------------------------------------------

export interface Viewer {
  userId: string | null;
  rol: string | null;
}

/** The signed-in user and their role (from their own platform row, which every user reads). */
export async function getViewer(): Promise<Viewer> {
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id ?? null;
  if (!userId) return { userId: null, rol: null };
  const row = unwrap(await supabase.from('usuarios_plataforma').select('rol_id').eq('id', userId).maybeSingle());
  return { userId, rol: row?.rol_id ?? null };
}
export const useViewerQuery = () =>
  useQuery({ queryKey: [...peopleKeys.all, 'viewer'], queryFn: getViewer, staleTime: 60_000 });
