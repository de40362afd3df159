/** `npm start` on a fresh data folder: time until the server answers (budget 15 s, docs/design.md §8). */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSpaBuilt } from '../scripts/build-spa.ts';
import { ROOT } from '../server/migrate.ts';
import type { BenchLine } from './stats.ts';

export default async function startup(): Promise<BenchLine[]> {
  await ensureSpaBuilt({ log: () => {} }); // the build is measured by the bundle section, not here
  const dataDir = mkdtempSync(join(tmpdir(), 'axel-bench-'));
  const port = 54000 + Math.floor(Math.random() * 900);
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  try {
    const deadline = t0 + 60_000;
    for (;;) {
      if (performance.now() > deadline) throw new Error('not ready after 60 s');
      const ok = await fetch(`http://127.0.0.1:${port}/auth/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const s = (performance.now() - t0) / 1000;
    return [
      {
        name: 'npm start on a fresh data folder, until /auth/v1/health answers',
        value: `${s.toFixed(1)} s`,
        budget: '< 15 s',
        ok: s < 15,
      },
    ];
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
