import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { renderApp, replaceText } from '@/testing/test-utils';
import type { DocumentRow, PaymentRow } from '../api/types';
import { AgeingPage } from './ageing-page';
import { documentActions } from './document-detail';
import { DocumentForm } from './document-form';
import { DocumentsPage } from './documents-page';
import { PaymentForm } from './payment-form';
import { CategoriesPage } from './categories-page';
import { MultiPaymentForm, PaymentsPage } from './payments-page';
import { ModuleUserProvider } from '@/kit';

const doc = (over: Partial<DocumentRow>): DocumentRow => ({
  id: 'd1',
  direccion: 'emitido',
  tipo: 'factura',
  folio: 101,
  tercero_id: 't1',
  tercero_nombre: 'Minera Los Andes',
  tercero_rut: '76001234-1',
  categoria_id: null,
  categoria_nombre: null,
  documento_referencia_id: null,
  descripcion: 'Servicio',
  fecha_emision: '2026-10-01',
  fecha_vencimiento: '2026-10-31',
  neto: '100000',
  iva: '19000',
  total: '119000',
  monto_pagado: '0',
  saldo: '119000',
  estado: 'emitida',
  estado_actual: 'emitida',
  dias_vencido: 0,
  anulado_en: null,
  creado_en: '2026-10-01T12:00:00Z',
  exento: '0',
  codigo_sii: 33,
  origen: 'manual',
  dte_estado: 'sin_dte',
  ...over,
});

/** A REST list handler that answers the first page only (fetchAllRows asks again past the end). */
const listOf = (path: string, rows: unknown[]) =>
  http.get(`*/rest/v1/${path}`, ({ request }) => {
    const offset = Number(new URL(request.url).searchParams.get('offset') ?? '0');
    return HttpResponse.json(offset > 0 ? [] : rows);
  });

describe('a new client from the document form', () => {
  it('adds it to the shared directory and selects it', async () => {
    const sent: unknown[] = [];
    let parties = [{ id: 't1', nombre: 'Minera Los Andes', tipo: 'cliente', rut: null }];
    server.use(
      http.get('*/rest/v1/terceros', () => HttpResponse.json(parties)),
      listOf('fin_categorias', []),
      listOf('fin_productos', []),
      listOf('fin_documentos_vista', []),
      http.post('*/rest/v1/terceros', async ({ request }) => {
        const body = (await request.json()) as { nombre: string };
        sent.push(body);
        parties = [...parties, { id: 't2', nombre: body.nombre, tipo: 'cliente', rut: null }];
        return HttpResponse.json({ id: 't2', nombre: body.nombre });
      }),
    );
    const { user } = renderApp(<DocumentForm onDone={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Nuevo cliente' }));
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe el nombre');
    await replaceText(user, screen.getByLabelText('Nombre del cliente'), 'Comercial Nueva');
    // A wrong check digit is refused before anything is sent (issue 31: RUTs checked everywhere).
    await replaceText(user, screen.getByLabelText('RUT (opcional)'), '76.123.456-7');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('RUT inválido: revisa el dígito verificador');
    expect(sent).toEqual([]);
    await replaceText(user, screen.getByLabelText('RUT (opcional)'), '76.123.456-0');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(sent).toEqual([{ nombre: 'Comercial Nueva', rut: '76123456-0', tipo: 'cliente' }]));
    await waitFor(() => expect(screen.getByLabelText(/^Cliente/)).toHaveValue('t2'));
  });
});

/** An RPC handler: each call's arguments are recorded; `answer` gives its rows (or an error). */
function serveRpc(name: string, answer: (args: Record<string, unknown>, call: number) => unknown) {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    http.post(`*/rest/v1/rpc/${name}`, async ({ request }) => {
      const args = (await request.json()) as Record<string, unknown>;
      sent.push(args);
      const body = answer(args, sent.length - 1);
      return body === 'error' ? restError(500, 'la base de datos no responde') : HttpResponse.json(body as never);
    }),
  );
  return sent;
}

