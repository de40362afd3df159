import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Issue 33: a module screen's chunks were discovered one round trip after another: the entry, then
 * the routes it renders (the session's root, the workspace, the module route), then the module's
 * workspace, screens table and preload.ts (asked for by the module route's loader), then the
 * screen's own chunk (src/kit/screens.ts). Each round began only once the one before had arrived and
 * run, and the screen's first reads waited for the third.
 *
 * This plugin writes into the built index.html a small inline script that, when the page's path is
 * a working module's (`/axel-<key>/<section>`) and a session may be stored, adds a
 * `<link rel="modulepreload">` for every one of those chunks and the chunks they import statically,
 * so the browser fetches them all at once, while the entry loads. The entry's own imports are
 * preloaded by Vite already and left out; nothing else is preloaded (the lazy parts each screen loads
 * once painted stay lazy). The modules, their sections and each section's screen chunk come from the
 * build itself: `src/features/modules/<key>/{workspace.tsx,screens.ts,preload.ts}` and the patterns
 * of `screens.ts` (read from its source: `'<pattern>': () => import('./components/<file>')`).
 *
 * The prerendered public pages drop the script (scripts/prerender-spa.ts): it serves app.html, the
 * shell every signed-in route is answered with.
 */

export const MODULE_PRELOAD_SCRIPT_ID = 'module-preload';

const ROUTES = ['src/app/routes/auth-root.tsx', 'src/app/routes/workspace.tsx', 'src/app/routes/module-workspace.tsx'];
/** auth-js's calls (features/auth/lib/load-auth-client.ts): loaded at once when a session is stored. */
const AUTH_CLIENT = 'src/features/auth/api/auth-client.ts';
const MODULES_DIR = 'src/features/modules';
/** `'<pattern>': () => import('./<file>')` or `<word>: () => import(...)` in a screens.ts. */
const SCREEN_ENTRY = /(?:'([^']*)'|([\w-]+))\s*:\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/g;

interface ModulePreloads {
  /** The module's own chunks (workspace, screens table, preload.ts), besides the shell's. */
  files: number[];
  /** Each screen: a regular expression of its section (the path under /axel-<key>) and its chunks. */
  screens: Array<[string, number[]]>;
}

function chunkOf(bundle: OutputBundle, root: string, file: string): OutputChunk | undefined {
  const id = resolve(root, file);
  return Object.values(bundle).find(
    (c): c is OutputChunk =>
      c.type === 'chunk' && c.moduleIds.some((m) => m === id || m === `${id}.tsx` || m === `${id}.ts`),
  );
}

/** A chunk and every chunk it imports statically (what loading it loads at once). */
function closure(bundle: OutputBundle, chunks: Array<OutputChunk | undefined>): string[] {
  const seen = new Set<string>();
  const walk = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const c = bundle[fileName];
    if (c?.type === 'chunk') for (const i of c.imports) walk(i);
  };
  for (const c of chunks) if (c) walk(c.fileName);
  return [...seen];
}

/** A screen pattern of src/kit/screens.ts (`ordenes/:id`) as a regular expression of the section. */
function sectionPattern(pattern: string): string {
  const parts = pattern.split('/').filter(Boolean);
  const body = parts.map((p) => (p.startsWith(':') ? '[^/]+' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return `^${body}$`;
}

/**
 * The inline script: the chunks' names once, the signed-in shell's (the routes and auth-js's calls)
 * and each module's lists as indexes into them.
 */
function script(base: string, files: string[], shell: number[], modules: Record<string, ModulePreloads>): string {
  return `(function () {
  try {
    var m = /^\\/axel-([\\w-]+)(?:\\/(.*?))?\\/?$/.exec(location.pathname);
    var d = m && ${JSON.stringify(modules)}[m[1]];
    if (!d) return;
    var signedIn = /(^#|&)(access_token|error|error_description)=/.test(location.hash);
    for (var i = 0; !signedIn && i < localStorage.length; i++) signedIn = /^sb-.+-auth-token$/.test(localStorage.key(i) || '');
    if (!signedIn) return;
    var files = ${JSON.stringify(files.map((f) => f.replace(/^assets\//, '').replace(/\.js$/, '')))};
    var wanted = ${JSON.stringify(shell)}.concat(d.files);
    d.screens.forEach(function (s) {
      if (new RegExp(s[0]).test(m[2] || '')) wanted = wanted.concat(s[1]);
    });
    wanted.forEach(function (n) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = ${JSON.stringify(base)} + 'assets/' + files[n] + '.js';
      document.head.appendChild(link);
    });
  } catch (e) {}
})();`;
}

export function modulePreload(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'axel-module-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || !ctx.chunk) return html;
        // What the entry loads (Vite preloads it already) is left out.
        const entry = new Set(closure(bundle, [ctx.chunk]));
        const files: string[] = [];
        const index = new Map<string, number>();
        const indexes = (chunks: Array<OutputChunk | undefined>, skip: ReadonlySet<string> = entry) =>
          closure(bundle, chunks)
            .filter((f) => !skip.has(f) && /^assets\/[^/]+\.js$/.test(f))
            .map((f) => index.get(f) ?? index.set(f, files.push(f) - 1).get(f)!);
        const shell = [...ROUTES, AUTH_CLIENT].map((f) => chunkOf(bundle, root, f));
        const shellIndexes = indexes(shell);
        const shellFiles = new Set([...entry, ...closure(bundle, shell)]);
        const modules: Record<string, ModulePreloads> = {};
        for (const key of readdirSync(join(root, MODULES_DIR))) {
          const dir = `${MODULES_DIR}/${key}`;
          const workspace = chunkOf(bundle, root, `${dir}/workspace.tsx`);
          if (!workspace) continue;
          const own = [
            workspace,
            chunkOf(bundle, root, `${dir}/screens.ts`),
            chunkOf(bundle, root, `${dir}/preload.ts`),
          ];
          const moduleFiles = new Set([...shellFiles, ...closure(bundle, own)]);
          let source = '';
          try {
            source = readFileSync(join(root, dir, 'screens.ts'), 'utf8');
          } catch {
            // A module without screens.ts renders its screens from the workspace's chunk.
          }
          modules[key] = {
            files: indexes(own, shellFiles),
            screens: [...source.matchAll(SCREEN_ENTRY)].map(([, quoted, word, file]): [string, number[]] => [
              sectionPattern(quoted ?? word),
              indexes([chunkOf(bundle, root, join(dir, file))], moduleFiles),
            ]),
          };
        }
        // Before the stylesheet: an inline script waits for the stylesheets above it to load
        // (the preloads then began only once the CSS had arrived); after the entry's own preloads,
        // which keep the first of the browser's connections.
        const tag = `<script id="${MODULE_PRELOAD_SCRIPT_ID}">${script(base, files, shellIndexes, modules)}</script>\n    `;
        const at = html.search(/<link rel="stylesheet"/);
        return at < 0 ? html.replace('</head>', () => `${tag}</head>`) : html.slice(0, at) + tag + html.slice(at);
      },
    },
  };
}
