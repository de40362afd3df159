/**
 * Stage 1b: request headers -> intent (Prefer, Range, Accept, profiles, the token).
 * Pure: takes a lower-cased header lookup.
 */
import { ApiError } from './errors.ts';

export type ReturnPref = 'minimal' | 'representation' | 'headers-only';
export type CountPref = 'exact' | 'planned' | 'estimated';
export type ResolutionPref = 'merge-duplicates' | 'ignore-duplicates';

export interface Preferences {
  return?: ReturnPref;
  count?: CountPref;
  resolution?: ResolutionPref;
  missing?: 'default' | 'null';
  params?: 'single-object';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  /** `max-affected=N`: with handling=strict, a PATCH/DELETE/RPC changing more rows fails (PGRST124). */
  maxAffected?: number;
  /** `timezone=<name>`, a name of pg_timezone_names (exactly, as PostgREST matches it). */
  timezone?: string;
  /** The preferences honoured, in the order given, for Preference-Applied. */
  applied: string[];
  invalid: string[];
}

const PREF_VALUES: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  params: ['single-object'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

/**
 * Parses one or more Prefer header values (comma- or repeated-header-separated). `timezones`: the
 * names `timezone=` accepts (pg_timezone_names); another name is an invalid preference (PGRST122
 * under handling=strict, else ignored), as in PostgREST 12.
 */
export function parsePrefer(values: readonly string[], timezones?: ReadonlySet<string>): Preferences {
  const prefs: Preferences = { applied: [], invalid: [] };
  const record = prefs as unknown as Record<string, string | undefined>;
  for (const header of values) {
    for (const part of header.split(',')) {
      const item = part.trim();
      if (!item) continue;
      const eq = item.indexOf('=');
      const key = (eq === -1 ? item : item.slice(0, eq)).trim().toLowerCase();
      const val = eq === -1 ? '' : item.slice(eq + 1).trim();
      if (key === 'max-affected' && /^\d{1,15}$/.test(val)) {
        prefs.maxAffected ??= Number(val);
        continue;
      }
      if (key === 'timezone' && timezones?.has(val)) {
        prefs.timezone ??= val;
        continue;
      }
      const allowed = PREF_VALUES[key];
      if (!allowed || !allowed.includes(val)) {
        prefs.invalid.push(item);
        continue;
      }
      if (record[key] !== undefined) continue; // the first wins
      record[key] = val;
    }
  }
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw new ApiError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.invalid.join(', ')}`,
    );
  }
  return prefs;
}

export interface RangeHeader {
  from: number;
  to?: number;
}

/** `Range: 0-9` (items). Returns undefined when absent or not an items range (ignored, as PostgREST does). */
export function parseRange(range: string | undefined, unit: string | undefined): RangeHeader | undefined {
  if (!range) return undefined;
  if (unit && unit.trim().toLowerCase() !== 'items') return undefined;
  const m = /^\s*(?:items=)?(\d{1,15})-(\d{1,15})?\s*$/.exec(range);
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = m[2] === undefined ? undefined : Number(m[2]);
  if (to !== undefined && to < from) {
    throw new ApiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  return { from, to };
}

export type MediaType = 'json' | 'object' | 'csv' | 'openapi';

const MEDIA: Record<string, MediaType> = {
  'application/json': 'json',
  'application/*': 'json',
  '*/*': 'json',
  'application/vnd.pgrst.array+json': 'json',
  'application/vnd.pgrst.array': 'json',
  'application/vnd.pgrst.object+json': 'object',
  'application/vnd.pgrst.object': 'object',
  'text/csv': 'csv',
  'text/*': 'csv',
  'application/openapi+json': 'openapi',
};

/** Picks the response media type from Accept (q-values honoured, first best wins). */
export function parseAccept(accept: string | undefined): MediaType {
  if (!accept || !accept.trim()) return 'json';
  const candidates: { type: string; q: number; idx: number }[] = [];
  accept.split(',').forEach((part, idx) => {
    const [typeRaw, ...paramsRaw] = part.split(';');
    const type = typeRaw.trim().toLowerCase();
    let q = 1;
    for (const p of paramsRaw) {
      const [k, v] = p.split('=').map((s) => s.trim());
      if (k === 'q') q = Number(v);
    }
    if (type && Number.isFinite(q) && q > 0) candidates.push({ type, q, idx });
  });
  candidates.sort((a, b) => b.q - a.q || a.idx - b.idx);
  for (const c of candidates) {
    const m = MEDIA[c.type];
    if (m) return m;
  }
  throw new ApiError(
    406,
    'PGRST107',
    `None of these media types are available: ${candidates.map((c) => c.type).join(', ') || accept}`,
  );
}

/** Accept-Profile / Content-Profile -> the schema, among the exposed ones (the first is the default). */
export function pickSchema(profile: string | undefined, exposed: readonly string[]): string {
  if (profile === undefined || profile === '') return exposed[0];
  if (!exposed.includes(profile)) {
    throw new ApiError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(', ')}`,
    );
  }
  return profile;
}

/** `Authorization: Bearer <jwt>`, else the `apikey` header (Supabase's gateway does the same). */
export function pickToken(authorization: string | undefined, apikey: string | undefined): string | undefined {
  if (authorization !== undefined) {
    const m = /^\s*bearer(?:\s+(.*?))?\s*$/i.exec(authorization);
    if (m) {
      if (!m[1])
        throw new ApiError(401, 'PGRST301', 'Empty JWT is sent in Authorization header', null, null, {
          'WWW-Authenticate':
            'Bearer error="invalid_token", error_description="Empty JWT is sent in Authorization header"',
        });
      return m[1];
    }
  }
  const k = apikey?.trim();
  return k ? k : undefined;
}

/** Which preferences a response honours (PostgREST's responsePreferences), per kind of request. */
export interface AppliedScope {
  /** Inserts into a table with a primary key or an on_conflict target. */
  resolution?: boolean;
  /** Inserts and updates. */
  missing?: boolean;
  /** Mutations. */
  return?: boolean;
  /** Updates, deletes and calls. */
  maxAffected?: boolean;
  /** Calls that took the body as one json argument (`params=single-object`, deprecated in PostgREST 12, gone in 13). */
  params?: boolean;
}

/** Preference-Applied in PostgREST's order: resolution, missing, return, count, tx, handling, timezone, max-affected. */
export function appliedPreferences(p: Preferences, scope: AppliedScope): string[] {
  const out: string[] = [];
  if (scope.resolution && p.resolution) out.push(`resolution=${p.resolution}`);
  if (scope.missing && p.missing) out.push(`missing=${p.missing}`);
  if (scope.return && p.return) out.push(`return=${p.return}`);
  if (scope.params && p.params) out.push(`params=${p.params}`);
  if (p.count) out.push(`count=${p.count}`);
  if (p.tx) out.push(`tx=${p.tx}`);
  if (p.handling) out.push(`handling=${p.handling}`);
  if (p.timezone) out.push(`timezone=${p.timezone}`);
  if (scope.maxAffected && p.handling === 'strict' && p.maxAffected !== undefined)
    out.push(`max-affected=${p.maxAffected}`);
  return out;
}

/** 400 PGRST124 when a strict max-affected is exceeded (checked in the transaction, which rolls back). */
export function checkMaxAffected(p: Preferences, affected: number): void {
  if (p.handling === 'strict' && p.maxAffected !== undefined && affected > p.maxAffected) {
    throw new ApiError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
}