describe('documents list (server-driven)', () => {
  const ROWS = [
    doc({ id: 'a', folio: 1, estado_actual: 'vencida', dias_vencido: 40 }),
    doc({ id: 'b', folio: 2, tercero_nombre: 'Viña Santa Emilia', tercero_id: 't2' }),
  ];

  it("asks for the URL's search, filters and sort, and shows the server's exact totals of the whole filtered set", async () => {
    const pages = serveRpc('fin_documentos_pagina', () => ROWS);
    // 9.007.199.254.740.993: not representable as a float; the server's text is shown as is.
    const totals = serveRpc('fin_documentos_totales', () => ({
      documentos: 2,
      total: '9007199254740993',
      saldo: '-11900',
    }));
    renderApp(<DocumentsPage />, {
      path: '/docs',
      initialEntry: '/docs?q=santa&estado=vencida&direccion=emitido&orden=tercero&dir=asc',
    });
    const table = await screen.findByRole('table', { name: 'Documentos' });
    expect(within(table).getByText('Factura N° 1')).toBeInTheDocument();
    expect(within(table).getByText('Viña Santa Emilia')).toBeInTheDocument();
    expect(await screen.findByTestId('total-lista')).toHaveTextContent('9.007.199.254.740.993');
    expect(screen.getByTestId('saldo-lista')).toHaveTextContent('-');
    expect(screen.getByTestId('saldo-lista')).toHaveTextContent('11.900');
    const filters = { p_busqueda: 'santa', p_estado: 'vencida', p_direccion: 'emitido' };
    expect(pages).toEqual([{ ...filters, p_orden: 'tercero', p_descendente: false, p_limite: 100 }]);
    expect(totals).toEqual([filters]);
  });

  it("asks for the next page after the last row's key, in the party order [[name, party id], id]", async () => {
    const first = Array.from({ length: 100 }, (_, i) =>
      doc({ id: `d${i}`, folio: i + 1, tercero_nombre: `Cliente ${i}`, tercero_id: `t${i}` }),
    );
    const pages = serveRpc('fin_documentos_pagina', (_, call) => (call === 0 ? first : [doc({ id: 'z', folio: 500 })]));
    serveRpc('fin_documentos_totales', () => ({ documentos: 101, total: '0', saldo: '0' }));
    const { user } = renderApp(<DocumentsPage />, { path: '/docs', initialEntry: '/docs?orden=tercero&dir=desc' });
    await user.click(await screen.findByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('101 registros')).toBeInTheDocument();
    expect(pages[1]).toEqual({
      p_orden: 'tercero',
      p_descendente: true,
      p_limite: 100,
      p_despues: [['Cliente 99', 't99'], 'd99'],
    });
  });

  it('exports the whole filtered set for the accountant, page by page', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:test')),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      // The screen's page holds one document; the export's pages of 1,000 hold two.
      const pages = serveRpc('fin_documentos_pagina', (args) =>
        args.p_limite === 1000
          ? [doc({ id: 'a', folio: 1 }), doc({ id: 'b', folio: 2, neto: '4503599627370497' })]
          : [doc({ id: 'a', folio: 1 })],
      );
      serveRpc('fin_documentos_totales', () => ({ documentos: 2, total: '0', saldo: '0' }));
      const { user } = renderApp(<DocumentsPage />, { path: '/docs', initialEntry: '/docs?tipo=factura' });
      await screen.findByRole('table', { name: 'Documentos' });
      await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => expect(created).toHaveLength(1));
      expect(pages.at(-1)).toEqual({
        p_tipo: 'factura',
        p_orden: 'fecha_emision',
        p_descendente: true,
        p_limite: 1000,
      });
      const lines = (await created[0].text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines).toHaveLength(3);
      // The accountant's columns, amounts as whole pesos (exact).
      expect(lines[2]).toContain('"4503599627370497"');
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('says so when the documents cannot be loaded', async () => {
    serveRpc('fin_documentos_pagina', () => 'error');
    serveRpc('fin_documentos_totales', () => 'error');
    renderApp(<DocumentsPage />);
    expect(await screen.findByText('No se pudieron cargar los documentos')).toBeInTheDocument();
  });
});

