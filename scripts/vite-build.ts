import { join } from 'node:path';
import type { InlineConfig } from 'vite';
import { ROOT } from '../server/migrate.ts';

/** Runs `vite build` with the project's vite.config.ts in production mode; `config` adds to it. */
export async function viteBuild(config: InlineConfig): Promise<void> {
  const { build } = await import('vite');
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'production',
    ...config,
  });
}
