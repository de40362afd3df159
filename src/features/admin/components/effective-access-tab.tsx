import { useCallback, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { useEffectiveAccessCount, useEffectiveAccessPages, type EffectiveAccessRow } from '../api/get-effective-access';
import { useEffectiveAccessOptions } from '../api/get-effective-access-options';
import { useCompanyPlans } from '../api/get-company-plans';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  hasActiveFilter,
  hasAnyFilter,
  paramsWithFilters,
  toQuery,
  type EffectiveAccessFilters as Filters,
} from '../lib/effective-access-filters';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { isSuperAdmin, type AdminViewer } from '../lib/viewer';
import { EffectiveAccessExportButton } from './effective-access-export-button';
import { EffectiveAccessFilters } from './effective-access-filters';
import { EffectiveAccessTable } from './effective-access-table';
import { ListCountStatus } from './list-count-status';
import { moreOf } from './scroll-table';
import { EmptyState, LoadError } from './section-states';

const NO_ROWS: readonly EffectiveAccessRow[] = [];

/**
 * 'Accesos Efectivos' (docs/product.md §2): who can use which module, with the four filters, nothing read
 * until a filter is set, the row count (from the server: public.accesos_efectivos_conteo), the CSV
 * export (every row, from the server page by page) and one scrolling table whose rows are read page
 * by page as it scrolls (issue 33: the tab never holds the whole filtered set).
 */
export function EffectiveAccessTab({ viewer }: { viewer: AdminViewer }) {
  // Issue 16: the filters live in the URL (next to ?tab=accesos), so a reload or a link keeps them.
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback(
    (next: Filters) => setParams((prev) => paramsWithFilters(prev, next), { replace: true }),
    [setParams],
  );
  const superAdmin = isSuperAdmin(viewer);
  // An admin_empresa sees one company: only its plan (or 'Sin plan' when it has none) can match.
  const ownCompany = useCompanyPlans('', { enabled: !superAdmin });
  const debouncedSearch = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  // Clearing the search applies at once; typing waits for a pause.
  const search = filters.search.trim() === '' ? '' : debouncedSearch;
  const query = useMemo(() => toQuery({ ...filters, search }), [filters, search]);
  const active = hasActiveFilter(query);

  const options = useEffectiveAccessOptions();
  const allPlans = options.data?.planes;
  const ownPlan = ownCompany.data?.[0]?.plan ?? null;
  const planes = useMemo(() => {
    if (!allPlans) return [];
    if (superAdmin) return allPlans;
    if (!ownCompany.isSuccess) return [];
    return ownPlan ? allPlans.filter((p) => p.clave === ownPlan.clave) : [];
  }, [allPlans, superAdmin, ownCompany.isSuccess, ownPlan]);
  const offerNoPlan = superAdmin || (ownCompany.isSuccess && ownPlan === null);
  const pages = useEffectiveAccessPages(query, { enabled: active });
  const count = useEffectiveAccessCount(query, { enabled: active });
  const rows = useMemo(() => pages.data?.pages.flat() ?? NO_ROWS, [pages.data]);
  /** A refresh of what is shown (an admin's write elsewhere invalidated it), not a first load. */
  const refreshing = !pages.isPending && pages.isFetching && !pages.isFetchingNextPage;

  let body: ReactNode;
  if (!active) {
    body = (
      <EmptyState title="Aplica un filtro para ver los accesos">
        Busca por nombre, correo o módulo, o elige una empresa, un plan o un estado de acceso.
      </EmptyState>
    );
  } else if (pages.isError && !pages.isFetchNextPageError) {
    body = (
      <LoadError
        title="No se pudieron cargar los accesos"
        error={pages.error}
        onRetry={() => void pages.refetch()}
        retrying={pages.isFetching}
      />
    );
  } else if (pages.isPending) {
    body = <LoadingState label="Cargando accesos..." />;
  } else if (rows.length === 0) {
    body = <EmptyState title="No se encontraron registros">Ajusta los filtros para ver más resultados</EmptyState>;
  } else {
    body = (
      <EffectiveAccessTable
        rows={rows}
        more={moreOf(pages)}
        total={count.data?.exact ? count.data.total : undefined}
        busy={refreshing}
      />
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Accesos Efectivos</CardTitle>
        <CardDescription>
          Qué módulos puede usar cada usuario: el plan de su empresa combinado con sus permisos individuales.
          {!superAdmin && ' Ves los usuarios de tu empresa.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {options.isError && (
          <LoadError
            title="No se pudieron cargar los planes"
            error={options.error}
            onRetry={() => void options.refetch()}
            retrying={options.isFetching}
          />
        )}
        <EffectiveAccessFilters
          value={filters}
          onChange={setFilters}
          planes={planes}
          offerNoPlan={offerNoPlan}
          optionsReady={options.isSuccess && (superAdmin || !ownCompany.isPending)}
          onClear={hasAnyFilter(filters) ? () => setFilters(EMPTY_FILTERS) : undefined}
        />
        {options.isPending && <p className="text-xs text-muted-foreground">Cargando planes...</p>}
        {active && !(pages.isError && !pages.isFetchNextPageError) && (
          <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status" aria-live="polite">
              {(count.isPending || refreshing) && <Spinner className="size-4" />}
              <ListCountStatus count={count} noun={{ one: 'registro', many: 'registros', theMany: 'los registros' }} />
              {refreshing && <span className="sr-only">Actualizando...</span>}
            </p>
            <EffectiveAccessExportButton
              query={query}
              count={count.data}
              empty={!pages.isPending && rows.length === 0}
              loading={pages.isPending || count.isPending || refreshing}
            />
          </div>
        )}
        {body}
      </CardContent>
    </Card>
  );
}
