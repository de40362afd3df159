/**
 * Notices that reach people, in Chromium (issue 36): the admin of Industrias Andes creates a work
 * order from Axel Ops and assigns it to Ana from its detail; Ana's page, open all along on a phone
 * (360 px), shows the bell's count and the notice without a reload (Realtime), opens the order from
 * the panel (which marks it read), and the local mailbox has the e-mail with the company and a
 * link. It assigns orders to Ana and changes her inbox, so it runs on a server of its own
 * (docs/testing.md rule 3).
 */
import { describe, expect } from 'vitest';
import { mailTo, serviceRest } from './support/api.ts';
import { DEMO, expectPath, expectText, openSignedIn, test, useOwnServer } from './support/browser.ts';

await useOwnServer();

const STAMP = `e2e-${Date.now().toString(36)}`;

describe('notices', () => {
  test('an order assigned to Ana reaches her open page, live, and her mailbox', async ({ page, newPage, toasts }) => {
    const ana = await newPage();
    await ana.setViewportSize({ width: 360, height: 740 });
    await openSignedIn(ana, DEMO.ana, '/dashboard');
    const bell = ana.getByRole('button', { name: /^Notificaciones, / });
    await expect
      .poll(() => bell.getAttribute('aria-label'), { message: "Ana's bell is in the top bar" })
      .toMatch(/^Notificaciones, /);
    const before = (await mailTo(DEMO.ana)).length;
    const unreadBefore = Number(/(\d+) sin leer/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

    // The admin creates an order and assigns it to Ana, through Axel Ops' screens.
    await openSignedIn(page, DEMO.adminAndes, '/axel-ops/ordenes');
    await page.getByRole('button', { name: 'Nueva orden' }).click();
    const form = page.getByRole('form', { name: 'Nueva orden de trabajo' });
    await form.getByLabel('Falla reportada').fill(`Vibración en el molino ${STAMP}`);
    await form.getByRole('button', { name: 'Crear orden' }).click();
    const created = await toasts.waitFor('creada', 'the new order is confirmed');
    const code = /OT-\d{6}/.exec(created.text)?.[0];
    expect(code, 'the toast names the new order').toBeTruthy();
    const edit = page.getByRole('form', { name: 'Editar orden' });
    await edit.getByLabel('Técnico').selectOption({ label: 'Ana Torres' });
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await toasts.waitFor('Orden actualizada', 'the assignment is saved');
    const [order] = await serviceRest<Array<{ id: string }>>(
      `ops_ordenes?select=id&falla_reportada=eq.${encodeURIComponent(`Vibración en el molino ${STAMP}`)}`,
    );

    // Ana's page, never reloaded, counts one more unread notice.
    await expect
      .poll(() => bell.getAttribute('aria-label'), { message: "Ana's bell counts the new notice without a reload" })
      .toBe(`Notificaciones, ${unreadBefore + 1} sin leer`);
    await bell.click();
    const panel = ana.getByRole('dialog', { name: 'Notificaciones' });
    const notice = panel.getByRole('button', { name: new RegExp(`^Se te asignó la orden ${code}`) });
    await expect.poll(() => notice.isVisible(), { message: 'the panel lists the notice' }).toBe(true);
    const box = await panel.boundingBox();
    expect(box!.width, 'at 360 px the panel fits the screen').toBeLessThanOrEqual(360);
    expect(box!.x, 'at 360 px the panel starts inside the screen').toBeGreaterThanOrEqual(0);
    await expect
      .poll(() => notice.innerText(), { message: 'the notice says what and names the equipment fault' })
      .toContain(`Vibración en el molino ${STAMP}`);

    // Opening it goes to the order and marks it read.
    await notice.click();
    await expectPath(ana, `/axel-ops/ordenes/${order.id}`, 'the notice opens the order');
    await expectText(ana, code!, "the order's detail is shown");
    await expect
      .poll(() => bell.getAttribute('aria-label'), { message: 'the opened notice is no longer unread' })
      .toBe(unreadBefore === 0 ? 'Notificaciones, ninguna sin leer' : `Notificaciones, ${unreadBefore} sin leer`);

    // The e-mail: to Ana, naming the company, with the order's link.
    let mail: Awaited<ReturnType<typeof mailTo>>[number] | undefined;
    await expect
      .poll(
        async () => {
          const all = await mailTo(DEMO.ana);
          mail = all.length > before ? all.find((m) => m.subject.includes(code!)) : undefined;
          return mail !== undefined;
        },
        { message: "the notice e-mail reaches Ana's mailbox" },
      )
      .toBe(true);
    expect(mail!.subject).toBe(`Se te asignó la orden ${code} · Industrias Andes`);
    expect(mail!.text).toContain('Hola Ana:');
    expect(mail!.link).toMatch(new RegExp(`/axel-ops/ordenes/${order.id}$`));
  });
});
