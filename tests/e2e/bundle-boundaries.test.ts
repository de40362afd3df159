/**
 * What a signed-in module screen downloads before it is usable (issue 33), read from the production
 * build the e2e server serves (Vite's manifest): the entry, the route modules of the workspace and
 * the module, and the screen's chunk, with everything they import statically. Dynamic imports are
 * the lazy boundaries: the parts a screen loads after it is painted or when a button opens them.
 * No browser: a few hundred ms of reading files. The budget's own measure (a browser, 4x CPU
 * throttling, bytes on the wire) is `npm run bench -- page-load`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const dist = inject('spaDir');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** Every signed-in screen: the entry, the session, the workspace's layout and the module route. */
const SHELL = [
  'index.html',
  'src/app/routes/auth-root.tsx',
  'src/app/routes/workspace.tsx',
  'src/app/routes/module-workspace.tsx',
];
const MODULES = 'src/features/modules';
const SCREENS: Record<string, string[]> = {
  '/axel-ops/ordenes': [
    `${MODULES}/ops/workspace.tsx`,
    `${MODULES}/ops/preload.ts`,
    `${MODULES}/ops/components/orders-page.tsx`,
  ],
  '/axel-people/colaboradores': [`${MODULES}/people/workspace.tsx`, `${MODULES}/people/components/employees-page.tsx`],
  '/axel-crm/oportunidades': [`${MODULES}/crm/workspace.tsx`, `${MODULES}/crm/components/opportunities-page.tsx`],
};

/** What the first load must not hold: each library by a string its minified code keeps. */
const LATER: Array<[string, string]> = [
  ['zod (the forms, loaded when opened)', 'ZodError'],
  ['cmdk (the search dialog)', 'cmdk-input'],
  ["Radix's dialog (the search dialog)", '`DialogPortal`'],
  ["Radix's tooltip and floating-ui (the side menu's tooltips)", '`TooltipContent`'],
  ["Radix's focus scope (the phone drawer, the bell's panel)", '`FocusScope`'],
  ['TanStack Virtual (a list past 100 rows)', 'getVirtualItems'],
];

function firstLoad(keys: string[]): string[] {
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const k of chunk.imports ?? []) walk(k);
  };
  for (const k of keys) walk(k);
  return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
}

describe('a module screen before it is usable', () => {
  it.each(Object.entries(SCREENS))('%s does not load what it shows later', (_, screen) => {
    const code = firstLoad([...SHELL, ...screen]).map((f) => [f, readFileSync(join(dist, f), 'utf8')] as const);
    for (const [library, marker] of LATER) {
      expect(
        code.filter(([, text]) => text.includes(marker)).map(([f]) => f),
        library,
      ).toEqual([]);
    }
  });

  it("the work-order list's JavaScript stays within its budget (gzip)", () => {
    const kb =
      firstLoad([...SHELL, ...SCREENS['/axel-ops/ordenes']]).reduce(
        (sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length,
        0,
      ) / 1024;
    // 287.6 KB before issue 33's cuts, 212 KB after (this measure: files, not the wire). The bench's
    // budget is 200 KB on the wire; this keeps what was won from growing back unnoticed.
    expect(kb).toBeLessThan(220);
  });
});
