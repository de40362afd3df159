import { unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { notificationKeys } from './keys';

/** Marks one notice read (the database stamps the time) or, with `ids` omitted, every unread one. */
export async function markRead({ userId, ids }: { userId: string; ids?: string[] }): Promise<number> {
  let q = supabase
    .from('notificaciones')
    .update({ leida_en: new Date().toISOString() })
    .eq('usuario_id', userId)
    .is('leida_en', null);
  if (ids) q = q.in('id', ids);
  return (unwrap(await q.select('id')) as { id: string }[]).length;
}

export function useMarkRead(config: MutationConfig<typeof markRead> = {}) {
  return useApiMutation(
    {
      mutationFn: markRead,
      invalidate: (qc, _n, { userId }) => qc.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
      notifyError: () => toast.error('No se pudo marcar como leída. Inténtalo de nuevo.'),
    },
    config,
  );
}
