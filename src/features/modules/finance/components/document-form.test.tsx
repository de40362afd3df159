import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { renderApp, replaceText } from '@/testing/test-utils';
import { DocumentForm } from './document-form';

/** A REST list handler that answers the first page only (fetchAllRows asks again past the end). */
const listOf = (path: string, rows: unknown[]) =>
  http.get(`*/rest/v1/${path}`, ({ request }) => {
    const offset = Number(new URL(request.url).searchParams.get('offset') ?? '0');
    return HttpResponse.json(offset > 0 ? [] : rows);
  });

const CLIENT = { id: 't1', nombre: 'Minera Los Andes', tipo: 'cliente', rut: '76.001.234-1' };
const PRODUCTS = [
  {
    id: 'p1',
    codigo: 'HH',
    nombre: 'Hora de ingeniería',
    descripcion: null,
    unidad: 'HR',
    precio: 45000,
    exento: false,
  },
  {
    id: 'p2',
    codigo: null,
    nombre: 'Curso de seguridad',
    descripcion: null,
    unidad: 'UN',
    precio: 120000.5,
    exento: true,
  },
];

function serveLists(docs: unknown[] = []) {
  server.use(
    listOf('terceros', [CLIENT]),
    listOf('fin_categorias', []),
    listOf('fin_productos', PRODUCTS),
    listOf('fin_documentos_vista', docs),
  );
}

const amounts = () => within(screen.getByLabelText('Vista previa de montos'));
const figure = (name: string) => amounts().getByText(name).nextElementSibling?.textContent?.replace(/\s/g, '');

