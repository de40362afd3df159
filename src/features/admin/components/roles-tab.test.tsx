import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { findModal } from '@/testing/test-utils';
import { restError, restSelect } from '@/testing/rest-handlers';
import { USERS_PAGE_SIZE } from '../api/get-users';
import {
  ANDES,
  ANDES_ADMIN,
  renderAdmin,
  ROLES,
  SUPER_ADMIN,
  USERS,
  userPagesHandler,
  type UserPageArgs,
} from '../testing/fixtures';
import { RolesTab } from './roles-tab';

const PAGE_RPC = '*/rest/v1/rpc/usuarios_autenticados_pagina';

/** Serves the users' pages and the roles; returns the arguments of each page request. */
function serve(users: typeof USERS = USERS) {
  const calls: UserPageArgs[] = [];
  server.use(userPagesHandler(users, calls), restSelect('roles_sistema', ROLES));
  return calls;
}

function row(name: string | RegExp) {
  return screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
}

describe('RolesTab', { timeout: 20_000 }, () => {
  it('waits for the role names too: a row never shows a role key that then changes', async () => {
    let releaseRoles!: () => void;
    const rolesArrive = new Promise<void>((resolve) => (releaseRoles = resolve));
    server.use(
      userPagesHandler(USERS, []),
      http.get('*/rest/v1/roles_sistema', async () => {
        await rolesArrive;
        return HttpResponse.json(ROLES);
      }),
    );
    renderAdmin(<RolesTab viewer={SUPER_ADMIN} />);
    // The users have arrived (their page is answered at once); the roles have not.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando usuarios...');
    expect(screen.queryByRole('cell', { name: 'Ana Torres Fuentes' })).not.toBeInTheDocument();
    releaseRoles();
    const ana = await waitFor(() => row('Ana Torres Fuentes'));
    expect(within(ana).getByText('Usuario')).toHaveAttribute('data-slot', 'badge');
  });

  it('shows a loading text, then every user with the four columns and the role badge', async () => {
    serve();
    renderAdmin(<RolesTab viewer={SUPER_ADMIN} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando usuarios...');
    await screen.findByRole('cell', { name: 'Ana Torres Fuentes' });
    for (const header of ['Nombre Completo', 'Correo Electrónico', 'Empresa', 'Rol del Sistema']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('row')).toHaveLength(USERS.length + 1);
    const ana = row('Ana Torres Fuentes');
    expect(within(ana).getByText('ana@andes.demo')).toBeInTheDocument();
    expect(within(ana).getByText('Industrias Andes')).toBeInTheDocument();
    expect(within(ana).getByText('Usuario')).toHaveAttribute('data-slot', 'badge');
    expect(within(row('Sofía Reyes Valdés')).getByText('Super Administrador').className).toContain('bg-destructive');
    expect(within(row('Carlos Mendoza Rojas')).getByText('Administrador de Empresa').className).toContain('bg-primary');
    expect(within(ana).getByText('Usuario').className).toContain('bg-secondary');
    const pedro = row(/^Pedro Castillo/);
    expect(within(pedro).getByText('Sin rol')).toBeInTheDocument();
    expect(within(pedro).getByText('Inactivo')).toBeInTheDocument();
    expect(within(ana).queryByText('Inactivo')).not.toBeInTheDocument();
  });

  it('promoting to Super Administrador asks first with the database count; Deshacer restores the role', async () => {
    serve();
    const patches: unknown[] = [];
    server.use(
      http.patch('*/rest/v1/empleados_servicio', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json([{ id: 'u-ana' }]);
      }),
      http.post('*/rest/v1/rpc/impacto_promover_super_admin', () =>
        HttpResponse.json([{ usuarios: 2000, empresas: 12 }]),
      ),
    );
    const { user } = renderAdmin(<RolesTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Editar rol de Ana Torres Fuentes' }));
    await user.click(await screen.findByRole('option', { name: 'Super Administrador' }));
    await findModal('alertdialog', { name: '¿Nombrar a Ana Torres Fuentes Super Administrador?' });
    expect(await screen.findByText('Tendrá control sobre 2.000 usuarios de 12 empresas.')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Nombrar Super Administrador' }));
    expect(await screen.findByText('Rol actualizado correctamente')).toBeInTheDocument();
    expect(patches).toEqual([{ rol_sistema_id: 'super_admin' }]);
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Cambio deshecho')).toBeInTheDocument();
    expect(patches).toEqual([{ rol_sistema_id: 'super_admin' }, { rol_sistema_id: 'usuario' }]);
  });

  it('says so when there are no users', async () => {
    serve([]);
    renderAdmin(<RolesTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No se encontraron usuarios autenticados en el sistema.')).toBeInTheDocument();
  });

  it('shows the error with a retry when the users cannot be read', async () => {
    server.use(
      http.post(PAGE_RPC, () => restError(500, 'se cayó')),
      http.post('*/rest/v1/rpc/usuarios_autenticados_conteo', () => restError(500, 'se cayó')),
      restSelect('roles_sistema', ROLES),
    );
    renderAdmin(<RolesTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No se pudieron cargar los usuarios')).toBeInTheDocument();
    expect(screen.getByText('se cayó')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('edit puts the row in selector mode; choosing a role saves it, toasts and leaves selector mode', async () => {
    serve();
    const patches: Array<{ url: URL; body: unknown }> = [];
    server.use(
      http.patch('*/rest/v1/empleados_servicio', async ({ request }) => {
        patches.push({ url: new URL(request.url), body: await request.json() });
        return HttpResponse.json([{ id: 'u-ana' }]);
      }),
    );
    const { user } = renderAdmin(<RolesTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Editar rol de Ana Torres Fuentes' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Sin rol',
      'Administrador de Empresa',
      'Super Administrador',
      'Usuario',
    ]);
    await user.click(screen.getByRole('option', { name: 'Administrador de Empresa' }));
    expect(await screen.findByText('Rol actualizado correctamente')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(patches[0].url.searchParams.get('id')).toBe('eq.u-ana');
    expect(patches[0].body).toEqual({ rol_sistema_id: 'admin_empresa' });
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Rol de Ana Torres Fuentes' })).not.toBeInTheDocument(),
    );
  });

  it("'Sin rol' saves no role (null)", async () => {
    serve();
    let body: unknown;
    server.use(
      http.patch('*/rest/v1/empleados_servicio', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json([{ id: 'u-ana' }]);
      }),
    );
    const { user } = renderAdmin(<RolesTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Editar rol de Ana Torres Fuentes' }));
    await user.click(await screen.findByRole('option', { name: 'Sin rol' }));
    expect(await screen.findByText('Rol actualizado correctamente')).toBeInTheDocument();
    expect(body).toEqual({ rol_sistema_id: null });
  });

  it('toasts the error and keeps the row in selector mode when the write fails or is refused', async () => {
    serve();
    server.use(http.patch('*/rest/v1/empleados_servicio', () => HttpResponse.json([])));
    const { user } = renderAdmin(<RolesTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Editar rol de Ana Torres Fuentes' }));
    await user.click(await screen.findByRole('option', { name: 'Administrador de Empresa' }));
    expect(await screen.findByText('Error al actualizar el rol')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rol de Ana Torres Fuentes' })).toBeInTheDocument();
  });

  it('searches by name, e-mail or company in the database (trimmed), and says when nobody matches', async () => {
    const calls = serve();
    const { user } = renderAdmin(<RolesTab viewer={SUPER_ADMIN} />);
    const search = await screen.findByRole('searchbox', { name: 'Buscar usuarios' });
    expect(calls).toEqual([{ p_busqueda: '', p_limite: USERS_PAGE_SIZE }]);
    await user.type(search, '  PACIFICO ');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('cell', { name: 'Luis Herrera Soto' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ p_busqueda: 'PACIFICO', p_limite: USERS_PAGE_SIZE });
    await user.clear(search);
    await user.type(search, 'nadie');
    expect(await screen.findByText('No se encontraron usuarios que coincidan con "nadie"')).toBeInTheDocument();
    // The search box stays, so the search can be changed.
    expect(screen.getByRole('searchbox', { name: 'Buscar usuarios' })).toHaveValue('nadie');
  });

  it("one scrolling table: the next page is read after the last row's key as the table nears its end, no button", async () => {
    const pad = (i: number) => String(i).padStart(3, '0');
    const many = Array.from({ length: USERS_PAGE_SIZE + 20 }, (_, i) => ({
      ...USERS[0],
      id: `u-${pad(i)}`,
      nombre: 'Usuario',
      apellido_paterno: `Prueba ${pad(i)}`,
      apellido_materno: null,
      correo: `u${i}@andes.demo`,
    }));
    const calls = serve(many);
    renderAdmin(<RolesTab viewer={SUPER_ADMIN} />);
    await screen.findByText(`Usuario Prueba ${pad(0)}`);
    expect(screen.getByText('Mostrando 120 usuarios')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Usuarios' })).toHaveAttribute('aria-rowcount', '121');
    // Only the rows a 600 px area shows (and a few more) are drawn; one page read so far.
    const bodyRows = () => document.querySelectorAll('tbody tr[aria-rowindex]').length;
    expect(bodyRows()).toBeLessThan(40);
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Cargar más/ })).not.toBeInTheDocument();

    const region = screen.getByRole('region', { name: 'Usuarios (desplazable)' });
    act(() => {
      region.scrollTop = 90 * 53;
      region.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      p_busqueda: '',
      p_despues: ['Usuario', `Prueba ${pad(USERS_PAGE_SIZE - 1)}`, `u-${pad(USERS_PAGE_SIZE - 1)}`],
      p_limite: USERS_PAGE_SIZE,
    });
    act(() => {
      region.scrollTop = 120 * 53;
      region.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByText(`Usuario Prueba ${pad(USERS_PAGE_SIZE + 19)}`)).toBeInTheDocument();
    // A short page is the last one: nothing more is asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toHaveLength(2);
  });

  it('for an admin_empresa: never offers super_admin, and says why their own row cannot be edited', async () => {
    const andes = USERS.filter((u) => u.empresa_id === ANDES);
    serve(andes);
    const { user } = renderAdmin(<RolesTab viewer={ANDES_ADMIN} />);
    const own = await screen.findByRole('button', { name: 'Editar rol de Carlos Mendoza Rojas' });
    expect(own).toHaveAttribute('aria-disabled', 'true');
    await user.hover(own);
    expect((await screen.findAllByText('No puedes cambiar tu propio rol.')).length).toBeGreaterThan(0);
    await user.click(own);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar rol de Ana Torres Fuentes' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Sin rol', 'Administrador de Empresa', 'Usuario']);
  });
});