describe('payments list (server-driven)', () => {
  it("asks for the URL's search, filters and sort, and the next page after [value, N°]", async () => {
    const payment = (numero: number): PaymentRow => ({
      id: `p${numero}`,
      numero,
      direccion: 'cobro',
      tercero_id: 't1',
      fecha: '2026-11-02',
      monto: '119000',
      monto_aplicado: '0',
      medio: 'cheque',
      referencia: null,
      notas: null,
      terceros: { nombre: 'Minera Los Andes' },
    });
    const first = Array.from({ length: 100 }, (_, i) => payment(200 - i));
    const pages = serveRpc('fin_pagos_pagina', (_, call) => (call === 0 ? first : [payment(7)]));
    const { user } = renderApp(asUser(false, <PaymentsPage />), {
      path: '/pagos',
      initialEntry: '/pagos?q=minera&medio=cheque&orden=monto&dir=asc',
    });
    expect(await screen.findByText('100 registros cargados; hay más')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('101 registros')).toBeInTheDocument();
    const asked = { p_busqueda: 'minera', p_medio: 'cheque', p_orden: 'monto', p_descendente: false, p_limite: 100 };
    expect(pages).toEqual([asked, { ...asked, p_despues: ['119000', 101] }]);
  });

  it('says when nothing matches the search', async () => {
    serveRpc('fin_pagos_pagina', () => []);
    renderApp(asUser(false, <PaymentsPage />), { path: '/pagos', initialEntry: '/pagos?q=nada' });
    expect(await screen.findByText('Ningún pago coincide con la búsqueda')).toBeInTheDocument();
  });
});

describe('document actions (the buttons; Postgres enforces the same)', () => {
  it('freezes paid and annulled documents; only an admin annuls, and only without payments', () => {
    expect(documentActions(doc({ estado: 'pagada', monto_pagado: '119000' }), true)).toMatchObject({
      edit: false,
      pay: false,
      annul: false,
    });
    expect(documentActions(doc({ estado: 'anulada' }), true)).toMatchObject({ edit: false, pay: false, annul: false });
    // Issued: never edited (corrected with a note, or annulled), printed.
    expect(documentActions(doc({}), false)).toMatchObject({
      edit: false,
      note: true,
      print: true,
      pay: true,
      annul: false,
      remove: false,
    });
    expect(documentActions(doc({}), true)).toMatchObject({ annul: true, remove: false });
    // A note is neither paid nor corrected by another note; one read in from the SII is not annulled here.
    expect(documentActions(doc({ tipo: 'nota_credito' }), true)).toMatchObject({ pay: false, note: false });
    expect(documentActions(doc({ origen: 'xml' }), true)).toMatchObject({ annul: false, edit: false });
    expect(documentActions(doc({ estado: 'pagada_parcial', monto_pagado: '1' }), true)).toMatchObject({
      annul: false,
      pay: true,
    });
    expect(documentActions(doc({ estado: 'borrador', folio: null }), true)).toMatchObject({
      edit: true,
      issue: true,
      remove: true,
      pay: false,
      print: false,
    });
  });
});

describe('payment of a document', () => {
  it('refuses more than the balance before asking the server, then sends the payment with its application', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/rest/v1/rpc/fin_registrar_pago', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json('pago-1');
      }),
    );
    let done = 0;
    const { user } = renderApp(<PaymentForm doc={doc({ saldo: '50000' })} onDone={() => done++} />);
    await replaceText(user, screen.getByLabelText(/^Monto/), '50.001');
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText(/No puede superar el saldo del documento/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await replaceText(user, screen.getByLabelText(/^Monto/), '20.000');
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    await waitFor(() => expect(done).toBe(1));
    expect(sent[0]).toMatchObject({
      p_pago: { direccion: 'cobro', tercero_id: 't1', monto: '20000' },
      p_aplicaciones: [{ documento_id: 'd1', monto: '20000' }],
    });
  });
});

