import { loadRealtime } from './after-screen';
import { useEffect, useMemo, useState } from 'react';
import type { LiveStatus } from './live-table';
import type { ChannelStatus, PresenceMeta } from './realtime';

export type { PresenceMeta } from './realtime';

/** How a screen joins a presence channel: Realtime by default (loaded on demand); tests pass their own. */
export type PresenceSubscriber = (
  topic: string,
  me: PresenceMeta,
  onSync: (present: PresenceMeta[]) => void,
  onStatus: (status: ChannelStatus) => void,
) => () => void;

export const realtimePresence: PresenceSubscriber = (topic, me, onSync, onStatus) => {
  let stop: (() => void) | undefined;
  let stopped = false;
  void loadRealtime().then(({ watchPresence }) => {
    if (stopped) return;
    stop = watchPresence(topic, me, onSync, onStatus);
  });
  return () => {
    stopped = true;
    stop?.();
  };
};

/** The people present besides `me`, once each (a person with two tabs open counts once), by name. */
export function othersPresent(present: readonly PresenceMeta[], myId: string): PresenceMeta[] {
  const byUser = new Map<string, PresenceMeta>();
  for (const p of present) if (p.userId !== myId && !byUser.has(p.userId)) byUser.set(p.userId, p);
  return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/**
 * Who else is looking at a screen: joins the private presence channel `topic` as `me` while mounted
 * (null: not joined, e.g. a super admin without a company) and answers the others present, updated
 * as they come and go (a closed tab leaves when its connection ends).
 */
export function usePresence(
  topic: string | null,
  me: PresenceMeta | null,
  subscribe: PresenceSubscriber = realtimePresence,
): { others: PresenceMeta[]; status: LiveStatus } {
  const [present, setPresent] = useState<PresenceMeta[]>([]);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const userId = me?.userId;
  const name = me?.name;
  useEffect(() => {
    if (!topic || !userId) return;
    const stop = subscribe(topic, { userId, name: name ?? '' }, setPresent, (s) => {
      if (s === 'SUBSCRIBED') setStatus('live');
      else if (s === 'CHANNEL_ERROR' || s === 'TIMED_OUT') {
        setStatus('offline');
        setPresent([]); // not known while disconnected; the sync after the rejoin says again
      }
    });
    return () => {
      stop();
      setPresent([]);
    };
  }, [topic, userId, name, subscribe]);
  const others = useMemo(() => (userId ? othersPresent(present, userId) : []), [present, userId]);
  return { others, status };
}
