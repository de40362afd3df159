import { todayInChile } from '@/lib/dates';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { findModal } from '@/testing/test-utils';
import { restError, restSelect } from '@/testing/rest-handlers';
import { ANDES, ANDES_ADMIN, PLANS, renderAdmin, SUPER_ADMIN } from '../testing/fixtures';
import { PlansTab } from './plans-tab';

const COMPANIES = [
  {
    id: ANDES,
    nombre: 'Industrias Andes',
    planes_empresa: [
      {
        plan_id: 'p-enterprise',
        fecha_inicio: '2025-03-15',
        activo: true,
        planes_disponibles: { nombre: 'Enterprise', clave: 'enterprise' },
      },
    ],
  },
  { id: 'c-lab', nombre: 'Laboratorios Amazonía', planes_empresa: [] },
];

function serve(companies: object[] = COMPANIES) {
  const requests: URL[] = [];
  server.use(
    restSelect('empresas', (url) => {
      requests.push(url);
      return companies;
    }),
    restSelect('planes_disponibles', PLANS),
  );
  return requests;
}

describe('PlansTab', { timeout: 20_000 }, () => {
  it('lists at most 10 companies with their active plan and start date', async () => {
    const requests = serve();
    renderAdmin(<PlansTab viewer={SUPER_ADMIN} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando empresas...');
    expect(await screen.findByRole('cell', { name: 'Industrias Andes' })).toBeInTheDocument();
    for (const header of ['Empresa', 'Plan Actual', 'Fecha de Inicio', 'Selector de Plan']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('Enterprise').className).toContain('bg-destructive');
    expect(screen.getByRole('cell', { name: '15 mar 2025' })).toBeInTheDocument();
    expect(screen.getByText('Sin plan')).toBeInTheDocument();
    expect(requests[0].searchParams.get('limit')).toBe('10');
    expect(requests[0].searchParams.get('planes_empresa.activo')).toBe('eq.true');
  });

  it('says so when there are no companies, and shows a read error with a retry', async () => {
    serve([]);
    renderAdmin(<PlansTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No se encontraron empresas registradas en el sistema.')).toBeInTheDocument();
  });

  it('shows a read error with a retry', async () => {
    server.use(
      http.get('*/rest/v1/empresas', () => restError()),
      restSelect('planes_disponibles', PLANS),
    );
    renderAdmin(<PlansTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No se pudieron cargar las empresas')).toBeInTheDocument();
  });

  it('says that nothing matches a search, apart from the empty-table message (issue 16)', async () => {
    serve([]);
    const { user } = renderAdmin(<PlansTab viewer={SUPER_ADMIN} />);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar empresa' }), 'xyz');
    expect(await screen.findByText('Ninguna empresa coincide con "xyz".')).toBeInTheDocument();
    expect(screen.queryByText('No se encontraron empresas registradas en el sistema.')).not.toBeInTheDocument();
  });

  it('an upgrade applies at once, moves Fecha de Inicio to today, and Deshacer restores plan and date', async () => {
    serve([
      {
        ...COMPANIES[0],
        planes_empresa: [
          {
            ...COMPANIES[0].planes_empresa[0],
            plan_id: 'p-basico',
            planes_disponibles: { nombre: 'Básico', clave: 'basico' },
          },
        ],
      },
    ]);
    const patches: Array<{ url: URL; body: unknown }> = [];
    server.use(
      http.patch('*/rest/v1/planes_empresa', async ({ request }) => {
        patches.push({ url: new URL(request.url), body: await request.json() });
        return HttpResponse.json([{ id: 'pe-1' }]);
      }),
    );
    const { user } = renderAdmin(<PlansTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Cambiar plan de Industrias Andes' }));
    await user.click(await screen.findByRole('option', { name: 'Profesional' }));
    expect(await screen.findByText('Plan actualizado exitosamente para Industrias Andes')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(patches[0].body).toEqual({ plan_id: 'p-profesional', fecha_inicio: todayInChile() });
    expect(patches[0].url.searchParams.get('empresa_id')).toBe(`eq.${ANDES}`);
    expect(patches[0].url.searchParams.get('activo')).toBe('eq.true');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Cambio deshecho')).toBeInTheDocument();
    expect(patches[1].body).toEqual({ plan_id: 'p-basico', fecha_inicio: '2025-03-15' });
  });

  it('a downgrade asks first, with the impact counted by the database; Cancelar changes nothing', async () => {
    serve();
    const patches: unknown[] = [];
    const impact: unknown[] = [];
    server.use(
      http.patch('*/rest/v1/planes_empresa', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json([{ id: 'pe-1' }]);
      }),
      http.post('*/rest/v1/rpc/impacto_cambio_plan', async ({ request }) => {
        impact.push(await request.json());
        return HttpResponse.json([{ usuarios: 37, empresas: 1, modulos_perdidos: 3, es_baja: true }]);
      }),
    );
    const { user } = renderAdmin(<PlansTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Cambiar plan de Industrias Andes' }));
    await user.click(await screen.findByRole('option', { name: 'Profesional' }));
    const dialog = await findModal('alertdialog', { name: '¿Bajar a Industrias Andes al plan Profesional?' });
    expect(
      await screen.findByText('Afecta a 37 usuarios de 1 empresa. Pierden acceso a 3 módulos.'),
    ).toBeInTheDocument();
    expect(impact).toEqual([{ p_empresa_id: ANDES, p_plan_id: 'p-profesional' }]);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(patches).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Cambiar plan de Industrias Andes' }));
    await user.click(await screen.findByRole('option', { name: 'Profesional' }));
    await findModal('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cambiar plan' }));
    expect(await screen.findByText('Plan actualizado exitosamente para Industrias Andes')).toBeInTheDocument();
    expect(patches).toEqual([{ plan_id: 'p-profesional', fecha_inicio: todayInChile() }]);
  });

  it("'Ninguno' ends the plan after a confirmation; for a company without one it changes nothing", async () => {
    serve();
    const patches: Array<{ url: URL; body: unknown }> = [];
    const posts: unknown[] = [];
    server.use(
      http.patch('*/rest/v1/planes_empresa', async ({ request }) => {
        patches.push({ url: new URL(request.url), body: await request.json() });
        return HttpResponse.json([{ id: 'pe-1' }]);
      }),
      http.post('*/rest/v1/planes_empresa', async ({ request }) => {
        posts.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
      http.post('*/rest/v1/rpc/impacto_cambio_plan', () =>
        HttpResponse.json([{ usuarios: 2, empresas: 1, modulos_perdidos: 10, es_baja: true }]),
      ),
    );
    const { user } = renderAdmin(<PlansTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Cambiar plan de Laboratorios Amazonía' }));
    await user.click(await screen.findByRole('option', { name: 'Ninguno' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(patches).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Cambiar plan de Industrias Andes' }));
    await user.click(await screen.findByRole('option', { name: 'Ninguno' }));
    await findModal('alertdialog', { name: '¿Quitar el plan de Industrias Andes?' });
    expect(
      await screen.findByText('Afecta a 2 usuarios de 1 empresa. Pierden acceso a 10 módulos.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar plan' }));
    expect(await screen.findByText('Plan actualizado exitosamente para Industrias Andes')).toBeInTheDocument();
    expect(patches[0].body).toEqual({ activo: false });
    // Deshacer gives the plan back with its own start date, as a new active row.
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(posts).toEqual([{ empresa_id: ANDES, plan_id: 'p-enterprise', fecha_inicio: '2025-03-15', activo: true }]),
    );
  });

  it('inserts an active row dated today for a company without a plan', async () => {
    serve();
    const posts: unknown[] = [];
    server.use(
      http.post('*/rest/v1/planes_empresa', async ({ request }) => {
        posts.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const { user } = renderAdmin(<PlansTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Cambiar plan de Laboratorios Amazonía' }));
    await user.click(await screen.findByRole('option', { name: 'Básico' }));
    expect(await screen.findByText('Plan actualizado exitosamente para Laboratorios Amazonía')).toBeInTheDocument();
    expect(posts).toEqual([{ empresa_id: 'c-lab', plan_id: 'p-basico', fecha_inicio: todayInChile(), activo: true }]);
  });

  it('toasts the failure', async () => {
    serve();
    server.use(
      http.patch('*/rest/v1/planes_empresa', () => restError(403, 'denied', '42501')),
      http.post('*/rest/v1/rpc/impacto_cambio_plan', () =>
        HttpResponse.json([{ usuarios: 1, empresas: 1, modulos_perdidos: 7, es_baja: true }]),
      ),
    );
    const { user } = renderAdmin(<PlansTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Cambiar plan de Industrias Andes' }));
    await user.click(await screen.findByRole('option', { name: 'Básico' }));
    await user.click(await screen.findByRole('button', { name: 'Cambiar plan' }));
    expect(await screen.findByText('No se pudo actualizar el plan. Inténtalo de nuevo.')).toBeInTheDocument();
  });

  it('is read-only for an admin_empresa, and says why', async () => {
    serve(COMPANIES.slice(0, 1));
    const { user } = renderAdmin(<PlansTab viewer={ANDES_ADMIN} />);
    const button = await screen.findByRole('button', { name: 'Cambiar plan de Industrias Andes' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.hover(button);
    expect(
      (await screen.findAllByText('Solo el operador de la plataforma puede cambiar el plan de una empresa.')).length,
    ).toBeGreaterThan(0);
    await user.click(button);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('todayInChile', () => {
  it("is the user's local calendar date, not UTC's", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 2, 23, 30));
    expect(todayInChile()).toBe('2026-01-02');
    vi.useRealTimers();
  });
});
