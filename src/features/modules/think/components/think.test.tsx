import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { ModuleUserProvider } from '@/kit';
import { todayInChile } from '@/lib/dates';
import type { CheckIn, KeyResult, Objective } from '../api/types';
import { isCurrentPeriod, periodChoices, periodLabel } from '../lib/period';
import ObjectivePage from './objective-page';
import ObjectivesPage from './objectives-page';
import OverviewPage from './overview-page';
import { asTree } from './parts';
import PerspectivesPage from './perspectives-page';

const YEAR = todayInChile().slice(0, 4);
const stamp = {
  creado_por: null,
  actualizado_por: null,
  creado_en: '2026-01-01T10:00:00Z',
  actualizado_en: '2026-01-01T10:00:00Z',
};

const objective = (id: string, titulo: string, extra: Partial<Objective> = {}): Objective => ({
  id,
  empresa_id: 'e',
  perspectiva_id: 'p-proc',
  padre_id: null,
  titulo,
  descripcion: null,
  responsable_id: 'u-ana',
  periodo: YEAR,
  area: 'Mantención',
  ...stamp,
  ...extra,
});
const keyResult = (id: string, titulo: string, extra: Partial<KeyResult> = {}): KeyResult => ({
  id,
  empresa_id: 'e',
  objetivo_id: 'o1',
  titulo,
  tipo: 'numerico',
  inicio: 40,
  meta: 20,
  actual: 40,
  unidad: 'h',
  responsable_id: 'u-ana',
  confianza: 'media',
  orden: 0,
  ...stamp,
  ...extra,
});

interface Api {
  objectives: Objective[];
  progress: Array<{ objetivo_id: string; progreso: number; resultados: number; en_riesgo: number; estado: string }>;
  krs: KeyResult[];
  krProgress: Array<{
    resultado_id: string;
    objetivo_id: string;
    progreso: number;
    en_riesgo: boolean;
    checkin_pendiente: boolean;
    ultimo_checkin: string | null;
  }>;
  checkIns: CheckIn[];
  posted: unknown[];
}

/** A small Think backend: the tables and views the screens read, and a check-in that moves a key result. */
function thinkApi(api: Api) {
  server.use(
    http.get('*/rest/v1/think_objetivos', () => HttpResponse.json(api.objectives)),
    http.get('*/rest/v1/think_avance_objetivos', () => HttpResponse.json(api.progress)),
    http.get('*/rest/v1/think_resultados_clave', () => HttpResponse.json(api.krs)),
    http.get('*/rest/v1/think_avance_resultados', () => HttpResponse.json(api.krProgress)),
    http.get('*/rest/v1/think_checkins', () => HttpResponse.json(api.checkIns)),
    // The overview's KPIs in red and next review (tested in kpis.test.tsx and initiatives-reviews.test.tsx).
    http.get('*/rest/v1/think_kpis', () => HttpResponse.json([])),
    http.get('*/rest/v1/think_kpis_actual', () => HttpResponse.json([])),
    http.post('*/rest/v1/rpc/think_registrar_lecturas', () => HttpResponse.json(0)),
    http.get('*/rest/v1/think_revisiones', () => HttpResponse.json([])),
    http.get('*/rest/v1/think_estrategia', () => HttpResponse.json(null)),
    http.get('*/rest/v1/think_perspectivas', () =>
      HttpResponse.json([
        { id: 'p-proc', empresa_id: 'e', nombre: 'Procesos internos', descripcion: null, orden: 3, ...stamp },
      ]),
    ),
    http.post('*/rest/v1/rpc/think_usuarios', () => HttpResponse.json([{ id: 'u-ana', nombre: 'Ana Torres' }])),
    http.post('*/rest/v1/think_checkins', async ({ request }) => {
      const body = (await request.json()) as { resultado_id: string; valor: number; confianza: string };
      api.posted.push(body);
      // What the database does: the check-in becomes the key result's value, progress follows.
      api.krs = api.krs.map((k) =>
        k.id === body.resultado_id ? { ...k, actual: body.valor, confianza: body.confianza } : k,
      );
      api.krProgress = api.krProgress.map((p) => (p.resultado_id === body.resultado_id ? { ...p, progreso: 50 } : p));
      api.progress = api.progress.map((p) => (p.objetivo_id === 'o1' ? { ...p, progreso: 75 } : p));
      return HttpResponse.json({ id: 'c-new' }, { status: 201 });
    }),
  );
}