describe('one payment over several documents', () => {
  it('applies amounts to each open document of the client, refuses more than a balance, and sends the exact sum', async () => {
    const sent: unknown[] = [];
    const asked: URLSearchParams[] = [];
    server.use(
      listOf('terceros', [{ id: 't1', nombre: 'Minera Los Andes', tipo: 'cliente', rut: null }]),
      // The party's open issued documents, as the server answers the form's filter.
      http.get('*/rest/v1/fin_documentos_vista', ({ request }) => {
        const params = new URL(request.url).searchParams;
        // fetchAllRows asks again past a short page (it may be a server's cap): that is the end.
        if (Number(params.get('offset') ?? '0') > 0) return HttpResponse.json([]);
        asked.push(params);
        return HttpResponse.json([
          doc({ id: 'a', folio: 11, saldo: '119000' }),
          doc({ id: 'b', folio: 12, saldo: '4503599627370497', estado: 'pagada_parcial' }),
        ]);
      }),
      http.post('*/rest/v1/rpc/fin_registrar_pago', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json('pago-1');
      }),
    );
    let done = 0;
    const { user } = renderApp(<MultiPaymentForm onDone={() => done++} />);
    await screen.findByRole('option', { name: 'Minera Los Andes' });
    await user.selectOptions(screen.getByLabelText(/^Cliente/), 't1');
    expect(await screen.findByLabelText('Monto a aplicar a Factura N° 11')).toBeInTheDocument();
    expect(screen.getByLabelText('Monto a aplicar a Factura N° 12')).toBeInTheDocument();
    // Only the client's open issued documents are asked for (never the company's documents).
    expect(asked.map((p) => [p.get('tercero_id'), p.get('direccion'), p.get('estado')])).toEqual([
      ['eq.t1', 'eq.emitido', 'in.(emitida,pagada_parcial)'],
    ]);

    await replaceText(user, screen.getByLabelText('Monto a aplicar a Factura N° 11'), '119.001');
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/no superar su saldo/);
    expect(sent).toEqual([]);

    await replaceText(user, screen.getByLabelText('Monto a aplicar a Factura N° 11'), '19.000');
    const rows = screen.getAllByRole('button', { name: 'Todo' });
    await user.click(rows[1]);
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    await waitFor(() => expect(done).toBe(1));
    // 19.000 + 4.503.599.627.370.497, exact.
    expect(sent[0]).toMatchObject({
      p_pago: { direccion: 'cobro', tercero_id: 't1', monto: '4503599627389497' },
      p_aplicaciones: [
        { documento_id: 'a', monto: '19000' },
        { documento_id: 'b', monto: '4503599627370497' },
      ],
    });
  });
});

