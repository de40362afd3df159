import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { findModal, renderApp } from '@/testing/test-utils';
import { ModuleUserProvider } from '@/kit';
import type { Dependency, Project, Task, TimeEntry } from '../api/types';
import { BoardPage } from './board-page';
import { ProjectForm } from './project-form';
import { ProjectPage } from './project-page';
import { dependencyCandidates, isTaskOverdue, projectFigures, timelineBars } from '../lib/progress';
import { TasksPage } from './tasks-page';
import { TimelinePage } from './timeline-page';

const PROJECT: Project = {
  id: 'p1',
  empresa_id: 'e',
  nombre: 'Modernización',
  descripcion: null,
  tercero_id: null,
  cliente_nombre: null,
  gerente_id: 'u-ana',
  fecha_inicio: '2026-10-01',
  fecha_fin: '2026-12-31',
  presupuesto: 1000000,
  estado: 'en_curso',
  creado_por: null,
  actualizado_por: null,
  creado_en: '2026-10-01T10:00:00Z',
  actualizado_en: '2026-10-01T10:00:00Z',
};

const task = (id: string, titulo: string, extra: Partial<Task> = {}): Task => ({
  id,
  empresa_id: 'e',
  proyecto_id: 'p1',
  titulo,
  descripcion: null,
  responsable_id: 'u-ana',
  fecha_inicio: '2026-10-01',
  fecha_vencimiento: '2026-10-10',
  estimacion_horas: 8,
  estado: 'por_hacer',
  posicion: 0,
  orden_id: null,
  terminada_en: null,
  creado_por: null,
  actualizado_por: null,
  creado_en: '2026-10-01T10:00:00Z',
  actualizado_en: '2026-10-01T10:00:00Z',
  ...extra,
});
const dep = (id: string, tarea_id: string, depende_de_id: string): Dependency => ({
  id,
  empresa_id: 'e',
  proyecto_id: 'p1',
  tarea_id,
  depende_de_id,
  creado_por: null,
  actualizado_por: null,
  creado_en: '2026-10-01T10:00:00Z',
  actualizado_en: '2026-10-01T10:00:00Z',
});
const entry = (tarea_id: string, horas: number): TimeEntry => ({
  id: `h-${tarea_id}-${horas}`,
  empresa_id: 'e',
  proyecto_id: 'p1',
  tarea_id,
  usuario_id: 'u-ana',
  fecha: '2026-10-02',
  horas,
  nota: null,
  creado_por: null,
  actualizado_por: null,
  creado_en: '2026-10-02T10:00:00Z',
  actualizado_en: '2026-10-02T10:00:00Z',
});

const TASKS = [
  task('a', 'Diseño', { estado: 'hecha', estimacion_horas: 10 }),
  task('b', 'Montaje', { estado: 'en_curso', fecha_inicio: '2026-10-11', fecha_vencimiento: '2026-10-20' }),
  task('c', 'Pruebas', { fecha_inicio: '2026-10-21', fecha_vencimiento: '2026-11-05' }),
];
const DEPS = [dep('d1', 'b', 'a'), dep('d2', 'c', 'b')];

function projectApi(tasks: Task[] = TASKS, deps: Dependency[] = DEPS) {
  server.use(
    http.get('*/rest/v1/proy_tareas', () => HttpResponse.json(tasks)),
    http.get('*/rest/v1/proy_dependencias', () => HttpResponse.json(deps)),
    http.get('*/rest/v1/proy_horas', () => HttpResponse.json([])),
    http.post('*/rest/v1/rpc/proy_usuarios', () => HttpResponse.json([{ id: 'u-ana', nombre: 'Ana Torres' }])),
    http.post('*/rest/v1/rpc/proy_clientes', () => HttpResponse.json([{ id: 'cli', nombre: 'Celulosa del Sur' }])),
  );
}

const withModules = (modules: string[]) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ModuleUserProvider value={{ userId: 'u-ana', isSuperAdmin: false, isCompanyAdmin: false, modules }}>
        {children}
      </ModuleUserProvider>
    );
  };

