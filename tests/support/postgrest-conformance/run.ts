/**
 * The PostgREST conformance run (docs/rest-protocol.md, "Measured against PostgREST's own spec
 * tests"): PostgREST 12's spec fixtures loaded into a new database of a PostgreSQL 15 cluster,
 * our server started on it with the settings each group of cases needs (relevance.ts), and every
 * relevant case the extractor could read (hspec.ts) sent over HTTP and compared as hspec-wai does.
 *
 * Nothing of PostgREST is kept in this repository: the spec files and fixtures are read from a
 * checkout named by POSTGREST_CHECKOUT (its root, holding test/spec; tag v12.2.x).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../../../server/index.ts';
import { PostgresDatabase } from '../../../server/db/postgres.ts';
import { BOOTSTRAP_FILE } from '../../../server/migrate.ts';
import type { Database, Queryable } from '../../../server/db/types.ts';
import { extractCases, type HeaderMatcher, type SpecCase, type SpecStep } from './hspec.ts';
import { EXCLUDED_CASES, SPEC_FILES, type SuiteSettings } from './relevance.ts';

export const POSTGREST_CHECKOUT = process.env.POSTGREST_CHECKOUT || undefined;

/** SpecHelper's baseCfg secret: the spec files' tokens are signed with it. */
const JWT_SECRET = 'reallyreallyreallyreallyverysafe';
const ANON_ROLE = 'postgrest_test_anonymous';
const ROLES = [ANON_ROLE, 'postgrest_test_default_role', 'postgrest_test_author', 'postgrest_test_superuser'];
const PSQL = '/usr/lib/postgresql/15/bin/psql';

export interface CaseResult {
  file: string;
  name: string;
  line: number;
  outcome: 'pass' | 'fail' | 'unparsed' | 'pending' | 'excluded';
  /** Why it failed (the first step that did not match), was not parsed, or was left out. */
  detail?: string;
}

export interface ConformanceReport {
  checkout: string;
  results: CaseResult[];
  /** Spec files not counted, with the reason (relevance.ts). */
  excludedFiles: Array<{ file: string; reason: string; cases: number }>;
  totals: { relevant: number; passed: number; failed: number; unparsed: number; pending: number; excluded: number };
}

/** Every spec file of the checkout with its cases. */
export function readSpecFiles(checkout: string): Map<string, SpecCase[]> {
  const root = join(checkout, 'test/spec/Feature');
  const files = readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('Spec.hs'))
    .sort();
  const out = new Map<string, SpecCase[]>();
  for (const f of files) out.set(f, extractCases(f, readFileSync(join(root, f), 'utf8')));
  return out;
}

/**
 * A database of the cluster at `adminUrl` holding PostgREST's fixtures (test/spec/fixtures/load.sql
 * through psql, as PostgREST's test runner loads them), plus the app settings of baseCfg.
 */
async function loadFixtures(adminUrl: string, checkout: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `postgrest_spec_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // The fixtures drop and create cluster-wide roles, which objects of an earlier run's database
    // would hold: a run that was killed left it behind.
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'postgrest\\_spec\\_%'",
    );
    for (const r of rows) await admin.query(`drop database ${r.datname} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  try {
    execFileSync(
      PSQL,
      ['-X', '-q', '-d', url, '-v', `PGUSER=${u.username}`, '-v', `DBNAME=${name}`, '-f', 'load.sql'],
      {
        cwd: join(checkout, 'test/spec/fixtures'),
        stdio: 'pipe',
        env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
      },
    );
  } catch (e) {
    throw new Error(`loading PostgREST's fixtures failed: ${String((e as { stderr?: Buffer }).stderr ?? e)}`, {
      cause: e,
    });
  }
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    // The platform's part our server starts on (Supabase's roles, auth and realtime schemas), as
    // on any database it serves; it adds nothing to the exposed schemas.
    await c.query(readFileSync(BOOTSTRAP_FILE, 'utf8'));
    // Main.hs analyzes these before RangeSpec, for the planner's estimates (count=planned).
    await c.query('analyze test.items; analyze test.child_entities');
    // SpecHelper's configAppSettings, which PostgREST sets in every transaction.
    await c.query(`alter database ${name} set app.settings.app_host = 'localhost'`);
    await c.query(`alter database ${name} set app.settings.external_api_secret = '0123456789abcdef'`);
  } finally {
    await c.end();
  }
  return {
    url,
    drop: async () => {
      const d = new pg.Client({ connectionString: adminUrl });
      await d.connect();
      try {
        await d.query(`drop database if exists ${name} with (force)`);
      } finally {
        await d.end();
      }
    },
  };
}

class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back');
  }
}

/** Whether the request being sent asked `Prefer: tx=commit` (requests are sent one at a time). */
const txMode = { commit: false };

/**
 * The database as PostgREST's spec run uses it (baseCfg `db-tx-end = rollback-allow-override`):
 * every request's transaction is rolled back, so the cases do not see each other's writes, unless
 * the request asks `Prefer: tx=commit` (the spec files' setup and reset calls do).
 */
