import { describe, expect, it } from 'vitest';
import { fillTemplate, htmlFileFor } from './prerender-spa.ts';

const TEMPLATE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="La descripción general." />
    <title>Axel Suite</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('htmlFileFor', () => {
  it('maps a path to the index.html a static server answers it with', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/modulos/crm')).toBe('modulos/crm/index.html');
    expect(htmlFileFor('/modulos/crm/')).toBe('modulos/crm/index.html');
  });
});

describe('fillTemplate', () => {
  const rendered =
    '<link rel="preload" as="image" href="/favicon.svg"/><title>Axel CRM · Axel Suite</title>' +
    '<meta name="description" content="Clientes &amp; ventas"/><div class="page"><h1>Axel CRM</h1></div>';

  it('moves the hoisted elements into <head>, replacing the shell’s title and description', () => {
    const html = fillTemplate(TEMPLATE, '/modulos/crm', rendered);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Axel CRM · Axel Suite</title>');
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('content="Clientes &amp; ventas"');
    expect(head).toContain('<link rel="preload" as="image" href="/favicon.svg"/>');
  });

  it('takes the entry script and its preloads out of the HTML, into the starter', () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n    <link rel="modulepreload" crossorigin href="/assets/router-2.js">\n  </head>',
    );
    const html = fillTemplate(template, '/modulos/crm', rendered);
    const starter = starterOf(html);
    const rest = html.replace(starter, '');
    expect(rest, 'no script runs the app during parsing').not.toContain('<script type="module"');
    expect(rest, 'nothing is fetched for it before the paint').not.toContain('modulepreload');
    for (const url of ['/assets/index-abc.js', '/assets/react-1.js', '/assets/router-2.js'])
      expect(starter).toContain(`"${url}"`);
  });

  it('runs the starter: the app is added after the first contentful paint, preloads first', () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n  </head>',
    );
    const page = runStarter(starterOf(fillTemplate(template, '/', '<main>Hola</main>')));
    expect(page.appended).toEqual([]);
    page.paint('first-paint');
    page.runTimers(0);
    expect(page.appended, 'a paint without content is not enough').toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended, 'not inside the observer callback').toEqual([]);
    page.runTimers(0);
    expect(page.appended).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/react-1.js' },
      { type: 'module', crossOrigin: '', src: '/assets/index-abc.js' },
    ]);
    expect(page.disconnected).toBe(true);
    page.runTimers(3000);
    expect(page.appended, 'the fallback adds nothing twice').toHaveLength(2);
  });

  it('runs the starter: without paint entries the app is added after 3 s', () => {
    const page = runStarter(starterOf(fillTemplate(TEMPLATE, '/', '<main>Hola</main>')), { paintTiming: false });
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.runTimers(3000);
    expect(page.appended).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/index-abc.js' }]);
  });

  it('puts the page into #root, marked with the path it was rendered for', () => {
    const html = fillTemplate(TEMPLATE, '/modulos/crm', rendered);
    expect(html).toContain(
      '<div id="root" data-prerendered="/modulos/crm"><div class="page"><h1>Axel CRM</h1></div></div>',
    );
    expect(html.slice(html.indexOf('<body>'), html.indexOf('<script>'))).not.toMatch(/<title>|<meta|<link/);
  });

  it('keeps the shell’s title and description when the page renders none', () => {
    const html = fillTemplate(TEMPLATE, '/', '<main>Hola</main>');
    expect(html).toContain('<title>Axel Suite</title>');
    expect(html).toContain('content="La descripción general."');
    expect(html).toContain('<div id="root" data-prerendered="/"><main>Hola</main></div>');
  });

  it("keeps the page's text as it is, dollar signs included", () => {
    const text = "<p>Desde $1,199/mes · $& · $' · $$</p>";
    const html = fillTemplate(TEMPLATE, '/', `<title>Planes $& más</title>${text}`);
    expect(html).toContain(`data-prerendered="/">${text}</div>`);
    expect(html).toContain('<title>Planes $& más</title>');
  });

  it('escapes the path in the attribute', () => {
    expect(fillTemplate(TEMPLATE, '/a"b<c&', '')).toContain('data-prerendered="/a&quot;b&lt;c&amp;"');
  });

  it('refuses a template without the entry script', () => {
    expect(() => fillTemplate(TEMPLATE.replace(/<script[^>]*><\/script>/, ''), '/', '')).toThrow(/entry/);
  });

  it('refuses a template without an empty #root', () => {
    expect(() => fillTemplate(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), '/', '')).toThrow(
      /no empty <div id="root">/,
    );
  });
});

function starterOf(html: string): string {
  const starter = /<script>([\s\S]*)<\/script>\s*<\/body>/.exec(html)?.[1];
  if (!starter) throw new Error('no starter script before </body>');
  return starter;
}

/** Runs the inline starter against a stand-in document, timer queue and Paint Timing API. */
function runStarter(starter: string, { paintTiming = true } = {}) {
  const appended: Record<string, unknown>[] = [];
  const timers: { delay: number; fn: () => void }[] = [];
  let onPaint: ((names: string[]) => void) | null = null;
  const page = {
    appended,
    disconnected: false,
    paint(name: string) {
      onPaint?.([name]);
    },
    /** Runs the timers due within `upTo` ms, in order. */
    runTimers(upTo: number) {
      for (const timer of timers.filter((t) => t.delay <= upTo)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
    },
  };
  class Observer {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
    constructor(callback: (list: { getEntriesByName(n: string): unknown[] }, observer: Observer) => void) {
      onPaint = (names) => callback({ getEntriesByName: (n) => names.filter((x) => x === n) }, this);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      page.disconnected = true;
      onPaint = null;
    }
  }
  const document = {
    createElement: () => ({}),
    head: { appendChild: (el: Record<string, unknown>) => appended.push(el) },
  };
  new Function('document', 'PerformanceObserver', 'setTimeout', starter)(
    document,
    Observer,
    (fn: () => void, delay: number) => timers.push({ fn, delay }),
  );
  return page;
}
