/**
 * Live Ops screens in Chromium (issue 36 phase B, docs/realtime.md "Live screens"). Three browser
 * profiles have the board open: the admin of Industrias Andes, Ana (same company) and the admin of
 * Comercial Pacífico (given Axel Ops for this file). The admin moves a card and then edits the
 * order's priority on its page; Ana's board, never reloaded, shows both within seconds. Each Andes
 * board shows the other person looking, and stops when Ana leaves. Pacífico's board shows neither
 * the order nor anyone of Andes. It changes Pacífico's plan and orders, so it runs on a server of
 * its own (docs/testing.md rule 3).
 */
import { createClient } from '@supabase/supabase-js';
import { describe, expect } from 'vitest';
import { fullNameOf, serviceRest } from './support/api.ts';
import { baseUrl, DEMO, DEMO_PASSWORD, openSignedIn, test, useOwnServer } from './support/browser.ts';
import { anonKey } from './support/server.ts';
import type { Page } from 'playwright-core';

await useOwnServer();

const PACIFICO = 'c0000000-0000-4000-8000-000000000003';
const STAMP = `e2e-${Date.now().toString(36)}`;
/** Within "a couple of seconds" on a loaded 2-core machine. */
const LIVE = { timeout: 8_000, interval: 200 };

async function signedInClient(email: string) {
  const client = createClient(baseUrl(), anonKey(), { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}

/** Whether the page is still the document it was when marked (no reload, no navigation by the browser). */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __live: number }).__live = 1));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __live?: number }).__live === 1);

const card = (page: Page, estado: string, code: string) =>
  page.getByTestId(`columna-${estado}`).getByTestId(`tarjeta-${code}`);
const presence = (page: Page) => page.getByTestId('presencia');

describe('live Ops board', () => {
  test('a move and an edit reach the other person of the company at once; presence; another company sees nothing', async ({
    page,
    newPage,
    toasts,
  }) => {
    // Comercial Pacífico gets Axel Ops (plan profesional), so its admin has a board of its own.
    const [profesional] = await serviceRest<Array<{ id: string }>>('planes_disponibles?select=id&clave=eq.profesional');
    await serviceRest(`planes_empresa?empresa_id=eq.${PACIFICO}&activo=eq.true`, {
      method: 'PATCH',
      body: { plan_id: profesional.id },
    });
    // An open order of Industrias Andes, created by its admin.
    const admin = await signedInClient(DEMO.adminAndes);
    const created = await admin
      .from('ops_ordenes')
      .insert({ falla_reportada: `Ruido en el compresor ${STAMP}`, prioridad: 'baja' })
      .select('id, codigo')
      .single();
    expect(created.error, 'the order is created').toBeNull();
    const { id, codigo } = created.data as { id: string; codigo: string };
    const [adminName, anaName] = await Promise.all([fullNameOf(DEMO.adminAndes), fullNameOf(DEMO.ana)]);

    const ana = await newPage();
    const outsider = await newPage();
    await Promise.all([
      openSignedIn(page, DEMO.adminAndes, '/axel-ops/tablero'),
      openSignedIn(ana, DEMO.ana, '/axel-ops/tablero'),
      openSignedIn(outsider, DEMO.adminPacifico, '/axel-ops/tablero'),
    ]);
    await expect.poll(() => card(ana, 'abierta', codigo).isVisible(), { ...LIVE, timeout: 20_000 }).toBe(true);
    await expect
      .poll(() => outsider.getByTestId('columna-abierta').isVisible(), { timeout: 20_000, message: "Pacífico's board" })
      .toBe(true);
    await markDocument(ana);

    // Each Andes board shows the other one looking; Pacífico's shows nobody.
    await expect
      .poll(() => presence(page).getAttribute('aria-label'), { ...LIVE, message: 'the admin sees Ana looking' })
      .toBe(`También está mirando: ${anaName}`);
    await expect
      .poll(() => presence(ana).getAttribute('aria-label'), { ...LIVE, message: 'Ana sees the admin looking' })
      .toBe(`También está mirando: ${adminName}`);
    expect(await presence(outsider).count(), 'Pacífico sees nobody of Andes').toBe(0);

    // The admin moves the card: Ana's board shows it in Asignada, without a reload.
    await page.getByRole('button', { name: `Mover ${codigo} a Asignada` }).click();
    await expect
      .poll(() => card(ana, 'asignada', codigo).isVisible(), { ...LIVE, message: "the move reaches Ana's board" })
      .toBe(true);
    expect(await card(ana, 'abierta', codigo).count(), 'and the card left Abierta').toBe(0);

    // The admin edits the order's priority on its page: Ana's card says Crítica.
    await page.goto(`/axel-ops/ordenes/${id}`);
    const edit = page.getByRole('form', { name: 'Editar orden' });
    await edit.getByLabel('Prioridad').selectOption('critica');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await toasts.waitFor('Orden actualizada', 'the edit is saved');
    await expect
      .poll(() => card(ana, 'asignada', codigo).innerText(), { ...LIVE, message: "the edit reaches Ana's card" })
      .toContain('Crítica');
    expect(await sameDocument(ana), "Ana's page was never reloaded").toBe(true);

    // Ana opens the order too; the admin, back on the board, sees her leave the board.
    await page.goto('/axel-ops/tablero');
    await expect.poll(() => presence(page).isVisible(), { ...LIVE, message: 'Ana is looking' }).toBe(true);
    await ana.close();
    await expect.poll(() => presence(page).count(), { ...LIVE, message: "Ana's avatar goes when she leaves" }).toBe(0);

    // Pacífico's board never showed Andes' order (row-level security decides what Realtime sends).
    expect(await outsider.getByTestId(`tarjeta-${codigo}`).count(), "Andes' order is not on Pacífico's board").toBe(0);
    expect(await presence(outsider).count(), 'nor anyone of Andes').toBe(0);
  });
});