const baseApi = (): Api => ({
  objectives: [
    objective('o1', 'Mantención que no detiene la planta', { padre_id: 'o0' }),
    objective('o0', 'Proveedor confiable', { area: '' }),
  ],
  progress: [
    { objetivo_id: 'o1', progreso: 50, resultados: 2, en_riesgo: 1, estado: 'en_riesgo' },
    { objetivo_id: 'o0', progreso: 50, resultados: 2, en_riesgo: 1, estado: 'en_riesgo' },
  ],
  krs: [
    keyResult('k1', 'Horas de detención'),
    keyResult('k2', 'Plan publicado', { tipo: 'binario', inicio: 0, meta: 1, actual: 1, unidad: '' }),
  ],
  krProgress: [
    {
      resultado_id: 'k1',
      objetivo_id: 'o1',
      progreso: 0,
      en_riesgo: true,
      checkin_pendiente: true,
      ultimo_checkin: null,
    },
    {
      resultado_id: 'k2',
      objetivo_id: 'o1',
      progreso: 100,
      en_riesgo: false,
      checkin_pendiente: false,
      ultimo_checkin: `${YEAR}-01-08`,
    },
  ],
  checkIns: [],
  posted: [],
});

const asUser = (isCompanyAdmin: boolean) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ModuleUserProvider value={{ userId: 'u-ana', isSuperAdmin: false, isCompanyAdmin, modules: ['think'] }}>
        {children}
      </ModuleUserProvider>
    );
  };

describe('periods and the tree', () => {
  it('reads periods as people say them and knows the current ones', () => {
    expect(periodLabel('2026-T3')).toBe('T3 2026');
    expect(periodLabel('2026')).toBe('Año 2026');
    expect(
      periodChoices('2026-11-27')
        .slice(0, 2)
        .map((p) => p.value),
    ).toEqual(['2026-T4', '2026']);
    expect(isCurrentPeriod('2026-T4', '2026-11-27')).toBe(true);
    expect(isCurrentPeriod('2026-T3', '2026-11-27')).toBe(false);
    expect(isCurrentPeriod('2025', '2026-11-27')).toBe(false);
  });

  it('lays objectives out parents first, children below them; an absent parent makes a root', () => {
    const rows = [
      { ...objective('c', 'C', { padre_id: 'a' }), progreso: 0, resultados: 0, en_riesgo: 0, estado: 'x' },
      { ...objective('a', 'A'), progreso: 0, resultados: 0, en_riesgo: 0, estado: 'x' },
      { ...objective('b', 'B', { padre_id: 'gone' }), progreso: 0, resultados: 0, en_riesgo: 0, estado: 'x' },
    ];
    expect(asTree(rows).map((r) => `${r.objective.id}${r.depth}`)).toEqual(['a0', 'c1', 'b0']);
  });
});

