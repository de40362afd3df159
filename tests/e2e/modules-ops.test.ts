/**
 * Axel Ops in the browser (issue 13). It moves the demo order OT-000300 and denies Ana the module,
 * so it runs on a server of its own (docs/testing.md rule 3).
 * - admin@andes.demo creates a work order from the list's form (a row of its own, found by a stamp),
 *   edits its priority, technician and date on the detail, finds it with the list's server-side
 *   search and exports the list as CSV.
 * - Ana's board shows Industrias Andes' open orders; a state change from the card's button by
 *   keyboard is saved, with the transition recorded.
 * - The admin denies Ana the module through the API the admin panel uses (fijar_permiso_usuario,
 *   signed in as admin@andes.demo); after a refresh her board shows no data, and the API refuses her
 *   (a supabase-js read returns no rows, a write is refused).
 */
import { createClient } from '@supabase/supabase-js';
import { describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import {
  baseUrl,
  DEMO,
  DEMO_PASSWORD,
  downloadBytes,
  expectText,
  openSignedIn,
  test,
  useOwnServer,
} from './support/browser.ts';
import { anonKey } from './support/server.ts';

await useOwnServer();

const ANA = 'a0000000-0000-4000-8000-000000000003';
const ANDES = 'c0000000-0000-4000-8000-000000000002';
const STAMP = `e2e-${Date.now().toString(36)}`;

async function opsModuleId(): Promise<string> {
  const rows = await serviceRest<Array<{ id: string }>>('modulos_disponibles?select=id&clave=eq.ops');
  return rows[0].id;
}

async function signedInClient(email: string) {
  const client = createClient(baseUrl(), anonKey(), { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}

describe('Axel Ops', () => {
  test('the admin creates a work order from the list', async ({ page, toasts }) => {
    await openSignedIn(page, DEMO.adminAndes, '/axel-ops/ordenes');
    await page.getByRole('button', { name: 'Nueva orden' }).click();
    const form = page.getByRole('form', { name: 'Nueva orden de trabajo' });
    await form.getByLabel('Prioridad').selectOption('alta');
    await form.getByLabel('Falla reportada').fill(`Fuga en la bomba ${STAMP}`);
    await form.getByRole('button', { name: 'Crear orden' }).click();
    const toast = await toasts.waitFor('creada', 'the new order is confirmed');
    const code = /OT-\d{6}/.exec(toast.text)?.[0];
    expect(code, 'the toast names the new order').toBeTruthy();
    const saved = await serviceRest<
      Array<{ estado: string; prioridad: string; empresa_id: string; creado_por: string }>
    >(
      `ops_ordenes?select=estado,prioridad,empresa_id,creado_por&falla_reportada=eq.${encodeURIComponent(`Fuga en la bomba ${STAMP}`)}`,
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ estado: 'abierta', prioridad: 'alta', empresa_id: ANDES });
    // It lands on the new order's detail.
    await expectText(page, code!, 'the detail of the new order is shown');
    await expectText(page, `Fuga en la bomba ${STAMP}`, 'the detail shows the reported fault');

    // Edit it from the detail: priority, technician and scheduled date. A technician chosen in an
    // edit does not move the order (only the state buttons do): it stays abierta.
    const edit = page.getByRole('form', { name: 'Editar orden' });
    await edit.getByLabel('Prioridad').selectOption('critica');
    await edit.getByLabel('Técnico').selectOption({ label: 'Ana Torres' });
    await edit.getByLabel('Fecha programada').fill('2030-05-20');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await toasts.waitFor('Orden actualizada', 'the edit is confirmed');
    const data = page.getByRole('region', { name: 'Datos' });
    await expect
      .poll(() => data.innerText(), { message: 'the detail shows the technician and the date' })
      .toMatch(/Técnico\s+Ana Torres[\s\S]*Programada\s+20 may 2030/);
    await expectText(page, 'Correctiva · prioridad crítica', 'the detail shows the new priority');
    const edited = await serviceRest<
      Array<{ estado: string; prioridad: string; tecnico_id: string; fecha_programada: string }>
    >(
      `ops_ordenes?select=estado,prioridad,tecnico_id,fecha_programada&falla_reportada=eq.${encodeURIComponent(`Fuga en la bomba ${STAMP}`)}`,
    );
    expect(edited).toEqual([
      { estado: 'abierta', prioridad: 'critica', tecnico_id: ANA, fecha_programada: '2030-05-20' },
    ]);

    // The list finds it through the server's search (ops_ordenes_pagina), words in any case and
    // order, with the state filter in the URL; a filter that excludes it leaves the empty state.
    await page.goto(`/axel-ops/ordenes?q=${encodeURIComponent(`${STAMP.toUpperCase()} bomba`)}&estado=abierta`);
    const list = page.getByRole('table', { name: 'Órdenes de trabajo' });
    await expect
      .poll(() => list.getByRole('row').filter({ hasText: code! }).count(), {
        message: 'the new order is found by the search',
      })
      .toBe(1);
    await expect
      .poll(() => list.getByRole('row').filter({ hasText: code! }).innerText(), { message: 'the row shows the edit' })
      .toMatch(/Crítica[\s\S]*Abierta[\s\S]*Ana Torres[\s\S]*20 may 2030/);

    // 'Exportar CSV' writes the whole filtered set: the header and this one order.
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('ordenes-de-trabajo.csv');
    const lines = (await downloadBytes(download)).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"N°","Falla reportada","Cliente","Tipo","Prioridad","Estado","Técnico","Programada","Creada"',
    );
    expect(lines, 'only the searched order').toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^"${code}","Fuga en la bomba ${STAMP}","","Correctiva","Crítica","Abierta","Ana Torres","2030-05-20","\\d{4}-\\d{2}-\\d{2}T`,
      ),
    );
    await page.getByLabel('Estado').selectOption('cerrada');
    await expectText(page, 'Ninguna orden coincide con la búsqueda', 'no closed order matches');
    expect(new URL(page.url()).searchParams.get('estado')).toBe('cerrada');
  });

  test("Ana's board: change a state with the keyboard, then lose the module and the data", async ({ page }) => {
    await openSignedIn(page, DEMO.ana, '/axel-ops/tablero');
    const card = page.getByTestId('tarjeta-OT-000300');
    await expect
      .poll(() => card.isVisible(), { message: 'the open order OT-000300 is on the board', timeout: 20_000 })
      .toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Ficha del módulo' }).getAttribute('href'))
      .toBe('/modulos/ops');

    const startedAt = new Date().toISOString();
    // Keyboard: focus the card's button and press Enter. OT-000300 is open; assigning it gives it to Ana.
    const button = page.getByRole('button', { name: 'Mover OT-000300 a Asignada' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('columna-asignada').getByTestId('tarjeta-OT-000300').isVisible())
      .toBe(true);
    // The move is optimistic (the card moves before Postgres answers), so the row is read until saved.
    const readSaved = () =>
      serviceRest<Array<{ id: string; estado: string; tecnico_id: string }>>(
        `ops_ordenes?select=id,estado,tecnico_id&numero=eq.300&empresa_id=eq.${ANDES}`,
      );
    await expect
      .poll(async () => (await readSaved()).map(({ estado, tecnico_id }) => ({ estado, tecnico_id })), {
        message: 'the move is saved',
      })
      .toEqual([{ estado: 'asignada', tecnico_id: ANA }]);
    const saved = await readSaved();
    // The transition is recorded with who made it, now.
    const log = await serviceRest<Array<{ desde: string; hacia: string; realizado_por: string }>>(
      `ops_transiciones?select=desde,hacia,realizado_por&orden_id=eq.${saved[0].id}&realizado_en=gte.${encodeURIComponent(startedAt)}`,
    );
    expect(log).toEqual([{ desde: 'abierta', hacia: 'asignada', realizado_por: ANA }]);

    // Before the denial Ana reads the orders through the API.
    const ana = await signedInClient(DEMO.ana);
    const before = await ana.from('ops_ordenes').select('id').limit(5);
    expect(before.error).toBeNull();
    expect(before.data?.length).toBe(5);

    // The admin denies Ana the module, with the call the 'Permisos por Usuario' switch makes.
    const admin = await signedInClient(DEMO.adminAndes);
    const denied = await admin.rpc('fijar_permiso_usuario', {
      p_usuario_id: ANA,
      p_modulo_id: await opsModuleId(),
      p_puede_acceder: false,
    });
    expect(denied.error).toBeNull();

    await page.reload();
    await expect.poll(() => page.getByTestId('tarjeta-OT-000300').count()).toBe(0);
    await expectText(page, /acceso|autoriz/i, 'the module says Ana has no access');

    // The API refuses too: no rows to read, and a write is refused.
    const after = await ana.from('ops_ordenes').select('id');
    expect(after.error).toBeNull();
    expect(after.data).toEqual([]);
    const write = await ana.from('ops_ordenes').insert({ falla_reportada: 'No debería guardarse' });
    expect(write.status).toBe(403);
    expect(write.error?.code).toBe('42501');
  });
});
