import { ApiError, unwrap } from '@/lib/api-error';
import type { Json } from '@/lib/database.types';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import type { EmployeeInput } from '../lib/employee-schema';
import { invalidatePeople } from './keys';

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

/** The form shows the refusal next to its fields (the caller's onError), not in a toast. */
export function useSaveEmployee(options: MutationConfig<typeof saveEmployeeValues> = {}) {
  return useApiMutation({ mutationFn: saveEmployeeValues, invalidate: invalidatePeople }, options);
}

const saveEmployeeValues = ({ id, input }: { id: string | null; input: EmployeeInput }) => saveEmployee(id, input);
