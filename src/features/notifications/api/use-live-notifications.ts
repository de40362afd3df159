import { loadRealtime } from '@/lib/after-screen';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationKeys } from './keys';

/**
 * How the bell listens: by default Realtime (src/lib/realtime.ts, loaded on demand) on the user's
 * own rows of `notificaciones`; tests pass their own. Calls `onChange` per change and `onSubscribed`
 * at each (re)join; returns the unsubscribe.
 */
export type NoticeSubscriber = (userId: string, onChange: () => void, onSubscribed: () => void) => () => void;

export const realtimeNotices: NoticeSubscriber = (userId, onChange, onSubscribed) => {
  let stop: (() => void) | undefined;
  let stopped = false;
  void loadRealtime().then(({ watchTable }) => {
    if (stopped) return;
    stop = watchTable(
      { channel: `notificaciones:${userId}`, table: 'notificaciones', filter: `usuario_id=eq.${userId}` },
      onChange,
      onSubscribed,
    );
  });
  return () => {
    stopped = true;
    stop?.();
  };
};

/**
 * Keeps the unread count and the list current without a reload: a new notice, or one marked read
 * elsewhere (another tab, the e-mail's link), refetches them; so does every rejoin after a lost
 * connection, when changes may have been missed. The previous data stays on screen meanwhile.
 */
export function useLiveNotifications(userId: string, subscribe: NoticeSubscriber = realtimeNotices): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) });
    return subscribe(userId, refresh, refresh);
  }, [userId, subscribe, queryClient]);
}
