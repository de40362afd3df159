import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { keyOf, type EffectiveAccessRow } from '../api/get-effective-access';
import { toQuery, EMPTY_FILTERS } from '../lib/effective-access-filters';
import { effectiveAccessRow, renderAdmin } from '../testing/fixtures';
import { EffectiveAccessExportButton } from './effective-access-export-button';

const QUERY = toQuery({ ...EMPTY_FILTERS, access: 'inactive' });
const PAGE_RPC = '*/rest/v1/rpc/accesos_efectivos_pagina';

const ROWS: EffectiveAccessRow[] = [
  effectiveAccessRow({ modulo_descripcion: 'Facturación, "cobros" y pagos.' }),
  effectiveAccessRow({
    usuario_id: 'u-x',
    nombre: '=cmd|calc',
    apellido_paterno: 'Pérez',
    apellido_materno: null,
    correo: '@evil.demo',
    empresa_nombre: 'Comercial Pacífico',
    plan_nombre: 'Básico',
    modulo_id: 'm-crm',
    modulo_clave: 'crm',
    modulo_nombre: 'Relación con Clientes',
    modulo_descripcion: null,
    acceso_efectivo: true,
    override_aplicado: false,
  }),
];

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
  it('downloads accesos_efectivos_usuarios.csv: BOM, quoted values, docs/product.md columns, Sí/No, Override/Plan, formulas neutralised', async () => {
    const calls = servePages(ROWS);
    const { user } = renderAdmin(
      <EffectiveAccessExportButton query={QUERY} count={{ total: 2, exact: true }} empty={false} loading={false} />,
    );
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloads).toEqual(['accesos_efectivos_usuarios.csv']));
    // The filters' rows, asked for from the server (the table's rows are not the file).
    expect(calls[0]).toEqual({ p_acceso: false, p_limite: 10_000 });
    expect(created).toHaveLength(1);
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    const text = await fileText(created[0]);
    expect(text.split('\r\n')).toEqual([
      '"Nombre Completo","Correo","Empresa","Plan","Clave Módulo","Nombre Módulo","Descripción","Acceso","Origen"',
      '"Ana Torres Fuentes","ana@andes.demo","Industrias Andes","Enterprise","finance","Finanzas","Facturación, ""cobros"" y pagos.","No","Override"',
      `"'=cmd|calc Pérez","'@evil.demo","Comercial Pacífico","Básico","crm","Relación con Clientes","","Sí","Plan"`,
      '',
    ]);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it('reads every page of the set, each after the one before, into one file with one header', async () => {
    const all = Array.from({ length: 23 }, (_, i) =>
      effectiveAccessRow({ usuario_id: `u-${String(i).padStart(3, '0')}`, nombre: `Persona ${i}` }),
    );
    const calls = servePages(all);
    const { exportEffectiveAccessCsv } = await import('../api/get-effective-access');
    const { EFFECTIVE_ACCESS_CSV_COLUMNS } = await import('../lib/effective-access-csv');
    const progress: number[] = [];
    const blob = await exportEffectiveAccessCsv(QUERY, EFFECTIVE_ACCESS_CSV_COLUMNS, {
      pageSize: 10,
      onProgress: (n) => progress.push(n),
      yieldFn: async () => {},
    });
    const lines = (await fileText(blob)).split('\r\n');
    expect(lines).toHaveLength(1 + 23 + 1);
    expect(lines.filter((l) => l.startsWith('"Nombre Completo"'))).toHaveLength(1);
    expect(lines[1]).toContain('Persona 0');
    expect(lines[23]).toContain('Persona 22');
    expect(progress).toEqual([10, 20, 23]);
    // Each page after the last row of the one before; after a short page, one more request tells
    // the end from the server's max-rows cap.
    expect(calls.map((c) => c.p_despues)).toEqual([undefined, keyOf(all[9]), keyOf(all[19]), keyOf(all[22])]);
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
      http.post(PAGE_RPC, async () => {
        await gate;
        return HttpResponse.json(all);
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
    server.use(http.post(PAGE_RPC, () => restError(500, 'la base de datos no responde')));
    const { user } = renderAdmin(
      <EffectiveAccessExportButton query={QUERY} count={{ total: 2, exact: true }} empty={false} loading={false} />,
    );
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('No se pudo exportar el CSV')).toBeInTheDocument();
    expect(screen.getByText('la base de datos no responde')).toBeInTheDocument();
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
