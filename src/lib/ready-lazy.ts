import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * Code loaded ahead and rendered without suspending (issue 33). A React.lazy component suspends on
 * its first render even when its chunk has long arrived (a route loader started it), and React 19
 * shows a resolved Suspense boundary's content no sooner than 300 ms after that boundary's fallback
 * was shown (its "retry" renders are throttled). On the board's opening that held the first card
 * ~220 ms after its data had arrived. `readyLazy` renders the module at once when `loadOnce` has
 * already brought it, and is React.lazy otherwise (same fallback, same error boundary).
 */
interface Loading {
  promise: Promise<unknown>;
  module?: unknown;
}

const loads = new WeakMap<() => Promise<unknown>, Loading>();

/** Starts `load` once (later calls share the first promise) and remembers its module when it arrives. */
export function loadOnce<M>(load: () => Promise<M>): Promise<M> {
  let entry = loads.get(load);
  if (!entry) {
    const started: Loading = { promise: load() };
    started.promise.then(
      (m) => {
        started.module = m;
      },
      () => {
        // A failed load (a network error) is tried again by the next caller.
        loads.delete(load);
      },
    );
    loads.set(load, started);
    entry = started;
  }
  return entry.promise as Promise<M>;
}

/** The module `load` brought, if `loadOnce` has started it and it has arrived. */
export function loadedModule<M>(load: () => Promise<M>): M | undefined {
  return loads.get(load)?.module as M | undefined;
}

/**
 * A component whose code `load` imports (`pick` takes it from the module): rendered directly when the
 * module is already there, else lazily. Each mounted instance keeps the way it started (switching
 * from the lazy wrapper to the component would mount the screen a second time).
 */
export function readyLazy<M, P extends object>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => loadOnce(load).then((m) => ({ default: pick(m) })));
  function ReadyLazy(props: P) {
    const [ready] = useState(() => loadedModule(load));
    return ready === undefined ? createElement(Lazy, props) : createElement(pick(ready), props);
  }
  return ReadyLazy;
}
