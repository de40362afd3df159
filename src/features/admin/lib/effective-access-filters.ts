/**
 * The four filters of 'Accesos Efectivos' (docs/product.md §2, §5) and how they become a query.
 *
 * What the user picked (`EffectiveAccessFilters`) is turned into `EffectiveAccessQuery`: the search
 * trimmed and normalised the way the view's `busqueda` column is (lower-case, Spanish accents
 * removed), so '  José ' and 'jose' are one query and one cache entry.
 */

/** The value of a select meaning "no filter". */
export const ALL = 'all';
/** The plan select's value for users whose company has no active plan. */
export const NO_PLAN = 'none';

export type AccessStatus = typeof ALL | 'active' | 'inactive';

export const ACCESS_STATUS_OPTIONS: ReadonlyArray<{ value: AccessStatus; label: string }> = [
  { value: ALL, label: 'Todos los accesos' },
  { value: 'active', label: 'Solo activos' },
  { value: 'inactive', label: 'Solo inactivos' },
];

export interface EffectiveAccessFilters {
  /** Free text as typed. */
  search: string;
  /** A company id, or ALL. */
  companyId: string;
  /** A plan key (planes_disponibles.clave), NO_PLAN, or ALL. */
  plan: string;
  access: AccessStatus;
}

export const EMPTY_FILTERS: EffectiveAccessFilters = { search: '', companyId: ALL, plan: ALL, access: ALL };

/** What the query needs: the same filters with the search normalised. Used as the query key. */
export interface EffectiveAccessQuery {
  /** Normalised search text; '' means no text filter. */
  search: string;
  companyId: string;
  plan: string;
  access: AccessStatus;
}

/**
 * The view's `busqueda` is `translate(lower(...), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')`: the same
 * mapping here, and no other, so whatever matches in the database matches what the user typed
 * (stripping every diacritic would turn 'ç' into 'c', which `busqueda` still spells 'ç').
 */
const BUSQUEDA_MAP: Readonly<Record<string, string>> = {
  á: 'a',
  é: 'e',
  í: 'i',
  ó: 'o',
  ú: 'u',
  ü: 'u',
  ñ: 'n',
};

/** Trimmed, lower-case, Spanish accents removed: the form of the view's `busqueda` column. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[áéíóúüñ]/g, (ch) => BUSQUEDA_MAP[ch] ?? ch);
}

export function toQuery(filters: EffectiveAccessFilters): EffectiveAccessQuery {
  return {
    search: normaliseSearch(filters.search),
    companyId: filters.companyId || ALL,
    plan: filters.plan || ALL,
    access: filters.access,
  };
}

/** docs/product.md §5: the query runs only when the search is non-empty or a select is not 'all'. */
export function hasActiveFilter(query: EffectiveAccessQuery): boolean {
  return query.search !== '' || query.companyId !== ALL || query.plan !== ALL || query.access !== ALL;
}

/** The URL parameters the filters live in (issue 16: a reload or a shared link keeps them). */
export const FILTER_PARAMS = { search: 'q', companyId: 'empresa', plan: 'plan', acceso: 'acceso' } as const;

const isAccessStatus = (v: string | null): v is AccessStatus => v === ALL || v === 'active' || v === 'inactive';

/** The filters a URL holds; anything missing or unknown is "no filter". */
export function filtersFromParams(params: URLSearchParams): EffectiveAccessFilters {
  const access = params.get(FILTER_PARAMS.acceso);
  return {
    search: (params.get(FILTER_PARAMS.search) ?? '').slice(0, 200),
    companyId: params.get(FILTER_PARAMS.companyId) || ALL,
    plan: params.get(FILTER_PARAMS.plan) || ALL,
    access: isAccessStatus(access) ? access : ALL,
  };
}

/** `params` with the filters written in (a filter at "all" or empty is left out); other parameters kept. */
export function paramsWithFilters(params: URLSearchParams, filters: EffectiveAccessFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string, empty: string) =>
    value === empty ? next.delete(key) : next.set(key, value);
  set(FILTER_PARAMS.search, filters.search, '');
  set(FILTER_PARAMS.companyId, filters.companyId, ALL);
  set(FILTER_PARAMS.plan, filters.plan, ALL);
  set(FILTER_PARAMS.acceso, filters.access, ALL);
  return next;
}

/** Any filter set, as picked (before the search is normalised): 'Limpiar filtros' shows then. */
export function hasAnyFilter(filters: EffectiveAccessFilters): boolean {
  return filters.search !== '' || filters.companyId !== ALL || filters.plan !== ALL || filters.access !== ALL;
}
