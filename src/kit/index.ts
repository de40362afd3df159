/**
 * The module screen kit (docs/design.md §9, docs/modules.md): every working module builds its
 * screens from these pieces. The chart library loads on demand (overview.tsx).
 */
export { Board, type BoardColumn, type BoardColumnMore, type BoardProps } from './board';
export { CsvImportPanel } from './csv-import-panel';
export { parseCsvFile, validateCsvRows, type CsvImportColumn, type CsvValidation, type RowError } from './csv-import';
export type { ParsedCsv } from './csv-parse';
export { DataList, ExportCsvButton, ListToolbar, VIRTUALIZE_FROM, type ListColumn, type ListFilter } from './data-list';
export { errorMessage, errorToast } from '@/lib/error-message';
export {
  fetchAllPages,
  KEYSET_EXPORT_PAGE_SIZE,
  KEYSET_PAGE_SIZE,
  useKeysetList,
  type KeysetListOptions,
  type KeysetPageFetcher,
} from './keyset-list';
export { keysetSort } from './keyset-sort';
export { FormActions, FormField, useZodForm, type FormValues } from './form';
export {
  applyListParams,
  readListParams,
  useListParams,
  type ClientFilterSpec,
  type ListParams,
  type SortState,
} from './list-params';
export { AccessCheckProvider } from './access-check';
export { ModuleShell, ModuleWorkspace } from './module-shell';
export {
  defineModule,
  type ManifestPaths,
  type ModuleManifest,
  type ModuleRecord,
  type ModuleSection,
  type RelatedList,
} from './manifest';
export { RelatedListsProvider, type RelatedListEntry } from './related-lists';
export { RelatedRecords } from './related-records';
export { replaceById, useOptimisticMutation } from './optimistic';
export { ChartCard, FigureCard, OverviewGrid } from './overview';
export { onDemand, useOnDemandPrefetch, type OnDemand } from './on-demand';
export * as field from './schema';
export { bothQueries, EmptyState, ErrorState, LoadingState, QueryState } from './states';
export { ModuleUserProvider, useHasModule, useModuleUser, type ModuleUser } from './module-user';
