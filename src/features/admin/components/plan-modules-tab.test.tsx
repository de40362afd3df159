import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { findModal } from '@/testing/test-utils';
import { restError, restSelect } from '@/testing/rest-handlers';
import { ANDES_ADMIN, MODULES, PLANS, renderAdmin, SUPER_ADMIN } from '../testing/fixtures';
import { PlanModulesTab } from './plan-modules-tab';

/** Básico has crm and people. */
function serve({ plans = PLANS, modules = MODULES }: { plans?: object[]; modules?: object[] } = {}) {
  const planRequests: URL[] = [];
  server.use(
    restSelect('planes_disponibles', (url) => {
      planRequests.push(url);
      return plans;
    }),
    restSelect('modulos_disponibles', modules),
    restSelect('modulos_por_plan', (url) =>
      url.searchParams.get('plan_id') === 'eq.p-basico' ? [{ modulo_id: 'm-crm' }, { modulo_id: 'm-people' }] : [],
    ),
    http.post('*/rest/v1/rpc/impacto_quitar_modulo_plan', () => HttpResponse.json([{ usuarios: 37, empresas: 4 }])),
  );
  return planRequests;
}

describe('PlanModulesTab', { timeout: 20_000 }, () => {
  it('has one tab per active plan, each with Clave, Módulo, Descripción and ¿Activo?', async () => {
    const planRequests = serve();
    renderAdmin(<PlanModulesTab viewer={SUPER_ADMIN} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando planes...');
    const tabs = await screen.findAllByRole('tab');
    // Issue 16: tier order (planes_disponibles.nivel), not alphabetical.
    expect(planRequests[0].searchParams.get('order')).toBe('nivel.asc,nombre.asc');
    expect(tabs.map((t) => t.textContent)).toEqual(['Básico', 'Profesional', 'Enterprise']);
    for (const header of ['Clave', 'Módulo', 'Descripción', '¿Activo?']) {
      expect(await screen.findByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await screen.findByRole('switch', { name: 'Relación con Clientes en el plan Básico' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Finanzas en el plan Básico' })).not.toBeChecked();
  });

  it('switching on inserts an active assignment; off deletes it; each with its toast', async () => {
    serve();
    const posts: unknown[] = [];
    const deletes: URL[] = [];
    server.use(
      http.post('*/rest/v1/modulos_por_plan', async ({ request }) => {
        posts.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
      http.delete('*/rest/v1/modulos_por_plan', ({ request }) => {
        deletes.push(new URL(request.url));
        return HttpResponse.json([{ modulo_id: 'm-crm' }]);
      }),
    );
    const { user } = renderAdmin(<PlanModulesTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('switch', { name: 'Finanzas en el plan Básico' }));
    expect(await screen.findByText('Módulo asignado al plan exitosamente')).toBeInTheDocument();
    expect(posts).toEqual([{ plan_id: 'p-basico', modulo_id: 'm-finance', activo: true }]);
    await user.click(screen.getByRole('switch', { name: 'Relación con Clientes en el plan Básico' }));
    // Issue 16: removing asks first, with the impact the database counts.
    await findModal('alertdialog', { name: '¿Quitar Relación con Clientes del plan Básico?' });
    expect(await screen.findByText('Afecta a 37 usuarios de 4 empresas.')).toBeInTheDocument();
    expect(deletes).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Quitar módulo' }));
    expect(await screen.findByText('Módulo removido del plan exitosamente')).toBeInTheDocument();
    expect(deletes[0].searchParams.get('plan_id')).toBe('eq.p-basico');
    expect(deletes[0].searchParams.get('modulo_id')).toBe('eq.m-crm');
    // Deshacer puts it back: the real inverse change.
    const before = posts.length;
    const removedToast = screen
      .getByText('Módulo removido del plan exitosamente')
      .closest('[data-sonner-toast]') as HTMLElement;
    await user.click(within(removedToast).getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(posts).toHaveLength(before + 1));
    expect(posts.at(-1)).toEqual({ plan_id: 'p-basico', modulo_id: 'm-crm', activo: true });
  });

  it('Cancelar in the removal dialog leaves the module in the plan', async () => {
    serve();
    const deletes: URL[] = [];
    server.use(
      http.delete('*/rest/v1/modulos_por_plan', ({ request }) => {
        deletes.push(new URL(request.url));
        return HttpResponse.json([]);
      }),
    );
    const { user } = renderAdmin(<PlanModulesTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('switch', { name: 'Relación con Clientes en el plan Básico' }));
    await findModal('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deletes).toHaveLength(0);
    expect(screen.getByRole('switch', { name: 'Relación con Clientes en el plan Básico' })).toBeChecked();
  });

  it('toasts the failures', async () => {
    serve();
    server.use(
      http.post('*/rest/v1/modulos_por_plan', () => restError()),
      http.delete('*/rest/v1/modulos_por_plan', () => restError()),
    );
    const { user } = renderAdmin(<PlanModulesTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('switch', { name: 'Finanzas en el plan Básico' }));
    expect(await screen.findByText('Error al asignar el módulo al plan')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Gestión de Personas en el plan Básico' }));
    await user.click(await screen.findByRole('button', { name: 'Quitar módulo' }));
    expect(await screen.findByText('Error al remover el módulo del plan')).toBeInTheDocument();
  });

  it('says so when there are no plans, or no modules for a plan', async () => {
    serve({ plans: [] });
    renderAdmin(<PlanModulesTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No se encontraron planes disponibles en el sistema.')).toBeInTheDocument();
  });

  it('says so when a plan has no modules to show', async () => {
    serve({ modules: [] });
    renderAdmin(<PlanModulesTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No se encontraron módulos disponibles para el plan Básico.')).toBeInTheDocument();
  });

  it('is read-only for an admin_empresa: the switches say why and change nothing', async () => {
    serve();
    const { user } = renderAdmin(<PlanModulesTab viewer={ANDES_ADMIN} />);
    const crm = await screen.findByRole('switch', { name: 'Relación con Clientes en el plan Básico' });
    expect(crm).toHaveAttribute('aria-disabled', 'true');
    await user.hover(crm);
    expect(
      (await screen.findAllByText('Solo el operador de la plataforma puede cambiar los módulos de un plan.')).length,
    ).toBeGreaterThan(0);
    await user.click(crm);
    expect(crm).toBeChecked();
  });
});
