import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AccessDeniedPanel } from '@/components/access-denied-panel';
import { RetryAlert } from '@/components/retry-alert';
import { LoadingState } from '@/components/ui/spinner';
import type { ModuleKey } from '@/config/product';
import { AccessCheckProvider } from '@/kit/access-check';
import { INSUFFICIENT_PRIVILEGE } from '@/lib/api-error';
import { useMyModules } from '../api/get-my-modules';
import { modulesKeys } from '../api/keys';
import { resolveModuleAccess } from '../lib/module-access';

interface RequireModuleAccessProps {
  moduleKey: ModuleKey;
  userId: string | undefined;
  isSuperAdmin: boolean;
  children: ReactNode;
}

const readTimes = new WeakMap<QueryClient, WeakMap<object, number>>();

/**
 * When each query of `queryClient` last began fetching (Date.now()), from the first call on (the
 * module route's loader calls it before a screen's preload asks anything; the guard below reads it).
 */
export function trackReadTimes(queryClient: QueryClient): WeakMap<object, number> {
  let times = readTimes.get(queryClient);
  if (!times) {
    const asked = new WeakMap<object, number>();
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'fetch') asked.set(event.query, Date.now());
    });
    readTimes.set(queryClient, asked);
    times = asked;
  }
  return times;
}

/**
 * A module route without effective access shows the refusal inside the workspace, with the reason
 * (not in the plan, or denied by the administrator) and a way back (issue 16, item 3).
 */
export function RequireModuleAccess({ moduleKey, userId, isSuperAdmin, children }: RequireModuleAccessProps) {
  const modules = useMyModules({ userId, enabled: !isSuperAdmin });
  const queryClient = useQueryClient();
  const [verifying, setVerifying] = useState(false);
  const lastEmptyCheck = useRef(0);
  // Issue 16: when the API refuses a module screen's read (42501 / 401 / 403: access revoked while the
  // tab was open), ask again what the user may see; if the module is gone, the screen and its data
  // give way to the refusal below instead of an error.
  // Issue 31: row-level security answers a revoked module's reads with no rows, not a refusal, so a
  // read of this module that comes back empty asks again too (at most every 10 s), and the empty
  // states wait for the answer ("Aún no hay órdenes" is never said to someone who lost the module).
  useEffect(() => {
    if (isSuperAdmin || !userId) return;
    const mine = modulesKeys.mineFor(userId);
    // An access read already on its way answers the question as well (and cancelling it for a new
    // one would ask twice).
    const recheck = () => queryClient.refetchQueries({ queryKey: mine, exact: true }, { cancelRefetch: false });
    // When each of the module's reads was last asked: an access answer that arrived after it is at
    // least as new as the read's own, so asking again would only repeat it (issue 33: the screen's
    // first reads now go out with the access check, and an empty one asked mis_modulos twice).
    // The times are kept from the module route's loader on (trackReadTimes), so a read its preload
    // asked before the access answer is known as older than it, even when this guard mounts after
    // that answer (under a slow CPU: /axel-people asked mis_modulos twice). A read asked before
    // anything was timing them counts as asked when this began listening.
    const askedAt = trackReadTimes(queryClient);
    const listeningSince = Date.now();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      const key = event.query.queryKey[0];
      if (key === modulesKeys.all[0]) return;
      const accessIsNewer = () =>
        (queryClient.getQueryState(mine)?.dataUpdatedAt ?? 0) >= (askedAt.get(event.query) ?? listeningSince);
      if (event.action.type === 'error' && isRefusal(event.action.error) && !accessIsNewer()) void recheck();
      if (event.action.type === 'success' && key === moduleKey && isEmptyRead(event.action.data)) {
        const now = Date.now();
        if (accessIsNewer()) return;
        if (now - lastEmptyCheck.current < 10_000) return;
        lastEmptyCheck.current = now;
        setVerifying(true);
        void recheck().finally(() => setVerifying(false));
      }
    });
  }, [queryClient, userId, isSuperAdmin, moduleKey]);
  if (isSuperAdmin) return children;
  if (modules.isPending) {
    // The screen is rendered out of sight meanwhile, so its code runs and its first reads go out
    // with the access check instead of after it (issue 33). That shows and leaks nothing: row-level
    // security decides what those reads return, the same as for any read this user sends; without
    // access the screen is dropped for the refusal below. (The same element tree as once allowed, so
    // the screen is kept, not mounted again, when access is confirmed.)
    return (
      <>
        <LoadingState label="Verificando acceso al módulo..." />
        <Checked hidden>{children}</Checked>
      </>
    );
  }
  // A failed background refresh keeps the last known answer; only a first read without data stops here.
  if (modules.isError && !modules.data) {
    return (
      <RetryAlert
        title="No se pudo verificar tu acceso a este módulo"
        onRetry={() => void modules.refetch()}
        retrying={modules.isFetching}
      />
    );
  }
  const access = resolveModuleAccess(moduleKey, modules.data, { isSuperAdmin });
  if (!access.allowed) return <AccessDeniedPanel reason={access.reason} />;
  return (
    <>
      {null}
      <Checked verifying={verifying}>{children}</Checked>
    </>
  );
}

/**
 * The module's screen behind the check: out of sight (and its empty states waiting) while access is
 * not known yet. `display: contents` once shown: the wrapper adds no box to the workspace's layout.
 */
function Checked({
  hidden = false,
  verifying = hidden,
  children,
}: {
  hidden?: boolean;
  verifying?: boolean;
  children: ReactNode;
}) {
  return (
    <div data-slot="module-screen" style={{ display: hidden ? 'none' : 'contents' }} aria-hidden={hidden || undefined}>
      <AccessCheckProvider verifying={verifying}>{children}</AccessCheckProvider>
    </div>
  );
}

/** A read with nothing in it: no row, no rows, or pages of a server-driven list that are all empty. */
function isEmptyRead(data: unknown): boolean {
  if (data === null) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages))
    return data.pages.every((page: unknown) => Array.isArray(page) && page.length === 0);
  return false;
}

/** An answer that means "not allowed": PostgREST's 42501, or an HTTP 401/403. */
function isRefusal(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === INSUFFICIENT_PRIVILEGE || status === 401 || status === 403;
}