describe('the line editor', () => {
  it('previews each line and the document exactly as Postgres derives them (es-CL input, IVA on the whole base)', async () => {
    serveLists();
    const { user } = renderApp(<DocumentForm onDone={() => {}} />);
    await replaceText(user, screen.getByLabelText('Descripción línea 1'), 'Inspección');
    await replaceText(user, screen.getByLabelText('Precio unitario línea 1'), '1.003');
    await user.click(screen.getByRole('button', { name: 'Agregar línea' }));
    await replaceText(user, screen.getByLabelText('Descripción línea 2'), 'Informe');
    await replaceText(user, screen.getByLabelText('Cantidad línea 2'), '2,5');
    await replaceText(user, screen.getByLabelText('Precio unitario línea 2'), '401,2');
    await user.click(screen.getByRole('button', { name: 'Agregar línea' }));
    await replaceText(user, screen.getByLabelText('Descripción línea 3'), 'Capacitación');
    await replaceText(user, screen.getByLabelText('Cantidad línea 3'), '2');
    await replaceText(user, screen.getByLabelText('Precio unitario línea 3'), '12.500');
    await user.click(screen.getByLabelText('Exento línea 3'));
    // 2,5 × 401,2 = 1.003 (never 1.002,9999 as floats would have it).
    expect(screen.getByTestId('monto-linea-2').textContent?.replace(/\s/g, '')).toBe('$1.003');
    expect(figure('Neto')).toBe('$2.006');
    expect(figure('Exento')).toBe('$25.000');
    // 19 % of the whole base 2.006 = 381,14 → 381 (each line's IVA rounded would sum 382).
    expect(figure('IVA 19 %')).toBe('$381');
    expect(figure('Total')).toBe('$27.387');

    // A discount: 3 × 33.333 = 99.999, 10 % = 9.999,9 → 10.000; the line is 89.999.
    await replaceText(user, screen.getByLabelText('Cantidad línea 1'), '3');
    await replaceText(user, screen.getByLabelText('Precio unitario línea 1'), '33.333');
    await replaceText(user, screen.getByLabelText('Descuento % línea 1'), '10');
    expect(screen.getByTestId('monto-linea-1').textContent?.replace(/\s/g, '')).toBe('$89.999');

    // A factura exenta: every line exempt, no IVA.
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'factura_exenta');
    expect(figure('IVA 19 %')).toBe('$0');
    expect(screen.getByLabelText('Exento línea 1')).toBeChecked();
    expect(screen.getByLabelText('Exento línea 1')).toBeDisabled();

    // A boleta: prices include IVA, neto = 1.190 / 1,19.
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'boleta');
    await user.click(screen.getByRole('button', { name: 'Quitar línea 3' }));
    await user.click(screen.getByRole('button', { name: 'Quitar línea 2' }));
    await replaceText(user, screen.getByLabelText('Descuento % línea 1'), '');
    await replaceText(user, screen.getByLabelText('Cantidad línea 1'), '1');
    await replaceText(user, screen.getByLabelText('Precio unitario línea 1'), '1.190');
    expect(figure('Neto')).toBe('$1.000');
    expect(figure('IVA 19 %')).toBe('$190');
    expect(figure('Total')).toBe('$1.190');
  });

  it('offers the seven SII types with their codes, and fills a line from the catalogue (free text still allowed)', async () => {
    serveLists();
    const { user } = renderApp(<DocumentForm onDone={() => {}} />);
    const types = within(screen.getByLabelText(/^Tipo/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toEqual([
      'Factura (33)',
      'Factura exenta (34)',
      'Boleta (39)',
      'Boleta exenta (41)',
      'Nota de crédito (61)',
      'Nota de débito (56)',
      'Guía de despacho (52)',
    ]);
    await screen.findByRole('option', { name: 'HH · Hora de ingeniería' });
    await user.selectOptions(screen.getByLabelText('Producto línea 1'), 'p1');
    expect(screen.getByLabelText('Descripción línea 1')).toHaveValue('Hora de ingeniería');
    expect(screen.getByLabelText('Unidad línea 1')).toHaveValue('HR');
    expect(screen.getByLabelText('Precio unitario línea 1')).toHaveValue('45000');
    await user.click(screen.getByRole('button', { name: 'Agregar línea' }));
    await user.selectOptions(screen.getByLabelText('Producto línea 2'), 'p2');
    expect(screen.getByLabelText('Precio unitario línea 2')).toHaveValue('120000,5');
    expect(screen.getByLabelText('Exento línea 2')).toBeChecked();
    // The description stays editable (free text over the product's name).
    await replaceText(user, screen.getByLabelText('Descripción línea 2'), 'Curso de seguridad, grupo B');
    expect(screen.getByLabelText('Descripción línea 2')).toHaveValue('Curso de seguridad, grupo B');
  });

  it('refuses bad lines in Spanish, line by line, and sends nothing', async () => {
    let posted = 0;
    serveLists();
    server.use(
      http.post('*/rest/v1/fin_documentos', () => {
        posted++;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp(<DocumentForm onDone={() => {}} />);
    await screen.findByRole('option', { name: /Minera Los Andes/ });
    await user.selectOptions(screen.getByLabelText(/^Cliente/), 't1');
    await replaceText(user, screen.getByLabelText('Cantidad línea 1'), '0');
    await replaceText(user, screen.getByLabelText('Precio unitario línea 1'), '12,5,0');
    await replaceText(user, screen.getByLabelText('Descuento % línea 1'), '120');
    await replaceText(user, screen.getByLabelText('Unidad línea 1'), 'CAJAS');
    await user.click(screen.getByRole('button', { name: 'Emitir' }));
    expect(await screen.findByText('Describa el producto o servicio')).toBeInTheDocument();
    expect(screen.getByText('Cantidad mayor que cero (ej.: 2 o 1,5)')).toBeInTheDocument();
    expect(screen.getByText('Precio en pesos, cero o más (ej.: 12.500)')).toBeInTheDocument();
    expect(screen.getByText('Descuento entre 0 y 100 %, hasta 2 decimales')).toBeInTheDocument();
    expect(screen.getByText('Hasta 4 caracteres (UN, HR, KG)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Revise las líneas marcadas');
    expect(screen.getByLabelText('Precio unitario línea 1')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(0);
  });

  it('saves the header, the lines in one call and issues; a refused issue keeps the draft and shows the server’s reason', async () => {
    serveLists();
    const inserted: unknown[] = [];
    const lines: unknown[] = [];
    const patched: unknown[] = [];
    server.use(
      http.post('*/rest/v1/fin_documentos', async ({ request }) => {
        inserted.push(await request.json());
        return HttpResponse.json({ id: 'nuevo', folio: null, tipo: 'factura', estado: 'borrador' });
      }),
      http.post('*/rest/v1/rpc/fin_guardar_lineas', async ({ request }) => {
        lines.push(await request.json());
        return HttpResponse.json({ neto: '2006', exento: '0', iva: '381', total: '2387' });
      }),
      http.patch('*/rest/v1/fin_documentos', async ({ request }) => {
        patched.push(await request.json());
        return restError(
          400,
          'El RUT 76001234-1 del cliente «Minera Los Andes» no es válido (el dígito verificador no corresponde): corríjalo en su ficha antes de emitir.',
          '23514',
        );
      }),
    );
    const { user } = renderApp(<DocumentForm onDone={() => {}} />, {
      routes: [{ path: '/axel-finance/documentos/:id', element: <p>detalle del borrador</p> }],
    });
    await screen.findByRole('option', { name: /Minera Los Andes/ });
    await user.selectOptions(screen.getByLabelText(/^Cliente/), 't1');
    await replaceText(user, screen.getByLabelText('Descripción línea 1'), 'Inspección');
    await replaceText(user, screen.getByLabelText('Cantidad línea 1'), '2,5');
    await replaceText(user, screen.getByLabelText('Precio unitario línea 1'), '401,2');
    await replaceText(user, screen.getByLabelText('Unidad línea 1'), 'hr');
    await user.click(screen.getByRole('button', { name: 'Emitir' }));
    await waitFor(() => expect(patched).toEqual([{ estado: 'emitida' }]));
    // The draft carries no amount: Postgres derives it from the lines, sent as exact decimal text.
    expect(inserted[0]).toMatchObject({ direccion: 'emitido', tipo: 'factura', estado: 'borrador', tercero_id: 't1' });
    expect(inserted[0]).not.toHaveProperty('neto');
    expect(lines).toEqual([
      {
        p_documento: 'nuevo',
        p_lineas: [
          {
            producto_id: null,
            descripcion: 'Inspección',
            cantidad: '2.5',
            unidad: 'HR',
            precio_unitario: '401.2',
            descuento_pct: null,
            exento: false,
          },
        ],
      },
    ]);
    // The server's own sentence, not a generic one; the draft opens.
    expect(await screen.findByText(/guardada como borrador, sin emitir/)).toBeInTheDocument();
    expect(screen.getByText(/El RUT 76001234-1 del cliente «Minera Los Andes» no es válido/)).toBeInTheDocument();
    expect(await screen.findByText('detalle del borrador')).toBeInTheDocument();
  });

  it('when Postgres refuses the lines of a new document, says why and saves again onto the same draft', async () => {
    serveLists();
    let inserts = 0;
    const patched: unknown[] = [];
    let lineCalls = 0;
    server.use(
      http.post('*/rest/v1/fin_documentos', () => {
        inserts++;
        return HttpResponse.json({ id: 'borrador-1', folio: null, tipo: 'factura', estado: 'borrador' });
      }),
      http.post('*/rest/v1/rpc/fin_guardar_lineas', () =>
        ++lineCalls === 1
          ? restError(400, 'El producto o servicio no existe en la empresa.', '23503')
          : HttpResponse.json({ neto: '1000', exento: '0', iva: '190', total: '1190' }),
      ),
      http.patch('*/rest/v1/fin_documentos', async ({ request }) => {
        patched.push(await request.json());
        return HttpResponse.json({ id: 'borrador-1', folio: null, tipo: 'factura', estado: 'borrador' });
      }),
    );
    const { user } = renderApp(<DocumentForm onDone={() => {}} />, {
      routes: [{ path: '/axel-finance/documentos/:id', element: <p>detalle del borrador</p> }],
    });
    await screen.findByRole('option', { name: /Minera Los Andes/ });
    await user.selectOptions(screen.getByLabelText(/^Cliente/), 't1');
    await replaceText(user, screen.getByLabelText('Descripción línea 1'), 'Inspección');
    await replaceText(user, screen.getByLabelText('Precio unitario línea 1'), '1.000');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('El producto o servicio no existe en la empresa.')).toBeInTheDocument();
    // What was typed is still there; saving again writes the same draft, not a second one.
    expect(screen.getByLabelText('Descripción línea 1')).toHaveValue('Inspección');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('detalle del borrador')).toBeInTheDocument();
    expect(inserts).toBe(1);
    expect(patched).toHaveLength(1);
    expect(lineCalls).toBe(2);
  });

  it('a credit note picks the document it corrects among the party’s issued invoices, with their balance', async () => {
    serveLists([
      {
        id: 'f1',
        tipo: 'factura',
        folio: 113,
        saldo: '1380000',
        estado: 'pagada_parcial',
        direccion: 'emitido',
        tercero_id: 't1',
      },
      {
        id: 'n1',
        tipo: 'nota_credito',
        folio: 9,
        saldo: '0',
        estado: 'emitida',
        direccion: 'emitido',
        tercero_id: 't1',
      },
    ]);
    let posted = 0;
    server.use(
      http.post('*/rest/v1/fin_documentos', () => {
        posted++;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp(<DocumentForm onDone={() => {}} />);
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'nota_credito');
    expect(screen.getByText('Elija primero el cliente o proveedor.')).toBeInTheDocument();
    await screen.findByRole('option', { name: /Minera Los Andes/ });
    await user.selectOptions(screen.getByLabelText(/^Cliente/), 't1');
    const reference = screen.getByLabelText(/^Documento que corrige/);
    await within(reference).findByRole('option', { name: /Factura N° 113/ });
    // Only invoices and boletas (a note corrects no note), with what is still due.
    expect(
      within(reference)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecciona...', 'Factura N° 113 · saldo $1.380.000']);
    await replaceText(user, screen.getByLabelText('Descripción línea 1'), 'Descuento comercial');
    await replaceText(user, screen.getByLabelText('Precio unitario línea 1'), '100.000');
    await user.click(screen.getByRole('button', { name: 'Emitir' }));
    expect(await screen.findByText('Una nota indica el documento que corrige')).toBeInTheDocument();
    expect(posted).toBe(0);
  });
});
