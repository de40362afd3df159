import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { keyOf, type EffectiveAccessRow } from '../api/get-effective-access';
import { toQuery, EMPTY_FILTERS } from '../lib/effective-access-filters';
import { effectiveAccessRow, renderAdmin } from '../testing/fixtures';
import { EffectiveAccessExportButton } from './effective-access-export-button';

const QUERY = toQuery({ ...EMPTY_FILTERS, access: 'inactive' });
const PAGE_RPC = '*/rest/v1/rpc/accesos_efectivos_pagina';
const FUNCTION_URL = '*/functions/v1/export-effective-access';

let created: Blob[];
let downloads: string[];

/** Answers the page function over `all` as the database does; records each call's arguments. */
function servePages(all: EffectiveAccessRow[], calls: Record<string, unknown>[] = []) {
  server.use(
    http.post(PAGE_RPC, async ({ request }) => {
      const args = (await request.json()) as Record<string, unknown>;
      calls.push(args);
      const after = args.p_despues as string[] | undefined;
      const start = after ? all.findIndex((r) => r.usuario_id === after[3] && r.modulo_id === after[5]) + 1 : 0;
      return HttpResponse.json(all.slice(start, start + Number(args.p_limite)));
    }),
  );
  return calls;
}

async function fileText(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
}

beforeEach(() => {
  created = [];
  downloads = [];
  // jsdom has neither object URLs nor downloads: record what the button hands the browser.
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('EffectiveAccessExportButton', () => {
  it('posts the filters to export-effective-access and saves its streamed text/csv as accesos_efectivos_usuarios.csv, counting rows as they arrive', async () => {
    const bodies: unknown[] = [];
    const release: Array<() => void> = [];
    const file = `\uFEFF"Nombre Completo","Correo"\r\n"Ana","a@x.cl"\r\n"Luis ""L""\r\nSoto","l@x.cl"\r\n"Sofía","s@x.cl"\r\n`;
    const cut = file.indexOf('"Sofía"');
    server.use(
      http.post(FUNCTION_URL, async ({ request }) => {
        bodies.push(await request.json());
        const bytes = new TextEncoder().encode(file);
        const split = new TextEncoder().encode(file.slice(0, cut)).length;
        const stream = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(bytes.slice(0, split));
            // The rest waits until the test has seen the progress of the first part.
            await new Promise<void>((resolve) => release.push(resolve));
            controller.enqueue(bytes.slice(split));
            controller.close();
          },
        });
        return new HttpResponse(stream, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    );
    const { user } = renderAdmin(
      <EffectiveAccessExportButton query={QUERY} count={{ total: 3, exact: true }} empty={false} loading={false} />,
    );
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    // Two rows so far (a line end inside quotes is not a row).
    expect(await screen.findByText('2 de 3 registros')).toBeInTheDocument();
    release[0]();
    await waitFor(() => expect(downloads).toEqual(['accesos_efectivos_usuarios.csv']));
    // The tab's filters, as the page function takes them (no page size: the server pages).
    expect(bodies).toEqual([{ p_acceso: false }]);
    expect(created).toHaveLength(1);
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    expect(await fileText(created[0])).toBe(file.slice(1));
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it('asks for the next page while the browser writes the one before (issue 33), never more than one ahead', async () => {
    const all = Array.from({ length: 30 }, (_, i) =>
      effectiveAccessRow({ usuario_id: `u-${String(i).padStart(3, '0')}` }),
    );
    const calls = servePages(all);
    const { forEachEffectiveAccessPage } = await import('../api/get-effective-access');
    const askedWhileWriting: number[] = [];
    await forEachEffectiveAccessPage(
      QUERY,
      async () => {
        // Give the next request time to reach the server while this page is "written".
        await delay(30);
        askedWhileWriting.push(calls.length);
      },
      { pageSize: 10 },
    );
    // Pages 1-3 are full: while each is written, the next is already asked for (and only it).
    expect(askedWhileWriting).toEqual([2, 3, 4]);
    expect(calls.map((c) => c.p_despues)).toEqual([undefined, keyOf(all[9]), keyOf(all[19]), keyOf(all[29])]);
  });

  it('shows the progress while it reads, and Cancelar stops it without a file', async () => {
    const all = Array.from({ length: 3 }, (_, i) => effectiveAccessRow({ usuario_id: `u-${i}` }));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(FUNCTION_URL, async () => {
        await gate;
        return new HttpResponse(`\uFEFF"a"\r\n${all.map(() => '"x"\r\n').join('')}`, {
          headers: { 'Content-Type': 'text/csv' },
        });
      }),
    );
    const { user } = renderAdmin(
      <EffectiveAccessExportButton
        query={QUERY}
        count={{ total: 1_234_567, exact: true }}
        empty={false}
        loading={false}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('0 de 1.234.567 registros')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportando/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    release();
    await delay(50);
    expect(downloads).toEqual([]);
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });

  it('a failed read says so in a toast and gives the button back', async () => {
    server.use(
      http.post(FUNCTION_URL, () =>
        HttpResponse.json(
          { code: 'forbidden', message: 'No tienes permiso para exportar los accesos efectivos.' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderAdmin(
      <EffectiveAccessExportButton query={QUERY} count={{ total: 2, exact: true }} empty={false} loading={false} />,
    );
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('No se pudo exportar el CSV')).toBeInTheDocument();
    expect(screen.getByText('No tienes permiso para exportar los accesos efectivos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    expect(downloads).toEqual([]);
  });

  it('is disabled with "No hay datos para exportar" when there are no rows', async () => {
    const { user } = renderAdmin(
      <EffectiveAccessExportButton query={QUERY} count={{ total: 0, exact: true }} empty loading={false} />,
    );
    const button = screen.getByRole('button', { name: 'Exportar CSV' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect((await screen.findAllByText('No hay datos para exportar')).length).toBeGreaterThan(0);
    expect(created).toHaveLength(0);
  });

  it('is disabled while the rows are still loading, and says so', async () => {
    const { user } = renderAdmin(<EffectiveAccessExportButton query={QUERY} count={undefined} empty={false} loading />);
    const button = screen.getByRole('button', { name: 'Exportar CSV' });
    expect(button).toBeDisabled();
    // The wrapper takes the focus a disabled button cannot.
    await user.tab();
    expect(document.activeElement).toBe(button.parentElement);
    expect((await screen.findAllByText('Espera a que terminen de cargar los registros')).length).toBeGreaterThan(0);
  });
});
