/**
 * Live data: one Realtime client (realtime-js, the client supabase-js builds in) for the signed-in
 * screens, loaded on demand so the first pages do not carry it (docs/design.md §8). It speaks to
 * `/realtime/v1` of the same project: hosted Supabase, or server/ (docs/realtime.md). The session's
 * access token goes with every channel, refreshed as auth-js refreshes it, so row-level security
 * decides what each user receives.
 */
import { RealtimeClient, type RealtimeChannel } from '@supabase/realtime-js';
import { getEnv } from '@/config/env';
import { supabase } from './supabase';

const env = getEnv();

function realtimeUrl(base: string): string {
  const url = new URL('realtime/v1', base.endsWith('/') ? base : `${base}/`);
  url.protocol = url.protocol.replace('http', 'ws');
  return url.href;
}

const accessToken = async () => (await supabase.auth.getSession()).data.session?.access_token ?? null;

const client = new RealtimeClient(realtimeUrl(env.supabaseUrl), {
  params: { apikey: env.supabaseAnonKey },
  accessToken,
});

supabase.auth.onAuthStateChange((event) => {
  if (event === 'SIGNED_OUT') void client.removeAllChannels();
  else void client.setAuth();
});

export interface TableWatch {
  /** The channel's name (unique per screen and user). */
  channel: string;
  table: string;
  schema?: string;
  event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  /** A postgres_changes filter, e.g. `usuario_id=eq.<id>`. */
  filter?: string;
}

let watches = 0;

/** A channel's state as realtime-js reports it: joined, or why it is not (it rejoins by itself). */
export type ChannelStatus = 'SUBSCRIBED' | 'CHANNEL_ERROR' | 'TIMED_OUT' | 'CLOSED';

/**
 * Calls `onChange` for each committed change of `table` the user may read, and `onSubscribed` each
 * time the channel is (re)joined, when changes may have been missed; `onStatus` hears every state
 * (a lost connection is `CHANNEL_ERROR` or `TIMED_OUT` until it rejoins). Returns the unsubscribe.
 */
export function watchTable(
  watch: TableWatch,
  onChange: (change: { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> }) => void,
  onSubscribed?: () => void,
  onStatus?: (status: ChannelStatus) => void,
): () => void {
  // realtime-js hands back the channel of an existing topic, even one still leaving (a screen left
  // and another, or React's second mount, watching the same): each watch gets a topic of its own.
  const channel: RealtimeChannel = client.channel(`${watch.channel}:${++watches}`);
  channel.on(
    'postgres_changes',
    {
      event: (watch.event ?? '*') as '*',
      schema: watch.schema ?? 'public',
      table: watch.table,
      ...(watch.filter ? { filter: watch.filter } : {}),
    },
    (payload) => onChange(payload as unknown as Parameters<typeof onChange>[0]),
  );
  let removed = false;
  // The token first: a join sent without it would be the anon key's, and row-level security would
  // show that channel nothing (realtime-js sends the token later only to channels already joined).
  void client
    .setAuth()
    .catch(() => {})
    .then(() => {
      if (removed) return;
      channel.subscribe((status) => {
        if (removed) return;
        onStatus?.(status as ChannelStatus);
        if (status === 'SUBSCRIBED') onSubscribed?.();
      });
    });
  return () => {
    removed = true;
    void client.removeChannel(channel);
  };
}

/** One person on a presence channel: what `watchPresence` tracks for the signed-in user. */
export interface PresenceMeta {
  userId: string;
  name: string;
}

/** Presence channels being left, by topic. */
const leaving = new Map<string, Promise<unknown>>();

/**
 * Who is on the private channel `topic` (e.g. `empresa:<id>:ops`, opened by realtime.messages'
 * policies to the company's users with the module): tracks `me` there and calls `onSync` with
 * everyone present (one entry per connection; the caller groups by user) at each change, and
 * `onStatus` with the channel's state. Returns the leave.
 */
export function watchPresence(
  topic: string,
  me: PresenceMeta,
  onSync: (present: PresenceMeta[]) => void,
  onStatus?: (status: ChannelStatus) => void,
): () => void {
  let removed = false;
  let channel: RealtimeChannel | undefined;
  // The topic is the policy's (it cannot be made unique): a channel of it still leaving is waited for,
  // or realtime-js would hand that one back.
  void (leaving.get(topic) ?? Promise.resolve())
    .then(() => client.setAuth())
    .catch(() => {})
    .then(() => {
      if (removed) return;
      const ch = client.channel(topic, { config: { private: true, presence: { key: me.userId } } });
      channel = ch;
      ch.on('presence', { event: 'sync' }, () => {
        const state = ch.presenceState<{ userId?: unknown; name?: unknown }>();
        const present: PresenceMeta[] = [];
        for (const metas of Object.values(state))
          for (const m of metas)
            if (typeof m.userId === 'string')
              present.push({ userId: m.userId, name: typeof m.name === 'string' ? m.name : '' });
        onSync(present);
      });
      ch.subscribe((status) => {
        if (removed) return;
        onStatus?.(status as ChannelStatus);
        if (status === 'SUBSCRIBED') void ch.track({ userId: me.userId, name: me.name });
      });
    });
  return () => {
    removed = true;
    if (!channel) return;
    const gone = client.removeChannel(channel).catch(() => {});
    leaving.set(topic, gone);
    void gone.then(() => {
      if (leaving.get(topic) === gone) leaving.delete(topic);
    });
  };
}
