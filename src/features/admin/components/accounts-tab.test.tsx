import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { findModal } from '@/testing/test-utils';
import { restError, restSelect } from '@/testing/rest-handlers';
import type { AccountRow, InvitationRow } from '../api/accounts';
import { ANDES, ANDES_ADMIN, companyOptionsHandler, renderAdmin, SUPER_ADMIN } from '../testing/fixtures';
import { AccountsTab } from './accounts-tab';

const ACCOUNTS: AccountRow[] = [
  {
    id: 'u-carlos',
    nombre: 'Carlos',
    apellido_paterno: 'Mendoza',
    apellido_materno: 'Rojas',
    correo: 'admin@andes.demo',
    rol_id: 'admin_empresa',
    estado: 'activo',
    ultimo_ingreso: '2026-11-23T14:00:00Z',
    segundo_factor: true,
  },
  {
    id: 'u-ana',
    nombre: 'Ana',
    apellido_paterno: 'Torres',
    apellido_materno: 'Fuentes',
    correo: 'ana@andes.demo',
    rol_id: 'usuario',
    estado: 'activo',
    ultimo_ingreso: null,
    segundo_factor: false,
  },
  {
    id: 'u-pedro',
    nombre: 'Pedro',
    apellido_paterno: 'Castillo',
    apellido_materno: null,
    correo: 'inactivo@andes.demo',
    rol_id: 'usuario',
    estado: 'inactivo',
    ultimo_ingreso: '2026-10-01T10:00:00Z',
    segundo_factor: false,
  },
];

const INVITATIONS: InvitationRow[] = [
  {
    id: 'inv-1',
    correo: 'nueva@andes.demo',
    nombre: 'Nueva Persona',
    rol_id: 'usuario',
    estado: 'pendiente',
    enviada_en: '2026-11-22T12:00:00Z',
    envios: 2,
  },
];

/** The accounts (rpc cuentas_empresa), pending invitations and the account functions, recording each call. */
function serve({
  accounts = ACCOUNTS,
  invitations = INVITATIONS,
}: { accounts?: AccountRow[]; invitations?: InvitationRow[] } = {}) {
  const calls: Array<{ name: string; body: Record<string, unknown> }> = [];
  const reads: string[] = [];
  server.use(
    http.post('*/rest/v1/rpc/cuentas_empresa', async ({ request }) => {
      const body = (await request.json()) as { p_empresa_id: string };
      reads.push(`cuentas ${body.p_empresa_id}`);
      return HttpResponse.json(accounts);
    }),
    restSelect('invitaciones', (url) => {
      reads.push(`invitaciones ${url.searchParams.get('empresa_id')} ${url.searchParams.get('estado')}`);
      return invitations;
    }),
    http.post('*/functions/v1/:name', async ({ params, request }) => {
      const name = String(params.name);
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ name, body });
      switch (name) {
        case 'invite-user':
          return HttpResponse.json({
            id: 'inv-2',
            correo: body.correo,
            nombre: body.nombre,
            rol_id: body.rol,
            estado: 'pendiente',
            enviada_en: '2026-11-24T07:00:00Z',
            envios: 1,
          });
        case 'resend-invitation':
        case 'revoke-invitation':
          return HttpResponse.json({
            ...INVITATIONS[0],
            estado: name === 'revoke-invitation' ? 'revocada' : 'pendiente',
          });
        case 'set-user-state':
          return HttpResponse.json({ estado: body.estado });
        case 'send-recovery-link':
          return HttpResponse.json({ correo: 'ana@andes.demo' });
      }
      return HttpResponse.json({ code: 'not_found', message: 'No existe' }, { status: 404 });
    }),
  );
  return { calls, reads };
}

function accountRow(name: string) {
  const section = screen.getByRole('region', { name: 'Cuentas de la empresa' });
  return within(section).getByText(name).closest('tr') as HTMLElement;
}

