import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError, restSelect } from '@/testing/rest-handlers';
import {
  companyOptionsHandler,
  ANDES,
  ANDES_ADMIN,
  PACIFICO,
  renderAdmin,
  SUPER_ADMIN,
  USERS,
  userPagesHandler,
  type UserPageArgs,
} from '../testing/fixtures';
import { UserPermissionsTab } from './user-permissions-tab';

const COMPANIES = [
  { id: 'c-axel', nombre: 'Axel Platform' },
  { id: PACIFICO, nombre: 'Comercial Pacífico' },
  { id: ANDES, nombre: 'Industrias Andes' },
];

function perm(usuario_id: string, clave: string, nombre: string, en_plan: boolean, override: boolean | null) {
  return {
    usuario_id,
    nombre: 'x',
    apellido_paterno: 'y',
    apellido_materno: null,
    correo: 'x@y',
    empresa_id: ANDES,
    empresa_nombre: 'Industrias Andes',
    modulo_id: `m-${clave}`,
    modulo_clave: clave,
    modulo_nombre: nombre,
    modulo_descripcion: `Descripción de ${nombre}`,
    plan_clave: 'basico',
    plan_nombre: 'Básico',
    en_plan,
    override_puede_acceder: override,
    override_aplicado: override !== null,
    acceso_efectivo: en_plan && (override ?? true),
  };
}

const ANA_PERMS = [
  perm('u-ana', 'finance', 'Finanzas', true, false),
  perm('u-ana', 'crm', 'Relación con Clientes', true, null),
  perm('u-ana', 'ops', 'Servicio Técnico', false, null),
];

function serve({ perms = ANA_PERMS }: { perms?: object[] } = {}) {
  const calls: UserPageArgs[] = [];
  server.use(
    companyOptionsHandler(COMPANIES),
    userPagesHandler(USERS, calls),
    restSelect('permisos_usuario_modulo', (url) => (url.searchParams.get('usuario_id') === 'eq.u-ana' ? perms : [])),
  );
  return { calls };
}

