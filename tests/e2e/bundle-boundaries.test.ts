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
import { SPA_GZIP_MIN_BYTES } from '../../server/http/spa-files.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

const dist = inject('spaDir');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/**
 * A route module's chunk: its own, or the signed-in frame's when vite.config.ts's group put the
 * route's code there whole (the manifest then names the group's chunk, not the route).
 */
function routeChunk(src: string): string {
  if (manifest[src]) return src;
  const frame = Object.keys(manifest).find((k) => manifest[k].name === 'signed-in-frame');
  if (!frame) throw new Error(`${src} is not in the build's manifest`);
  return frame;
}

/** Every signed-in screen: the entry, the session, the workspace's layout and the module route. */
const SHELL = [
  'index.html',
  'src/app/routes/auth-root.tsx',
  'src/app/routes/workspace.tsx',
  routeChunk('src/app/routes/module-workspace.tsx'),
];
const MODULES = 'src/features/modules';
/** A module's screen: its workspace, its screens' table (src/kit/screens.ts) and the screen's file. */
const screen = (module: string, file: string, ...more: string[]) => [
  `${MODULES}/${module}/workspace.tsx`,
  `${MODULES}/${module}/screens.ts`,
  `${MODULES}/${module}/components/${file}.tsx`,
  ...more.map((f) => `${MODULES}/${module}/${f}`),
];
/** The screens `npm run bench -- page-load` opens: each module's overview and first list, and the board. */
const SCREENS: Record<string, string[]> = {
  '/axel-ops': screen('ops', 'overview-page', 'preload.ts'),
  '/axel-ops/ordenes': screen('ops', 'orders-page', 'preload.ts'),
  '/axel-ops/tablero': screen('ops', 'board-page', 'preload.ts'),
  '/axel-industrial': screen('industrial', 'overview-page'),
  '/axel-industrial/activos': screen('industrial', 'assets-page'),
  '/axel-people': screen('people', 'overview-page'),
  '/axel-people/colaboradores': screen('people', 'employees-page'),
  '/axel-projects': screen('projects', 'overview-page'),
  '/axel-projects/proyectos': screen('projects', 'projects-page'),
  '/axel-finance': screen('finance', 'overview-page'),
  '/axel-finance/documentos': screen('finance', 'documents-page'),
  '/axel-crm': screen('crm', 'overview-page'),
  '/axel-crm/oportunidades': screen('crm', 'opportunities-page'),
  '/axel-think': screen('think', 'overview-page'),
  '/axel-predictive': screen('predictive', 'risk-page'),
};

/** What the first load must not hold: each library by a string its minified code keeps. */
const LATER: Array<[string, string]> = [
  ['zod (the forms, loaded when opened)', 'ZodError'],
  ['cmdk (the search dialog)', 'cmdk-input'],
  ["Radix's dialog (the search dialog)", '`DialogPortal`'],
  ["Radix's tooltip and floating-ui (the side menu's tooltips)", '`TooltipContent`'],
  ["Radix's focus scope (the phone drawer, the bell's panel)", '`FocusScope`'],
  ['TanStack Virtual (a list past 100 rows, a board column past 60 cards)', 'getVirtualItems'],
  ['recharts (the overviews draw their charts after their figures)', 'recharts-surface'],
  [
    "the attachments' upload and download code (a list needs only the paperclip count)",
    'La empresa superó su cuota de almacenamiento',
  ],
  ["the live bar's presence (loaded once the screen is painted)", 'Otra persona'],
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

  it("every screen's JavaScript stays within its budget (gzip)", () => {
    // Each file as the server sends it (compressed once: the screens share most of theirs): gzip,
    // except a file under SPA_GZIP_MIN_BYTES, which goes as it is.
    const sizes = new Map<string, number>();
    const onTheWire = (f: string) => {
      const raw = readFileSync(join(dist, f));
      return raw.length < SPA_GZIP_MIN_BYTES ? raw.length : gzipSync(raw).length;
    };
    const gzipped = (f: string) => sizes.get(f) ?? sizes.set(f, onTheWire(f)).get(f)!;
    const kb = (keys: string[]) => firstLoad([...SHELL, ...keys]).reduce((sum, f) => sum + gzipped(f), 0) / 1024;
    const over = Object.entries(SCREENS)
      .map(([path, keys]) => [path, Math.round(kb(keys) * 10) / 10] as const)
      .filter(([, size]) => size > 200);
    // The bench's budget is 200 KB on the wire (docs/design.md §8); this measure (each file
    // compressed alone) is within a few hundred bytes of it. The work-order list was 287.6 KB before
    // issue 33's cuts, the board 243 KB and Finance's overview 311 KB (docs/scale.md).
    expect(over).toEqual([]);
  });

  it('the public pages and /login do not load the signed-in frame or the list kit', () => {
    const names = (keys: string[]) => firstLoad(keys).map((f) => f.split('/').pop());
    for (const page of ['landing', 'login', 'module-marketing']) {
      const files = names(['index.html', 'src/app/routes/auth-root.tsx', `src/app/routes/${page}.tsx`]);
      expect(
        files.filter((f) => /^(signed-in-frame|list-kit)-/.test(f ?? '')),
        page,
      ).toEqual([]);
    }
  });
});
