import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { opsKeys } from './keys';

const ORDER_DETAIL =
  '*, ops_tareas(*), ops_repuestos_usados(*, industrial_repuestos(sku, nombre, unidad)), ops_horas(*), ops_comentarios(*), ops_transiciones(*), terceros(nombre), industrial_activos(codigo, nombre)';

/** One work order with its checklist, parts, hours, comments and state history (null: none, or no access). */
export async function getOrder(id: string, signal?: AbortSignal) {
  const q = supabase.from('ops_ordenes').select(ORDER_DETAIL).eq('id', id);
  return unwrap(await (signal ? q.abortSignal(signal) : q).maybeSingle());
}

export function useOrder(id: string) {
  return useQuery({ queryKey: opsKeys.order(id), queryFn: ({ signal }) => getOrder(id, signal) });
}
