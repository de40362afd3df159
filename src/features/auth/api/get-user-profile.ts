import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import type { UsuarioPlataformaRow } from '../lib/user-profile';

/**
 * docs/product.md §7.5: the platform-user row of the signed-in user, or null when the session may
 * not read it: a session that was ended (signed out everywhere, the account deactivated) reads
 * nothing, its own row included (docs/accounts.md).
 * @public Called through loadAuthClient's dynamic import (auth-client.ts re-exports it), which knip cannot follow.
 */
export async function getUserProfile({
  userId,
  signal,
}: {
  userId: string;
  signal?: AbortSignal;
}): Promise<UsuarioPlataformaRow | null> {
  let query = supabase
    .from('usuarios_plataforma')
    .select('id, nombre, apellido_paterno, apellido_materno, empresa_id, rol_id, estado')
    .eq('id', userId);
  if (signal) query = query.abortSignal(signal);
  // An active account of a deactivated company (or a session that has ended) is inactive too. Both
  // reads go out together (issue 33: every screen waited for one, then the other).
  let vigente = supabase.rpc('cuenta_vigente');
  if (signal) vigente = vigente.abortSignal(signal);
  const [profile, current] = await Promise.all([query.maybeSingle(), vigente]);
  const row = unwrap(profile);
  if (row === null || row.estado !== 'activo') return row;
  return unwrap(current) === true ? row : { ...row, estado: 'inactivo' };
}
