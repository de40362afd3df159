import { createElement, lazy, useState, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';

/**
 * A module's screens, each a chunk of its own (issue 33): the path of each section or route of its
 * manifest (as `ModuleWorkspace`'s `screens` names them) and the import of the screen's file.
 * A module declares them in its `screens.ts`; the workspace renders them with `lazyScreen`, and the
 * module route's loader starts the opened screen's chunk together with the workspace's
 * (`preloadModule`, src/app/modules.ts), instead of after it. A screen's first load then holds its
 * own code only, not every other screen's (their forms, charts, parsers).
 */
export type ScreenLoaders = Record<string, () => Promise<unknown>>;

/** The loader of the screen at `section` (the path under /axel-<key>, no leading slash), if any. */
export function screenAt(screens: ScreenLoaders, section: string): (() => Promise<unknown>) | undefined {
  const at = `/${section.replace(/^\/+|\/+$/g, '')}`;
  const found = Object.keys(screens).find((pattern) => matchPath({ path: `/${pattern}`, end: true }, at));
  return found === undefined ? undefined : screens[found];
}

/**
 * A screen as a lazy component: `load` imports its file, `pick` takes the component from it. Once
 * the module route's loader has brought the chunk (`loadOnce`), the screen renders without
 * suspending (readyLazy below: a Suspense fallback held the board's first card up to 300 ms).
 */
export function lazyScreen<M, P extends object>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
): ComponentType<P> {
  return readyLazy(load, pick);
}

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
