import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { MODULE_KEYS, modulePath, type ModuleKey } from '@/config/product';
import type { ModuleManifest, ModuleSection } from '@/kit/manifest';
import type { RelatedListEntry } from '@/kit/related-lists';
import { loadOnce, readyLazy, screenAt, type ScreenLoaders } from '@/kit/screens';

/**
 * The working modules, found by their files (docs/modules.md): `src/features/modules/<key>/`
 * with a `manifest.ts` (read here, small) and a `workspace.tsx` (loaded when the module is opened).
 * A module without them keeps its presentation page; adding them is all it takes to mount one.
 */
const manifestFiles = import.meta.glob<ModuleManifest>('../features/modules/*/manifest.ts', {
  eager: true,
  import: 'manifest',
});
const workspaceFiles = import.meta.glob<{ Workspace: ComponentType }>('../features/modules/*/workspace.tsx');
/**
 * A module may say what its screens read first: `src/features/modules/<key>/preload.ts` exporting
 * `preload(section, queryClient)` (section: the path under /axel-<key>), loaded only on navigation.
 */
const preloadFiles = import.meta.glob<{ preload: (section: string, queryClient: QueryClient) => void }>(
  '../features/modules/*/preload.ts',
);
/** Each module's screens (`screens.ts`, src/kit/screens.ts): the opened one's chunk starts on navigation. */
const screenFiles = import.meta.glob<{ screens: ScreenLoaders }>('../features/modules/*/screens.ts');

export const MODULE_MANIFESTS: Partial<Record<ModuleKey, ModuleManifest>> = Object.fromEntries(
  MODULE_KEYS.flatMap((key) => {
    const manifest = manifestFiles[`../features/modules/${key}/manifest.ts`];
    return manifest ? [[key, manifest]] : [];
  }),
);

/** Each working module's workspace, rendered without suspending once the route's loader has brought it. */
export const WORKSPACES: Partial<Record<ModuleKey, ComponentType>> = Object.fromEntries(
  MODULE_KEYS.flatMap((key) => {
    const load = workspaceFiles[`../features/modules/${key}/workspace.tsx`] as
      (() => Promise<{ Workspace: ComponentType }>) | undefined;
    return load && MODULE_MANIFESTS[key] ? [[key, readyLazy(load, (m) => m.Workspace)]] : [];
  }),
);

/**
 * Issue 33: a working module's screen code and first data, started together on navigation (the
 * module route's loader, routes/module-workspace.tsx) instead of one after the other (route,
 * session and access checks, then the chunk, then the screen's requests). Resolves when both
 * are asked for; the chunks are the ones WORKSPACES and the module's lazyScreen render, loaded once.
 */
export async function preloadModule(key: ModuleKey, section: string, queryClient: QueryClient): Promise<void> {
  const load = MODULE_MANIFESTS[key] && workspaceFiles[`../features/modules/${key}/workspace.tsx`];
  if (!load) return;
  const failed = () => {
    // React.lazy asks again and shows the failure.
  };
  // loadOnce: the same load the workspace and the screen render with (src/kit/screens.ts), so
  // they render at once, without a Suspense fallback, when their code is here first.
  void loadOnce(load).catch(failed);
  const screens = screenFiles[`../features/modules/${key}/screens.ts`];
  if (screens)
    void loadOnce(screens)
      .then((m) => {
        const screen = screenAt(m.screens, section);
        return screen && loadOnce(screen);
      })
      .catch(failed);
  const preload = preloadFiles[`../features/modules/${key}/preload.ts`];
  if (preload) (await preload()).preload(section, queryClient);
}

/** Each working module's sections (its menu), for the dashboard's cards. */
export const MODULE_SECTIONS: Partial<Record<ModuleKey, readonly ModuleSection[]>> = Object.fromEntries(
  Object.values(MODULE_MANIFESTS).map((m) => [m.key, m.sections]),
);

/** Every file the glob found, by folder, for the test that checks each manifest names its folder. */
export const MANIFEST_FILES = manifestFiles;

/**
 * Every module's related lists (issue 37, src/kit/related-records.tsx), each with its module and,
 * when the module declares the page of the table a row opens, that page's path.
 */
export const RELATED_LISTS: readonly RelatedListEntry[] = Object.values(MODULE_MANIFESTS).flatMap((m) =>
  (m.related ?? []).map((list) => {
    const record = list.opens ? m.records?.find((r) => r.table === list.opens) : undefined;
    return {
      ...list,
      module: m.key,
      href: record ? (id: string) => `${modulePath(m.key)}/${record.route.replace(':id', id)}` : undefined,
    };
  }),
);