describe('project figures', () => {
  it('adds hours exactly, counts progress and overdue tasks', () => {
    const f = projectFigures(TASKS, [entry('a', 0.1), entry('a', 0.2), entry('b', 2.25)], '2026-10-15');
    expect(f.logged).toBe(2.55);
    expect(f.loggedByTask.get('a')).toBe(0.3);
    expect(f.estimated).toBe(26);
    expect(f.progress).toBe(33);
    expect(f.overdue).toEqual([]);
    expect(projectFigures(TASKS, [], '2026-10-25').overdue.map((t) => t.titulo)).toEqual(['Montaje']);
    expect(isTaskOverdue(task('x', 'X', { estado: 'hecha', fecha_vencimiento: '2026-01-01' }), '2026-10-25')).toBe(
      false,
    );
    expect(projectFigures([], [], '2026-10-25').progress).toBe(0);
  });

  it('never offers a prerequisite that would close a cycle', () => {
    // c waits for b, b for a: a may not wait for b or c; c may wait for a (not yet direct).
    expect(dependencyCandidates('a', TASKS, DEPS).map((t) => t.id)).toEqual([]);
    expect(dependencyCandidates('c', TASKS, DEPS).map((t) => t.id)).toEqual(['a']);
  });

  it('lays the timeline out over the project and its tasks', () => {
    const { bars, from, to } = timelineBars(
      [...TASKS, task('u', 'Sin fechas', { fecha_inicio: null, fecha_vencimiento: null })],
      PROJECT.fecha_inicio,
      PROJECT.fecha_fin,
    );
    expect(from).toBe('2026-10-01');
    expect(to).toBe('2026-12-31');
    expect(bars.map((b) => b.task.id)).toEqual(['a', 'b', 'c']);
    expect(bars[0].left).toBe(0);
    // 10 days of 92.
    expect(bars[0].width).toBeCloseTo((10 / 92) * 100);
    expect(bars[1].left).toBeCloseTo((10 / 92) * 100);
  });
});

describe('the board', () => {
  it('moves a task with the keyboard buttons and shows it in its new column', async () => {
    projectApi();
    // The server's rows: the move changes them, so the refetch after it agrees.
    const rows = TASKS.map((t) => ({ ...t }));
    let sent: unknown;
    server.use(
      http.get('*/rest/v1/proy_tareas', () => HttpResponse.json(rows)),
      http.patch('*/rest/v1/proy_tareas', async ({ request }) => {
        sent = await request.json();
        const id = new URL(request.url).searchParams.get('id')?.replace('eq.', '');
        const row = rows.find((t) => t.id === id)!;
        Object.assign(row, sent);
        return HttpResponse.json({ id });
      }),
    );
    const { user } = renderApp(<BoardPage project={PROJECT} />);
    const move = await screen.findByRole('button', { name: 'Mover Pruebas a En curso' });
    // Pruebas waits for Montaje, which is not done: the card says so.
    expect(within(screen.getByTestId('tarjeta-Pruebas')).getByText(/Bloqueada: espera a Montaje/)).toBeInTheDocument();
    move.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(screen.getByTestId('columna-en_curso')).getByTestId('tarjeta-Pruebas')).toBeInTheDocument(),
    );
    expect(sent).toEqual({ estado: 'en_curso' });
  });

  it('moves a task by dragging its card to another column', async () => {
    projectApi();
    const rows = TASKS.map((t) => ({ ...t }));
    let sent: unknown;
    server.use(
      http.get('*/rest/v1/proy_tareas', () => HttpResponse.json(rows)),
      http.patch('*/rest/v1/proy_tareas', async ({ request }) => {
        sent = await request.json();
        Object.assign(
          rows.find((t) => t.id === 'a')!,
          sent,
        );
        return HttpResponse.json({ id: 'a' });
      }),
    );
    renderApp(<BoardPage project={PROJECT} />);
    const card = await screen.findByTestId('tarjeta-Diseño');
    const target = screen.getByTestId('columna-por_hacer');
    fireEvent.dragStart(card, { dataTransfer: { setData: () => undefined, effectAllowed: 'move' } });
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    await waitFor(() =>
      expect(within(screen.getByTestId('columna-por_hacer')).getByTestId('tarjeta-Diseño')).toBeInTheDocument(),
    );
    expect(sent).toEqual({ estado: 'por_hacer' });
  });

  it('puts the card back and says why when the database refuses the move', async () => {
    projectApi();
    server.use(
      http.patch('*/rest/v1/proy_tareas', () =>
        HttpResponse.json({ code: '42501', message: 'new row violates row-level security policy' }, { status: 403 }),
      ),
    );
    const { user } = renderApp(<BoardPage project={PROJECT} />);
    await user.click(await screen.findByRole('button', { name: 'Mover Montaje a En revisión' }));
    expect(await screen.findByText('No se pudo mover la tarea')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('columna-en_curso')).getByTestId('tarjeta-Montaje')).toBeInTheDocument(),
    );
  });
});

