import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { LoadingState } from '@/components/ui/spinner';
import { afterScreenPainted } from '@/lib/after-screen';

/** A part of a screen loaded on demand: render it like the component; `prefetch` asks for its code. */
export type OnDemand<P extends object> = ComponentType<P> & { prefetch: () => Promise<unknown> };

/**
 * A part of a screen the screen does not need to be usable (a form or an import panel opened by a
 * button), as its own chunk (issue 33: the forms bring zod, ~26 KB gzip, into a list's first load).
 * Rendered, it shows `loadingLabel` until its code is there; `useOnDemandPrefetch` fetches the code
 * once the screen is painted, so that opening it rarely waits.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadingLabel = 'Cargando...',
): OnDemand<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () => {
    loading ??= load().catch((e: unknown) => {
      loading = undefined; // the next render asks again
      throw e;
    });
    return loading;
  };
  const Lazy = lazy(() => get().then((component) => ({ default: component })));
  function Part(props: P) {
    return (
      <Suspense fallback={<LoadingState label={loadingLabel} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Part, { prefetch: get });
}

/** Fetches the code of these on-demand parts once the screen is painted (when `enabled`). */
export function useOnDemandPrefetch(enabled: boolean, ...parts: Array<{ prefetch: () => Promise<unknown> }>) {
  useEffect(() => {
    if (!enabled) return;
    void afterScreenPainted()
      .then(() => Promise.all(parts.map((p) => p.prefetch())))
      .catch(() => {
        // Opening the part asks again (React.lazy) and shows the failure.
      });
    // The parts are module constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
}
