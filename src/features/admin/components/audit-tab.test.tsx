import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError, restSelect } from '@/testing/rest-handlers';
import { ANDES, ANDES_ADMIN, renderAdmin, SUPER_ADMIN, USERS } from '../testing/fixtures';
import { AuditTab } from './audit-tab';

const COMPANIES = [
  { id: ANDES, nombre: 'Industrias Andes' },
  { id: 'c-pacifico', nombre: 'Comercial Pacífico' },
];

const ROW = {
  id: 7, ocurrido_en: '2026-11-22T10:00:00Z', actor_id: 'u-sofia', actor_correo: 'superadmin@axel.demo',
  tabla: 'empleados_override_permisos', operacion: 'INSERT', empresa_id: ANDES, empresa_nombre: 'Industrias Andes',
  usuario_id: 'u-ana', usuario_nombre: 'Ana Torres Fuentes', usuario_correo: 'ana@andes.demo', modulo_clave: 'finance',
  modulo_nombre: 'Finanzas', plan_antes: null, plan_despues: null, rol_antes: null, rol_despues: null, estado_antes: null,
  estado_despues: null, acceso_antes: null, acceso_despues: false, antes: null, despues: {}, actor_nombre: 'Sofía Rojas',
};

function serve(rows: object[] = [ROW]) {
  const requests: URL[] = [];
  server.use(
    restSelect('empresas', COMPANIES),
    restSelect('usuarios_autenticados', (url) => USERS.filter((u) => url.searchParams.get('empresa_id') === `eq.${u.empresa_id}`)),
    restSelect('historial_permisos', (url) => {
      requests.push(url);
      return rows;
    }),
  );
  return requests;
}

describe('AuditTab', { timeout: 20_000 }, () => {
  it('lists who changed what, when, before and after, newest first', async () => {
    const requests = serve();
    renderAdmin(<AuditTab viewer={SUPER_ADMIN} />);
    const row = (await screen.findByRole('cell', { name: 'Sofía Rojas' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Sofía Rojas')).toHaveAttribute('title', 'superadmin@axel.demo');
    expect(within(row).getByText(/^22 nov 2026, \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(row).getByText('Acceso a módulo')).toBeInTheDocument();
    expect(within(row).getByText('Ana Torres Fuentes · Finanzas')).toBeInTheDocument();
    expect(within(row).getByText('Según el plan')).toBeInTheDocument();
    expect(within(row).getByText('Denegado')).toBeInTheDocument();
    expect(requests[0].searchParams.get('order')).toBe('ocurrido_en.desc,id.desc');
    expect(requests[0].searchParams.has('empresa_id')).toBe(false);
  });

  it('filters by company, then by one of its users', async () => {
    const requests = serve();
    const { user } = renderAdmin(<AuditTab viewer={SUPER_ADMIN} />);
    await screen.findByRole('cell', { name: 'Sofía Rojas' });
    await user.click(screen.getByRole('combobox', { name: 'Empresa' }));
    await user.click(await screen.findByRole('option', { name: 'Industrias Andes' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('empresa_id')).toBe(`eq.${ANDES}`));
    const userSelect = screen.getByRole('combobox', { name: 'Usuario' });
    await waitFor(() => expect(userSelect).toBeEnabled());
    await user.click(userSelect);
    await user.click(await screen.findByRole('option', { name: 'Ana Torres Fuentes' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('usuario_id')).toBe('eq.u-ana'));
  });

  it('keeps an admin_empresa on their own company', async () => {
    const requests = serve();
    renderAdmin(<AuditTab viewer={ANDES_ADMIN} />);
    await screen.findByRole('cell', { name: 'Sofía Rojas' });
    expect(requests[0].searchParams.get('empresa_id')).toBe(`eq.${ANDES}`);
    expect(screen.getByRole('combobox', { name: 'Empresa' })).toBeDisabled();
  });

  it('says when there is nothing yet', async () => {
    serve([]);
    renderAdmin(<AuditTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No hay cambios registrados')).toBeInTheDocument();
  });

  it('shows a read error with a retry', async () => {
    serve();
    server.use(http.get('*/rest/v1/historial_permisos', () => restError()));
    renderAdmin(<AuditTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No se pudo cargar el historial')).toBeInTheDocument();
  });
});
