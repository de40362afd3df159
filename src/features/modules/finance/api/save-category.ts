import { unwrapRows } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateFinance } from './keys';

/** A new category, or a renamed / (de)activated one (admin_empresa only: a refused write touches no row). */
export async function saveCategory(v: { id?: string; tipo: string; nombre: string; activo: boolean }) {
  const q = v.id
    ? supabase.from('fin_categorias').update({ nombre: v.nombre, activo: v.activo }).eq('id', v.id)
    : supabase.from('fin_categorias').insert({ tipo: v.tipo, nombre: v.nombre });
  const rows = unwrapRows(await q.select('id'));
  if (rows.length === 0) throw new Error('Solo el administrador de la empresa administra las categorías');
}

/** The caller says what failed (creating, renaming, toggling) with its own notifyError. */
export function useSaveCategory(
  notifyError: (error: Error) => void,
  options: MutationConfig<typeof saveCategory> = {},
) {
  return useApiMutation({ mutationFn: saveCategory, invalidate: invalidateFinance, notifyError }, options);
}
