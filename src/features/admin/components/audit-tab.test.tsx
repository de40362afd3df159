import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { AUDIT_PAGE_SIZE } from '../api/get-audit-log';
import {
  companyOptionsHandler,
  ANDES,
  ANDES_ADMIN,
  renderAdmin,
  SUPER_ADMIN,
  USERS,
  userPagesHandler,
  type UserPageArgs,
} from '../testing/fixtures';
import { AuditTab } from './audit-tab';

const COMPANIES = [
  { id: ANDES, nombre: 'Industrias Andes' },
  { id: 'c-pacifico', nombre: 'Comercial Pacífico' },
];

const ROW = {
  id: 7,
  ocurrido_en: '2026-11-22T10:00:00Z',
  actor_id: 'u-sofia',
  actor_correo: 'superadmin@axel.demo',
  tabla: 'empleados_override_permisos',
  operacion: 'INSERT',
  empresa_id: ANDES,
  empresa_nombre: 'Industrias Andes',
  usuario_id: 'u-ana',
  usuario_nombre: 'Ana Torres Fuentes',
  usuario_correo: 'ana@andes.demo',
  modulo_clave: 'finance',
  modulo_nombre: 'Finanzas',
  plan_antes: null,
  plan_despues: null,
  rol_antes: null,
  rol_despues: null,
  estado_antes: null,
  estado_despues: null,
  acceso_antes: null,
  acceso_despues: false,
  antes: null,
  despues: {},
  actor_nombre: 'Sofía Rojas',
};

const PAGE_RPC = '*/rest/v1/rpc/historial_permisos_pagina';
const COUNT_RPC = '*/rest/v1/rpc/historial_permisos_conteo';

/** The arguments the tab sends to public.historial_permisos_pagina. */
interface PageArgs {
  p_empresa_id?: string;
  p_usuario_id?: string;
  p_despues?: [string, number];
  p_limite?: number;
}

