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
  /**
   * Its record tables and the route of each one's page (':id' is the record's id): where a related
   * list (below, any module's) links a row of that table.
   */
  records?: readonly ModuleRecord[];
  /** Lists of its records that another record's page shows (src/kit/related-records.tsx). */
  related?: readonly RelatedList[];
}

/** A record table of a module and its page, a route of the same manifest ('activos/:id'). */
export interface ModuleRecord {
  table: string;
  route: string;
}

/**
 * "Related records" (issue 37): the rows of one of the module's tables that point at a record of
 * `of` (a table whose page shows `<RelatedRecords tabla="of" />`), read as the user (row-level
 * security decides), newest first.
 */
export interface RelatedList {
  /** The table of the record whose page shows the list ('terceros', 'industrial_activos'). */
  of: string;
  /** The list's heading, in Spanish ('Órdenes de trabajo'). */
  title: string;
  /** What the empty list says ('Sin órdenes de trabajo.'). */
  empty: string;
  /** The module's table listed, and its column holding the record's id (a dotted path through an
   * embedded table, with that table `!inner` in `select`: 'ops_ordenes.activo_id'). */
  table: string;
  column: string;
  /** The columns read (PostgREST select; `id` included when the row links to its page). */
  select: string;
  /** The column the list is ordered by, descending. */
  order: string;
  /** A row's text: its name and a detail line. */
  row: (r: Record<string, unknown>) => { label: string; detail?: string };
  /** The table of the page a row opens (one of the manifest's `records`; the row's `id`). */
  opens?: string;
}

/** Types a manifest, keeping its paths as literals (so the workspace must give each one a screen). */
export function defineModule<const S extends string, const R extends string = never>(
  manifest: ModuleManifest<S, R>,
): ModuleManifest<S, R> {
  return manifest;
}

/** Every path of a manifest's sections and routes: the screens its workspace gives. */
export type ManifestPaths<M> = M extends ModuleManifest<infer S, infer R> ? S | R : never;

/** A related row's value by its Spanish name (a module's label table), or as it is. */
export function named(labels: Readonly<Record<string, string>>, value: unknown): string {
  return labels[String(value)] ?? String(value ?? '');
}
