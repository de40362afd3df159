import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { ModuleUserProvider } from '@/kit';
import { addDays, todayInChile } from '@/lib/dates';
import InitiativesPage from './initiatives-page';
import { NextReview } from './overview-reviews';
import ReviewPage from './review-page';
import { StrategyPanel } from './strategy-panel';

const stamp = {
  empresa_id: 'e',
  creado_por: null,
  actualizado_por: null,
  creado_en: '2026-01-01T10:00:00Z',
  actualizado_en: '2026-01-01T10:00:00Z',
};
const today = todayInChile();

const withUser = (modules: string[], isCompanyAdmin = false) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ModuleUserProvider value={{ userId: 'u-ana', isSuperAdmin: false, isCompanyAdmin, modules, companyId: 'e' }}>
        {children}
      </ModuleUserProvider>
    );
  };

const initiative = (id: string, nombre: string, extra: Record<string, unknown> = {}) => ({
  id,
  nombre,
  descripcion: null,
  objetivo_id: 'o1',
  responsable_id: 'u-ana',
  fecha_inicio: '2026-09-01',
  fecha_fin: '2026-12-31',
  estado: 'en_curso',
  presupuesto: 1000000,
  gasto: 250000,
  avance: 30,
  proyecto_id: null,
  ...stamp,
  ...extra,
});

beforeEach(() => {
  server.use(
    http.post('*/rest/v1/rpc/think_usuarios', () => HttpResponse.json([{ id: 'u-ana', nombre: 'Ana Torres' }])),
    http.post('*/rest/v1/rpc/think_registrar_lecturas', () => HttpResponse.json(0)),
    http.get('*/rest/v1/think_objetivos', () =>
      HttpResponse.json([
        {
          id: 'o1',
          titulo: 'Mantención que no detiene la planta',
          periodo: today.slice(0, 4),
          perspectiva_id: null,
          padre_id: null,
          responsable_id: null,
          descripcion: null,
          area: '',
          ...stamp,
        },
      ]),
    ),
    http.get('*/rest/v1/think_avance_objetivos', () =>
      HttpResponse.json([{ objetivo_id: 'o1', progreso: 61.5, resultados: 2, en_riesgo: 0, estado: 'encaminado' }]),
    ),
  );
});

describe('mission and vision', () => {
  it('reads them to everyone and lets only the admin edit them', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/rest/v1/think_estrategia', () =>
        HttpResponse.json({ id: 's1', mision: 'Mantener la industria andando', vision: '', ...stamp }),
      ),
      http.patch('*/rest/v1/think_estrategia', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 's1' });
      }),
    );
    const first = renderApp(<StrategyPanel />, { wrapper: withUser(['think']) });
    expect(await screen.findByText('Mantener la industria andando')).toBeInTheDocument();
    expect(screen.getByText('Aún no se ha definido la visión.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar misión y visión' })).not.toBeInTheDocument();
    first.unmount();

    const { user } = renderApp(<StrategyPanel />, { wrapper: withUser(['think'], true) });
    await user.click(await screen.findByRole('button', { name: 'Editar misión y visión' }));
    await user.type(screen.getByLabelText('Visión'), 'Ser líderes del sur');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(sent).toEqual([{ mision: 'Mantener la industria andando', vision: 'Ser líderes del sur' }]),
    );
  });
});

