import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

// npm run build: the production build, for any static host (README).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await ensureSpaBuilt({ force: true });