async function chooseCompany(user: ReturnType<typeof renderAdmin>['user'], name: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Empresa' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('UserPermissionsTab', { timeout: 20_000 }, () => {
  it('asks for a company first, and queries no users until one is chosen', async () => {
    const { calls } = serve();
    renderAdmin(<UserPermissionsTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('Selecciona una empresa...')).toBeInTheDocument();
    expect(screen.getByText('Selecciona una empresa para ver sus usuarios')).toBeInTheDocument();
    expect(screen.getByText('Selecciona un usuario para ver sus permisos')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('selects the first user, shows their header and module table; search asks the server', async () => {
    const { calls } = serve();
    const { user } = renderAdmin(<UserPermissionsTab viewer={SUPER_ADMIN} />);
    await chooseCompany(user, 'Industrias Andes');
    // The first matches of the chosen company, never its whole set.
    await waitFor(() => expect(calls[0]).toEqual({ p_busqueda: '', p_empresa_id: ANDES, p_limite: 50 }));
    const list = screen.getByRole('region', { name: 'Usuarios' });
    expect(await within(list).findByRole('button', { name: /Ana Torres Fuentes/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const pane = screen.getByRole('region', { name: 'Permisos del usuario' });
    expect(within(pane).getByRole('heading', { name: 'Ana Torres Fuentes' })).toBeInTheDocument();
    expect(within(pane).getByText('Empresa: Industrias Andes')).toBeInTheDocument();
    expect(await within(pane).findByRole('cell', { name: 'Finanzas' })).toBeInTheDocument();
    for (const header of ['Clave', 'Módulo', 'Descripción', 'Empresa', 'Plan', 'Acceso']) {
      expect(within(pane).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(pane).getAllByText('Básico')[0].className).toContain('bg-secondary');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre, correo...' }), 'CARLOS');
    await waitFor(() => expect(calls.at(-1)).toEqual({ p_busqueda: 'CARLOS', p_empresa_id: ANDES, p_limite: 50 }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    expect(within(list).getByRole('button', { name: /Carlos Mendoza Rojas/ })).toHaveAttribute('aria-pressed', 'true');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No se encontraron usuarios que coincidan con "zzz"')).toBeInTheDocument();
    expect(screen.getByText('Selecciona un usuario para ver sus permisos')).toBeInTheDocument();
  });

  it('clears the selection when the company changes, and says when a company has no users', async () => {
    serve();
    const { user } = renderAdmin(<UserPermissionsTab viewer={SUPER_ADMIN} />);
    await chooseCompany(user, 'Industrias Andes');
    await screen.findByRole('heading', { name: 'Ana Torres Fuentes' });
    await chooseCompany(user, 'Axel Platform');
    expect(await screen.findByRole('heading', { name: 'Sofía Reyes Valdés' })).toBeInTheDocument();
    server.use(userPagesHandler([]));
    await chooseCompany(user, 'Comercial Pacífico');
    expect(await screen.findByText('No se encontraron usuarios para esta empresa')).toBeInTheDocument();
    expect(screen.getByText('Selecciona un usuario para ver sus permisos')).toBeInTheDocument();
  });

  it('lists the first 50 matches and says to type to narrow the rest', async () => {
    serve();
    const many = Array.from({ length: 60 }, (_, i) => ({ ...USERS[0], id: `u-${i}`, nombre: `Usuaria ${i + 10}` }));
    server.use(userPagesHandler(many));
    const { user } = renderAdmin(<UserPermissionsTab viewer={SUPER_ADMIN} />);
    await chooseCompany(user, 'Industrias Andes');
    expect(
      await screen.findByText('Se muestran los primeros 50 usuarios: escribe para acotar la lista.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Usuarios' })).getAllByRole('button')).toHaveLength(50);
  });

  it('a switch sends the wanted value to fijar_permiso_usuario, which applies "same as plan deletes"', async () => {
    serve();
    const calls: Array<Record<string, unknown>> = [];
    server.use(
      http.post('*/rest/v1/rpc/fijar_permiso_usuario', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.push(body);
        // Ana's company plan includes both modules: true is the plan's value.
        return HttpResponse.json(body.p_puede_acceder === true ? 'eliminado' : 'fijado');
      }),
    );
    const { user } = renderAdmin(<UserPermissionsTab viewer={SUPER_ADMIN} />);
    await chooseCompany(user, 'Industrias Andes');
    const finance = await screen.findByRole('switch', { name: 'Acceso de Ana Torres Fuentes a Finanzas' });
    expect(finance).not.toBeChecked();
    expect(screen.getByText('Override')).toBeInTheDocument();
    await user.click(finance);
    expect(await screen.findByText('Permiso actualizado correctamente')).toBeInTheDocument();
    expect(calls[0]).toEqual({ p_usuario_id: 'u-ana', p_modulo_id: 'm-finance', p_puede_acceder: true });
    // Issue 16: 'Deshacer' sends the opposite value through the same rule (the override comes back).
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Cambio deshecho')).toBeInTheDocument();
    expect(calls[1]).toEqual({ p_usuario_id: 'u-ana', p_modulo_id: 'm-finance', p_puede_acceder: false });
    calls.splice(0, 2, calls[0]);

    await user.click(screen.getByRole('switch', { name: 'Acceso de Ana Torres Fuentes a Relación con Clientes' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ p_usuario_id: 'u-ana', p_modulo_id: 'm-crm', p_puede_acceder: false });
  });

  it('locks the switch while saving and toasts a failure', async () => {
    serve();
    let release!: () => void;
    server.use(
      http.post('*/rest/v1/rpc/fijar_permiso_usuario', async () => {
        await new Promise<void>((r) => (release = r));
        return restError();
      }),
    );
    const { user } = renderAdmin(<UserPermissionsTab viewer={SUPER_ADMIN} />);
    await chooseCompany(user, 'Industrias Andes');
    const crm = await screen.findByRole('switch', { name: 'Acceso de Ana Torres Fuentes a Relación con Clientes' });
    await user.click(crm);
    await waitFor(() => expect(crm).toBeDisabled());
    release();
    expect(await screen.findByText('Error al actualizar permiso')).toBeInTheDocument();
    await waitFor(() => expect(crm).toBeEnabled());
    expect(crm).toBeChecked();
  });

  it('disables a module outside the plan with its tooltip', async () => {
    serve();
    const { user } = renderAdmin(<UserPermissionsTab viewer={SUPER_ADMIN} />);
    await chooseCompany(user, 'Industrias Andes');
    const ops = await screen.findByRole('switch', { name: 'Acceso de Ana Torres Fuentes a Servicio Técnico' });
    expect(ops).toHaveAttribute('aria-disabled', 'true');
    await user.hover(ops);
    expect((await screen.findAllByText('Este módulo no está disponible en el plan actual')).length).toBeGreaterThan(0);
  });

  it("says 'Sin módulos asignados' when the user has access to nothing", async () => {
    serve({ perms: [perm('u-ana', 'ops', 'Servicio Técnico', false, null)] });
    const { user } = renderAdmin(<UserPermissionsTab viewer={SUPER_ADMIN} />);
    await chooseCompany(user, 'Industrias Andes');
    expect(await screen.findByText('Sin módulos asignados')).toBeInTheDocument();
    expect(screen.getByText('Este usuario no tiene acceso a ningún módulo actualmente.')).toBeInTheDocument();
  });

  it("shows 'Cargando permisos para ...' and a read error", async () => {
    serve();
    server.use(http.get('*/rest/v1/permisos_usuario_modulo', () => restError(500, 'caído')));
    const { user } = renderAdmin(<UserPermissionsTab viewer={SUPER_ADMIN} />);
    await chooseCompany(user, 'Industrias Andes');
    expect(await screen.findByText('No se pudieron cargar los permisos')).toBeInTheDocument();
  });

  it('opens on their own company for an admin_empresa', async () => {
    serve();
    renderAdmin(<UserPermissionsTab viewer={ANDES_ADMIN} />);
    expect(await screen.findByRole('heading', { name: 'Ana Torres Fuentes' })).toBeInTheDocument();
  });
});
