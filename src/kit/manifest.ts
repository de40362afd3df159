import type { ModuleKey } from '@/config/product';

/** A tab of the module menu: its URL under /axel-<key>/ ('' is the overview) and its name. */
export interface ModuleSection<P extends string = string> {
  path: P;
  label: string;
}

/**
 * What a working module declares about itself (its `manifest.ts`, docs/modules.md): the router
 * mounts its sections and routes, the module menu lists its sections, the dashboard links to them.
 * Model: Odoo's `__manifest__.py` (`depends`), here only the optional kind of dependency.
 */
export interface ModuleManifest<S extends string = string, R extends string = string> {
  key: ModuleKey;
  /** The module menu, in order: one URL per section. */
  sections: readonly ModuleSection<S>[];
  /** Other routes of the module, not in the menu (a record's page: 'ordenes/:id'). */
  routes: readonly R[];
  /**
   * Modules whose data it shows when the company has them, degrading without them (Ops links an
   * Industrial asset, else a free-text equipment). It imports only their public.ts.
   */
  uses: readonly ModuleKey[];
}

/** Types a manifest, keeping its paths as literals (so the workspace must give each one a screen). */
export function defineModule<const S extends string, const R extends string = never>(
  manifest: ModuleManifest<S, R>,
): ModuleManifest<S, R> {
  return manifest;
}

/** Every path of a manifest's sections and routes: the screens its workspace gives. */
export type ManifestPaths<M> = M extends ModuleManifest<infer S, infer R> ? S | R : never;
