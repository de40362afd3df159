import { loadRealtime } from './after-screen';
import { useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ChannelStatus, TableWatch } from './realtime';

/**
 * Live screens (docs/realtime.md "Live screens"): a table's committed changes, as Realtime delivers
 * them to this user (row-level security decides), applied to the TanStack Query caches that show
 * the table. Each screen says, per cached query, how a change merges into its data (a board card
 * moves, a list row is patched) or that the query is simply refetched in the background; either
 * way the data on screen stays until the new data is there, so nothing flickers.
 *
 * A local edit in progress wins: while one of this tab's mutations of the same row is pending (an
 * optimistic move, a save), its change is not merged over the local value; the queries are
 * refetched once that mutation settles. An open form is the form's business (`useRemoteValues`
 * in src/kit/form.tsx shows 'Otra persona cambió esta orden' instead of overwriting it).
 */

export interface RowChange<Row = Record<string, unknown>> {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The row after an insert or update (the columns the user may read); empty for a delete. */
  new: Partial<Row>;
  /** Before an update or delete: at least the primary key. */
  old: Partial<Row>;
}

/**
 * How one cached query follows the table. `merge` returns the data with the change applied, or
 * undefined when it cannot say (then the query is refetched); without `merge` the query is always
 * refetched. `refetch` also refetches after a merge, for what a merge cannot know (a filtered and
 * sorted server list: where an inserted row goes, whether an updated one still matches).
 */
export interface LiveTarget<Data = unknown, Row = Record<string, unknown>> {
  queryKey: QueryKey;
  merge?: (data: Data, change: RowChange<Row>) => Data | undefined;
  /**
   * Instead of `merge`, for rows spread over several cached queries under `queryKey` (a board's
   * columns: where a row was is known only by looking at them all): the change applied to every
   * one at once, given and answered in the same order, undefined for a query to refetch.
   */
  mergeQueries?: (
    queries: ReadonlyArray<{ queryKey: QueryKey; data: Data }>,
    change: RowChange<Row>,
  ) => ReadonlyArray<Data | undefined>;
  refetch?: (change: RowChange<Row>) => boolean;
}

/** A target typed by its query's data and the table's row, for a list of targets of different queries. */
export const liveTarget = <Data, Row = Record<string, unknown>>(target: LiveTarget<Data, Row>): LiveTarget =>
  target as unknown as LiveTarget;

/** 'connecting' until the first join; 'offline' while the connection is lost (it rejoins by itself). */
export type LiveStatus = 'connecting' | 'live' | 'offline';

/** How a screen listens to a table: Realtime by default (src/lib/realtime.ts, loaded on demand); tests pass their own. */
export type TableSubscriber = (
  watch: TableWatch,
  onChange: (change: RowChange) => void,
  onStatus: (status: ChannelStatus) => void,
) => () => void;

export const realtimeTable: TableSubscriber = (watch, onChange, onStatus) => {
  let stop: (() => void) | undefined;
  let stopped = false;
  void loadRealtime().then(({ watchTable }) => {
    if (stopped) return;
    stop = watchTable(watch, (c) => onChange(c as RowChange), undefined, onStatus);
  });
  return () => {
    stopped = true;
    stop?.();
  };
};

export interface LiveTableOptions {
  watch: TableWatch;
  /** Each built with `liveTarget` (typed by its query's data). */
  targets: readonly LiveTarget[];
  /** The row's key in a change (default: `id`). */
  rowId?: (change: RowChange) => unknown;
  /** Whether a pending mutation of this tab is changing the row (default: its variables' `id` is the row's). */
  isLocalEdit?: (variables: unknown, rowId: unknown) => boolean;
  enabled?: boolean;
  subscribe?: TableSubscriber;
  /** Refetches are gathered for this long, so a burst of changes costs one request per query. */
  refetchDelayMs?: number;
}

const defaultRowId = (c: RowChange) => c.new.id ?? c.old.id;
const defaultIsLocalEdit = (variables: unknown, rowId: unknown) =>
  rowId !== undefined && typeof variables === 'object' && variables !== null && 'id' in variables
    ? (variables as { id: unknown }).id === rowId
    : false;

/**
 * Applies one change to the cached queries of `targets` (exported for tests and for screens that
 * receive changes another way). Returns the query keys to refetch.
 */
export function applyChange(queryClient: QueryClient, targets: readonly LiveTarget[], change: RowChange): QueryKey[] {
  const refetch: QueryKey[] = [];
  for (const target of targets) {
    if (target.mergeQueries) {
      // Queries still on their first load read the change themselves.
      const queries = queryClient
        .getQueryCache()
        .findAll({ queryKey: target.queryKey })
        .filter((q) => q.state.data !== undefined);
      if (queries.length === 0) continue;
      const next = target.mergeQueries(
        queries.map((q) => ({ queryKey: q.queryKey, data: q.state.data })),
        change,
      );
      queries.forEach((query, i) => {
        // As below: a fetch under way may have read the row before this change.
        if (query.state.fetchStatus === 'fetching' || next[i] === undefined) refetch.push(query.queryKey);
        else if (next[i] !== query.state.data) queryClient.setQueryData(query.queryKey, next[i]);
      });
      continue;
    }
    for (const query of queryClient.getQueryCache().findAll({ queryKey: target.queryKey })) {
      const data = query.state.data;
      if (data === undefined) continue; // its first load is under way or to come: it will read the change
      // A fetch under way may have read the row before this change: its answer would undo the merge.
      if (query.state.fetchStatus === 'fetching' || !target.merge) {
        refetch.push(query.queryKey);
        continue;
      }
      const next = target.merge(data, change);
      if (next === undefined) refetch.push(query.queryKey);
      else {
        if (next !== data) queryClient.setQueryData(query.queryKey, next);
        if (target.refetch?.(change)) refetch.push(query.queryKey);
      }
    }
  }
  return refetch;
}

