import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, unwrapRows } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { notificationKeys } from './keys';

export interface Notification {
  id: string;
  tipo: string;
  titulo: string;
  texto: string;
  enlace: string | null;
  leida_en: string | null;
  creada_en: string;
}

/** The panel shows the latest ones; older notices stay in the table. */
export const NOTIFICATIONS_SHOWN = 30;

/** The user's latest notices, newest first (RLS: only their own). */
export async function getNotifications(userId: string, signal?: AbortSignal): Promise<Notification[]> {
  let q = supabase
    .from('notificaciones')
    .select('id, tipo, titulo, texto, enlace, leida_en, creada_en')
    .eq('usuario_id', userId)
    .order('creada_en', { ascending: false })
    .limit(NOTIFICATIONS_SHOWN);
  if (signal) q = q.abortSignal(signal);
  return unwrapRows(await q) as Notification[];
}

/** How many are unread (a count, no rows). */
export async function getUnreadCount(userId: string, signal?: AbortSignal): Promise<number> {
  let q = supabase
    .from('notificaciones')
    .select('id', { count: 'exact', head: true })
    .eq('usuario_id', userId)
    .is('leida_en', null);
  if (signal) q = q.abortSignal(signal);
  const result = await q;
  unwrap({ ...result, data: result.data ?? [] });
  return result.count ?? 0;
}

export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ signal }) => getNotifications(userId, signal),
  });

export const unreadCountQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) => getUnreadCount(userId, signal),
  });

export function useNotifications(userId: string, config: QueryConfig<typeof notificationsQuery> = {}) {
  return useQuery({ ...notificationsQuery(userId), ...config });
}

export function useUnreadCount(userId: string, config: QueryConfig<typeof unreadCountQuery> = {}) {
  return useQuery({ ...unreadCountQuery(userId), ...config });
}
