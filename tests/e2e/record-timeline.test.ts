/**
 * One history per record in Chromium (issue 37, docs/search.md): the admin of Industrias Andes
 * comments on a work order mentioning Ana; Ana finds the comment in the order's timeline and the
 * mention in her inbox. It writes a comment and a notice, so it runs on a server of its own
 * (docs/testing.md rule 3). An asset's page, opened from the assets list, lists its orders (the
 * related records its manifest declares).
 */
import { describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import { DEMO, expectText, leaveSignedOut, openSignedIn, test, useOwnServer } from './support/browser.ts';

await useOwnServer();

const ANDES = 'c0000000-0000-4000-8000-000000000002';
const STAMP = `e2e-${Date.now().toString(36)}`;

describe('record timeline', () => {
  test("a comment mentioning Ana on an order is in the order's timeline and in her inbox", async ({ page }) => {
    const [order] = await serviceRest<Array<{ id: string; codigo: string }>>(
      `ops_ordenes?select=id,codigo&empresa_id=eq.${ANDES}&numero=eq.20`,
    );
    await openSignedIn(page, DEMO.adminAndes, `/axel-ops/ordenes/${order.id}`);
    const form = page.getByRole('form', { name: 'Nuevo comentario' });
    await form.getByLabel('Comentario').fill(`Revisar el sello ${STAMP}`);
    const pick = form.getByLabel('Mencionar');
    await expect.poll(() => pick.isEnabled(), { message: 'the people to mention are offered' }).toBe(true);
    await pick.selectOption({ label: 'Ana Torres' });
    await form.getByRole('button', { name: 'Comentar' }).click();
    const history = page.getByRole('list', { name: 'Historial' });
    await expect
      .poll(() => history.innerText(), { message: "the comment is in the admin's timeline" })
      .toContain(`Revisar el sello ${STAMP} @Ana Torres`);

    // Ana next, at the same browser (leaveSignedOut: a profile of her own cost Chromium a page and a
    // renderer, and on a worker's first such file a context).
    await leaveSignedOut(page);
    const ana = page;
    await openSignedIn(ana, DEMO.ana, `/axel-ops/ordenes/${order.id}`);
    await expectText(ana, `Revisar el sello ${STAMP}`, "the comment is in Ana's timeline of the order");
    const bell = ana.getByRole('button', { name: /^Notificaciones, / });
    await bell.click();
    const panel = ana.getByRole('dialog', { name: 'Notificaciones' });
    const notice = panel.getByRole('button', {
      name: new RegExp(`^(?!Marcar).* te mencionó en la orden ${order.codigo}`),
    });
    await expect.poll(() => notice.isVisible(), { message: "the mention is in Ana's inbox" }).toBe(true);
  });

  test("an asset's page, opened from the list, lists its orders and has its timeline", async ({ page }) => {
    const [order] = await serviceRest<Array<{ codigo: string; activo_id: string }>>(
      `ops_ordenes?select=codigo,activo_id&empresa_id=eq.${ANDES}&activo_id=not.is.null&order=creado_en.desc&limit=1`,
    );
    const [asset] = await serviceRest<Array<{ codigo: string }>>(
      `industrial_activos?select=codigo&id=eq.${order.activo_id}`,
    );
    await openSignedIn(page, DEMO.adminAndes, '/axel-industrial/activos');
    await page.getByRole('link', { name: asset.codigo, exact: true }).click();
    await expect
      .poll(() => page.url(), { message: "the asset's page opens" })
      .toContain(`/axel-industrial/activos/${order.activo_id}`);
    const orders = page.getByRole('region', { name: /Órdenes de trabajo/ });
    await expect.poll(() => orders.innerText(), { message: 'the asset page lists its orders' }).toContain(order.codigo);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Historial y comentarios' }).isVisible(), {
        message: 'and its timeline',
      })
      .toBe(true);
  });
});