describe('tasks', () => {
  it('hides the work-order field without Ops and shows it with Ops', async () => {
    projectApi();
    server.use(
      http.get('*/rest/v1/ops_ordenes', () =>
        HttpResponse.json([{ id: 'o1', codigo: 'OT-000001', falla_reportada: 'No parte', estado: 'abierta' }]),
      ),
    );
    const without = renderApp(<TasksPage project={PROJECT} />, { wrapper: withModules(['projects']) });
    await without.user.click(await screen.findByRole('button', { name: 'Nueva tarea' }));
    expect(screen.queryByLabelText('Orden de trabajo (Ops)')).not.toBeInTheDocument();
    without.unmount();
    const withOps = renderApp(<TasksPage project={PROJECT} />, { wrapper: withModules(['projects', 'ops']) });
    await withOps.user.click(await screen.findByRole('button', { name: 'Nueva tarea' }));
    const select = await screen.findByLabelText('Orden de trabajo (Ops)');
    await waitFor(() => expect(within(select).getByRole('option', { name: /OT-000001/ })).toBeInTheDocument());
  });

  it('creates a task and its dependency, and answers bad input in Spanish', async () => {
    projectApi();
    const posted: Array<{ url: string; body: unknown }> = [];
    server.use(
      http.post('*/rest/v1/proy_tareas', async ({ request }) => {
        posted.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ id: 'n1', titulo: 'Capacitación' }, { status: 201 });
      }),
      http.post('*/rest/v1/proy_dependencias', async ({ request }) => {
        posted.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ id: 'dn' }, { status: 201 });
      }),
    );
    const { user } = renderApp(<TasksPage project={PROJECT} />, { wrapper: withModules(['projects']) });
    await user.click(await screen.findByRole('button', { name: 'Nueva tarea' }));
    const form = screen.getByRole('form', { name: 'Nueva tarea' });
    await user.clear(within(form).getByLabelText(/Estimación/));
    await user.type(within(form).getByLabelText(/Estimación/), 'mucho');
    await user.type(within(form).getByLabelText('Inicio'), '2026-10-20');
    await user.type(within(form).getByLabelText('Vencimiento'), '2026-10-10');
    await user.click(within(form).getByRole('button', { name: 'Crear tarea' }));
    expect(within(form).getByText('Es obligatorio')).toBeInTheDocument();
    expect(within(form).getByText('Debe ser un número')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(within(form).getByLabelText(/Título/), 'Capacitación');
    await user.clear(within(form).getByLabelText(/Estimación/));
    await user.type(within(form).getByLabelText(/Estimación/), '2,5');
    await user.click(within(form).getByRole('button', { name: 'Crear tarea' }));
    // The dates are checked together once every field is valid.
    expect(within(form).getByText('El vencimiento no puede ser anterior al inicio')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.clear(within(form).getByLabelText('Vencimiento'));
    await user.type(within(form).getByLabelText('Vencimiento'), '2026-10-30');
    await user.selectOptions(within(form).getByLabelText('Depende de'), 'Pruebas');
    await user.click(within(form).getByRole('button', { name: 'Crear tarea' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[0].body).toMatchObject({
      titulo: 'Capacitación',
      estimacion_horas: 2.5,
      proyecto_id: 'p1',
      fecha_inicio: '2026-10-20',
      fecha_vencimiento: '2026-10-30',
    });
    expect(posted[0].body).not.toHaveProperty('orden_id');
    expect(posted[1].body).toEqual({ tarea_id: 'n1', depende_de_id: 'c' });
  });
});