describe('initiatives', () => {
  function initiativesApi(posted: unknown[]) {
    server.use(
      http.get('*/rest/v1/think_iniciativas', () =>
        HttpResponse.json([
          initiative('i1', 'Mantenimiento predictivo', { proyecto_id: 'p1', gasto: 1200000 }),
          initiative('i2', 'Certificación en altura'),
        ]),
      ),
      http.get('*/rest/v1/think_iniciativas_avance', () =>
        HttpResponse.json([
          {
            iniciativa_id: 'i1',
            proyecto_id: 'p1',
            proyecto_visible: true,
            proyecto_nombre: 'Predictivo Minera',
            proyecto_estado: 'en_curso',
            tareas: 4,
            tareas_hechas: 1,
            horas_estimadas: 120,
            horas_registradas: 36.5,
            avance: 25,
          },
          {
            iniciativa_id: 'i2',
            proyecto_id: null,
            proyecto_visible: false,
            proyecto_nombre: null,
            proyecto_estado: null,
            tareas: null,
            tareas_hechas: null,
            horas_estimadas: null,
            horas_registradas: null,
            avance: 30,
          },
        ]),
      ),
      http.post('*/rest/v1/rpc/think_proyectos', () =>
        HttpResponse.json([{ id: 'p2', nombre: 'Bodega de repuestos', estado: 'en_curso' }]),
      ),
      http.post('*/rest/v1/think_iniciativas', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 'i9' }, { status: 201 });
      }),
    );
  }

  it('take a linked project’s progress and hours, flag spend over budget, and link a project when the company has Projects', async () => {
    const posted: unknown[] = [];
    initiativesApi(posted);
    const { user } = renderApp(<InitiativesPage />, { wrapper: withUser(['think', 'projects']) });
    const list = await screen.findByRole('list', { name: 'Iniciativas' });
    const linked = within(list).getByRole('listitem', { name: 'Mantenimiento predictivo' });
    expect(within(linked).getByRole('progressbar', { name: 'Avance de Mantenimiento predictivo' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(
      within(linked).getByText(/1 de 4 tareas hechas · 36,5 h registradas de 120 h estimadas/),
    ).toBeInTheDocument();
    expect(within(linked).getByText(/sobre el presupuesto/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nueva iniciativa' }));
    const form = screen.getByRole('form', { name: 'Nueva iniciativa' });
    await user.type(within(form).getByLabelText(/^Iniciativa/), 'Bodega nueva');
    await user.clear(within(form).getByLabelText(/^Presupuesto/));
    await user.type(within(form).getByLabelText(/^Presupuesto/), '$ 12.500.000');
    await user.type(within(form).getByLabelText(/^Término/), '2026-01-01');
    await user.type(within(form).getByLabelText(/^Inicio/), '2026-02-01');
    await user.click(within(form).getByRole('button', { name: 'Crear iniciativa' }));
    expect(await within(form).findByText('El término no puede ser anterior al inicio')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.clear(within(form).getByLabelText(/^Término/));
    await user.type(within(form).getByLabelText(/^Término/), '2026-06-30');
    await user.selectOptions(await within(form).findByLabelText('Proyecto de Axel Projects'), 'p2');
    await user.selectOptions(within(form).getByLabelText('Objetivo al que aporta'), 'o1');
    await user.click(within(form).getByRole('button', { name: 'Crear iniciativa' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      nombre: 'Bodega nueva',
      presupuesto: 12500000,
      gasto: 0,
      objetivo_id: 'o1',
      proyecto_id: 'p2',
      fecha_inicio: '2026-02-01',
      fecha_fin: '2026-06-30',
    });
  });

  it('do not offer the link without Projects, and hide a linked project’s figures', async () => {
    initiativesApi([]);
    server.use(
      http.get('*/rest/v1/think_iniciativas_avance', () =>
        HttpResponse.json([
          {
            iniciativa_id: 'i1',
            proyecto_id: 'p1',
            proyecto_visible: false,
            proyecto_nombre: null,
            proyecto_estado: null,
            tareas: null,
            tareas_hechas: null,
            horas_estimadas: null,
            horas_registradas: null,
            avance: null,
          },
        ]),
      ),
    );
    const { user } = renderApp(<InitiativesPage />, { wrapper: withUser(['think']) });
    const linked = await screen.findByRole('listitem', { name: 'Mantenimiento predictivo' });
    expect(within(linked).getByText('Sin acceso a Axel Projects: el avance no se muestra')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nueva iniciativa' }));
    expect(screen.queryByLabelText('Proyecto de Axel Projects')).not.toBeInTheDocument();
  });

  it('say so when there are none, or when they cannot be loaded', async () => {
    server.use(
      http.get('*/rest/v1/think_iniciativas', () => HttpResponse.json([])),
      http.get('*/rest/v1/think_iniciativas_avance', () => HttpResponse.json([])),
    );
    const first = renderApp(<InitiativesPage />, { wrapper: withUser(['think']) });
    expect(await screen.findByText('Aún no hay iniciativas')).toBeInTheDocument();
    first.unmount();
    server.use(http.get('*/rest/v1/think_iniciativas', () => HttpResponse.json({ message: 'caído' }, { status: 500 })));
    renderApp(<InitiativesPage />, { wrapper: withUser(['think']) });
    expect(await screen.findByText('No se pudieron cargar las iniciativas')).toBeInTheDocument();
  });
});

describe('a business review', () => {
  const review = {
    id: 'r1',
    titulo: 'Revisión trimestral de estrategia',
    tipo: 'trimestral',
    fecha: addDays(today, -30),
    estado: 'preparada',
    preparada_en: '2026-10-20T12:00:00Z',
    notas: null,
    agenda: {
      kpis: [
        {
          id: 'k1',
          nombre: 'Disponibilidad de la línea 1',
          valor: 87.4,
          unidad: '%',
          meta: 95,
          sentido: 'mayor_mejor',
          fecha: null,
        },
      ],
      resultados: [
        {
          id: 'kr4',
          titulo: 'Reclamos por atraso al mes',
          objetivo_id: 'o1',
          objetivo: 'Ser el proveedor más confiable',
          progreso: 18.5,
          confianza: 'baja',
          periodo: '2026',
        },
      ],
    },
    ...stamp,
    puntos: [
      {
        id: 'p1',
        revision_id: 'r1',
        tipo: 'compromiso',
        texto: 'Plan de acción de reclamos',
        responsable_id: 'u-ana',
        fecha_compromiso: addDays(today, -3),
        cumplido: false,
        ...stamp,
      },
      {
        id: 'p2',
        revision_id: 'r1',
        tipo: 'decision',
        texto: 'Priorizar los contratos de servicio',
        responsable_id: null,
        fecha_compromiso: null,
        cumplido: false,
        ...stamp,
      },
    ],
  };
  let created: Blob[] = [];
  let names: string[] = [];

  beforeEach(() => {
    created = [];
    names = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:test')),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    server.use(
      http.get('*/rest/v1/think_revisiones', () => HttpResponse.json([review])),
      http.get('*/rest/v1/think_kpis', () => HttpResponse.json([])),
      http.get('*/rest/v1/think_kpis_actual', () => HttpResponse.json([])),
      http.get('*/rest/v1/empresas', () => HttpResponse.json({ nombre: 'Industrias Andes SpA' })),
    );
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    vi.restoreAllMocks();
  });

  it('shows the agenda as prepared, an overdue commitment, refuses a commitment without owner, and downloads the PDF', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/rest/v1/think_revision_puntos', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 'p9' }, { status: 201 });
      }),
    );
    const { user } = renderApp(<ReviewPage />, {
      path: '/revisiones/:id',
      initialEntry: '/revisiones/r1',
      wrapper: withUser(['think']),
    });
    expect(await screen.findByRole('heading', { name: 'Revisión trimestral de estrategia' })).toBeInTheDocument();
    const agenda = screen.getByRole('region', { name: 'Agenda' });
    expect(within(agenda).getByText('Disponibilidad de la línea 1')).toBeInTheDocument();
    expect(within(agenda).getByRole('link', { name: 'Reclamos por atraso al mes' })).toBeInTheDocument();
    const commitments = screen.getByRole('list', { name: 'Compromisos' });
    expect(within(commitments).getByText('Vencido')).toBeInTheDocument();
    expect(await within(commitments).findByText(/Ana Torres/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agregar decisión o compromiso' }));
    const form = screen.getByRole('form', { name: 'Nueva decisión o compromiso' });
    await user.selectOptions(within(form).getByLabelText(/^Tipo/), 'compromiso');
    await user.type(within(form).getByLabelText(/^Texto/), 'Revisar el plan');
    await user.click(within(form).getByRole('button', { name: 'Agregar' }));
    expect(await within(form).findByText('Un compromiso necesita responsable')).toBeInTheDocument();
    expect(within(form).getByText('Un compromiso necesita fecha')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Descargar informe ejecutivo (PDF)' }));
    await waitFor(() => expect(created).toHaveLength(1), { timeout: 10_000 });
    const head = new TextDecoder('latin1').decode(new Uint8Array(await created[0].arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
    expect(names).toEqual([`revision-${review.fecha}.pdf`]);
  });

  it('says so when the review does not exist', async () => {
    renderApp(<ReviewPage />, {
      path: '/revisiones/:id',
      initialEntry: '/revisiones/otra',
      wrapper: withUser(['think']),
    });
    expect(await screen.findByText('La revisión no existe')).toBeInTheDocument();
  });

  it('the overview names the next review and the open commitments, the overdue ones marked', async () => {
    server.use(
      http.get('*/rest/v1/think_revisiones', () =>
        HttpResponse.json([
          { ...review, id: 'r2', titulo: 'Revisión mensual', fecha: addDays(today, 5), puntos: [] },
          { ...review, estado: 'realizada' },
        ]),
      ),
    );
    renderApp(<NextReview />, { wrapper: withUser(['think']) });
    const section = await screen.findByRole('region', { name: 'Próxima revisión' });
    expect(await within(section).findByRole('link', { name: 'Revisión mensual' })).toBeInTheDocument();
    const open = within(section).getByRole('list', { name: 'Compromisos abiertos' });
    expect(within(open).getByText('Plan de acción de reclamos')).toBeInTheDocument();
    expect(within(open).getByText(/vencido/)).toBeInTheDocument();
  });
});
