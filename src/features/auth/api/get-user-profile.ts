import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import type { UsuarioPlataformaRow } from '../lib/user-profile';

/** docs/product.md §7.5: the platform-user row of the signed-in user. */
export async function getUserProfile({
  userId,
  signal,
}: {
  userId: string;
  signal?: AbortSignal;
}): Promise<UsuarioPlataformaRow> {
  let query = supabase
    .from('usuarios_plataforma')
    .select('id, nombre, apellido_paterno, apellido_materno, empresa_id, rol_id, estado')
    .eq('id', userId);
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query.single());
}