describe('ageing', () => {
  it('shows receivables by client and bucket with the total row, and switches to payables', async () => {
    const asked: string[] = [];
    server.use(
      http.post('*/rest/v1/rpc/fin_antiguedad', async ({ request }) => {
        const body = (await request.json()) as { p_direccion: string };
        asked.push(body.p_direccion);
        return HttpResponse.json([
          {
            tercero_id: 't1',
            tercero_nombre: 'Minera Los Andes',
            documentos: 2,
            por_vencer: '119000',
            d0_30: '0',
            d31_60: '0',
            d61_90: '0',
            d90_mas: '238000',
            total: '357000',
          },
          {
            tercero_id: null,
            tercero_nombre: null,
            documentos: 2,
            por_vencer: '119000',
            d0_30: '0',
            d31_60: '0',
            d61_90: '0',
            d90_mas: '238000',
            total: '357000',
          },
        ]);
      }),
    );
    const { user } = renderApp(
      <Routes>
        <Route path="*" element={<AgeingPage />} />
      </Routes>,
      { path: '/cuentas/*', initialEntry: '/cuentas' },
    );
    const table = await screen.findByRole('table', { name: 'Cuentas por cobrar por antigüedad' });
    expect(within(table).getByText('Minera Los Andes')).toBeInTheDocument();
    expect(within(table).getByText('Total', { selector: 'strong' })).toBeInTheDocument();
    expect(within(table).getAllByText(/357\.000/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Por pagar' }));
    await screen.findByRole('table', { name: 'Cuentas por pagar por antigüedad' });
    expect(asked).toEqual(['emitido', 'recibido']);
  });
});

const asUser = (isCompanyAdmin: boolean, ui: React.ReactNode) => (
  <ModuleUserProvider value={{ userId: 'u1', isSuperAdmin: false, isCompanyAdmin, modules: ['finance'] }}>
    {ui}
  </ModuleUserProvider>
);

describe('editing a payment', () => {
  const payment = {
    id: 'p1',
    numero: 7,
    direccion: 'cobro',
    tercero_id: 't1',
    fecha: '2026-11-02',
    monto: '119000',
    monto_aplicado: '119000',
    medio: 'transferencia',
    referencia: 'TRF-1',
    notas: null,
    terceros: { nombre: 'Minera Los Andes' },
  };

  it('any user of the module edits the date, method, reference and notes; only the admin is offered delete', async () => {
    const sent: unknown[] = [];
    serveRpc('fin_pagos_pagina', () => [payment]);
    server.use(
      http.patch('*/rest/v1/fin_pagos', async ({ request }) => {
        sent.push({ query: new URL(request.url).searchParams.get('id'), body: await request.json() });
        return HttpResponse.json([{ id: 'p1' }]);
      }),
    );
    const { user } = renderApp(asUser(false, <PaymentsPage />));
    await user.click(await screen.findByRole('button', { name: 'Editar el pago N° 7' }));
    expect(screen.queryByRole('button', { name: /Eliminar el pago/ })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Editar el pago N° 7' });
    await replaceText(user, within(form).getByLabelText(/^Fecha/), '');
    await user.click(within(form).getByRole('button', { name: 'Guardar pago' }));
    expect(sent).toEqual([]);
    await replaceText(user, within(form).getByLabelText(/^Fecha/), '2026-11-03');
    await user.selectOptions(within(form).getByLabelText(/^Medio/), 'cheque');
    await replaceText(user, within(form).getByLabelText(/^Referencia/), 'CH-991');
    await user.click(within(form).getByRole('button', { name: 'Guardar pago' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      query: 'eq.p1',
      body: { fecha: '2026-11-03', medio: 'cheque', referencia: 'CH-991', notas: null },
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Editar el pago N° 7' })).not.toBeInTheDocument());
  });
});

describe('categories', () => {
  it('the admin renames a category; a plain user is offered no change', async () => {
    const sent: unknown[] = [];
    server.use(
      listOf('fin_categorias', [{ id: 'c1', tipo: 'ingreso', nombre: 'Ventas', activo: true }]),
      http.patch('*/rest/v1/fin_categorias', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json([{ id: 'c1' }]);
      }),
    );
    const plain = renderApp(asUser(false, <CategoriesPage />));
    await screen.findByText('Ventas');
    expect(screen.queryByRole('button', { name: 'Renombrar Ventas' })).not.toBeInTheDocument();
    plain.unmount();
    const { user } = renderApp(asUser(true, <CategoriesPage />));
    await user.click(await screen.findByRole('button', { name: 'Renombrar Ventas' }));
    const form = screen.getByRole('form', { name: 'Renombrar Ventas' });
    await replaceText(user, within(form).getByLabelText(/Nuevo nombre/), 'Ventas nacionales');
    await user.click(within(form).getByRole('button', { name: 'Guardar nombre' }));
    await waitFor(() => expect(sent).toEqual([{ nombre: 'Ventas nacionales', activo: true }]));
  });
});