describe('objective page', () => {
  it('shows the objective with its two key results, and a check-in moves its progress', async () => {
    const api = baseApi();
    thinkApi(api);
    const { user } = renderApp(<ObjectivePage />, {
      path: '/axel-think/objetivos/:id',
      initialEntry: '/axel-think/objetivos/o1',
      wrapper: asUser(false),
    });
    expect(await screen.findByRole('heading', { name: 'Mantención que no detiene la planta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proveedor confiable' })).toBeInTheDocument();
    expect(screen.getByText('Resultados clave (2 de 5)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avance de Mantención que no detiene la planta' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    // A usuario edits but does not delete.
    expect(screen.queryByRole('button', { name: 'Eliminar objetivo' })).not.toBeInTheDocument();
    const kr = screen.getByRole('listitem', { name: 'Horas de detención' });
    expect(within(kr).getByText('En riesgo')).toBeInTheDocument();
    expect(within(kr).getByText('Avance semanal pendiente')).toBeInTheDocument();

    await user.click(within(kr).getByRole('button', { name: 'Registrar avance' }));
    const form = screen.getByRole('form', { name: 'Registrar avance de Horas de detención' });
    // An empty value is answered, nothing is sent.
    fireEvent.submit(form);
    expect(await within(form).findByText('Es obligatorio')).toBeInTheDocument();
    expect(api.posted).toEqual([]);
    await user.type(within(form).getByLabelText(/Nuevo valor/), '30');
    await user.selectOptions(within(form).getByLabelText(/Confianza/), 'alta');
    await user.type(within(form).getByLabelText('Comentario'), 'Cambio de rodamientos');
    await user.click(within(form).getByRole('button', { name: 'Registrar avance' }));
    await waitFor(() =>
      expect(api.posted).toEqual([
        { resultado_id: 'k1', valor: 30, confianza: 'alta', comentario: 'Cambio de rodamientos' },
      ]),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: 'Avance de Mantención que no detiene la planta' }),
      ).toHaveAttribute('aria-valuenow', '75'),
    );
    expect(screen.queryByRole('form', { name: /Registrar avance de/ })).not.toBeInTheDocument();
  });

  it('asks for more key results below two and offers none above five; the admin may delete', async () => {
    const api = baseApi();
    api.krs = api.krs.slice(0, 1);
    thinkApi(api);
    const first = renderApp(<ObjectivePage />, {
      path: '/axel-think/objetivos/:id',
      initialEntry: '/axel-think/objetivos/o1',
      wrapper: asUser(true),
    });
    expect(await screen.findByText(/Un OKR se mide con entre 2 y 5 resultados clave/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo resultado clave' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar objetivo' })).toBeInTheDocument();
    first.unmount();

    const full = baseApi();
    full.krs = Array.from({ length: 5 }, (_, i) => keyResult(`k${i}`, `Resultado ${i}`));
    thinkApi(full);
    renderApp(<ObjectivePage />, {
      path: '/axel-think/objetivos/:id',
      initialEntry: '/axel-think/objetivos/o1',
      wrapper: asUser(false),
    });
    expect(await screen.findByText('Resultados clave (5 de 5)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo resultado clave' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Un OKR se mide/)).not.toBeInTheDocument();
  });

  it('refuses a numeric key result whose target is its start, before sending it', async () => {
    thinkApi(baseApi());
    let sent = false;
    server.use(
      http.post('*/rest/v1/think_resultados_clave', () => {
        sent = true;
        return HttpResponse.json({ id: 'x' }, { status: 201 });
      }),
    );
    const { user } = renderApp(<ObjectivePage />, {
      path: '/axel-think/objetivos/:id',
      initialEntry: '/axel-think/objetivos/o1',
      wrapper: asUser(false),
    });
    await user.click(await screen.findByRole('button', { name: 'Nuevo resultado clave' }));
    const form = screen.getByRole('form', { name: 'Nuevo resultado clave' });
    await user.type(within(form).getByLabelText(/Resultado clave/), 'Clientes nuevos');
    await user.clear(within(form).getByLabelText('Valor de inicio'));
    await user.type(within(form).getByLabelText('Valor de inicio'), '5');
    await user.type(within(form).getByLabelText(/Meta/), '5');
    await user.click(within(form).getByRole('button', { name: 'Agregar resultado clave' }));
    expect(await within(form).findByText('La meta debe ser distinta del valor de inicio')).toBeInTheDocument();
    expect(sent).toBe(false);
  });
});

describe('objectives and overview', () => {
  it('draws the tree with the child under its parent and flags objectives without two key results', async () => {
    const api = baseApi();
    api.objectives.push(objective('o2', 'Técnicos certificados', { padre_id: 'o1' }));
    api.progress.push({ objetivo_id: 'o2', progreso: 0, resultados: 0, en_riesgo: 0, estado: 'sin_resultados' });
    thinkApi(api);
    renderApp(<ObjectivesPage />, { wrapper: asUser(false) });
    const tree = await screen.findByRole('list', { name: 'Árbol de objetivos' });
    expect(
      within(tree)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Proveedor confiable', 'Mantención que no detiene la planta', 'Técnicos certificados']);
    expect(within(tree).getByText('Sin resultados clave', { selector: 'span.text-amber-700' })).toBeInTheDocument();
  });

  it('lists key results at risk and check-ins due, and offers a retry when the read fails', async () => {
    thinkApi(baseApi());
    renderApp(<OverviewPage />, { wrapper: asUser(false) });
    const risk = await screen.findByRole('region', { name: 'Resultados clave en riesgo' });
    expect(within(risk).getByRole('link', { name: 'Horas de detención' })).toBeInTheDocument();
    expect(within(risk).queryByText('Plan publicado')).not.toBeInTheDocument();
    const due = screen.getByRole('region', { name: 'Avances semanales pendientes' });
    expect(within(due).getByText(/Sin avances/)).toBeInTheDocument();

    server.use(
      http.get('*/rest/v1/think_avance_objetivos', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    renderApp(<OverviewPage />, { wrapper: asUser(false) });
    expect(await screen.findByText('No se pudo cargar el resumen')).toBeInTheDocument();
  });

  it('offers the admin the four perspectives of the balanced scorecard when there are none', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/rest/v1/think_perspectivas', () => HttpResponse.json([])),
      http.post('*/rest/v1/think_perspectivas', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json([], { status: 201 });
      }),
    );
    const { user } = renderApp(<PerspectivesPage />, { wrapper: asUser(true) });
    await user.click(await screen.findByRole('button', { name: 'Crear las cuatro del cuadro de mando integral' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((posted[0] as Array<{ nombre: string }>).map((p) => p.nombre)).toEqual([
      'Financiera',
      'Clientes',
      'Procesos internos',
      'Aprendizaje y crecimiento',
    ]);
  });
});
