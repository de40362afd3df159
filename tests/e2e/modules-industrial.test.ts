/**
 * Axel Industrial in the browser (issue 13), as admin@andes.demo: create an asset and edit it,
 * import a CSV of spare parts with one bad row (the report names it, the good rows land), export
 * the list and read the file, and register a stock move. Every row it writes carries a stamp of
 * this run (docs/testing.md rule 2: its own rows; no other file counts Industrias Andes' assets or
 * parts), and the rows are removed at the end.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import { DEMO, DEMO_PASSWORD, downloadBytes, signIn, test } from './support/browser.ts';

const ANDES = 'c0000000-0000-4000-8000-000000000002';
const STAMP = `E2E${Date.now().toString(36).toUpperCase()}`;

afterAll(async () => {
  // The parts' stock moves go with them (on delete cascade).
  await serviceRest(`industrial_repuestos?sku=like.${STAMP}*`, { method: 'DELETE' });
  await serviceRest(`industrial_activos?codigo=like.${STAMP}*`, { method: 'DELETE' });
});

function form(page: Page, name: string) {
  return page.getByRole('form', { name });
}

describe('Axel Industrial', () => {
  test('create an asset, then edit it', async ({ page, toasts }) => {
    await signIn(page, DEMO.adminAndes, DEMO_PASSWORD);
    await page.goto('/axel-industrial/activos');
    await page.getByRole('button', { name: 'Nuevo activo' }).click();
    const create = form(page, 'Nuevo activo');
    await create.getByLabel('Código').fill(`${STAMP}-A1`);
    await create.getByLabel('Nombre').fill('Compresor de prueba');
    await create.getByLabel('Fabricante').fill('Atlas');
    await create.getByRole('button', { name: 'Guardar' }).click();
    await toasts.waitFor('Activo creado', 'the new asset is confirmed');
    const created = await serviceRest<Array<{ nombre: string; fabricante: string; empresa_id: string }>>(`industrial_activos?select=nombre,fabricante,empresa_id&codigo=eq.${STAMP}-A1`);
    expect(created).toEqual([{ nombre: 'Compresor de prueba', fabricante: 'Atlas', empresa_id: ANDES }]);

    // The row is in the list; Enter on it opens the edit form.
    await page.getByRole('searchbox').or(page.getByLabel('Buscar activos')).first().fill(STAMP);
    const row = page.getByRole('row').filter({ hasText: `${STAMP}-A1` });
    await expect.poll(() => row.count()).toBe(1);
    await row.focus();
    await page.keyboard.press('Enter');
    const edit = form(page, `Editar activo ${STAMP}-A1`);
    await edit.getByLabel('Nombre').fill('Compresor de prueba editado');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await toasts.waitFor('Activo actualizado', 'the edit is confirmed');
    await expect.poll(async () => (await serviceRest<Array<{ nombre: string }>>(`industrial_activos?select=nombre&codigo=eq.${STAMP}-A1`))[0]?.nombre).toBe('Compresor de prueba editado');
    await expect.poll(() => row.textContent()).toContain('Compresor de prueba editado');
  });

  test('import spare parts with a bad row, export the list, register a stock move', async ({ page, toasts }) => {
    await signIn(page, DEMO.adminAndes, DEMO_PASSWORD);
    await page.goto('/axel-industrial/repuestos');
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const panel = page.getByRole('region', { name: 'Importar repuestos' });
    const csv = [
      'SKU,Nombre,Unidad,Stock,Stock mínimo,Ubicación,Costo unitario',
      `${STAMP}-1,Rodamiento de prueba,Unidad,10,2,Bodega 9,1500`,
      `${STAMP}-2,Filtro de prueba,Litro,abc,1,,2000`,
      `${STAMP}-3,Correa de prueba,unidad,4,5,Bodega 9,990`,
    ].join('\n');
    await panel.getByLabel('Archivo CSV').setInputFiles({ name: 'repuestos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expect.poll(() => panel.getByRole('status').textContent()).toContain('2 filas válidas, 1 con errores');
    const errors = panel.getByRole('table', { name: 'Filas con errores' });
    // Line 3 of the file is the bad row (line 1 is the header).
    await expect.poll(() => errors.getByRole('row').nth(1).textContent()).toMatch(/^3.*Stock/);
    await panel.getByRole('button', { name: 'Importar 2 filas válidas' }).click();
    await toasts.waitFor('Se importaron 2 filas', 'the import is confirmed');
    const landed = await serviceRest<Array<{ sku: string; stock: number; empresa_id: string }>>(`industrial_repuestos?select=sku,stock,empresa_id&sku=like.${STAMP}*&order=sku`);
    expect(landed.map((p) => [p.sku, Number(p.stock), p.empresa_id])).toEqual([
      [`${STAMP}-1`, 10, ANDES],
      [`${STAMP}-3`, 4, ANDES],
    ]);

    // Export what the list shows (searched down to this run's parts) and read the file.
    await page.getByLabel('Buscar repuestos').fill(STAMP);
    await expect.poll(() => page.getByRole('row').filter({ hasText: STAMP }).count()).toBe(2);
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('repuestos.csv');
    const text = (await downloadBytes(download)).toString('utf8');
    expect(text.startsWith('\uFEFF"SKU","Nombre","Unidad","Stock","Stock mínimo","Ubicación","Costo unitario"\r\n')).toBe(true);
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`"${STAMP}-1","Rodamiento de prueba","Unidad","10","2","Bodega 9","1500"`);
    expect(lines[2]).toContain(`"${STAMP}-3","Correa de prueba"`);

    // A stock move: a 'salida' of 3 leaves 7; one of 50 is refused by the database.
    await page.getByRole('row').filter({ hasText: `${STAMP}-1` }).getByRole('button', { name: 'Movimientos' }).click();
    const moves = page.getByRole('region', { name: `Movimientos de ${STAMP}-1` });
    const move = moves.getByRole('form', { name: 'Nuevo movimiento' });
    await move.getByLabel('Tipo').selectOption('salida');
    await move.getByLabel('Cantidad').fill('3');
    await move.getByLabel('Motivo').fill('Consumo de prueba');
    await move.getByRole('button', { name: 'Registrar' }).click();
    await toasts.waitFor('Movimiento registrado', 'the move is confirmed');
    await expect.poll(async () => Number((await serviceRest<Array<{ stock: number }>>(`industrial_repuestos?select=stock&sku=eq.${STAMP}-1`))[0].stock)).toBe(7);
    await expect.poll(() => moves.getByRole('listitem').first().textContent()).toContain('queda 7');

    await move.getByLabel('Cantidad').fill('50');
    await move.getByLabel('Motivo').fill('Más de lo que hay');
    await move.getByRole('button', { name: 'Registrar' }).click();
    await toasts.waitFor('No se pudo registrar el movimiento', 'a move below zero is refused');
    expect(Number((await serviceRest<Array<{ stock: number }>>(`industrial_repuestos?select=stock&sku=eq.${STAMP}-1`))[0].stock)).toBe(7);
  });
});