/**
 * Follows `watch` while the screen is mounted and keeps `targets` current (see the file's comment).
 * Every (re)join refetches the targets: changes made while not joined are not replayed. Returns the
 * connection's state, for `LiveStatusNotice`.
 */
export function useLiveTable({
  watch,
  targets,
  rowId = defaultRowId,
  isLocalEdit = defaultIsLocalEdit,
  enabled = true,
  subscribe = realtimeTable,
  refetchDelayMs = 250,
}: LiveTableOptions): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  // The latest options without resubscribing when a screen passes new closures each render.
  const latest = useRef({ targets, rowId, isLocalEdit });
  useEffect(() => {
    latest.current = { targets, rowId, isLocalEdit };
  });
  const { channel, table, schema, event, filter } = watch;

  useEffect(() => {
    if (!enabled) return;
    const targetsNow = () => latest.current.targets;
    const waiting = new Map<string, QueryKey>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const keys = [...waiting.values()];
      waiting.clear();
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey, exact: true });
    };
    const refetchLater = (keys: readonly QueryKey[]) => {
      for (const key of keys) waiting.set(JSON.stringify(key), key);
      if (waiting.size > 0 && timer === undefined) timer = setTimeout(flush, refetchDelayMs);
    };
    const refetchAll = () => {
      for (const target of targetsNow())
        for (const query of queryClient.getQueryCache().findAll({ queryKey: target.queryKey }))
          waiting.set(JSON.stringify(query.queryKey), query.queryKey);
      if (timer !== undefined) clearTimeout(timer);
      flush();
    };

    // Rows changed by someone else while this tab's own change of them was pending: once that
    // settles (and its own refetch ran), the queries are refetched so the other change shows too.
    let deferred = false;
    const mutations = queryClient.getMutationCache();
    const stopMutations = mutations.subscribe((e) => {
      if (!deferred || e.type !== 'updated' || e.mutation.state.status === 'pending') return;
      if (queryClient.isMutating() > 0) return;
      deferred = false;
      refetchAll();
    });

    const onChange = (change: RowChange) => {
      const { rowId: idOf, isLocalEdit: isLocal } = latest.current;
      const id = idOf(change);
      const local = mutations.getAll().some((m) => m.state.status === 'pending' && isLocal(m.state.variables, id));
      if (local) {
        deferred = true;
        return;
      }
      refetchLater(applyChange(queryClient, targetsNow(), change));
    };
    const onStatus = (s: ChannelStatus) => {
      if (s === 'SUBSCRIBED') {
        setStatus('live');
        // The first join too: what committed between the screen's read and the join was not sent.
        refetchAll();
      } else if (s === 'CHANNEL_ERROR' || s === 'TIMED_OUT') setStatus('offline');
    };
    const stop = subscribe({ channel, table, schema, event, filter }, onChange, onStatus);
    return () => {
      stop();
      stopMutations();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled, subscribe, queryClient, channel, table, schema, event, filter, refetchDelayMs]);

  return enabled ? status : 'connecting';
}

/* Merges for the usual shapes of a cached table ------------------------------------------------ */

type WithId = { id: unknown };

/** Keeps only the fields a cached row has (a change carries every column the user may read). */
function pickLike<T extends object>(like: T, record: object): Partial<T> {
  const out: Partial<T> = {};
  for (const k of Object.keys(like) as (keyof T)[]) if (k in record) out[k] = (record as T)[k];
  return out;
}

/**
 * A change applied to a list of rows by id: an update patches the row in place (keeping its
 * position), a delete removes it, an insert is left to the caller (undefined: where it goes
 * depends on the list's order and filter). A row the list does not hold is not added on update.
 */
export function mergeRows<T extends WithId>(rows: readonly T[], change: RowChange): T[] | undefined {
  const id = change.new.id ?? change.old.id;
  if (change.eventType === 'INSERT') return undefined;
  const at = rows.findIndex((r) => r.id === id);
  if (at < 0) return rows as T[];
  if (change.eventType === 'DELETE') return rows.filter((_, i) => i !== at);
  const next = [...rows];
  next[at] = { ...rows[at], ...pickLike(rows[at], change.new) };
  return next;
}

/** `mergeRows` over the pages of an infinite query (a keyset list): pages and their cursors stay. */
export function mergeInfiniteRows<T extends WithId>(
  data: InfiniteData<T[], unknown>,
  change: RowChange,
): InfiniteData<T[], unknown> | undefined {
  if (change.eventType === 'INSERT') return undefined;
  let changed = false;
  const pages = data.pages.map((page) => {
    const next = mergeRows(page, change)!;
    if (next !== page) changed = true;
    return next;
  });
  return changed ? { ...data, pages } : data;
}
