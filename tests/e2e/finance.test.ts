/**
 * Axel Finance in Chromium (issues 17 and 32): the admin of Industrias Andes issues an invoice of
 * two lines (one exempt), registers a partial payment, finds the invoice closed to edits (and a
 * direct PATCH refused with Postgres's reason), makes a credit note against it (first over the
 * balance: refused with the server's message and kept as a draft; then edited and issued), sees the
 * balance follow, downloads the invoice's PDF and reads its text, exports the accountant's CSV and
 * imports a DTE XML of tests/fixtures/sii. Its own rows only (docs/testing.md rule 2): the documents,
 * the payment and the imported documents are removed afterwards through the service role.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect } from 'vitest';
import { apiSignIn, serviceRest, type TokenResponse } from './support/api.ts';
import { anonKey, baseUrl } from './support/server.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  downloadBytes,
  expectNoSeriousA11yViolations,
  expectPath,
  expectText,
  followLink,
  moduleSectionLink,
  openSignedIn,
  test,
} from './support/browser.ts';

const DESCRIPTION = `Journey de finanzas ${Date.now()}`;
/** The credit note against it (kept apart from DESCRIPTION's list search). */
const NOTE = `Nota de finanzas ${Date.now()}`;
/** The catalogue's product picked in the invoice's first line. */
const PRODUCT = `Mantención de bomba ${Date.now()}`;
const FIXTURE = resolve(import.meta.dirname, '../fixtures/sii/envio-dte-compras.xml');
/** The supplier of the fixture's documents (its RUT as the XML writes it). */
const FIXTURE_SUPPLIER = '77412305-9';

afterAll(async () => {
  // Notes first: a document corrected by an issued note goes after them.
  const docs = [
    ...(await serviceRest<Array<{ id: string }>>(
      `fin_documentos?descripcion=eq.${encodeURIComponent(NOTE)}&select=id`,
    )),
    ...(await serviceRest<Array<{ id: string }>>(
      `fin_documentos?descripcion=eq.${encodeURIComponent(DESCRIPTION)}&select=id`,
    )),
    ...(await serviceRest<Array<{ id: string }>>(
      `fin_documentos?origen=eq.xml&contraparte_rut=eq.${FIXTURE_SUPPLIER}&select=id,tipo&order=tipo.desc`,
    )),
  ];
  for (const d of docs) {
    const apps = await serviceRest<Array<{ pago_id: string }>>(
      `fin_pago_aplicaciones?documento_id=eq.${d.id}&select=pago_id`,
    );
    for (const a of apps) await serviceRest(`fin_pagos?id=eq.${a.pago_id}`, { method: 'DELETE' });
    await serviceRest(`fin_documentos?id=eq.${d.id}`, { method: 'DELETE' });
  }
  // The product last: its issued lines keep it (deleting it first would rewrite them, refused).
  await serviceRest(`fin_productos?nombre=eq.${encodeURIComponent(PRODUCT)}`, { method: 'DELETE' });
});

