/**
 * Axel Industrial in the browser (issue 13), as admin@andes.demo: create an asset, edit it and put
 * it in maintenance; import a CSV of assets (plant → line → equipment) and one of spare parts, each
 * with one bad row (the report names it, the good rows land); export the parts list and read the
 * file, and register a stock move. Every row it writes carries a stamp of
 * this run (docs/testing.md rule 2: its own rows; no other file counts Industrias Andes' assets or
 * parts), and the rows are removed at the end.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import {
  DEMO,
  downloadBytes,
  expectPath,
  followLink,
  moduleSectionLink,
  openSignedIn,
  test,
} from './support/browser.ts';

const ANDES = 'c0000000-0000-4000-8000-000000000002';
const STAMP = `E2E${Date.now().toString(36).toUpperCase()}`;

afterAll(async () => {
  // The parts' stock moves go with them (on delete cascade).
  await serviceRest(`industrial_repuestos?sku=like.${STAMP}*`, { method: 'DELETE' });
  // Children before their parents (padre_id is on delete restrict).
  for (const nivel of ['equipo', 'linea', 'planta'])
    await serviceRest(`industrial_activos?codigo=like.${STAMP}*&nivel=eq.${nivel}`, { method: 'DELETE' });
});

function form(page: Page, name: string) {
  return page.getByRole('form', { name });
}

describe('Axel Industrial', () => {
  test(
    'create an asset, edit it, put it in maintenance, import assets with a hierarchy and a bad row; then import spare parts with a bad row, export the list, register a stock move',
    { timeout: 180_000 },
    async ({ page, toasts }) => {
      await openSignedIn(page, DEMO.adminAndes, '/axel-industrial/activos');
      await page.getByRole('button', { name: 'Nuevo activo' }).click();
      const create = form(page, 'Nuevo activo');
      await create.getByLabel('Código').fill(`${STAMP}-A1`);
      await create.getByLabel('Nombre').fill('Compresor de prueba');
      await create.getByLabel('Fabricante').fill('Atlas');
      await create.getByRole('button', { name: 'Guardar' }).click();
      await toasts.waitFor('Activo creado', 'the new asset is confirmed');
      const created = await serviceRest<Array<{ nombre: string; fabricante: string; empresa_id: string }>>(
        `industrial_activos?select=nombre,fabricante,empresa_id&codigo=eq.${STAMP}-A1`,
      );
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
      await expect
        .poll(
          async () =>
            (await serviceRest<Array<{ nombre: string }>>(`industrial_activos?select=nombre&codigo=eq.${STAMP}-A1`))[0]
              ?.nombre,
        )
        .toBe('Compresor de prueba editado');
      await expect.poll(() => row.textContent()).toContain('Compresor de prueba editado');

      // A state change: operativo → en mantención, seen in the row and through the list's state filter.
      expect(await row.textContent()).toContain('Operativo');
      await row.focus();
      await page.keyboard.press('Enter');
      await edit.getByLabel('Estado').selectOption({ label: 'En mantención' });
      await edit.getByRole('button', { name: 'Guardar' }).click();
      await expect
        .poll(() => toasts.seen.filter((t) => t.text.includes('Activo actualizado')).length, {
          message: 'the state change is confirmed',
        })
        .toBe(2);
      await expect.poll(() => row.textContent()).toContain('En mantención');
      expect(
        (await serviceRest<Array<{ estado: string }>>(`industrial_activos?select=estado&codigo=eq.${STAMP}-A1`))[0]
          ?.estado,
      ).toBe('en_mantencion');
      const stateFilter = page.getByRole('search').getByLabel('Estado');
      await stateFilter.selectOption('operativo');
      await expect.poll(() => row.count(), { message: 'an operativo filter leaves it out' }).toBe(0);
      await stateFilter.selectOption('en_mantencion');
      await expect.poll(() => row.count(), { message: 'an en mantención filter finds it' }).toBe(1);
      await stateFilter.selectOption('');

      // Import assets with a hierarchy (plant → line → equipment, the parent by code, earlier in the
      // file) and one bad row: the report names it by line, the good rows land under their parents.
      await page.getByRole('button', { name: 'Importar CSV' }).click();
      const panel = page.getByRole('region', { name: 'Importar activos' });
      const csv = [
        'Código,Nombre,Nivel,Padre,Categoría,Ubicación,Fabricante,Modelo,N° de serie,Instalación,Criticidad,Estado',
        `${STAMP}-P1,Planta de prueba,Planta,,,Santiago,,,,,A,Operativo`,
        `${STAMP}-L1,Línea de prueba,Línea,${STAMP}-P1,,Santiago,,,,,B,Operativo`,
        `${STAMP}-E1,Bomba de prueba,Equipo,${STAMP}-L1,Bombas,Sala 2,KSB,Etanorm,SN-77,15-03-2024,C,En mantención`,
        `${STAMP}-E2,Equipo sin criticidad,Equipo,${STAMP}-L1,,,,,,,Z,Operativo`,
      ].join('\n');
      await panel
        .getByLabel('Archivo CSV')
        .setInputFiles({ name: 'activos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
      await expect.poll(() => panel.getByRole('status').textContent()).toContain('3 filas válidas, 1 con errores');
      const errors = panel.getByRole('table', { name: 'Filas con errores' });
      await expect.poll(() => errors.getByRole('row').count()).toBe(2);
      // Line 5 of the file is the bad row (line 1 is the header).
      await expect
        .poll(() => errors.getByRole('row').nth(1).textContent())
        .toBe('5Criticidad: Debe ser uno de: A, B, C');
      await panel.getByRole('button', { name: 'Importar 3 filas válidas' }).click();
      await toasts.waitFor('Se importaron 3 filas', 'the asset import is confirmed');
      const imported = await serviceRest<
        Array<{
          id: string;
          codigo: string;
          nivel: string;
          estado: string;
          padre_id: string | null;
          fecha_instalacion: string | null;
          empresa_id: string;
        }>
      >(
        `industrial_activos?select=id,codigo,nivel,estado,padre_id,fecha_instalacion,empresa_id&codigo=in.(${STAMP}-P1,${STAMP}-L1,${STAMP}-E1,${STAMP}-E2)&order=codigo`,
      );
      const idOf = new Map(imported.map((a) => [a.codigo, a.id]));
      expect(
        imported.map(({ codigo, nivel, estado, padre_id, fecha_instalacion, empresa_id }) => ({
          codigo,
          nivel,
          estado,
          padre_id,
          fecha_instalacion,
          empresa_id,
        })),
      ).toEqual([
        {
          codigo: `${STAMP}-E1`,
          nivel: 'equipo',
          estado: 'en_mantencion',
          padre_id: idOf.get(`${STAMP}-L1`),
          fecha_instalacion: '2024-03-15',
          empresa_id: ANDES,
        },
        {
          codigo: `${STAMP}-L1`,
          nivel: 'linea',
          estado: 'operativo',
          padre_id: idOf.get(`${STAMP}-P1`),
          fecha_instalacion: null,
          empresa_id: ANDES,
        },
        {
          codigo: `${STAMP}-P1`,
          nivel: 'planta',
          estado: 'operativo',
          padre_id: null,
          fecha_instalacion: null,
          empresa_id: ANDES,
        },
      ]);
      // The list shows them, each under its parent's code.
      const importedRow = (code: string) => page.getByRole('row').filter({ hasText: `${STAMP}-${code}` });
      await expect
        .poll(() => importedRow('E1').innerText(), { message: 'the equipment is listed under its line' })
        .toMatch(new RegExp(`Bomba de prueba\\s+Equipo\\s+${STAMP}-L1[\\s\\S]*En mantención`));
      await expect
        .poll(() => page.getByRole('row').filter({ hasText: STAMP }).count(), {
          message: 'the created asset and the three imported ones',
        })
        .toBeGreaterThanOrEqual(4);

      // Then the spare parts, through the module's menu (it was a test of its own: a sign-in and a load more).
      {
        await followLink(moduleSectionLink(page, 'Axel Industrial', 'Repuestos'), () =>
          expectPath(page, '/axel-industrial/repuestos', 'Repuestos'),
        );
        await page.getByRole('button', { name: 'Importar CSV' }).click();
        const panel = page.getByRole('region', { name: 'Importar repuestos' });
        const csv = [
          'SKU,Nombre,Unidad,Stock,Stock mínimo,Ubicación,Costo unitario',
          `${STAMP}-1,Rodamiento de prueba,Unidad,10,2,Bodega 9,1500`,
          `${STAMP}-2,Filtro de prueba,Litro,abc,1,,2000`,
          `${STAMP}-3,Correa de prueba,unidad,4,5,Bodega 9,990`,
        ].join('\n');
        await panel
          .getByLabel('Archivo CSV')
          .setInputFiles({ name: 'repuestos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
        await expect.poll(() => panel.getByRole('status').textContent()).toContain('2 filas válidas, 1 con errores');
        const errors = panel.getByRole('table', { name: 'Filas con errores' });
        // Line 3 of the file is the bad row (line 1 is the header).
        await expect.poll(() => errors.getByRole('row').nth(1).textContent()).toMatch(/^3.*Stock/);
        await panel.getByRole('button', { name: 'Importar 2 filas válidas' }).click();
        await toasts.waitFor('Se importaron 2 filas', 'the import is confirmed');
        const landed = await serviceRest<Array<{ sku: string; stock: number; empresa_id: string }>>(
          `industrial_repuestos?select=sku,stock,empresa_id&sku=like.${STAMP}*&order=sku`,
        );
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
        expect(
          text.startsWith('\uFEFF"SKU","Nombre","Unidad","Stock","Stock mínimo","Ubicación","Costo unitario"\r\n'),
        ).toBe(true);
        const lines = text.trimEnd().split('\r\n');
        expect(lines).toHaveLength(3);
        expect(lines[1]).toBe(`"${STAMP}-1","Rodamiento de prueba","Unidad","10","2","Bodega 9","1500"`);
        expect(lines[2]).toContain(`"${STAMP}-3","Correa de prueba"`);

        // A stock move: a 'salida' of 3 leaves 7; one of 50 is refused by the database.
        await page
          .getByRole('row')
          .filter({ hasText: `${STAMP}-1` })
          .getByRole('button', { name: 'Movimientos' })
          .click();
        const moves = page.getByRole('region', { name: `Movimientos de ${STAMP}-1` });
        const move = moves.getByRole('form', { name: 'Nuevo movimiento' });
        await move.getByLabel('Tipo').selectOption('salida');
        await move.getByLabel('Cantidad').fill('3');
        await move.getByLabel('Motivo').fill('Consumo de prueba');
        await move.getByRole('button', { name: 'Registrar' }).click();
        await toasts.waitFor('Movimiento registrado', 'the move is confirmed');
        await expect
          .poll(async () =>
            Number(
              (await serviceRest<Array<{ stock: number }>>(`industrial_repuestos?select=stock&sku=eq.${STAMP}-1`))[0]
                .stock,
            ),
          )
          .toBe(7);
        await expect.poll(() => moves.getByRole('listitem').first().textContent()).toContain('queda 7');

        await move.getByLabel('Cantidad').fill('50');
        await move.getByLabel('Motivo').fill('Más de lo que hay');
        await move.getByRole('button', { name: 'Registrar' }).click();
        await toasts.waitFor('No se pudo registrar el movimiento', 'a move below zero is refused');
        expect(
          Number(
            (await serviceRest<Array<{ stock: number }>>(`industrial_repuestos?select=stock&sku=eq.${STAMP}-1`))[0]
              .stock,
          ),
        ).toBe(7);
      }
    },
  );
});
