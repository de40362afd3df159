/**
 * docs/deploy.md stays true to the code: every `npm run <script>` it gives exists, every Docker
 * target it builds is in the Dockerfile, every environment variable it lists is read somewhere,
 * and every test it names exists. (The steps that need a Supabase account cannot run here.)
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../server/migrate.ts';

const doc = readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8');
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const rel = join(dir, name);
    if (statSync(join(ROOT, rel)).isDirectory()) return sources(rel);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [rel] : [];
  });
}

describe('docs/deploy.md', () => {
  it('names npm scripts that exist', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const used = [...doc.matchAll(/npm run ([a-z:-]+)/g)].map((m) => m[1]);
    expect(used).toContain('expert');
    for (const s of used) expect(scripts[s], s).toBeDefined();
  });

  it('builds Docker targets that the Dockerfile has', () => {
    const dockerfile = read('Dockerfile');
    const targets = [...doc.matchAll(/--target ([a-z-]+)/g)].map((m) => m[1]);
    expect(targets).toContain('expert');
    for (const t of targets) expect(dockerfile, t).toMatch(new RegExp(`^FROM .* AS ${t}$`, 'm'));
  });

  it('lists environment variables the code reads', () => {
    const code =
      [...sources('server'), ...sources('src'), ...sources('supabase/functions')].map(read).join('\n') +
      read('Dockerfile');
    const table = doc.slice(doc.indexOf('## 4. Environment variables'), doc.indexOf('## 5.'));
    const vars = [...new Set([...table.matchAll(/`([A-Z][A-Z0-9_]{2,})`/g)].map((m) => m[1]))];
    expect(vars.length).toBeGreaterThan(15);
    for (const v of vars) expect(code.includes(v), v).toBe(true);
  });

  it('names test files that exist', () => {
    const files = [...doc.matchAll(/`((?:tests|server)\/[\w/.-]+\.test\.ts)`/g)].map((m) => m[1]);
    expect(files).toContain('tests/db/hosted-grants.test.ts');
    for (const f of files) expect(existsSync(join(ROOT, f)), f).toBe(true);
  });
});