describe('project form', () => {
  it('refuses an empty name, a negative or decimal budget and an end before the start', async () => {
    projectApi();
    let saved = false;
    const { user } = renderApp(
      <ProjectForm
        pending={false}
        onDone={() => undefined}
        onSave={async () => {
          saved = true;
        }}
      />,
    );
    const form = screen.getByRole('form', { name: 'Nuevo proyecto' });
    await user.clear(within(form).getByLabelText(/Presupuesto/));
    await user.type(within(form).getByLabelText(/Presupuesto/), '1500,5');
    await user.clear(within(form).getByLabelText(/Inicio/));
    await user.type(within(form).getByLabelText(/Inicio/), '2026-10-10');
    await user.type(within(form).getByLabelText('Término'), '2026-10-01');
    await user.click(within(form).getByRole('button', { name: 'Crear proyecto' }));
    expect(within(form).getByText('Es obligatorio')).toBeInTheDocument();
    expect(within(form).getByText('Monto en pesos enteros, sin decimales')).toBeInTheDocument();
    expect(saved).toBe(false);
    await user.type(within(form).getByLabelText(/Nombre/), 'Proyecto nuevo');
    await user.clear(within(form).getByLabelText(/Presupuesto/));
    await user.type(within(form).getByLabelText(/Presupuesto/), '1.500.000');
    await user.click(within(form).getByRole('button', { name: 'Crear proyecto' }));
    expect(within(form).getByText('El término no puede ser anterior al inicio')).toBeInTheDocument();
    expect(saved).toBe(false);
    await user.clear(within(form).getByLabelText('Término'));
    await user.click(within(form).getByRole('button', { name: 'Crear proyecto' }));
    await waitFor(() => expect(saved).toBe(true));
    // The client picker lists the directory's clients through the module's function.
    await waitFor(() =>
      expect(
        within(within(form).getByLabelText(/Cliente/)).getByRole('option', { name: 'Celulosa del Sur' }),
      ).toBeInTheDocument(),
    );
  });
});