/** The PDF's text as pdf.js reads it (what a person copies from the file). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return (text as string).replace(/\s+/g, ' ');
}

describe('Axel Finance', () => {
  test(
    'an invoice of two lines issued and paid in part, closed to edits, corrected by a credit note, printed, exported; a DTE XML imported; then the overview, the receivables by age and the cash flow',
    { timeout: 180_000 },
    async ({ page, toasts }) => {
      const [client] = await serviceRest<Array<{ id: string }>>(
        `terceros?nombre=eq.${encodeURIComponent('Minera Los Andes')}&select=id`,
      );
      // A product of the catalogue, then an invoice whose first line is that product.
      await openSignedIn(page, DEMO.adminAndes, '/axel-finance/productos');
      await page.getByRole('button', { name: 'Nuevo producto' }).click();
      const product = page.getByRole('form', { name: 'Nuevo producto o servicio' });
      await product.getByLabel('Nombre').fill(PRODUCT);
      await product.getByLabel('Unidad').fill('hr');
      await product.getByLabel('Precio neto (CLP)').fill('450.000');
      await product.getByRole('button', { name: 'Guardar' }).click();
      await toasts.waitFor('agregado al catálogo', 'the product is added');
      await followLink(moduleSectionLink(page, 'Axel Finance', 'Documentos'), () =>
        expectPath(page, '/axel-finance/documentos', 'the list'),
      );
      await page.getByRole('button', { name: 'Nuevo documento' }).click();
      const form = page.getByRole('form', { name: 'Nuevo documento' });
      await form.getByLabel('Cliente').selectOption(client.id);
      await form.getByLabel('Descripción', { exact: true }).fill(DESCRIPTION);
      await form.getByLabel('Producto línea 1').selectOption({ label: PRODUCT });
      await expect.poll(() => form.getByLabel('Precio unitario línea 1').inputValue()).toBe('450000');
      expect(await form.getByLabel('Unidad línea 1').inputValue()).toBe('HR');
      await form.getByLabel('Cantidad línea 1').fill('2');
      await form.getByRole('button', { name: 'Agregar línea' }).click();
      await form.getByLabel('Descripción línea 2').fill('Capacitación de operadores');
      await form.getByLabel('Precio unitario línea 2').fill('100.000');
      await form.getByLabel('Exento línea 2').check();
      await expect
        .poll(() => form.getByLabel('Vista previa de montos').innerText(), { message: 'neto, exento, IVA and total' })
        .toMatch(/900\.000[\s\S]*100\.000[\s\S]*171\.000[\s\S]*1\.171\.000/);
      await form.getByRole('button', { name: 'Emitir' }).click();
      const issued = await toasts.waitFor('registrada', 'the invoice is issued');
      expect(issued.title, 'with its folio').toMatch(/^Factura N° \d+ registrada$/);
      const folio = /N° (\d+)/.exec(issued.title)?.[1] ?? '';
      await expect
        .poll(() => new URL(page.url()).pathname, { message: 'the new document opens' })
        .toMatch(/^\/axel-finance\/documentos\/[0-9a-f-]{36}$/);
      const invoiceUrl = new URL(page.url()).pathname;
      const invoiceId = invoiceUrl.split('/').pop() ?? '';
      await expect
        .poll(() => page.getByTestId('monto-Total').innerText(), { message: 'the total is derived by the database' })
        .toMatch(/^\$\s?1\.171\.000$/);
      expect(await page.getByTestId('monto-Exento').innerText()).toMatch(/^\$\s?100\.000$/);
      await expect
        .poll(() => page.getByRole('table', { name: 'Líneas del documento' }).locator('tbody tr').count(), {
          message: 'its two lines',
        })
        .toBe(2);

      await page.getByRole('button', { name: 'Registrar pago' }).click();
      const payment = page.getByRole('form', { name: 'Registrar pago' });
      await payment.getByLabel('Monto (CLP)').fill('2.000.000');
      await payment.getByRole('button', { name: 'Registrar pago' }).click();
      await expectText(page, /No puede superar el saldo del documento/, 'more than the balance is refused');
      await payment.getByLabel('Monto (CLP)').fill('400.000');
      await payment.getByLabel('Referencia').fill('Op. 777');
      await payment.getByRole('button', { name: 'Registrar pago' }).click();
      const paid = await toasts.waitFor('registrado', 'the payment is registered');
      expect(paid.title).toMatch(/^Pago de \$\s?400\.000 registrado$/);
      await expect
        .poll(() => page.getByTestId('monto-Saldo').innerText(), { message: 'the balance left' })
        .toMatch(/^\$\s?771\.000$/);
      await expectText(page, 'Pagada parcial', 'the state follows the payment');
      await expectText(page, 'Op. 777', 'the payment is listed on the document');

      // Issued: no 'Editar', the page says how to correct it, and Postgres refuses a direct change.
      await expectText(page, /ya fue emitida y no se modifica: corríjala con una nota/, 'the document is closed');
      expect(await page.getByRole('button', { name: 'Editar', exact: true }).count(), "no 'Editar'").toBe(0);
      const session = (await (await apiSignIn(DEMO.adminAndes, DEMO_PASSWORD)).json()) as TokenResponse;
      const patch = await fetch(new URL(`/rest/v1/fin_documentos?id=eq.${invoiceId}`, baseUrl()), {
        method: 'PATCH',
        headers: {
          apikey: anonKey(),
          authorization: `Bearer ${session.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ fecha_emision: '2026-01-01' }),
      });
      expect(patch.status, 'a direct edit is refused').toBe(400);
      expect(((await patch.json()) as { message: string }).message).toMatch(
        new RegExp(`^Factura N° ${folio} ya fue emitida y no se modifica \\(la fecha de emisión\\)`),
      );
      await expectNoSeriousA11yViolations(page, 'the document detail');

      // A credit note against it: over the balance it is refused with the server's reason and kept as
      // a draft; edited down, it is issued and applied.
      await page.getByRole('button', { name: 'Nota de crédito', exact: true }).click();
      const noteForm = page.getByRole('form', { name: 'Nuevo documento' });
      await expect
        .poll(() => noteForm.getByLabel(/^Documento que corrige/).inputValue(), { message: 'the reference is set' })
        .toBe(invoiceId);
      await noteForm.getByLabel('Descripción', { exact: true }).fill(NOTE);
      await noteForm.getByLabel('Descripción línea 1').fill('Descuento por atraso');
      await noteForm.getByLabel('Precio unitario línea 1').fill('800.000');
      await noteForm.getByRole('button', { name: 'Emitir' }).click();
      const refused = await toasts.waitFor('sin emitir', 'the note over the balance is refused');
      expect(refused.title).toBe('Nota de crédito guardada como borrador, sin emitir');
      expect(refused.description, "the server's message").toMatch(
        new RegExp(
          `^La nota de crédito \\(\\$\\s?952\\.000\\) supera el saldo de Factura N° ${folio} \\(\\$\\s?771\\.000\\)`,
        ),
      );
      const title = page.locator('#doc-title');
      await expect
        .poll(() => title.innerText(), { message: 'the note is kept as a draft' })
        .toMatch(/^Nota de crédito \(borrador\)\s*Borrador$/);
      await page.getByRole('button', { name: 'Editar', exact: true }).click();
      const edit = page.getByRole('form', { name: 'Editar documento' });
      await expect.poll(() => edit.getByLabel('Descripción línea 1').inputValue()).toBe('Descuento por atraso');
      await edit.getByLabel('Precio unitario línea 1').fill('100.000');
      await edit.getByRole('button', { name: 'Emitir' }).click();
      await toasts.waitFor('Nota de crédito N°', 'the note is issued');
      await expect
        .poll(() => title.innerText(), { message: 'issued, with its folio' })
        .toMatch(/^Nota de crédito N° \d+/);
      await page.getByRole('link', { name: 'Ver el documento que corrige' }).click();
      await expectPath(page, invoiceUrl, 'back to the invoice');
      await expect
        .poll(() => page.getByTestId('monto-Saldo').innerText(), { message: 'the note is applied to the balance' })
        .toMatch(/^\$\s?652\.000$/);

      // The PDF: jsPDF loaded on demand, its text read back.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar PDF' }).click();
      const pdf = await downloading;
      expect(pdf.suggestedFilename()).toBe(`factura-${folio}.pdf`);
      const text = await pdfText(new Uint8Array(await downloadBytes(pdf)));
      expect(text).toContain(`N° ${folio}`);
      expect(text).toMatch(/1\.171\.000/);
      expect(text).toContain(PRODUCT);
      expect(text).toContain('Documento interno, sin validez tributaria');

      // The list, searched by Postgres, and the accountant's CSV.
      await followLink(moduleSectionLink(page, 'Axel Finance', 'Documentos'), () =>
        expectPath(page, '/axel-finance/documentos', 'the list'),
      );
      await page.getByLabel('Buscar documentos').fill(DESCRIPTION);
      const row = page.getByRole('row', { name: new RegExp(DESCRIPTION) });
      await expect
        .poll(() => row.innerText(), { message: 'the document is listed with its balance' })
        .toMatch(/652\.000[\s\S]*Pagada parcial/);
      await expectNoSeriousA11yViolations(page, 'the document list');
      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe('documentos-finanzas.csv');
      const csv = (await downloadBytes(download)).toString('utf8');
      expect(csv.startsWith('\uFEFF"Documento","Folio","Emitido / recibido","RUT","Cliente o proveedor"')).toBe(true);
      const lines = csv.trim().split(/\r\n/);
      expect(lines, 'only the searched document').toHaveLength(2);
      expect(lines[1]).toContain(`"${DESCRIPTION}"`);
      // Whole pesos, unformatted, for the accountant: neto, IVA, total, paid, balance.
      expect(lines[1]).toMatch(/"900000","171000","1171000","400000","652000","Pagada parcial"$/);

      // A DTE XML of the SII read in: previewed, imported, each row's result.
      await followLink(moduleSectionLink(page, 'Axel Finance', 'Importar del SII'), () =>
        expectPath(page, '/axel-finance/importar', 'the import'),
      );
      await page.getByLabel('Seleccionar archivo').setInputFiles({
        name: 'envio-dte-compras.xml',
        mimeType: 'text/xml',
        buffer: readFileSync(FIXTURE),
      });
      const summary = page.getByTestId('resumen-importacion');
      await expect
        .poll(() => summary.innerText(), { message: 'the preview' })
        .toBe('3 documentos en el archivo: 3 listos, 0 con errores, 0 repetidos.');
      await page.getByRole('button', { name: 'Importar 3 documentos' }).click();
      await expect
        .poll(() => summary.innerText(), { message: "each row's result" })
        .toMatch(/^Resultado: 3 importados, 0 ya estaban \(duplicados\), 0 con errores\.$/);
      await expectNoSeriousA11yViolations(page, 'the SII import');
      const imported = await serviceRest<Array<{ direccion: string; total: number | string }>>(
        `fin_documentos?origen=eq.xml&contraparte_rut=eq.${FIXTURE_SUPPLIER}&folio=eq.4521&select=direccion,total`,
      );
      expect(imported.map((d) => [d.direccion, Number(d.total)])).toEqual([['recibido', 185434]]);

      // The overview, the receivables by age and the cash flow (read only): the admin's own next stop,
      // through the module's menu (it was a test of its own, whose sign-in and load cost more than the
      // client-side navigation).
      await followLink(moduleSectionLink(page, 'Axel Finance', 'Resumen'), () =>
        expectPath(page, '/axel-finance', 'the overview'),
      );
      await expectText(page, 'Por cobrar', 'the overview shows the receivables figure');
      await expectText(page, 'Flujo de caja por mes (real y proyectado)', 'the cash-flow chart card');

      // The other sections through the module's own menu, as a reader moves on (a client-side
      // navigation costs Chromium a fraction of a load).
      await followLink(moduleSectionLink(page, 'Axel Finance', 'Cobrar y pagar'), () =>
        expectPath(page, '/axel-finance/cuentas', 'the receivables'),
      );
      const ageing = page.getByRole('table', { name: 'Cuentas por cobrar por antigüedad' });
      await expect
        .poll(() => ageing.getByRole('row', { name: /Minera Los Andes/ }).innerText(), {
          message: 'the client is in the receivables',
        })
        .toMatch(/\$/);
      await expectNoSeriousA11yViolations(page, 'the receivables ageing');
      await followLink(moduleSectionLink(page, 'Axel Finance', 'Flujo de caja'), () =>
        expectPath(page, '/axel-finance/flujo', 'the cash flow'),
      );
      await expectText(page, 'Flujo de caja por mes (real y proyectado)', 'the cash-flow chart');
      await expect
        .poll(
          () => page.getByRole('table', { name: 'Flujo de caja por mes', exact: true }).locator('tbody tr').count(),
          {
            message: 'twelve months',
          },
        )
        .toBe(12);
    },
  );
});
