import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError, restSelect } from '@/testing/rest-handlers';
import { todayIsoDate } from '../api/set-company-plan';
import { ANDES, ANDES_ADMIN, PLANS, renderAdmin, SUPER_ADMIN } from '../testing/fixtures';
import { PlansTab } from './plans-tab';

const COMPANIES = [
  { id: ANDES, nombre: 'Industrias Andes', planes_empresa: [{ plan_id: 'p-enterprise', fecha_inicio: '2025-03-15', activo: true, planes_disponibles: { nombre: 'Enterprise', clave: 'enterprise' } }] },
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
    server.use(http.get('*/rest/v1/empresas', () => restError()), restSelect('planes_disponibles', PLANS));
    renderAdmin(<PlansTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No se pudieron cargar las empresas')).toBeInTheDocument();
  });

  it('updates the active row of a company that has a plan', async () => {
    serve();
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
    expect(patches).toHaveLength(1);
    expect(patches[0].body).toEqual({ plan_id: 'p-profesional' });
    expect(patches[0].url.searchParams.get('empresa_id')).toBe(`eq.${ANDES}`);
    expect(patches[0].url.searchParams.get('activo')).toBe('eq.true');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  });

  it("inserts an active row dated today for a company without a plan; 'Ninguno' does nothing", async () => {
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
    await user.click(await screen.findByRole('option', { name: 'Ninguno' }));
    expect(posts).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Plan de Laboratorios Amazonía' }));
    await user.click(await screen.findByRole('option', { name: 'Básico' }));
    expect(await screen.findByText('Plan actualizado exitosamente para Laboratorios Amazonía')).toBeInTheDocument();
    expect(posts).toEqual([{ empresa_id: 'c-lab', plan_id: 'p-basico', fecha_inicio: todayIsoDate(), activo: true }]);
  });

  it('toasts the failure', async () => {
    serve();
    server.use(http.patch('*/rest/v1/planes_empresa', () => restError(403, 'denied', '42501')));
    const { user } = renderAdmin(<PlansTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Cambiar plan de Industrias Andes' }));
    await user.click(await screen.findByRole('option', { name: 'Básico' }));
    expect(await screen.findByText('No se pudo actualizar el plan. Inténtalo de nuevo.')).toBeInTheDocument();
  });

  it('is read-only for an admin_empresa, and says why', async () => {
    serve(COMPANIES.slice(0, 1));
    const { user } = renderAdmin(<PlansTab viewer={ANDES_ADMIN} />);
    const button = await screen.findByRole('button', { name: 'Cambiar plan de Industrias Andes' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.hover(button);
    expect((await screen.findAllByText('Solo el operador de la plataforma puede cambiar el plan de una empresa.')).length).toBeGreaterThan(0);
    await user.click(button);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('todayIsoDate', () => {
  it("is the user's local calendar date, not UTC's", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 2, 23, 30));
    expect(todayIsoDate()).toBe('2026-01-02');
    vi.useRealTimers();
  });
});
