/**
 * JavaScript needed for the first paint of / and /login, gzip: the entry chunk, what it imports
 * statically, and the lazy route module of the page with its own static imports (from Vite's
 * manifest). Budget: 150 KB gzip (docs/design.md §8).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureSpaBuilt } from '../scripts/build-spa.ts';
import { ROOT } from '../server/migrate.ts';
import type { BenchLine } from './stats.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const BUDGET_KB = 150;

function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const k of keys) {
    if (seen.has(k) || !manifest[k]) continue;
    seen.add(k);
    closure(manifest, manifest[k].imports ?? [], seen);
  }
  return seen;
}

/** Route module keys in the manifest that render a path: file names containing the page's name. */
function routeChunks(manifest: Manifest, pattern: RegExp): string[] {
  return Object.keys(manifest).filter((k) => pattern.test(k) && !manifest[k].isEntry);
}

export default async function bundle(): Promise<BenchLine[]> {
  await ensureSpaBuilt({ log: () => {} });
  const dist = join(ROOT, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const gz = (keys: Set<string>) =>
    [...keys]
      .map((k) => manifest[k].file)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);

  const pages: [string, RegExp][] = [
    ['/', /(^|\/)(landing|home)[^/]*\.tsx?$/],
    ['/login', /(^|\/)login[^/]*\.tsx?$/],
  ];
  const lines: BenchLine[] = pages.map(([path, pattern]) => {
    const routes = routeChunks(manifest, pattern);
    const kb = gz(closure(manifest, [...entry, ...routes])) / 1024;
    return {
      name: `first-paint JS for ${path} (gzip; entry + ${routes.length ? routes.join(', ') : 'no route chunk found'})`,
      value: `${kb.toFixed(1)} KB`,
      budget: `<= ${BUDGET_KB} KB`,
      ok: kb <= BUDGET_KB,
    };
  });
  // /login is usable once its route and the AuthProvider (auth-root) are there: with no stored
  // session the provider does not wait for auth-js (features/auth/components/auth-provider.tsx),
  // which loads when the form is first used and is awaited by the first sign-in request only.
  // What a browser really downloads until idle: npm run bench -- page-load.
  const login = routeChunks(manifest, /(^|\/)login[^/]*\.tsx?$/);
  const auth = routeChunks(manifest, /(^|\/)auth-root[^/]*\.tsx?$/);
  const usable = gz(closure(manifest, [...entry, ...login, ...auth])) / 1024;
  lines.push({
    name: '/login until the sign-in form is usable (first paint + AuthProvider)',
    value: `${usable.toFixed(1)} KB`,
    budget: `<= ${BUDGET_KB} KB`,
    ok: usable <= BUDGET_KB,
  });
  const supabase = Object.keys(manifest).filter((k) => /\/supabase-[^/]*\.js$/.test(manifest[k].file));
  const signIn = gz(closure(manifest, [...entry, ...login, ...auth, ...supabase])) / 1024;
  lines.push({
    name: '/login with the Supabase client its first sign-in awaits (auth-js, postgrest-js)',
    value: `${signIn.toFixed(1)} KB`,
  });
  // / after hydration: the landing and the sections below the hero, which load right after it; the
  // Supabase client loads only when the demo video nears the screen.
  const landing = routeChunks(manifest, /(^|\/)(landing|home)[^/]*\.tsx?$/);
  const below = routeChunks(manifest, /(^|\/)sections-below-hero[^/]*\.tsx?$/);
  const hydrated = gz(closure(manifest, [...entry, ...landing, ...below])) / 1024;
  lines.push({
    name: '/ after hydration (first paint + the sections below the hero)',
    value: `${hydrated.toFixed(1)} KB`,
    budget: `<= ${BUDGET_KB} KB`,
    ok: hydrated <= BUDGET_KB,
  });
  return lines;
}
