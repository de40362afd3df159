import { handleError } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';

/** How many checklist items of an order are still unchecked (closing it asks first when any are). */
export async function getOpenTaskCount(orderId: string): Promise<number> {
  const { count, error, status } = await supabase
    .from('ops_tareas')
    .select('id', { count: 'exact', head: true })
    .eq('orden_id', orderId)
    .eq('hecha', false);
  if (error) handleError(error, status);
  return count ?? 0;
}
