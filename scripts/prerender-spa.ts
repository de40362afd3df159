import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../server/migrate.ts';
import { SHELL_FILE } from '../server/http/spa-files.ts';
import { viteBuild } from './vite-build.ts';
import { MODULE_PRELOAD_SCRIPT_ID } from './vite-module-preload.ts';

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  renderPage(pathname: string): Promise<{ html: string; status: number }>;
}

/** The file a static server answers `pathname` with: /modulos/crm → modulos/crm/index.html. */
export function htmlFileFor(pathname: string): string {
  return pathname === '/' ? 'index.html' : join(pathname.replace(/^\/+|\/+$/g, ''), 'index.html');
}

const HEAD_ELEMENT = /^(?:<title>[^<]*<\/title>|<(?:link|meta)\b[^>]*\/?>)/;

/**
 * Puts a rendered page into the built index.html: React's hoisted elements (it writes them before
 * the page) go into <head>, where the page's <title> and description meta replace the shell's, and
 * #root gets the HTML and the path it was rendered for, which main.tsx checks before hydrating.
 * A public page drops the signed-in module screens' preloads (scripts/vite-module-preload.ts).
 */
export function fillTemplate(template: string, pathname: string, rendered: string): string {
  let body = rendered;
  const head: string[] = [];
  for (let m = HEAD_ELEMENT.exec(body); m; m = HEAD_ELEMENT.exec(body)) {
    head.push(m[0]);
    body = body.slice(m[0].length);
  }
  let html = template.replace(new RegExp(`\\s*<script id="${MODULE_PRELOAD_SCRIPT_ID}">[\\s\\S]*?</script>`), '');
  if (head.some((el) => el.startsWith('<title>'))) html = html.replace(/\s*<title>[^<]*<\/title>/, '');
  if (head.some((el) => /^<meta name="description"/.test(el)))
    html = html.replace(/\s*<meta name="description"[^>]*>/, '');
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  // Replacer functions: the page's text may hold `$&` and the like, which a replacement string expands.
  return startAfterFirstPaint(html)
    .replace('</head>', () => `${head.join('')}</head>`)
    .replace(root, () => `<div id="root" data-prerendered="${escapeAttribute(pathname)}">${body}</div>`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

const PRELOAD_LINK = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page needs no JavaScript to be seen, so its scripts are fetched and run once it
 * has been seen: the entry script and its preloads leave <head>, and a small script adds them
 * when the browser reports the first contentful paint (or after FALLBACK_MS, should no paint entry
 * ever come, as in a browser without the Paint Timing API). On a slow phone the HTML and the CSS
 * then have the connection to themselves, the paint never waits behind evaluating the app, and
 * hydration follows it.
 */
function startAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('index.html has no <script type="module" crossorigin src="..."> entry');
  const preloads = [...html.matchAll(PRELOAD_LINK)].map((m) => m[1]);
  const starter = `<script>${starterScript(entry[1], preloads)}</script>`;
  return html
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(PRELOAD_LINK, '')
    .replace('</body>', () => `${starter}\n  </body>`);
}

const FALLBACK_MS = 3000;

/** The inline script that adds the entry and its preloads after the first contentful paint. */
export function starterScript(src: string, preloads: readonly string[]): string {
  return `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(src)};
    document.head.appendChild(script);
  }
  setTimeout(start, ${FALLBACK_MS});
  if (typeof PerformanceObserver !== 'function' || (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0) return;
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
})();`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Renders the public pages of a finished client build in `outDir` (docs/design.md §8). The renderer is
 * bundled for Node by Vite, with every dependency inside, into a temporary folder it is run from
 * and then deleted; the shell is kept as app.html for every route that is not prerendered.
 * Returns the paths it wrote.
 */
export async function prerenderSpa(outDir: string): Promise<string[]> {
  const workDir = await mkdtemp(join(tmpdir(), 'axel-prerender-'));
  try {
    await viteBuild({
      ssr: { noExternal: true },
      build: {
        ssr: join(ROOT, 'src/prerender.tsx'),
        outDir: workDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
      },
    });
    const renderer = (await import(pathToFileURL(join(workDir, 'prerender.mjs')).href)) as PrerenderModule;
    const template = await readFile(join(outDir, 'index.html'), 'utf8');
    await writeFile(join(outDir, SHELL_FILE), template);
    for (const pathname of renderer.PRERENDERED_PATHS) {
      const { html, status } = await renderer.renderPage(pathname);
      if (status !== 200) throw new Error(`Prerendering ${pathname} answered ${status}`);
      const file = join(outDir, htmlFileFor(pathname));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, fillTemplate(template, pathname, html));
    }
    return [...renderer.PRERENDERED_PATHS];
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
