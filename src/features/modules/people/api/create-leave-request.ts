import { unwrap } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import type { LeaveRequestInput } from '../lib/employee-schema';
import { invalidatePeople } from './keys';
import { withReason } from './with-reason';

type Tables = Database['public']['Tables'];

export async function createLeaveRequest(employeeId: string, input: LeaveRequestInput): Promise<void> {
  await withReason(async () =>
    unwrap(
      await supabase.from('solicitudes_ausencia').insert({
        colaborador_id: employeeId,
        tipo: input.tipo,
        fecha_inicio: input.fecha_inicio,
        fecha_fin: input.fecha_fin,
        motivo: input.motivo ?? null,
      } satisfies Tables['solicitudes_ausencia']['Insert']),
    ),
  );
}

/** The form shows the refusal next to its fields (the caller's onError). */
export function useCreateLeaveRequest(options: MutationConfig<typeof createLeaveRequestFor> = {}) {
  return useApiMutation({ mutationFn: createLeaveRequestFor, invalidate: invalidatePeople }, options);
}

const createLeaveRequestFor = ({ employeeId, input }: { employeeId: string; input: LeaveRequestInput }) =>
  createLeaveRequest(employeeId, input);
