import { beforeAll, describe, expect, it } from 'vitest';
import { renderTypes } from './gen-types.ts';
import type { SchemaCache } from '../server/rest/schema-cache.ts';
import { fixtureSchemaCache } from '../server/rest/testing/fixture-cache.ts';

let cache: SchemaCache;
let out: string;
beforeAll(async () => {
  cache = fixtureSchemaCache();
  out = await renderTypes(cache, ['rest_fixture']);
});

/** The block following `name: {` up to its matching brace, whitespace collapsed. */
function block(name: string, from = 0): string {
  const start = out.indexOf(`${name}: {`, from);
  expect(start, name).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let i = out.indexOf('{', start); i < out.length; i++) {
    if (out[i] === '{') depth++;
    if (out[i] === '}' && --depth === 0) return out.slice(start, i + 1).replace(/\s+/g, ' ');
  }
  throw new Error('unbalanced');
}

describe('renderTypes (supabase gen types typescript shape)', () => {
  it.each([
    [
      'Row',
      'Row: { active: boolean big: number | null country: string | null created_at: string employees: number | null id: number meta: Json | null mood: Database["rest_fixture"]["Enums"]["mood"] | null name: string tags: string[] }',
    ],
    [
      'Insert',
      'Insert: { active?: boolean big?: number | null country?: string | null created_at?: string employees?: number | null id?: number meta?: Json | null mood?: Database["rest_fixture"]["Enums"]["mood"] | null name: string tags?: string[] }',
    ],
    [
      'Update',
      'Update: { active?: boolean big?: number | null country?: string | null created_at?: string employees?: number | null id?: number meta?: Json | null mood?: Database["rest_fixture"]["Enums"]["mood"] | null name?: string tags?: string[] }',
    ],
  ])('companies %s', (part, expected) => {
    const companies = out.indexOf('companies: {');
    expect(block(part, companies)).toBe(expected);
  });

  it('relationships, also those of views', () => {
    expect(block('company_plans_v')).toContain(
      'Relationships: [ { foreignKeyName: "company_plans_company_id_fkey" columns: ["empresa"] isOneToOne: false referencedRelation: "companies" referencedColumns: ["id"] },',
    );
    expect(block('company_plans_v')).toContain('Insert: {');
  });

  it.each([
    ['add', 'add: { Args: { a: number; b?: number } Returns: number }'],
    ['companies_in', 'Args: { c: string } Returns: { active: boolean'],
    ['plan_counts', 'plan_counts: { Args: Record<PropertyKey, never> Returns: { plan_id: number; n: number }[] }'],
    ['numbers', 'numbers: { Args: { n: number } Returns: number[] }'],
    ['echo', 'echo: { Args: { "": Json } Returns: Json }'],
    ['nothing', 'nothing: { Args: Record<PropertyKey, never> Returns: undefined }'],
  ])('function %s', (name, expected) => {
    expect(block(name, out.indexOf('Functions: {'))).toContain(expected);
  });

  it('enums, helpers and constants', () => {
    expect(block('Enums', out.indexOf('Enums: {'))).toBe('Enums: { mood: "happy" | "sad" }');
    for (const helper of [
      'export type Tables<',
      'export type TablesInsert<',
      'export type TablesUpdate<',
      'export type Enums<',
      'export type CompositeTypes<',
      'export type Json =',
    ]) {
      expect(out).toContain(helper);
    }
    expect(out).toContain('export const Constants = {\n  rest_fixture: {\n    Enums: {\n      mood: ["happy", "sad"],');
  });
});
