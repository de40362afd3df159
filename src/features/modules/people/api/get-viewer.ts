import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { peopleKeys } from './keys';

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
export const useViewerQuery = () => useQuery({ queryKey: peopleKeys.viewer(), queryFn: getViewer, staleTime: 60_000 });
