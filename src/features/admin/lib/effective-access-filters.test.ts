import { describe, expect, it } from 'vitest';
import { ALL, EMPTY_FILTERS, hasActiveFilter, normaliseSearch, toQuery } from './effective-access-filters';

describe('normaliseSearch', () => {
  it('trims, lower-cases and removes Spanish accents like the view’s busqueda column', () => {
    expect(normaliseSearch('  José Núñez  ')).toBe('jose nunez');
    expect(normaliseSearch('MARÍA GONZÁLEZ')).toBe('maria gonzalez');
    expect(normaliseSearch('Güemes')).toBe('guemes');
  });

  it('treats decomposed accents (NFD input) like composed ones', () => {
    expect(normaliseSearch('Jose\u0301')).toBe('jose');
  });

  it('keeps what busqueda keeps (it only translates áéíóúüñ)', () => {
    expect(normaliseSearch('François')).toBe('françois');
  });
});

describe('toQuery and hasActiveFilter (docs/product.md §5)', () => {
  it('runs nothing while every filter is empty or all', () => {
    expect(hasActiveFilter(toQuery(EMPTY_FILTERS))).toBe(false);
    expect(hasActiveFilter(toQuery({ ...EMPTY_FILTERS, search: '   ' }))).toBe(false);
  });

  it('runs when the search has text or any select is not all', () => {
    expect(hasActiveFilter(toQuery({ ...EMPTY_FILTERS, search: ' ana ' }))).toBe(true);
    expect(hasActiveFilter(toQuery({ ...EMPTY_FILTERS, companyId: 'c-1' }))).toBe(true);
    expect(hasActiveFilter(toQuery({ ...EMPTY_FILTERS, plan: 'basico' }))).toBe(true);
    expect(hasActiveFilter(toQuery({ ...EMPTY_FILTERS, access: 'inactive' }))).toBe(true);
  });

  it('gives one query (one cache entry) for searches that differ only in case, accents and spaces', () => {
    expect(toQuery({ ...EMPTY_FILTERS, search: ' Ána ' })).toEqual(toQuery({ ...EMPTY_FILTERS, search: 'ana' }));
    expect(toQuery({ ...EMPTY_FILTERS, companyId: '' }).companyId).toBe(ALL);
  });
});