describe('timeline', () => {
  it('gives the same facts as a table: dates, state, overdue and dependencies', async () => {
    projectApi();
    renderApp(<TimelinePage project={PROJECT} />);
    const table = await screen.findByRole('table', { name: 'Cronograma del proyecto' });
    const row = within(table).getByRole('row', { name: /Pruebas/ });
    expect(within(row).getByText('Montaje')).toBeInTheDocument();
    expect(within(row).getByText(/vencida/)).toBeInTheDocument();
    expect(screen.getByTestId('gantt')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('timeline drawing (issue 31)', () => {
  it('has a date axis, arrows that end in arrowheads, and no warning when the dates agree', async () => {
    projectApi();
    renderApp(<TimelinePage project={PROJECT} />);
    await screen.findByRole('table', { name: 'Cronograma del proyecto' });
    // A span of three months: a tick each Monday (1 oct to 31 dic 2026).
    const ticks = screen.getAllByTestId('gantt-tick').map((t) => t.textContent);
    expect(ticks.slice(0, 3)).toEqual(['5 oct', '12 oct', '19 oct']);
    expect(ticks).toHaveLength(13);
    const arrows = screen.getAllByTestId('gantt-arrow');
    expect(arrows).toHaveLength(DEPS.length);
    const marker = arrows[0].getAttribute('marker-end')!.match(/^url\(#(.+)\)$/)![1];
    expect(document.getElementById(marker)?.tagName.toLowerCase()).toBe('marker');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when a task starts before a task it waits for ends', async () => {
    // Montaje waits for Diseño (due 10 oct) but is set to start on 8 oct.
    projectApi([TASKS[0], { ...TASKS[1], fecha_inicio: '2026-10-08' }, TASKS[2]]);
    renderApp(<TimelinePage project={PROJECT} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '«Montaje» empieza el 8 oct 2026, antes de que termine «Diseño» (vence el 10 oct 2026), de la que depende.',
    );
  });
});

describe('who is offered what (issue 31: actions a role cannot take are not offered)', () => {
  const asUser = (userId: string, isCompanyAdmin: boolean) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return (
        <ModuleUserProvider value={{ userId, isSuperAdmin: false, isCompanyAdmin, modules: ['projects'] }}>
          {children}
        </ModuleUserProvider>
      );
    };

  it("a usuario who is not the project's manager sees no 'Eliminar', on the project or its tasks", async () => {
    projectApi();
    server.use(http.get('*/rest/v1/proy_proyectos', () => HttpResponse.json(PROJECT)));
    renderApp(<ProjectPage />, {
      path: '/axel-projects/proyectos/:id/*',
      initialEntry: '/axel-projects/proyectos/p1/tareas?tarea=b',
      wrapper: asUser('u-luis', false),
    });
    await screen.findByRole('region', { name: 'Tarea Montaje' });
    expect(screen.getByRole('button', { name: 'Editar proyecto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });

  it("the project's manager may delete a task (asked in the app's dialog); the admin may delete the project", async () => {
    projectApi();
    const deleted: string[] = [];
    server.use(
      http.get('*/rest/v1/proy_proyectos', () => HttpResponse.json(PROJECT)),
      http.delete('*/rest/v1/proy_tareas', ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id') ?? '');
        return HttpResponse.json({ id: 'b' });
      }),
    );
    const { user } = renderApp(<ProjectPage />, {
      path: '/axel-projects/proyectos/:id/*',
      initialEntry: '/axel-projects/proyectos/p1/tareas?tarea=b',
      wrapper: asUser('u-ana', false),
    });
    const panel = await screen.findByRole('region', { name: 'Tarea Montaje' });
    // The manager (not an admin) deletes tasks but not the project.
    expect(screen.getAllByRole('button', { name: /Eliminar/ })).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Eliminar' }));
    const ask = await findModal('alertdialog', { name: 'Eliminar la tarea «Montaje»' });
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(deleted).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Eliminar' }));
    await user.click(
      within(await findModal('alertdialog', { name: 'Eliminar la tarea «Montaje»' })).getByRole('button', {
        name: 'Eliminar tarea',
      }),
    );
    await waitFor(() => expect(deleted).toEqual(['eq.b']));
  });

  it("the company admin is offered the project's Eliminar", async () => {
    projectApi();
    server.use(http.get('*/rest/v1/proy_proyectos', () => HttpResponse.json(PROJECT)));
    renderApp(<ProjectPage />, {
      path: '/axel-projects/proyectos/:id/*',
      initialEntry: '/axel-projects/proyectos/p1',
      wrapper: asUser('u-admin', true),
    });
    expect(await screen.findByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it('offers the manager only to who may change it, as Postgres decides (the admin, the manager, the creator of a project without one)', async () => {
    projectApi();
    const form = (project: Project, user: { userId: string; isCompanyAdmin?: boolean }) => {
      const view = renderApp(
        <ModuleUserProvider
          value={{
            userId: user.userId,
            isSuperAdmin: false,
            isCompanyAdmin: !!user.isCompanyAdmin,
            modules: ['projects'],
          }}
        >
          <ProjectForm project={project} pending={false} onDone={() => undefined} onSave={async () => undefined} />
        </ModuleUserProvider>,
      );
      return view;
    };
    // Luis is neither the manager (Ana) nor an admin: he reads the manager, he cannot pick one.
    const luis = form(PROJECT, { userId: 'u-luis' });
    expect(screen.queryByLabelText('Jefe de proyecto')).not.toBeInTheDocument();
    expect(await screen.findByText('Ana Torres')).toBeInTheDocument();
    expect(
      screen.getByText('Solo un administrador de la empresa o el jefe de proyecto lo cambia.'),
    ).toBeInTheDocument();
    luis.unmount();
    for (const [project, user] of [
      [PROJECT, { userId: 'u-ana' }],
      [PROJECT, { userId: 'u-admin', isCompanyAdmin: true }],
      [{ ...PROJECT, gerente_id: null, creado_por: 'u-luis' }, { userId: 'u-luis' }],
    ] as const) {
      const view = form(project, user);
      expect(screen.getByLabelText('Jefe de proyecto')).toBeInTheDocument();
      view.unmount();
    }
  });
});
