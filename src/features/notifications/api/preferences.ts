import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { useApiMutation, type MutationConfig, type QueryConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { notificationKeys } from './keys';

export const CHANNELS = ['app', 'correo', 'ambos', 'ninguno'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABEL: Record<Channel, string> = {
  app: 'En la aplicación',
  correo: 'Por correo',
  ambos: 'Aplicación y correo',
  ninguno: 'No avisarme',
};

export interface NoticePreference {
  tipo: string;
  nombre: string;
  descripcion: string;
  modulo: string | null;
  canal: Channel;
  /** The user chose it (otherwise it is the type's default). */
  propia: boolean;
}

/** Every type of notice with the channel the user gets it by (their choice, or the default). */
export async function getPreferences(userId: string, signal?: AbortSignal): Promise<NoticePreference[]> {
  let types = supabase
    .from('tipos_notificacion')
    .select('clave, nombre, descripcion, modulo, canal_predeterminado')
    .order('orden');
  let mine = supabase.from('preferencias_notificacion').select('tipo, canal').eq('usuario_id', userId);
  if (signal) {
    types = types.abortSignal(signal);
    mine = mine.abortSignal(signal);
  }
  const [t, m] = await Promise.all([types, mine]);
  const chosen = new Map((unwrapRows(m) as { tipo: string; canal: Channel }[]).map((r) => [r.tipo, r.canal]));
  return (
    unwrapRows(t) as {
      clave: string;
      nombre: string;
      descripcion: string;
      modulo: string | null;
      canal_predeterminado: Channel;
    }[]
  ).map((r) => ({
    tipo: r.clave,
    nombre: r.nombre,
    descripcion: r.descripcion,
    modulo: r.modulo,
    canal: chosen.get(r.clave) ?? r.canal_predeterminado,
    propia: chosen.has(r.clave),
  }));
}

export const preferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.preferences(userId),
    queryFn: ({ signal }) => getPreferences(userId, signal),
  });

export function usePreferences(userId: string, config: QueryConfig<typeof preferencesQuery> = {}) {
  return useQuery({ ...preferencesQuery(userId), ...config });
}

/** Saves the channel of one type (an upsert of the user's own row; RLS keeps it theirs). */
export async function setPreference({
  userId,
  tipo,
  canal,
}: {
  userId: string;
  tipo: string;
  canal: Channel;
}): Promise<void> {
  unwrapRows(
    await supabase
      .from('preferencias_notificacion')
      .upsert({ usuario_id: userId, tipo, canal }, { onConflict: 'usuario_id,tipo' })
      .select('tipo'),
  );
}

export function useSetPreference(config: MutationConfig<typeof setPreference> = {}) {
  return useApiMutation(
    {
      mutationFn: setPreference,
      invalidate: (qc, _d, { userId }) => qc.invalidateQueries({ queryKey: notificationKeys.preferences(userId) }),
      notifySuccess: () => toast.success('Preferencia guardada.'),
      notifyError: () => toast.error('No se pudo guardar la preferencia. Inténtalo de nuevo.'),
    },
    config,
  );
}
