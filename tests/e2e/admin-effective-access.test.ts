/**
 * 'Accesos Efectivos' in the browser (issue 5): as superadmin@axel.demo, filter and read
 * 'Mostrando N registros', then export the CSV and check its bytes; as admin@pacifico.demo, see
 * only Comercial Pacífico. Read-only: the demo data every e2e file shares is left as it is. It counts
 * the rows of the demo companies only: other files create companies and users of their own while
 * this one runs (docs/testing.md).
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import {
  DEMO,
  downloadBytes,
  expectNoSeriousA11yViolations,
  expectText,
  onPage,
  openSignedIn,
  test,
} from './support/browser.ts';

interface ViewRow {
  nombre: string;
  apellido_paterno: string;
  apellido_materno: string | null;
  correo: string;
  empresa_nombre: string;
  modulo_clave: string;
  acceso_efectivo: boolean;
  override_aplicado: boolean;
}

/** The view's rows as the service role reads them (no row-level security): the expected answers. */
async function viewRows(filter: string): Promise<ViewRow[]> {
  return serviceRest<ViewRow[]>(
    `accesos_efectivos_usuario?select=nombre,apellido_paterno,apellido_materno,correo,empresa_nombre,modulo_clave,acceso_efectivo,override_aplicado&${filter}`,
  );
}

async function openTab(page: Page, email: string): Promise<void> {
  await openSignedIn(page, email, '/panel-administracion?tab=accesos');
  await expectText(page, 'Aplica un filtro para ver los accesos', 'nothing is read until a filter is set');
}