/** Serves `rows` (newest first) as the page function does: after the key, at most p_limite. */
function serve(rows: Array<typeof ROW> = [ROW], userCalls: UserPageArgs[] = []) {
  const requests: PageArgs[] = [];
  server.use(
    companyOptionsHandler(COMPANIES),
    userPagesHandler(USERS, userCalls),
    http.post(PAGE_RPC, async ({ request }) => {
      const args = (await request.json()) as PageArgs;
      requests.push(args);
      const from = args.p_despues ? rows.findIndex((r) => r.id === args.p_despues![1]) + 1 : 0;
      return HttpResponse.json(rows.slice(from, from + (args.p_limite ?? 50)));
    }),
    http.post(COUNT_RPC, () => HttpResponse.json([{ total: rows.length, exacto: true }])),
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
    expect(requests).toEqual([{ p_limite: AUDIT_PAGE_SIZE }]);
  });

  it("one scrolling table: the next page is read after the last row's time and id as it nears the end, no button", async () => {
    const rows = Array.from({ length: AUDIT_PAGE_SIZE + 3 }, (_, i) => ({
      ...ROW,
      id: 1000 - i,
      ocurrido_en: '2026-11-22T10:00:00Z',
      actor_nombre: `Persona ${i}`,
    }));
    const requests = serve(rows);
    renderAdmin(<AuditTab viewer={SUPER_ADMIN} />);
    await screen.findByRole('cell', { name: 'Persona 0' });
    expect(await screen.findByText(`Mostrando ${AUDIT_PAGE_SIZE + 3} cambios`)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Historial de cambios' })).toHaveAttribute(
      'aria-rowcount',
      String(AUDIT_PAGE_SIZE + 4),
    );
    // Only the rows a 600 px area shows (and a few more) are drawn.
    expect(document.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(40);
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Cargar más/ })).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Historial de cambios (desplazable)' });
    act(() => {
      region.scrollTop = (AUDIT_PAGE_SIZE - 40) * 56;
      region.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({
      p_despues: ['2026-11-22T10:00:00Z', 1000 - (AUDIT_PAGE_SIZE - 1)],
      p_limite: AUDIT_PAGE_SIZE,
    });
    act(() => {
      region.scrollTop = (AUDIT_PAGE_SIZE + 3) * 56;
      region.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('cell', { name: `Persona ${AUDIT_PAGE_SIZE + 2}` })).toBeInTheDocument();
    // A short page is the last one: nothing more is asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toHaveLength(2);
  });

  it('a failed next page is said at the end of the table with a retry; the rows read stay', async () => {
    const rows = Array.from({ length: AUDIT_PAGE_SIZE + 3 }, (_, i) => ({
      ...ROW,
      id: 1000 - i,
      actor_nombre: `Persona ${i}`,
    }));
    serve(rows);
    let fail = true;
    server.use(
      http.post(PAGE_RPC, async ({ request }) => {
        const args = (await request.clone().json()) as PageArgs;
        if (args.p_despues && fail) return restError();
        return undefined;
      }),
    );
    const { user } = renderAdmin(<AuditTab viewer={SUPER_ADMIN} />);
    await screen.findByRole('cell', { name: 'Persona 0' });
    const region = screen.getByRole('region', { name: 'Historial de cambios (desplazable)' });
    act(() => {
      region.scrollTop = (AUDIT_PAGE_SIZE - 10) * 56;
      region.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByText('No se pudieron cargar más filas.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: `Persona ${AUDIT_PAGE_SIZE - 1}` })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('cell', { name: `Persona ${AUDIT_PAGE_SIZE + 2}` })).toBeInTheDocument();
  });

  it("a count that fails says so with a retry, and a count past the server's limit reads 'más de'", async () => {
    serve();
    let answer: 'error' | 'more' = 'error';
    server.use(
      http.post(COUNT_RPC, () =>
        answer === 'error' ? restError() : HttpResponse.json([{ total: 100000, exacto: false }]),
      ),
    );
    const { user } = renderAdmin(<AuditTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No se pudo contar los cambios.')).toBeInTheDocument();
    answer = 'more';
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Mostrando más de 100.000 cambios')).toBeInTheDocument();
    // Not an exact number: the table does not claim one.
    expect(screen.getByRole('table', { name: 'Historial de cambios' })).toHaveAttribute('aria-rowcount', '-1');
  });

  it('filters by company, then by one of its users, searched on the server', async () => {
    const userCalls: UserPageArgs[] = [];
    const requests = serve([ROW], userCalls);
    const { user } = renderAdmin(<AuditTab viewer={SUPER_ADMIN} />);
    await screen.findByRole('cell', { name: 'Sofía Rojas' });
    const userSelect = screen.getByRole('combobox', { name: 'Usuario' });
    expect(userSelect).toBeDisabled();
    expect(userSelect).toHaveTextContent('Todos los usuarios');
    await user.click(screen.getByRole('combobox', { name: 'Empresa' }));
    await user.click(await screen.findByRole('option', { name: 'Industrias Andes' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ p_empresa_id: ANDES, p_limite: AUDIT_PAGE_SIZE }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Usuario' })).toBeEnabled());
    await user.click(screen.getByRole('combobox', { name: 'Usuario' }));
    // The company's first matches, never its whole set; typing asks the server again.
    expect(await screen.findByRole('option', { name: 'Carlos Mendoza Rojas' })).toBeInTheDocument();
    expect(userCalls[0]).toEqual({ p_busqueda: '', p_empresa_id: ANDES, p_limite: 50 });
    await user.type(screen.getByRole('combobox', { name: 'Buscar usuario' }), 'ana');
    await waitFor(() => expect(userCalls.at(-1)).toEqual({ p_busqueda: 'ana', p_empresa_id: ANDES, p_limite: 50 }));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Carlos Mendoza Rojas' })).toBeNull());
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ p_empresa_id: ANDES, p_usuario_id: 'u-ana', p_limite: AUDIT_PAGE_SIZE }),
    );
    // The chosen user's name shows without the set; 'Todos los usuarios' takes the filter off.
    expect(screen.getByRole('combobox', { name: 'Usuario' })).toHaveTextContent('Ana Torres Fuentes');
    await user.click(screen.getByRole('combobox', { name: 'Usuario' }));
    await user.click(await screen.findByRole('option', { name: 'Todos los usuarios' }));
    expect(screen.getByRole('combobox', { name: 'Usuario' })).toHaveTextContent('Todos los usuarios');
  });

  it('says when no user of the company matches what is typed', async () => {
    serve();
    const { user } = renderAdmin(<AuditTab viewer={ANDES_ADMIN} />);
    await screen.findByRole('cell', { name: 'Sofía Rojas' });
    await user.click(screen.getByRole('combobox', { name: 'Usuario' }));
    await user.type(await screen.findByRole('combobox', { name: 'Buscar usuario' }), 'zzz');
    expect(await screen.findByText('Ningún usuario coincide con «zzz»')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps an admin_empresa on their own company', async () => {
    const requests = serve();
    renderAdmin(<AuditTab viewer={ANDES_ADMIN} />);
    await screen.findByRole('cell', { name: 'Sofía Rojas' });
    expect(requests[0]).toEqual({ p_empresa_id: ANDES, p_limite: AUDIT_PAGE_SIZE });
    expect(screen.getByRole('combobox', { name: 'Empresa' })).toBeDisabled();
  });

  it('says when there is nothing yet', async () => {
    serve([]);
    renderAdmin(<AuditTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No hay cambios registrados')).toBeInTheDocument();
  });

  it('shows a read error with a retry', async () => {
    serve();
    server.use(http.post(PAGE_RPC, () => restError()));
    renderAdmin(<AuditTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No se pudo cargar el historial')).toBeInTheDocument();
  });
});