function rollingBack(db: Database): Database {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'transaction') {
        return async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
          if (txMode.commit) return target.transaction(fn);
          try {
            return await target.transaction(async (tx) => {
              throw new RolledBack(await fn(tx));
            });
          } catch (e) {
            if (e instanceof RolledBack) return e.value as T;
            throw e;
          }
        };
      }
      const v = Reflect.get(target, prop, receiver) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

async function startFor(url: string, settings: SuiteSettings): Promise<RunningServer> {
  const db = rollingBack(await PostgresDatabase.open(url, 4));
  return startServer({
    database: db,
    migrate: false,
    port: 0,
    staticDir: false,
    jwtSecret: JWT_SECRET,
    config: {
      dbSchemas: settings.schemas,
      // baseCfg's db-extra-search-path is empty.
      dbExtraSearchPath: [],
      anonRole: ANON_ROLE,
      jwtRoles: ROLES,
      maxRows: settings.maxRows,
      dbAggregatesEnabled: settings.aggregates,
      log: false,
      checksIntervalMs: 0,
      storageSweepIntervalMs: 0,
      maxBodyBytes: 16 * 1024 * 1024,
      limits: { anonWrites: { max: 1_000_000, windowSeconds: 1 } },
    },
  });
}

interface Answer {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

function send(base: string, step: SpecStep): Promise<Answer> {
  const { method, path, headers, body } = step.request;
  // hspec-wai hands the path to the application as it is: a `#` is part of the query, not a
  // fragment (JsonOperatorSpec's keys), so it travels percent-encoded here.
  const target = new URL(`${base}/rest/v1${path.startsWith('/') ? path : `/${path}`}`.replaceAll('#', '%23'));
  const payload = Buffer.from(body, 'utf8');
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      target,
      {
        method,
        // A raw list (repeated names kept, nothing added), so Node adds no Host either.
        headers: [
          'Host',
          target.host,
          ...headers.flat(),
          ...(payload.length || method !== 'GET' ? ['Content-Length', String(payload.length)] : []),
        ],
        // A path with characters Node would refuse as they are is sent as given by PostgREST's tests.
        path: target.pathname + target.search,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const hs: Array<[string, string]> = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) hs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode ?? 0, headers: hs, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function headerValues(a: Answer, name: string): string[] {
  return a.headers.filter(([n]) => n.toLowerCase() === name.toLowerCase()).map(([, v]) => v);
}

function headerMismatch(a: Answer, m: HeaderMatcher): string | undefined {
  switch (m.kind) {
    case 'equals':
      return headerValues(a, m.name).includes(m.value)
        ? undefined
        : `header ${m.name}: expected ${JSON.stringify(m.value)}, got ${JSON.stringify(headerValues(a, m.name))}`;
    case 'absent':
      return headerValues(a, m.name).length
        ? `header ${m.name} present: ${headerValues(a, m.name).join(', ')}`
        : undefined;
    case 'contains':
      return headerValues(a, m.name).some((v) => v.includes(m.value))
        ? undefined
        : `header ${m.name}: expected to contain ${JSON.stringify(m.value)}, got ${JSON.stringify(headerValues(a, m.name))}`;
    case 'content-type': {
      const v = headerValues(a, 'Content-Type');
      return v.length === 1 && v[0] === m.value
        ? undefined
        : `Content-Type: expected ${JSON.stringify(m.value)}, got ${JSON.stringify(v)}`;
    }
    case 'json-media': {
      const v = headerValues(a, 'Content-Type');
      return v.some((x) => x.split(';')[0]!.trim().toLowerCase() === 'application/json')
        ? undefined
        : `Content-Type: expected application/json, got ${JSON.stringify(v)}`;
    }
  }
}

/** JSON equality as aeson's Value: objects by keys, arrays in order, numbers by value. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => jsonEqual(x, bb[i]));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) =>
        Object.hasOwn(b as object, k) &&
        jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

function clip(s: string): string {
  return s.length > 300 ? `${s.slice(0, 300)}...` : s;
}

/** Why the answer is not what the step expects, or undefined when it is. */
export function mismatch(step: SpecStep, a: Answer): string | undefined {
  const e = step.expect;
  const problems: string[] = [];
  if (a.status !== e.status) problems.push(`status ${a.status}, expected ${e.status}`);
  for (const m of e.headers) {
    const p = headerMismatch(a, m);
    if (p) problems.push(p);
  }
  if (e.body.kind === 'text' && a.body !== e.body.value) {
    problems.push(`body ${JSON.stringify(clip(a.body))}, expected ${JSON.stringify(clip(e.body.value))}`);
  }
  if (e.body.kind === 'json') {
    let got: unknown;
    let parsed = true;
    try {
      got = JSON.parse(a.body);
    } catch {
      parsed = false;
    }
    if (!parsed || !jsonEqual(got, e.body.value)) {
      problems.push(`body ${clip(a.body)}, expected ${clip(JSON.stringify(e.body.value))}`);
    }
  }
  return problems.length ? problems.join('; ') : undefined;
}

function settingsKey(s: SuiteSettings): string {
  return JSON.stringify(s);
}

/** Runs every relevant case of the checkout against our server on the cluster at `adminUrl`. */
export async function runConformance(adminUrl: string, checkout: string): Promise<ConformanceReport> {
  if (!existsSync(PSQL)) throw new Error(`${PSQL} is needed to load PostgREST's fixtures`);
  const files = readSpecFiles(checkout);
  const results: CaseResult[] = [];
  const excludedFiles: ConformanceReport['excludedFiles'] = [];
  const byServer = new Map<string, { settings: SuiteSettings; cases: SpecCase[] }>();
  for (const [file, cases] of files) {
    const rel = SPEC_FILES[file];
    if (!rel)
      throw new Error(
        `${file}: not listed in tests/support/postgrest-conformance/relevance.ts; decide whether it counts`,
      );
    if (!rel.relevant) {
      excludedFiles.push({ file, reason: rel.reason, cases: cases.length });
      continue;
    }
    for (const c of cases) {
      const settings = rel.groups[c.group];
      const base = { file, name: c.name, line: c.line };
      const excluded = EXCLUDED_CASES.find((x) => x.file === file && x.name === c.name);
      if (!settings) {
        const reason = rel.excludedGroups?.[c.group];
        if (!reason) throw new Error(`${file}: group ${c.group} is neither counted nor excluded in relevance.ts`);
        results.push({ ...base, outcome: 'excluded', detail: reason });
      } else if (excluded) results.push({ ...base, outcome: 'excluded', detail: excluded.reason });
      else if (c.pending) results.push({ ...base, outcome: 'pending', detail: 'pendingWith in PostgREST' });
      else if (c.unparsed) results.push({ ...base, outcome: 'unparsed', detail: c.unparsed });
      else {
        const key = settingsKey(settings);
        const entry = byServer.get(key) ?? { settings, cases: [] };
        entry.cases.push(c);
        byServer.set(key, entry);
      }
    }
  }
  const fixtures = await loadFixtures(adminUrl, checkout);
  try {
    for (const { settings, cases } of byServer.values()) {
      const server = await startFor(fixtures.url, settings);
      try {
        for (const c of cases) {
          let detail: string | undefined;
          for (const [i, step] of c.steps.entries()) {
            txMode.commit = step.request.headers.some(
              ([n, v]) => n.toLowerCase() === 'prefer' && /\btx=commit\b/.test(v),
            );
            // After a failed step only the committing requests still go (a case's resets of
            // the fixtures, which later cases rely on, as they do in PostgREST's run).
            if (detail && !txMode.commit) continue;
            const answer = await send(server.url, step);
            const why = detail ? undefined : mismatch(step, answer);
            if (why) {
              detail = `${step.request.method} ${step.request.path}${c.steps.length > 1 ? ` (request ${i + 1})` : ''}: ${why}`;
            }
          }
          results.push({ file: c.file, name: c.name, line: c.line, outcome: detail ? 'fail' : 'pass', detail });
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await fixtures.drop();
  }
  results.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const count = (o: CaseResult['outcome']) => results.filter((r) => r.outcome === o).length;
  return {
    checkout,
    results,
    excludedFiles,
    totals: {
      relevant: count('pass') + count('fail'),
      passed: count('pass'),
      failed: count('fail'),
      unparsed: count('unparsed'),
      pending: count('pending'),
      excluded: count('excluded'),
    },
  };
}

/** The report as text: the figure, the cases per file, then every failure and unparsed case. */
export function formatReport(r: ConformanceReport): string {
  const t = r.totals;
  const pct = t.relevant ? ((100 * t.passed) / t.relevant).toFixed(1) : '0';
  const lines = [
    `PostgREST conformance (${r.checkout}): ${t.passed}/${t.relevant} relevant cases pass (${pct} %)`,
    `not counted: ${t.unparsed} unparsed, ${t.pending} pending in PostgREST, ${t.excluded} excluded cases; ${r.excludedFiles.length} spec files excluded (${r.excludedFiles.reduce((n, f) => n + f.cases, 0)} cases)`,
    '',
  ];
  const byFile = new Map<string, CaseResult[]>();
  for (const x of r.results) byFile.set(x.file, [...(byFile.get(x.file) ?? []), x]);
  for (const [file, xs] of byFile) {
    const n = (o: CaseResult['outcome']) => xs.filter((x) => x.outcome === o).length;
    lines.push(
      `${file}: ${n('pass')}/${n('pass') + n('fail')} (unparsed ${n('unparsed')}, pending ${n('pending')}, excluded ${n('excluded')})`,
    );
  }
  lines.push('', 'Failures:');
  for (const x of r.results.filter((y) => y.outcome === 'fail'))
    lines.push(`- ${x.file}:${x.line} ${x.name}\n    ${x.detail}`);
  lines.push('', 'Unparsed:');
  for (const x of r.results.filter((y) => y.outcome === 'unparsed'))
    lines.push(`- ${x.file}:${x.line} ${x.name}: ${x.detail}`);
  lines.push('', 'Excluded files:');
  for (const f of r.excludedFiles) lines.push(`- ${f.file} (${f.cases} cases): ${f.reason}`);
  return lines.join('\n');
}
