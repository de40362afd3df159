import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../server/migrate.ts';
import { prerenderSpa } from './prerender-spa.ts';
import { viteBuild } from './vite-build.ts';

const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
  'package.json',
  'scripts/build-spa.ts',
  'scripts/prerender-spa.ts',
  'scripts/vite-build.ts',
  'scripts/vite-module-preload.ts',
];
export const DIST = join(ROOT, 'dist');
/** Which VITE_* overrides a build was made with, so a build for another backend is not reused. */
const STAMP_FILE = '.build-env.json';

export interface SpaBuildOptions {
  /**
   * VITE_* variables forced for this build, winning over .env files (Vite gives process.env
   * precedence). `{ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' }` builds for the local
   * server: the page's own origin and the local anon key, whatever a developer's .env.local says.
   */
  env?: Record<string, string>;
  /** Where to build; dist/ by default. The e2e run builds into a directory of its own. */
  outDir?: string;
  /** Build even when the last build is up to date (npm run build). */
  force?: boolean;
  log?: (line: string) => void;
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when the build is missing, older than any source of the SPA, or built with other overrides. */
export function spaNeedsBuild(env: Record<string, string> = {}, outDir = DIST): boolean {
  const built = join(outDir, 'index.html');
  const stamp = join(outDir, STAMP_FILE);
  if (!existsSync(built) || !existsSync(stamp)) return true;
  if (readFileSync(stamp, 'utf8') !== JSON.stringify(env)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(ROOT, s)) > builtAt);
}

/**
 * Builds the SPA (production mode) with the project's vite.config.ts, if it is out of date, and
 * renders its public pages to HTML (scripts/prerender-spa.ts).
 */
export async function ensureSpaBuilt(opts: SpaBuildOptions = {}): Promise<void> {
  const env = opts.env ?? {};
  const outDir = opts.outDir ?? DIST;
  if (!opts.force && !spaNeedsBuild(env, outDir)) return;
  const log = opts.log ?? console.log;
  log('Building the SPA (vite build)...');
  // Under a test runner NODE_ENV is 'test', and Vite would bundle React's development build.
  const saved = Object.fromEntries(['NODE_ENV', ...Object.keys(env)].map((k) => [k, process.env[k]]));
  Object.assign(process.env, env, { NODE_ENV: 'production' });
  const started = performance.now();
  try {
    await viteBuild({ build: { outDir, emptyOutDir: true } });
    await prerenderSpa(outDir);
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  writeFileSync(join(outDir, STAMP_FILE), JSON.stringify(env));
  log(`Built the SPA in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Where cachedSpaBuild keeps its builds, one folder per version of the sources. */
const BUILD_CACHE = join(ROOT, '.cache', 'spa-builds');

/**
 * Content hash of everything a build is made of: the sources ensureSpaBuilt watches, the lock file
 * (the libraries' versions), the .env files Vite reads and the overrides.
 */
function sourcesVersion(env: Record<string, string>): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) add(join(path, entry));
      return;
    }
    const content = readFileSync(path);
    hash.update(`${relative(ROOT, path)}\0${content.length}\0`);
    hash.update(content);
  };
  const envFiles = readdirSync(ROOT).filter((f) => f.startsWith('.env'));
  for (const source of [...SOURCES, 'package-lock.json', ...envFiles.sort()]) add(join(ROOT, source));
  hash.update(JSON.stringify(env));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The SPA built with `env`, kept in .cache/spa-builds under the hash of its sources: a test run
 * whose sources match the last run's serves that build instead of building again (a vite build and
 * the prerendering cost about 12 s of CPU). A build is made in a folder of its own and takes the
 * version's name only when complete, so runs at the same time never serve a half-written build;
 * builds of other versions are removed. Nothing may write into the folder it returns.
 */
export function cachedSpaBuild(opts: { env: Record<string, string>; log?: (line: string) => void }): {
  /** The build's folder, known at once. */
  dir: string;
  /** Settles when the build is in `dir` (at once when it already was). */
  built: Promise<void>;
} {
  const version = sourcesVersion(opts.env);
  const dir = join(BUILD_CACHE, version);
  if (existsSync(join(dir, STAMP_FILE))) return { dir, built: Promise.resolve() };
  const built = (async () => {
    const tmp = `${dir}.${process.pid}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    try {
      await ensureSpaBuilt({ env: opts.env, outDir: tmp, force: true, log: opts.log });
      if (!existsSync(join(dir, STAMP_FILE))) renameSync(tmp, dir);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
    for (const f of readdirSync(BUILD_CACHE))
      if (f !== version && !f.endsWith('.tmp')) rmSync(join(BUILD_CACHE, f), { recursive: true, force: true });
  })();
  return { dir, built };
}

// npm run build: the production build, for any static host (README).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await ensureSpaBuilt({ force: true });
