/**
 * Axel Ops in the browser (issue 13): Ana's board shows Industrias Andes' open orders; a state
 * change from the card's keyboard button is saved; an admin denies her the module and, after a
 * refresh, the board shows no data and the API refuses her. Restores the demo data it changes.
 */
import { afterAll, describe, expect, inject } from 'vitest';
import { apiSignIn, serviceRest, type TokenResponse } from './support/api.ts';
import { baseUrl, DEMO, DEMO_PASSWORD, expectText, signIn, test } from './support/browser.ts';

const ANA = 'a0000000-0000-4000-8000-000000000003';

async function opsModuleId(): Promise<string> {
  const rows = await serviceRest<Array<{ id: string }>>('modulos_disponibles?select=id&clave=eq.ops');
  return rows[0].id;
}

afterAll(async () => {
  await serviceRest(`empleados_override_permisos?empleado_id=eq.${ANA}&modulo_id=eq.${await opsModuleId()}`, { method: 'DELETE' });
});

describe('Axel Ops', () => {
  test("Ana's board: change a state with the keyboard, then lose the module and the data", async ({ page }) => {
    await signIn(page, DEMO.ana, DEMO_PASSWORD);
    await page.goto('/axel-ops/tablero');
    const card = page.getByTestId('tarjeta-OT-000300');
    await expect.poll(() => card.isVisible(), { message: 'the open order OT-000300 is on the board', timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Ficha del módulo' }).getAttribute('href')).toBe('/modulos/ops');

    // Keyboard: focus the card's button and press Enter. OT-000300 is open; assigning it gives it to Ana.
    const button = page.getByRole('button', { name: 'Mover OT-000300 a Asignada' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('columna-asignada').getByTestId('tarjeta-OT-000300').isVisible(), { timeout: 15_000 }).toBe(true);
    const saved = await serviceRest<Array<{ estado: string; tecnico_id: string }>>('ops_ordenes?select=estado,tecnico_id&numero=eq.300&empresa_id=eq.c0000000-0000-4000-8000-000000000002');
    expect(saved).toEqual([{ estado: 'asignada', tecnico_id: ANA }]);
    const log = await serviceRest<Array<{ hacia: string; realizado_por: string }>>(`ops_transiciones?select=hacia,realizado_por&hacia=eq.asignada&realizado_por=eq.${ANA}`);
    expect(log.length).toBeGreaterThan(0);

    // The admin denies Ana the module (the override 'Permisos por Usuario' writes).
    await serviceRest('empleados_override_permisos', { method: 'POST', body: { empleado_id: ANA, modulo_id: await opsModuleId(), puede_acceder: false } });
    await page.reload();
    await expect.poll(() => page.getByTestId('tarjeta-OT-000300').count(), { timeout: 15_000 }).toBe(0);
    await expectText(page, /acceso|autoriz/i, 'the module says Ana has no access');

    // The API refuses too: no rows to read, and a write is refused.
    const token = (await (await apiSignIn(DEMO.ana, DEMO_PASSWORD)).json()) as TokenResponse;
    const headers = { apikey: inject('anonKey'), Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' };
    const read = await fetch(`${baseUrl()}/rest/v1/ops_ordenes?select=id`, { headers });
    expect(await read.json()).toEqual([]);
    const write = await fetch(`${baseUrl()}/rest/v1/ops_ordenes`, { method: 'POST', headers, body: JSON.stringify({ falla_reportada: 'x' }) });
    expect(write.status).toBe(403);
  });
});