describe('AccountsTab', { timeout: 20_000 }, () => {
  it("an admin_empresa sees their company's accounts with role, state, second factor and last sign-in", async () => {
    const { reads } = serve();
    renderAdmin(<AccountsTab viewer={ANDES_ADMIN} />);
    expect(await screen.findByText('Cargando cuentas...')).toBeInTheDocument();
    const ana = await waitFor(() => accountRow('Ana Torres Fuentes'));
    expect(within(ana).getByText('Usuario')).toBeInTheDocument();
    expect(within(ana).getByText('Activo')).toBeInTheDocument();
    expect(within(ana).getByText('Nunca')).toBeInTheDocument();
    const carlos = accountRow('Carlos Mendoza Rojas');
    expect(within(carlos).getByText('2 pasos')).toBeInTheDocument();
    expect(within(carlos).getByText('Administrador de Empresa')).toBeInTheDocument();
    // Their own row offers no action.
    expect(within(carlos).queryByRole('button')).not.toBeInTheDocument();
    expect(within(accountRow('Pedro Castillo')).getByText('Inactivo')).toBeInTheDocument();
    const pending = screen.getByRole('region', { name: 'Invitaciones pendientes' });
    expect(within(pending).getByText('Nueva Persona')).toBeInTheDocument();
    expect(within(pending).getByText(/\(2 envíos\)/)).toBeInTheDocument();
    expect(reads).toEqual(expect.arrayContaining([`cuentas ${ANDES}`, `invitaciones eq.${ANDES} eq.pendiente`]));
    expect(screen.getByText('Puedes invitar usuarios y administradores de tu empresa.')).toBeInTheDocument();
  });

  it('a super_admin first chooses the company', async () => {
    server.use(
      companyOptionsHandler([
        { id: ANDES, nombre: 'Industrias Andes' },
        { id: 'c-pacifico', nombre: 'Comercial Pacífico' },
      ]),
    );
    const { reads } = serve();
    const { user } = renderAdmin(<AccountsTab viewer={SUPER_ADMIN} />);
    expect(screen.getByText('Verás sus cuentas y sus invitaciones pendientes.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invitar usuario' })).not.toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'Empresa' });
    await waitFor(() => expect(picker).toBeEnabled()); // disabled until the companies load
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Industrias Andes' }));
    await waitFor(() => accountRow('Ana Torres Fuentes'));
    expect(reads).toContain(`cuentas ${ANDES}`);
  });

  it('the invite form refuses an invalid e-mail and an empty name in Spanish, without calling the function', async () => {
    const { calls } = serve();
    const { user } = renderAdmin(<AccountsTab viewer={ANDES_ADMIN} />);
    const form = await screen.findByRole('form', { name: 'Invitar usuario' });
    await user.type(within(form).getByLabelText('Correo'), 'nueva@andes');
    await user.click(within(form).getByRole('button', { name: 'Invitar' }));
    expect(within(form).getByLabelText('Correo')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Escribe un correo válido, por ejemplo nombre@empresa.cl.')).toBeInTheDocument();
    expect(within(form).getByText('Escribe el nombre de la persona.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('invites with the chosen role, confirms and reloads the lists', async () => {
    const { calls, reads } = serve();
    const { user } = renderAdmin(<AccountsTab viewer={ANDES_ADMIN} />);
    const form = await screen.findByRole('form', { name: 'Invitar usuario' });
    await user.type(within(form).getByLabelText('Correo'), ' jefa@andes.demo ');
    await user.type(within(form).getByLabelText('Nombre'), 'Jefa de Planta');
    await user.selectOptions(within(form).getByLabelText('Rol'), 'admin_empresa');
    // An admin_empresa is never offered super_admin.
    expect(
      within(within(form).getByLabelText('Rol')).queryByRole('option', { name: 'Super Administrador' }),
    ).not.toBeInTheDocument();
    const before = reads.length;
    await user.click(within(form).getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('Invitación enviada a jefa@andes.demo.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        name: 'invite-user',
        body: { empresa_id: ANDES, correo: 'jefa@andes.demo', nombre: 'Jefa de Planta', rol: 'admin_empresa' },
      },
    ]);
    expect(within(form).getByLabelText('Correo')).toHaveValue('');
    await waitFor(() => expect(reads.length).toBeGreaterThan(before));
  });

  it("an address that already has an account: the function's Spanish message, and what was typed stays", async () => {
    serve();
    server.use(
      http.post('*/functions/v1/invite-user', () =>
        HttpResponse.json({ code: 'email_exists', message: 'Ya existe una cuenta con ese correo' }, { status: 409 }),
      ),
    );
    const { user } = renderAdmin(<AccountsTab viewer={ANDES_ADMIN} />);
    const form = await screen.findByRole('form', { name: 'Invitar usuario' });
    await user.type(within(form).getByLabelText('Correo'), 'ana@andes.demo');
    await user.type(within(form).getByLabelText('Nombre'), 'Ana');
    await user.click(within(form).getByRole('button', { name: 'Invitar' }));
    expect(await within(form).findByText('Ya existe una cuenta con ese correo')).toBeInTheDocument();
    expect(within(form).getByLabelText('Correo')).toHaveValue('ana@andes.demo');
  });

  it('a failure without a readable answer gets a generic Spanish message', async () => {
    serve();
    server.use(http.post('*/functions/v1/invite-user', () => new HttpResponse('Bad Gateway', { status: 502 })));
    const { user } = renderAdmin(<AccountsTab viewer={ANDES_ADMIN} />);
    const form = await screen.findByRole('form', { name: 'Invitar usuario' });
    await user.type(within(form).getByLabelText('Correo'), 'otra@andes.demo');
    await user.type(within(form).getByLabelText('Nombre'), 'Otra');
    await user.click(within(form).getByRole('button', { name: 'Invitar' }));
    expect(await within(form).findByText('No se pudo completar la operación.')).toBeInTheDocument();
  });

  it('resends and revokes a pending invitation', async () => {
    const { calls } = serve();
    const { user } = renderAdmin(<AccountsTab viewer={ANDES_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Reenviar invitación a nueva@andes.demo' }));
    expect(await screen.findByText('Invitación reenviada a nueva@andes.demo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revocar invitación a nueva@andes.demo' }));
    expect(await screen.findByText('Invitación a nueva@andes.demo revocada.')).toBeInTheDocument();
    expect(calls).toEqual([
      { name: 'resend-invitation', body: { invitacion_id: 'inv-1' } },
      { name: 'revoke-invitation', body: { invitacion_id: 'inv-1' } },
    ]);
  });

  it('a refused revocation shows the reason', async () => {
    serve();
    server.use(
      http.post('*/functions/v1/revoke-invitation', () =>
        HttpResponse.json({ code: 'invalid_input', message: 'La invitación ya no está pendiente' }, { status: 400 }),
      ),
    );
    const { user } = renderAdmin(<AccountsTab viewer={ANDES_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Revocar invitación a nueva@andes.demo' }));
    expect(await screen.findByText('La invitación ya no está pendiente')).toBeInTheDocument();
  });

  it('deactivates an active account, reactivates an inactive one and sends a recovery link', async () => {
    const { calls } = serve();
    const { user } = renderAdmin(<AccountsTab viewer={ANDES_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Desactivar a Ana Torres Fuentes' }));
    // Deactivating asks first (issue 31); 'Cancelar' changes nothing.
    const ask = await findModal('alertdialog', { name: 'Desactivar a Ana Torres Fuentes' });
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Desactivar a Ana Torres Fuentes' }));
    await user.click(
      within(await findModal('alertdialog', { name: 'Desactivar a Ana Torres Fuentes' })).getByRole('button', {
        name: 'Desactivar',
      }),
    );
    expect(await screen.findByText('Ana Torres Fuentes quedó inactivo: sus sesiones se cerraron.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reactivar a Pedro Castillo' }));
    expect(await screen.findByText('Pedro Castillo quedó activo.')).toBeInTheDocument();
    // An inactive account gets no recovery link (reactivate it first).
    expect(
      screen.queryByRole('button', { name: 'Enviar enlace de recuperación a Pedro Castillo' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar enlace de recuperación a Ana Torres Fuentes' }));
    expect(await screen.findByText('Enlace de recuperación enviado a ana@andes.demo.')).toBeInTheDocument();
    expect(calls).toEqual([
      { name: 'set-user-state', body: { usuario_id: 'u-ana', estado: 'inactivo' } },
      { name: 'set-user-state', body: { usuario_id: 'u-pedro', estado: 'activo' } },
      { name: 'send-recovery-link', body: { usuario_id: 'u-ana' } },
    ]);
  });

  it("a refused deactivation toasts the function's message", async () => {
    serve();
    server.use(
      http.post('*/functions/v1/set-user-state', () =>
        HttpResponse.json(
          { code: 'forbidden', message: 'No tienes permiso para cambiar el estado de este usuario' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderAdmin(<AccountsTab viewer={ANDES_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Desactivar a Ana Torres Fuentes' }));
    await user.click(
      within(await findModal('alertdialog', { name: 'Desactivar a Ana Torres Fuentes' })).getByRole('button', {
        name: 'Desactivar',
      }),
    );
    expect(await screen.findByText('No tienes permiso para cambiar el estado de este usuario')).toBeInTheDocument();
  });

  it('says so when there are no invitations, and when the accounts cannot be read', async () => {
    serve({ invitations: [] });
    server.use(http.post('*/rest/v1/rpc/cuentas_empresa', () => restError(500, 'se cayó')));
    renderAdmin(<AccountsTab viewer={ANDES_ADMIN} />);
    expect(await screen.findByText('No hay invitaciones pendientes.')).toBeInTheDocument();
    expect(await screen.findByText('No se pudieron cargar las cuentas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
