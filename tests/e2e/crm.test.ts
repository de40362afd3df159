/**
 * Axel CRM in Chromium (issue 17). Rule 2 of docs/testing.md: every row here is the test's own,
 * made unique by a stamp, and removed afterwards through the service role; no other file counts
 * CRM rows. Ana (usuario, Industrias Andes) creates an opportunity, moves it on the pipeline board
 * with the keyboard and exports the list; the admin edits an account and its contact and deletes
 * both (asked to confirm); a visitor's /contacto request becomes a lead of Axel
 * Platform that its super_admin converts into an opportunity.
 */
import { afterAll, describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import {
  DEMO,
  downloadBytes,
  expectPath,
  expectText,
  followLink,
  leaveSignedOut,
  moduleSectionLink,
  openPage,
  openSignedIn,
  test,
} from './support/browser.ts';

const ANDES = 'c0000000-0000-4000-8000-000000000002';
const AXEL_PLATFORM = 'c0000000-0000-4000-8000-000000000001';
const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const OPPORTUNITY = `Renovación de flota ${STAMP}`;
const LEAD_EMAIL = `prospecto.${STAMP}@vina.demo`;
const LEAD_COMPANY = `Frutícola Prueba ${STAMP}`;
const ACCOUNT = `Cuenta Prueba ${STAMP}`;

afterAll(async () => {
  const enc = encodeURIComponent;
  await serviceRest(`crm_oportunidades?nombre=like.*${enc(STAMP)}*`, { method: 'DELETE' });
  await serviceRest(`crm_leads?correo=eq.${enc(LEAD_EMAIL)}`, { method: 'DELETE' });
  await serviceRest(`crm_contactos?correo=eq.${enc(LEAD_EMAIL)}`, { method: 'DELETE' });
  await serviceRest(`terceros?nombre=eq.${enc(LEAD_COMPANY)}`, { method: 'DELETE' });
  await serviceRest(`solicitudes_contacto?correo=eq.${enc(LEAD_EMAIL)}`, { method: 'DELETE' });
  // Its contacts go with it (on delete cascade), if the journey stopped before deleting it.
  await serviceRest(`terceros?nombre=like.*${enc(STAMP)}*`, { method: 'DELETE' });
});

describe('Axel CRM', () => {
  test('Ana creates an opportunity, moves it on the board with the keyboard and exports the list', async ({
    page,
    toasts,
  }) => {
    await openSignedIn(page, DEMO.ana, '/axel-crm/oportunidades');
    await expectText(page, 'Minera Los Andes', 'the seeded opportunities are listed with their accounts');
    await page.getByRole('button', { name: 'Nueva oportunidad' }).click();
    const form = page.getByRole('form', { name: 'Nueva oportunidad' });
    await form.getByLabel('Nombre de la oportunidad').fill(OPPORTUNITY);
    await form.getByLabel('Cuenta').selectOption({ label: 'Minera Los Andes' });
    await form.getByLabel('Monto (CLP)').fill('12.500.000');
    await form.getByLabel('Cierre estimado').fill('2027-03-31');
    await form.getByRole('button', { name: 'Crear oportunidad' }).click();
    await toasts.waitFor('Oportunidad creada', 'the opportunity is saved');
    await expect
      .poll(() => new URL(page.url()).pathname, { message: 'the detail of the new opportunity opens' })
      .toMatch(/^\/axel-crm\/oportunidades\/[0-9a-f-]{36}$/);
    const [saved] = await serviceRest<
      Array<{ id: string; empresa_id: string; etapa: string; monto: number | string; responsable_id: string }>
    >(`crm_oportunidades?select=id,empresa_id,etapa,monto,responsable_id&nombre=eq.${encodeURIComponent(OPPORTUNITY)}`);
    expect(saved).toMatchObject({
      empresa_id: ANDES,
      etapa: 'prospecto',
      responsable_id: 'a0000000-0000-4000-8000-000000000003',
    });
    expect(String(saved.monto)).toBe('12500000');

    // The board, through the module's own menu (a client-side navigation, far cheaper for Chromium
    // than loading the app again; the board was not loaded before, so it reads the new card from the
    // server): focus the card and press → (Prospecto → Calificado).
    await followLink(moduleSectionLink(page, 'Axel CRM', 'Embudo'), () =>
      expectPath(page, '/axel-crm/embudo', "the module's menu leads to the board"),
    );
    const card = page.getByTestId('columna-prospecto').getByTestId(`tarjeta-${saved.id}`);
    await expect
      .poll(() => card.isVisible(), { message: 'the new opportunity is in Prospecto', timeout: 20_000 })
      .toBe(true);
    await card.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByTestId('columna-calificado').getByTestId(`tarjeta-${saved.id}`).isVisible(), {
        message: 'the card moved to Calificado',
      })
      .toBe(true);
    await expect
      .poll(
        async () =>
          (
            await serviceRest<Array<{ etapa: string; probabilidad: number }>>(
              `crm_oportunidades?select=etapa,probabilidad&id=eq.${saved.id}`,
            )
          )[0],
        {
          message: 'the move is stored, with the stage probability',
        },
      )
      .toEqual({ etapa: 'calificado', probabilidad: 25 });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-card-id')), {
        message: 'the focus stays on the moved card',
      })
      .toBe(saved.id);

    // Export the list filtered by the stamp.
    await page.goto(`/axel-crm/oportunidades?q=${STAMP}`);
    await expectText(page, OPPORTUNITY, 'the search from the URL finds the opportunity');
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('oportunidades.csv');
    const text = (await downloadBytes(download)).toString('utf8');
    expect(text.startsWith('\uFEFF"Oportunidad","Cuenta","Etapa","Monto (CLP)"')).toBe(true);
    expect(text).toContain(`"${OPPORTUNITY}","Minera Los Andes","Calificado","12500000","25"`);
    expect(text.trim().split('\r\n')).toHaveLength(2);
  });

  test('the admin creates an account, edits it and a contact, and deletes both after confirming', async ({
    page,
    toasts,
  }) => {
    await openSignedIn(page, DEMO.adminAndes, '/axel-crm/cuentas');
    await page.getByRole('button', { name: 'Nueva cuenta' }).click();
    const create = page.getByRole('form', { name: 'Nueva cuenta' });
    await create.getByLabel('Nombre').fill(ACCOUNT);
    await create.getByRole('button', { name: 'Crear cuenta' }).click();
    await toasts.waitFor('Cuenta creada', 'the account is saved');
    await expect
      .poll(() => new URL(page.url()).pathname, { message: 'the new account opens' })
      .toMatch(/^\/axel-crm\/cuentas\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';

    await page.getByRole('button', { name: 'Editar cuenta' }).click();
    const edit = page.getByRole('form', { name: 'Editar cuenta' });
    await expect
      .poll(() => edit.getByLabel('Nombre').inputValue(), { message: 'the form holds the account' })
      .toBe(ACCOUNT);
    await edit.getByLabel('Nombre').fill(`${ACCOUNT} SpA`);
    await edit.getByLabel('Tipo').selectOption('proveedor');
    await edit.getByLabel('Estado').selectOption('false');
    await edit.getByLabel('Notas').fill('Paga a 60 días');
    await edit.getByRole('button', { name: 'Guardar cuenta' }).click();
    await toasts.waitFor('Cuenta actualizada', 'the change is saved');
    await expectText(page, `${ACCOUNT} SpA`, 'the detail shows the new name');
    expect(
      (await serviceRest<Array<Record<string, unknown>>>(`terceros?select=nombre,tipo,activo,notas&id=eq.${id}`))[0],
    ).toEqual({
      nombre: `${ACCOUNT} SpA`,
      tipo: 'proveedor',
      activo: false,
      notas: 'Paga a 60 días',
    });

    await page.getByRole('button', { name: 'Nuevo contacto' }).click();
    const contact = page.getByRole('form', { name: 'Nuevo contacto' });
    await contact.getByLabel('Nombre').fill(`Contacto ${STAMP}`);
    await contact.getByRole('button', { name: 'Crear contacto' }).click();
    await toasts.waitFor('Contacto creado', 'the contact is saved');
    await page.getByRole('button', { name: `Editar Contacto ${STAMP}` }).click();
    const editContact = page.getByRole('form', { name: `Editar contacto Contacto ${STAMP}` });
    await editContact.getByLabel('Cargo').fill('Jefe de compras');
    await editContact.getByRole('button', { name: 'Guardar contacto' }).click();
    await toasts.waitFor('Contacto actualizado', 'the contact change is saved');
    await expectText(page, 'Jefe de compras', 'the list shows the new position');
    await page.getByRole('button', { name: `Eliminar Contacto ${STAMP}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await toasts.waitFor('Contacto eliminado', 'the contact is deleted');
    await expect
      .poll(async () => (await serviceRest<unknown[]>(`crm_contactos?select=id&tercero_id=eq.${id}`)).length, {
        message: 'no contact left',
      })
      .toBe(0);

    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await toasts.waitFor('Cuenta eliminada', 'the account is deleted');
    await expectPath(page, '/axel-crm/cuentas', 'back to the accounts');
    expect(await serviceRest<unknown[]>(`terceros?select=id&id=eq.${id}`)).toEqual([]);
  });

  test("a visitor's /contacto request becomes a lead of Axel Platform, which its super_admin converts", async ({
    page,
    toasts,
  }) => {
    // The visitor (no session), in the test's page: the super_admin comes after, at the same browser
    // (a second profile would cost Chromium a new context and an uncached first load of the app).
    const visitor = page;
    await openPage(visitor, '/contacto');
    const form = visitor.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByLabel('Nombre').fill('Valentina Prueba');
    await form.getByLabel('Correo electrónico').fill(LEAD_EMAIL);
    await form.getByLabel('Empresa').fill(LEAD_COMPANY);
    await form.getByLabel('Mensaje').fill('Queremos ordenar nuestras ventas con Axel CRM.');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expectText(visitor, '¡Gracias! Recibimos tu mensaje', 'the visitor is thanked');

    const [lead] = await serviceRest<Array<{ id: string; empresa_id: string; estado: string }>>(
      `crm_leads?select=id,empresa_id,estado&correo=eq.${encodeURIComponent(LEAD_EMAIL)}`,
    );
    expect(lead).toMatchObject({ empresa_id: AXEL_PLATFORM, estado: 'nuevo' });

    await leaveSignedOut(visitor);
    const admin = page;
    await openSignedIn(admin, DEMO.superadmin, `/axel-crm/leads?q=${encodeURIComponent(LEAD_EMAIL)}`);
    const item = admin.getByRole('listitem', { name: 'Lead Valentina Prueba' });
    await expect
      .poll(() => item.isVisible(), { message: "the lead is in the platform's CRM", timeout: 20_000 })
      .toBe(true);
    await expect.poll(() => item.innerText()).toContain('Formulario de contacto');
    await item.getByRole('button', { name: 'Convertir en oportunidad' }).click();
    const convert = item.getByRole('form', { name: 'Convertir a Valentina Prueba en oportunidad' });
    await convert.getByLabel(/Monto/).fill('4.800.000');
    await convert.getByRole('button', { name: 'Convertir' }).click();
    await toasts.waitFor('Lead convertido en oportunidad', 'the conversion is confirmed');
    await expect
      .poll(() => new URL(admin.url()).pathname, { message: 'the new opportunity opens' })
      .toMatch(/^\/axel-crm\/oportunidades\/[0-9a-f-]{36}$/);
    await expectText(admin, LEAD_COMPANY, "the opportunity's account is the lead's company");

    const [after] = await serviceRest<Array<{ estado: string; oportunidad_id: string }>>(
      `crm_leads?select=estado,oportunidad_id&id=eq.${lead.id}`,
    );
    expect(after.estado).toBe('convertido');
    const [opp] = await serviceRest<
      Array<{ empresa_id: string; etapa: string; monto: number | string; terceros: { nombre: string; correo: string } }>
    >(`crm_oportunidades?select=empresa_id,etapa,monto,terceros(nombre,correo)&id=eq.${after.oportunidad_id}`);
    expect(opp).toMatchObject({
      empresa_id: AXEL_PLATFORM,
      etapa: 'prospecto',
      terceros: { nombre: LEAD_COMPANY, correo: LEAD_EMAIL },
    });
    expect(String(opp.monto)).toBe('4800000');
    // Its name carries the stamp, so afterAll removes it with Ana's.
    await expectPath(admin, `/axel-crm/oportunidades/${after.oportunidad_id}`, 'the opportunity has its own URL');
  });
});
