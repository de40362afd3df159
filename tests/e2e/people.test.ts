/**
 * Axel People in Chromium (issue 13): the company admin creates an employee (a wrong RUT first),
 * edits it, imports a CSV with a bad row and exports the list; Ana asks for vacation and the admin
 * approves it with a comment. What the journey creates is removed afterwards through the service
 * role (the e2e files share one server and its demo data).
 */
import { afterAll, describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import {
  DEMO,
  downloadBytes,
  expectPath,
  expectText,
  followLink,
  moduleSectionLink,
  openSignedIn,
  test,
} from './support/browser.ts';

const ANA_EMPLOYEE = 'd1000000-0000-4000-8000-000000000002';
const CREATED = ['Valeria', 'Importada'];

afterAll(async () => {
  for (const nombres of CREATED) await serviceRest(`colaboradores?nombres=eq.${nombres}`, { method: 'DELETE' });
  await serviceRest(`solicitudes_ausencia?colaborador_id=eq.${ANA_EMPLOYEE}&fecha_inicio=eq.2027-03-01`, {
    method: 'DELETE',
  });
  await serviceRest(
    `marcas_asistencia?colaborador_id=eq.${ANA_EMPLOYEE}&creado_por=eq.a0000000-0000-4000-8000-000000000003`,
    { method: 'DELETE' },
  );
});

describe('Axel People', () => {
  test('the admin creates an employee (a wrong RUT is refused first), edits it, imports a CSV with a bad row and exports', async ({
    page,
    toasts,
  }) => {
    await openSignedIn(page, DEMO.adminAndes, '/axel-people/colaboradores');
    await expectText(page, 'Ana Torres Fuentes', 'the directory lists the staff');
    await page.getByRole('link', { name: 'Nuevo colaborador' }).click();
    await expectPath(page, '/axel-people/colaboradores/nuevo', 'the new-employee form has its own URL');

    await page.getByLabel('Nombres').fill('Valeria');
    await page.getByLabel('Apellidos').fill('Núñez Prado');
    await page.getByLabel('Cargo').fill('Técnica Eléctrica');
    await page.getByLabel('Área', { exact: true }).fill('Mantención');
    await page.getByLabel('RUT').fill('16.111.222-5');
    await page.getByLabel('Fecha de ingreso').fill('2026-11-02');
    await page.getByRole('button', { name: 'Crear colaborador' }).click();
    await expectText(page, 'RUT inválido: revisa el dígito verificador', 'the check digit is checked before sending');

    await page.getByLabel('RUT').fill('16.111.222-4');
    await page.getByRole('button', { name: 'Crear colaborador' }).click();
    await toasts.waitFor('Colaborador creado', 'the employee is saved');
    await expect
      .poll(() => new URL(page.url()).pathname, { message: 'the detail of the new employee opens' })
      .toMatch(/^\/axel-people\/colaboradores\/[0-9a-f-]{36}$/);

    // The URL changes a moment before the edit form replaces the new-employee form: type into the
    // edit form, not into the one on its way out.
    const edit = page.getByRole('form', { name: 'Editar colaborador' });
    await edit.getByLabel('Cargo').fill('Supervisora Eléctrica');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await toasts.waitFor('Colaborador actualizado', 'the edit is saved');
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Cargo').inputValue(), { message: 'the edit survives a reload' })
      .toBe('Supervisora Eléctrica');
    await expect
      .poll(() => page.getByLabel('RUT').inputValue(), { message: 'the RUT is stored normalised and shown with dots' })
      .toBe('16.111.222-4');

    // Import: one good row, one with a wrong check digit. Back to the directory by the detail's own
    // link (a client-side navigation, far cheaper for Chromium than loading the app again).
    await followLink(page.getByRole('link', { name: 'Volver a colaboradores' }), () =>
      expectPath(page, '/axel-people/colaboradores', "the detail's link leads back to the directory"),
    );
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const csv = [
      'Nombres,Apellidos,RUT,Cargo,Área,Fecha de ingreso,Tipo de contrato,RUT jefatura',
      'Importada,Correcta Uno,12.121.212-9,Operadora,Producción,02-11-2026,Plazo fijo,14.567.893-5',
      'Importada,Mala Dos,14.141.414-4,Operador,Producción,2026-11-02,Indefinido,',
    ].join('\r\n');
    await page
      .getByLabel('Archivo CSV')
      .setInputFiles({ name: 'colaboradores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expectText(page, '1 filas válidas, 1 con errores.', 'the per-row report counts the rows');
    const errors = page.getByRole('table', { name: 'Filas con errores' });
    await expect
      .poll(() => errors.innerText(), { message: 'the bad row is reported by its line with the reason' })
      .toMatch(/3\s+RUT: RUT inválido: revisa el dígito verificador/);
    await page.getByRole('button', { name: 'Importar 1 filas válidas' }).click();
    await toasts.waitFor('Se importaron 1 filas', 'the valid row is imported');

    await page.getByRole('searchbox').fill('importada');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('q'), { message: 'the search is kept in the URL' })
      .toBe('importada');
    await expectText(page, 'Importada Correcta Uno', 'the imported employee is listed');
    expect(await page.getByText('Importada Mala Dos').count(), 'the bad row was not imported').toBe(0);

    // Export what the list shows: UTF-8 with BOM, the import's headers.
    await page.getByRole('searchbox').fill('');
    await page.goto('/axel-people/colaboradores?area=Mantenci%C3%B3n');
    await expectText(page, 'Valeria Núñez Prado', 'the area filter from the URL applies');
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('colaboradores.csv');
    const text = (await downloadBytes(download)).toString('utf8');
    expect(text.startsWith('\uFEFF"Nombres","Apellidos","RUT"')).toBe(true);
    expect(text).toContain('"Valeria","Núñez Prado","16.111.222-4","Supervisora Eléctrica","Mantención"');
    expect(text).not.toContain('Producción');
  });

  test("Ana asks for vacation and the admin approves it with a comment; then Ana's overview, the org chart, clocking in and out, and her team's day", async ({
    page,
    toasts,
  }) => {
    await openSignedIn(page, DEMO.ana, '/axel-people/solicitudes');
    await expectText(page, 'Mi saldo de vacaciones', 'Ana sees her balance');
    const form = page.getByRole('form', { name: 'Nueva solicitud' });
    await form.getByLabel('Tipo').selectOption('vacaciones');
    await form.getByLabel('Desde').fill('2027-03-01');
    await form.getByLabel('Hasta').fill('2027-03-03');
    await expectText(
      page,
      '3 días hábiles (sin fines de semana ni feriados de la empresa)',
      'the working days are counted by the database',
    );
    await form.getByLabel('Motivo').fill('Viaje familiar');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await toasts.waitFor('Solicitud enviada', 'the request is sent');
    const anaRow = page.getByRole('row', { name: /Ana Torres Fuentes.*1 mar 2027/ });
    await expect.poll(() => anaRow.innerText(), { message: 'her request is pending' }).toContain('Pendiente');
    expect(await anaRow.getByRole('button', { name: /Resolver/ }).count(), 'she cannot resolve her own request').toBe(
      0,
    );

    // The admin next, in the same browser page (a session of theirs replaces Ana's): a second
    // profile (newPage) would cost Chromium a new context and an uncached first load of the app, and
    // Ana's page need not stay open meanwhile, since she loads her list again to see the answer.
    const admin = page;
    await openSignedIn(admin, DEMO.adminAndes, '/axel-people/solicitudes?estado=pendiente');
    await admin.getByRole('button', { name: 'Resolver solicitud de Ana Torres Fuentes del 1 mar 2027' }).click();
    await admin.getByLabel('Comentario').fill('Buen viaje');
    await admin.getByRole('button', { name: 'Aprobar' }).click();
    await expect
      .poll(() => admin.getByText('Solicitud aprobada').count(), { message: 'the approval is confirmed' })
      .toBeGreaterThan(0);

    // Ana again, her list as the server has it now (a load: the list is cached client-side).
    await openSignedIn(page, DEMO.ana, '/axel-people/solicitudes');
    await expect
      .poll(() => page.getByRole('row', { name: /Ana Torres Fuentes.*1 mar 2027/ }).innerText(), {
        message: 'Ana sees it approved with the comment',
      })
      .toMatch(/Aprobada[\s\S]*Buen viaje/);

    // Ana goes on to the overview, the org chart, clocking in and out, and her team's day, through
    // the module's menu (it was a test of its own: a sign-in and a load more).
    await followLink(moduleSectionLink(page, 'Axel People', 'Resumen'), () =>
      expectPath(page, '/axel-people', 'the overview'),
    );
    await expect
      .poll(() => page.getByTestId('figura-Dotación activa').innerText(), { message: 'the headcount figure' })
      .toMatch(/^\d+$/);
    await expectText(page, 'Dotación por área', 'the chart card');
    await expectText(page, 'Rodrigo Vargas Pino', 'her report on vacation is absent today');

    await page.getByRole('link', { name: 'Organigrama' }).click();
    const tree = page.getByRole('tree', { name: 'Organigrama' });
    await expect
      .poll(
        () => tree.getByRole('treeitem').filter({ hasText: 'Diego Rojas Tapia' }).last().getAttribute('aria-level'),
        { message: 'Carlos > Ana > Javier > Diego' },
      )
      .toBe('4');

    await page.getByRole('link', { name: 'Asistencia' }).click();
    await page.getByRole('button', { name: 'Marcar entrada' }).click();
    await toasts.waitFor('Entrada registrada', 'the clock-in is saved');
    await page.getByRole('button', { name: 'Marcar salida' }).click();
    await toasts.waitFor('Salida registrada', 'the clock-out is saved');
    const team = page.getByRole('table', { name: /Asistencia del/ });
    await expect
      .poll(() => team.getByRole('row', { name: /Rodrigo Vargas Pino/ }).innerText(), {
        message: 'the day view explains the absence',
      })
      .toContain('Ausente: Vacaciones');
    expect(await team.getByRole('row', { name: /Valentina/ }).count(), 'another area is not her team').toBe(0);
  });
});
