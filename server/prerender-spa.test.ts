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

  it('preloads the entry script in <head> and starts it only after the load event and a frame', () => {
    const html = fillTemplate(TEMPLATE, '/modulos/crm', rendered);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc.js">');
    expect(html, 'no script tag runs the app during parsing').not.toContain('<script type="module"');
    const starter = /<script>(.*)<\/script>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(starter).toContain('"/assets/index-abc.js"');
    expect(starter).toMatch(/addEventListener\("load"/);
    expect(starter).toContain('requestAnimationFrame');
  });

  it('runs the starter: the entry is added only after load and the next frame', () => {
    const html = fillTemplate(TEMPLATE, '/', '<main>Hola</main>');
    const starter = /<script>(.*)<\/script>\s*<\/body>/.exec(html)?.[1] ?? '';
    const appended: Record<string, unknown>[] = [];
    const listeners: (() => void)[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      readyState: 'interactive',
      createElement: () => ({}),
      head: { appendChild: (el: Record<string, unknown>) => appended.push(el) },
    };
    new Function('document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', starter)(
      document,
      (_type: string, fn: () => void) => listeners.push(fn),
      (fn: () => void) => frames.push(fn),
      (fn: () => void) => timers.push(fn),
    );
    expect(appended).toEqual([]);
    listeners.forEach((fn) => fn());
    expect(appended, 'not at the load event yet').toEqual([]);
    frames.forEach((fn) => fn());
    expect(appended, 'nor in the frame').toEqual([]);
    timers.forEach((fn) => fn());
    expect(appended).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/index-abc.js' }]);
  });

  it('puts the page into #root, marked with the path it was rendered for', () => {
    const html = fillTemplate(TEMPLATE, '/modulos/crm', rendered);
    expect(html).toContain('<div id="root" data-prerendered="/modulos/crm"><div class="page"><h1>Axel CRM</h1></div></div>');
    expect(html.slice(html.indexOf('<body>'))).not.toMatch(/<title>|<meta|<link/);
  });

  it('keeps the shell’s title and description when the page renders none', () => {
    const html = fillTemplate(TEMPLATE, '/', '<main>Hola</main>');
    expect(html).toContain('<title>Axel Suite</title>');
    expect(html).toContain('content="La descripción general."');
    expect(html).toContain('<div id="root" data-prerendered="/"><main>Hola</main></div>');
  });

  it('escapes the path in the attribute', () => {
    expect(fillTemplate(TEMPLATE, '/a"b<c&', '')).toContain('data-prerendered="/a&quot;b&lt;c&amp;"');
  });

  it('refuses a template without the entry script', () => {
    expect(() => fillTemplate(TEMPLATE.replace(/<script[^>]*><\/script>/, ''), '/', '')).toThrow(/entry/);
  });

  it('refuses a template without an empty #root', () => {
    expect(() => fillTemplate(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), '/', '')).toThrow(/no empty <div id="root">/);
  });
});
