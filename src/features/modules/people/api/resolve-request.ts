import { replaceById, useOptimisticMutation } from '@/kit/optimistic';
import { ApiError, unwrapRows } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { peopleKeys } from './keys';
import type { RequestRow } from './types';
import { withReason } from './with-reason';

type Tables = Database['public']['Tables'];

export interface Resolution {
  id: string;
  estado: 'aprobada' | 'rechazada' | 'cancelada';
  comentario?: string;
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

/** Approving or rejecting a request: shown at once, rolled back with the reason if Postgres refuses it. */
export function useResolveRequest() {
  return useOptimisticMutation<RequestRow[], Resolution>(
    {
      queryKey: peopleKeys.requests(),
      mutationFn: resolveRequest,
      apply: (old, v) => replaceById(old, v.id, { estado: v.estado, comentario_resolucion: v.comentario ?? null }),
      invalidate: [peopleKeys.all],
      errorTitle: 'No se pudo resolver la solicitud',
    },
    { onSuccess: (_r, v) => toast.success(v.estado === 'aprobada' ? 'Solicitud aprobada' : 'Solicitud rechazada') },
  );
}

/** Cancelling one's own pending request, the same way. */
export function useCancelRequest() {
  return useOptimisticMutation<RequestRow[], Resolution>(
    {
      queryKey: peopleKeys.requests(),
      mutationFn: resolveRequest,
      apply: (old, v) => replaceById(old, v.id, { estado: v.estado }),
      invalidate: [peopleKeys.balances()],
      errorTitle: 'No se pudo cancelar la solicitud',
    },
    { onSuccess: () => toast.success('Solicitud cancelada') },
  );
}
