import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './migrate.ts';

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/ is missing or older than any source of the SPA. */
export function spaNeedsBuild(): boolean {
  const built = join(ROOT, 'dist/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(ROOT, s)) > builtAt);
}

/** Builds the SPA into dist/ with the project's vite.config.ts, if it is out of date. */
export async function ensureSpaBuilt(log: (l: string) => void = console.log): Promise<void> {
  if (!spaNeedsBuild()) return;
  log('Building the SPA (vite build)...');
  const { build } = await import('vite');
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
}
