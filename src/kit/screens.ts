import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { readyLazy } from '@/lib/ready-lazy';

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
 * suspending (src/lib/ready-lazy.ts: a Suspense fallback held the board's first card up to 300 ms).
 */
export function lazyScreen<M, P extends object>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
): ComponentType<P> {
  return readyLazy(load, pick);
}
