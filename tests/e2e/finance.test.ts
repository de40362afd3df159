/**
 * Axel Finance in Chromium (issue 17): the admin of Industrias Andes issues an invoice with a unique
 * description, registers a partial payment, sees the balance and the state move, finds it in the
 * list and exports the accountant's CSV; then saves a draft, edits it (new totals), issues it and
 * annuls it (an annulled document cannot be edited). Its own rows only (docs/testing.md rule 2): the
 * documents and the payment are removed afterwards through the service role.
 */
import { afterAll, describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import {
  DEMO,
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
/** The draft that is edited, issued and annulled (kept apart from DESCRIPTION's list search). */
const DRAFT = `Borrador de finanzas ${Date.now()}`;

afterAll(async () => {
  const docs = await serviceRest<Array<{ id: string }>>(
    `fin_documentos?descripcion=in.(${[DESCRIPTION, DRAFT].map((d) => encodeURIComponent(`"${d}"`)).join(',')})&select=id`,
  );
  for (const d of docs) {
    const apps = await serviceRest<Array<{ pago_id: string }>>(
      `fin_pago_aplicaciones?documento_id=eq.${d.id}&select=pago_id`,
    );
    for (const a of apps) await serviceRest(`fin_pagos?id=eq.${a.pago_id}`, { method: 'DELETE' });
    await serviceRest(`fin_documentos?id=eq.${d.id}`, { method: 'DELETE' });
  }
});

describe('Axel Finance', () => {
  test('the admin issues an invoice, registers a partial payment, sees the balance, exports the CSV, then edits, issues and annuls a draft', async ({
    page,
    toasts,
  }) => {
    const [client] = await serviceRest<Array<{ id: string }>>(
      `terceros?nombre=eq.${encodeURIComponent('Minera Los Andes')}&select=id`,
    );
    await openSignedIn(page, DEMO.adminAndes, '/axel-finance/documentos');
    await page.getByRole('button', { name: 'Nuevo documento' }).click();
    const form = page.getByRole('form', { name: 'Nuevo documento' });
    await form.getByLabel('Cliente').selectOption(client.id);
    await form.getByLabel('Monto neto (CLP)').fill('1.000.000');
    await form.getByLabel('Descripción').fill(DESCRIPTION);
    await expect
      .poll(() => form.getByLabel('Vista previa de montos').innerText(), { message: 'IVA and total are previewed' })
      .toMatch(/190\.000[\s\S]*1\.190\.000/);
    await form.getByRole('button', { name: 'Emitir' }).click();
    const issued = await toasts.waitFor('registrada', 'the invoice is issued');
    expect(issued.title, 'with its folio').toMatch(/^Factura N° \d+ registrada$/);
    await expect
      .poll(() => new URL(page.url()).pathname, { message: 'the new document opens' })
      .toMatch(/^\/axel-finance\/documentos\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => page.getByTestId('monto-Total').innerText(), { message: 'the total is computed by the database' })
      .toMatch(/^\$\s?1\.190\.000$/);

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
      .toMatch(/^\$\s?790\.000$/);
    await expectText(page, 'Pagada parcial', 'the state follows the payment');
    await expectText(page, 'Op. 777', 'the payment is listed on the document');
    await expectNoSeriousA11yViolations(page, 'the document detail');

    // Back to the list through the module's own menu (a client-side navigation, far cheaper for
    // Chromium than loading the app again), searched there: Postgres searches it, so the search reads
    // the document as the server has it now.
    await followLink(moduleSectionLink(page, 'Axel Finance', 'Documentos'), () =>
      expectPath(page, '/axel-finance/documentos', 'the list'),
    );
    await page.getByLabel('Buscar documentos').fill(DESCRIPTION);
    const row = page.getByRole('row', { name: new RegExp(DESCRIPTION) });
    await expect
      .poll(() => row.innerText(), { message: 'the document is listed with its balance' })
      .toMatch(/790\.000[\s\S]*Pagada parcial/);
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
    expect(lines[1]).toMatch(/"1000000","190000","1190000","400000","790000","Pagada parcial"$/);

    // A draft: saved, edited (new totals), issued, then annulled by the admin after a confirmation;
    // an annulled document can no longer be edited.
    await page.getByRole('button', { name: 'Nuevo documento' }).click();
    const draft = page.getByRole('form', { name: 'Nuevo documento' });
    await draft.getByLabel('Cliente').selectOption(client.id);
    await draft.getByLabel('Monto neto (CLP)').fill('200.000');
    await draft.getByLabel('Descripción').fill(DRAFT);
    await draft.getByRole('button', { name: 'Guardar borrador' }).click();
    await toasts.waitFor('Borrador guardado', 'the draft is saved');
    const title = page.locator('#doc-title');
    await expect
      .poll(() => title.innerText(), { message: 'the draft opens, without a folio' })
      .toMatch(/^Factura \(borrador\)\s*Borrador$/);
    await expect.poll(() => page.getByTestId('monto-Total').innerText()).toMatch(/^\$\s?238\.000$/);

    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const edit = page.getByRole('form', { name: 'Editar documento' });
    await edit.getByLabel('Monto neto (CLP)').fill('300.000');
    await expect
      .poll(() => edit.getByLabel('Vista previa de montos').innerText(), {
        message: 'the edit previews the new totals',
      })
      .toMatch(/300\.000[\s\S]*57\.000[\s\S]*357\.000/);
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await toasts.waitFor('Documento guardado', 'the edit is saved');
    await expect
      .poll(() => page.getByTestId('monto-Neto').innerText(), { message: 'the new net amount' })
      .toMatch(/^\$\s?300\.000$/);
    expect(await page.getByTestId('monto-IVA 19 %').innerText()).toMatch(/^\$\s?57\.000$/);
    expect(await page.getByTestId('monto-Total').innerText()).toMatch(/^\$\s?357\.000$/);

    await page.getByRole('button', { name: 'Emitir', exact: true }).click();
    await toasts.waitFor('Documento emitido', 'the draft is issued');
    await expect
      .poll(() => title.innerText(), { message: 'issued, with its folio' })
      .toMatch(/^Factura N° \d+\s*Emitida$/);

    // 'Anular' asks first; 'Cancelar' leaves the document as it was.
    await page.getByRole('button', { name: 'Anular', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect
      .poll(() => confirm.innerText())
      .toMatch(/^Anular Factura N° \d+\s+Un documento anulado no se puede editar ni volver atrás\./);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => confirm.count(), { message: 'the confirmation closes' }).toBe(0);
    await page.getByRole('button', { name: 'Anular', exact: true }).click();
    await confirm.getByRole('button', { name: 'Sí, anular' }).click();
    await toasts.waitFor('Documento anulado', 'the document is annulled');
    await expect.poll(() => title.innerText(), { message: 'the state is Anulada' }).toMatch(/Anulada$/);
    await expectText(page, /Documento anulado el .+: no se puede editar\./, 'the page says it can no longer be edited');
    for (const action of ['Editar', 'Anular', 'Registrar pago', 'Emitir']) {
      expect(
        await page.getByRole('button', { name: action, exact: true }).count(),
        `no '${action}' on an annulled document`,
      ).toBe(0);
    }
    const [annulled] = await serviceRest<
      Array<{
        estado: string;
        neto: string | number;
        total: string | number;
        folio: number | null;
        anulado_en: string | null;
      }>
    >(`fin_documentos?descripcion=eq.${encodeURIComponent(DRAFT)}&select=estado,neto,total,folio,anulado_en`);
    expect({ ...annulled, neto: Number(annulled.neto), total: Number(annulled.total) }).toMatchObject({
      estado: 'anulada',
      neto: 300000,
      total: 357000,
    });
    expect(annulled.folio).not.toBeNull();
    expect(annulled.anulado_en).not.toBeNull();
  });

  test('the overview, the receivables by age and the cash flow (read only)', async ({ page }) => {
    await openSignedIn(page, DEMO.adminAndes, '/axel-finance');
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
      .poll(() => page.getByRole('table', { name: 'Flujo de caja por mes', exact: true }).locator('tbody tr').count(), {
        message: 'twelve months',
      })
      .toBe(12);
  });
});