async function choose(page: Page, combobox: string, option: string): Promise<void> {
  const trigger = page.getByRole('combobox', { name: combobox });
  await onPage(page, () =>
    expect.poll(() => trigger.isEnabled(), { message: `the ${combobox} select is ready` }).toBe(true),
  );
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const plural = (n: number) => `Mostrando ${n} ${n === 1 ? 'registro' : 'registros'}`;

/** Splits the CSV we write (every value quoted, quotes doubled, CRLF) back into rows of values. */
function parseCsv(text: string): string[][] {
  const lines = text.split('\r\n');
  expect(lines.at(-1), 'the file ends with CRLF').toBe('');
  return lines.slice(0, -1).map((line) => {
    expect(line, `every value is quoted: ${line}`).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    return line
      .slice(1, -1)
      .split('","')
      .map((v) => v.replaceAll('""', '"'));
  });
}

describe('Accesos Efectivos as super_admin', () => {
  test("filters, shows 'Mostrando N registros' and the Override row", async ({ page }) => {
    await openTab(page, DEMO.superadmin);
    const inactive = await viewRows('acceso_efectivo=eq.false&empresa_nombre=eq.Industrias%20Andes');
    expect(inactive.length, 'the seed has inactive rows (the inactive Pedro, Ana’s finance)').toBeGreaterThan(1);

    await choose(page, 'Empresa', 'Industrias Andes');
    await choose(page, 'Acceso', 'Solo inactivos');
    await expectText(page, plural(inactive.length), 'the count of every inactive row of Industrias Andes');
    const table = page.getByRole('table', { name: 'Accesos efectivos' });
    expect(await table.getAttribute('aria-rowcount')).toBe(String(inactive.length + 1));

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('  FINANZAS ');
    // Andes' plan includes Finanzas: only Ana (her override denies it) and the inactive Pedro lack it.
    const withoutFinance = inactive.filter((r) => r.modulo_clave === 'finance');
    expect(withoutFinance.map((r) => r.correo).sort()).toEqual(['ana@andes.demo', 'inactivo@andes.demo']);
    await expectText(page, plural(withoutFinance.length), 'Ana and the inactive Pedro lack Finanzas');
    const row = table.getByRole('row', { name: /Ana Torres Fuentes/ });
    await onPage(page, async () => {
      const cells = await row.getByRole('cell').allInnerTexts();
      expect(cells.map((c) => c.replace(/\s+/g, ' ').trim())).toEqual([
        'Ana Torres Fuentes ana@andes.demo',
        'Industrias Andes',
        'Enterprise',
        expect.stringMatching(/^Finanzas /),
        'finance',
        'No',
        'Override',
      ]);
    });
    await expectNoSeriousA11yViolations(page, 'Accesos Efectivos with rows');

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('zzz-nadie');
    await expectText(page, 'No se encontraron registros', 'a search that matches nothing');
    await expectText(page, 'Ajusta los filtros para ver más resultados', 'with its hint');
    expect(await page.getByRole('button', { name: 'Exportar CSV' }).isDisabled(), 'nothing to export').toBe(true);
  });

  test('exports accesos_efectivos_usuarios.csv: BOM, quoted values, columns, Sí/No, Override/Plan', async ({
    page,
  }) => {
    await openTab(page, DEMO.superadmin);
    const andes = await viewRows('empresa_nombre=eq.Industrias%20Andes');
    await choose(page, 'Empresa', 'Industrias Andes');
    await expectText(page, plural(andes.length), 'every module of every Industrias Andes user');

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('accesos_efectivos_usuarios.csv');
    const bytes = await downloadBytes(download);
    expect([...bytes.subarray(0, 3)], 'UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text, 'accents are UTF-8').toContain('Descripción');

    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'Nombre Completo',
      'Correo',
      'Empresa',
      'Plan',
      'Clave Módulo',
      'Nombre Módulo',
      'Descripción',
      'Acceso',
      'Origen',
    ]);
    expect(rows).toHaveLength(andes.length);
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['Industrias Andes']));
    const anaFinance = rows.find((r) => r[1] === 'ana@andes.demo' && r[4] === 'finance');
    expect(anaFinance?.slice(0, 4)).toEqual(['Ana Torres Fuentes', 'ana@andes.demo', 'Industrias Andes', 'Enterprise']);
    expect(anaFinance?.slice(7)).toEqual(['No', 'Override']);
    const anaPeople = rows.find((r) => r[1] === 'ana@andes.demo' && r[4] === 'people');
    expect(anaPeople?.slice(7)).toEqual(['Sí', 'Plan']);
    for (const r of andes) {
      const line = rows.find((x) => x[1] === r.correo && x[4] === r.modulo_clave);
      expect(line?.[7], `${r.correo} ${r.modulo_clave}`).toBe(r.acceso_efectivo ? 'Sí' : 'No');
    }
  });
});

describe('Accesos Efectivos as admin_empresa', () => {
  test('admin@pacifico.demo sees only Comercial Pacífico', async ({ page }) => {
    await openTab(page, DEMO.adminPacifico);
    await expectText(page, 'Ves los usuarios de tu empresa.', 'the admin is told the scope');

    await page.getByRole('combobox', { name: 'Empresa' }).click();
    await onPage(page, async () => {
      await expect
        .poll(() => page.getByRole('option').allInnerTexts(), { message: 'only their company is offered' })
        .toEqual(['Todas las empresas', 'Comercial Pacífico']);
    });
    await expectNoSeriousA11yViolations(page, 'the company filter, open');
    await page.keyboard.press('Escape');

    const active = (await viewRows('acceso_efectivo=eq.true')).filter((r) => r.empresa_nombre === 'Comercial Pacífico');
    await choose(page, 'Acceso', 'Solo activos');
    await expectText(page, plural(active.length), 'the active rows of Comercial Pacífico only');
    const table = page.getByRole('table', { name: 'Accesos efectivos' });
    const companies = await table.locator('tbody tr[aria-rowindex] td:nth-child(2)').allInnerTexts();
    expect(companies.length).toBe(active.length);
    expect(new Set(companies)).toEqual(new Set(['Comercial Pacífico']));
  });
});
