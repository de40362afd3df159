import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { validateCsvRows } from '@/kit';
import { parseCsvText } from '@/kit/csv-parse';
import { storeSession } from '@/testing/auth-session';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { createTestQueryClient, renderApp, replaceText } from '@/testing/test-utils';
import { peopleKeys } from '../api/keys';
import type { EmployeeDetail, EmployeeRow, LinkableAccount, RequestRow } from '../api/types';
import { EMPLOYEE_IMPORT_COLUMNS, employeeImportSchema } from '../lib/employee-schema';
import { buildDay } from './attendance-page';
import EmployeePage, { EmployeeForm } from './employee-page';
import EmployeesPage from './employees-page';
import OrgChartPage, { buildOrgChart } from './org-chart-page';
import { peopleFigures } from './overview-page';
import { canResolve, ResolvePanel } from './requests-page';

const emp = (id: string, nombres: string, jefe_id: string | null, extra: Partial<EmployeeRow> = {}): EmployeeRow => ({
  id,
  nombres,
  apellidos: 'Prueba',
  cargo: 'Cargo',
  area: 'Mantención',
  correo: null,
  telefono: null,
  jefe_id,
  estado: 'activo',
  usuario_id: null,
  ...extra,
});

const DIRECTORY = [
  emp('c', 'Carlos', null, { area: 'Gerencia', usuario_id: 'u-carlos' }),
  emp('a', 'Ana', 'c', { usuario_id: 'u-ana' }),
  emp('j', 'Javier', 'a'),
  emp('d', 'Diego', 'j'),
  emp('v', 'Valentina', 'c', { area: 'Producción' }),
  emp('p', 'Pedro', 'a', { estado: 'desvinculado' }),
];

const request = (over: Partial<RequestRow>): RequestRow => ({
  id: 'r1',
  empresa_id: 'e',
  colaborador_id: 'd',
  tipo: 'vacaciones',
  fecha_inicio: '2026-12-01',
  fecha_fin: '2026-12-03',
  dias_habiles: 3,
  motivo: 'Viaje',
  estado: 'pendiente',
  comentario_resolucion: null,
  resuelto_por: null,
  resuelto_en: null,
  creado_por: null,
  actualizado_por: null,
  creado_en: '2026-11-20T10:00:00Z',
  actualizado_en: '2026-11-20T10:00:00Z',
  colaboradores: { nombres: 'Diego', apellidos: 'Rojas', jefe_id: 'j', usuario_id: null, area: 'Mantención' },
  ...over,
});

describe('org chart', () => {
  it('nests the active employees under their direct managers; who has left is out', () => {
    const [root, ...others] = buildOrgChart(DIRECTORY);
    expect(others).toEqual([]);
    expect(root.employee.nombres).toBe('Carlos');
    expect(root.reports.map((r) => r.employee.nombres)).toEqual(
      ['Ana Prueba', 'Valentina Prueba'].map((n) => n.split(' ')[0]),
    );
    expect(root.reports[0].reports[0].reports[0].employee.nombres).toBe('Diego');
  });

  it('survives a loop in bad data instead of hanging', () => {
    const roots = buildOrgChart([emp('x', 'X', 'y'), emp('y', 'Y', 'x'), emp('z', 'Z', null)]);
    expect(roots.map((r) => r.employee.nombres)).toEqual(['Z']);
  });

  it('draws the tree with its levels', async () => {
    server.use(http.get('*/rest/v1/colaboradores', () => HttpResponse.json(DIRECTORY)));
    renderApp(<OrgChartPage />);
    const tree = await screen.findByRole('tree', { name: 'Organigrama' });
    const diego = within(tree).getByRole('link', { name: 'Diego Prueba' }).closest('li');
    expect(diego).toHaveAttribute('aria-level', '4');
    expect(within(tree).queryByText('Pedro Prueba')).toBeNull();
    expect(within(tree).getByText(/2 a cargo/, { selector: 'span' })).toBeInTheDocument();
  });
});

describe('who resolves a request (the buttons; Postgres enforces the same)', () => {
  it('the direct manager or an admin, never the requester, only while pending', () => {
    const javier = emp('j', 'Javier', 'a', { usuario_id: 'u-javier' });
    const ana = emp('a', 'Ana', 'c', { usuario_id: 'u-ana' });
    expect(canResolve(request({}), { isAdmin: false, userId: 'u-javier', me: javier })).toBe(true);
    expect(canResolve(request({}), { isAdmin: false, userId: 'u-ana', me: ana })).toBe(false);
    expect(canResolve(request({}), { isAdmin: true, userId: 'u-carlos', me: null })).toBe(true);
    expect(canResolve(request({ estado: 'aprobada' }), { isAdmin: true, userId: 'u-carlos', me: null })).toBe(false);
    const own = request({
      colaboradores: { nombres: 'Carlos', apellidos: 'M', jefe_id: null, usuario_id: 'u-carlos', area: '' },
    });
    expect(canResolve(own, { isAdmin: true, userId: 'u-carlos', me: null })).toBe(false);
  });

  it('a rejection needs a comment; the approval goes out as a PATCH and a refusal rolls the row back', async () => {
    const sent: unknown[] = [];
    let refuse = false;
    server.use(
      http.patch('*/rest/v1/solicitudes_ausencia', async ({ request: req }) => {
        sent.push(await req.json());
        if (refuse)
          return HttpResponse.json(
            {
              code: '42501',
              message: 'Solo la jefatura directa o un administrador de la empresa resuelve esta solicitud',
              details: null,
              hint: null,
            },
            { status: 403 },
          );
        return HttpResponse.json([{ id: 'r1' }]);
      }),
      http.get('*/rest/v1/solicitudes_ausencia', () => HttpResponse.json([request({})])),
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(peopleKeys.requests(), [request({})]);
    let closed = 0;
    const { user } = renderApp(<ResolvePanel request={request({})} onDone={() => closed++} />, { queryClient });
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Indica el motivo del rechazo');
    expect(sent).toEqual([]);

    refuse = true;
    await replaceText(user, screen.getByLabelText('Comentario'), 'Hay parada de planta');
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(sent).toEqual([{ estado: 'aprobada', comentario_resolucion: 'Hay parada de planta' }]));
    expect(closed).toBe(1);
    expect(await screen.findByText('No se pudo resolver la solicitud')).toBeInTheDocument();
    expect(screen.getByText(/Solo la jefatura directa/)).toBeInTheDocument();
    await waitFor(() =>
      expect((queryClient.getQueryData(peopleKeys.requests()) as RequestRow[])[0].estado).toBe('pendiente'),
    );
  });
});

describe('the employee form', () => {
  it('explains each bad field in Spanish and sends a valid employee with the RUT normalised', async () => {
    const sent: Array<{ p_id: string | null; p_datos: Record<string, unknown> }> = [];
    server.use(
      http.post('*/rest/v1/rpc/guardar_colaborador', async ({ request: req }) => {
        sent.push((await req.json()) as (typeof sent)[number]);
        return HttpResponse.json('d1000000-0000-4000-8000-000000000099');
      }),
      http.post('*/rest/v1/rpc/cuentas_vinculables', () => HttpResponse.json([])),
    );
    const anaId = 'd1000000-0000-4000-8000-000000000002';
    const { user, router } = renderApp(<EmployeeForm id={null} detail={null} directory={[emp(anaId, 'Ana', null)]} />, {
      path: '/axel-people/colaboradores/nuevo',
      routes: [{ path: '/axel-people/colaboradores/:id', element: <p>detalle</p> }],
    });
    await replaceText(user, screen.getByLabelText(/^RUT/), '16.111.222-5');
    await replaceText(user, screen.getByLabelText('Correo'), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Crear colaborador' }));
    expect(screen.getByText('RUT inválido: revisa el dígito verificador')).toBeInTheDocument();
    expect(screen.getByText('Correo inválido')).toBeInTheDocument();
    expect(screen.getAllByText('Es obligatorio').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByLabelText(/^Nombres/)).toHaveFocus();
    expect(sent).toEqual([]);

    await replaceText(user, screen.getByLabelText(/^Nombres/), 'Elena');
    await replaceText(user, screen.getByLabelText(/^Apellidos/), 'Prat Soto');
    await replaceText(user, screen.getByLabelText(/^RUT/), '16.111.222-4');
    await user.clear(screen.getByLabelText('Correo'));
    await replaceText(user, screen.getByLabelText(/^Fecha de ingreso/), '2026-11-16');
    await user.selectOptions(screen.getByLabelText('Jefatura directa'), anaId);
    await user.click(screen.getByRole('button', { name: 'Crear colaborador' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/axel-people/colaboradores/d1000000-0000-4000-8000-000000000099'),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].p_id).toBeNull();
    expect(sent[0].p_datos).toMatchObject({
      nombres: 'Elena',
      apellidos: 'Prat Soto',
      rut: '16111222-4',
      fecha_ingreso: '2026-11-16',
      jefe_id: anaId,
      estado: 'activo',
      tipo_contrato: 'indefinido',
      correo: null,
      usuario_id: null,
    });
  });
});

describe('the directory', () => {
  const record = (colaborador_id: string, rut: string) => ({
    colaborador_id,
    empresa_id: 'e',
    rut,
    fecha_ingreso: '2024-03-01',
    tipo_contrato: 'indefinido',
  });

  it('lists and exports only once the records (RUT, contract, start date) are in, never without them', async () => {
    let release!: () => void;
    const recordsArrive = new Promise<void>((done) => (release = done));
    server.use(
      http.get('*/rest/v1/colaboradores', () => HttpResponse.json(DIRECTORY)),
      http.get('*/rest/v1/colaboradores_ficha', async () => {
        await recordsArrive;
        return HttpResponse.json([record('a', '16111222-4')]);
      }),
    );
    const queryClient = createTestQueryClient();
    renderApp(<EmployeesPage />, { path: '/axel-people/colaboradores', queryClient });
    // The directory is in, the records are not: still loading, nothing to export.
    await waitFor(() => expect(queryClient.getQueryState(peopleKeys.directory())?.status).toBe('success'));
    await new Promise((settled) => setTimeout(settled, 50));
    expect(screen.getByText('Cargando colaboradores...')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Ana Prueba/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    release();
    expect(await screen.findAllByRole('row', { name: /Ana Prueba/ })).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it('a failed load of the records is an error with a retry, not a list without RUTs', async () => {
    server.use(
      http.get('*/rest/v1/colaboradores', () => HttpResponse.json(DIRECTORY)),
      http.get('*/rest/v1/colaboradores_ficha', () => restError(500, 'XX000', 'sin conexión')),
    );
    renderApp(<EmployeesPage />, { path: '/axel-people/colaboradores' });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Ana Prueba/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });
});

describe("the employee's platform account ('Cuenta de usuario')", () => {
  const RODRIGO = 'd1000000-0000-4000-8000-000000000004';
  const U_RODRIGO = 'a0000000-0000-4000-8000-000000000010';
  const U_FREE = 'a0000000-0000-4000-8000-000000000011';
  const account = (id: string, nombre: string, correo: string, estado = 'activo'): LinkableAccount => ({
    id,
    nombre,
    correo,
    estado,
  });
  const detail = (usuario_id: string | null): EmployeeDetail => ({
    employee: emp(RODRIGO, 'Rodrigo', null, { usuario_id }),
    record: {
      colaborador_id: RODRIGO,
      empresa_id: 'e',
      rut: '16111222-4',
      fecha_ingreso: '2024-03-01',
      tipo_contrato: 'indefinido',
      contacto_emergencia_nombre: null,
      contacto_emergencia_telefono: null,
      fecha_desvinculacion: null,
      saldo_vacaciones_inicial: 0,
      fecha_saldo_inicial: null,
      creado_por: null,
      actualizado_por: null,
      creado_en: '2024-03-01T10:00:00Z',
      actualizado_en: '2024-03-01T10:00:00Z',
    },
    balance: null,
  });

  /** The options (answered for Rodrigo: his account and a free one) and what the form saves. */
  function serveAccounts(save: () => Response = () => HttpResponse.json(RODRIGO) as Response) {
    const sent = {
      saved: [] as Array<{ p_id: string | null; p_datos: Record<string, unknown> }>,
      asked: [] as Array<Record<string, unknown>>,
    };
    server.use(
      http.post('*/rest/v1/rpc/cuentas_vinculables', async ({ request }) => {
        sent.asked.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json([
          account(U_RODRIGO, 'Rodrigo Prueba', 'rodrigo@andes.demo'),
          account(U_FREE, 'Sofía Vera', 'sofia@andes.demo', 'inactivo'),
        ]);
      }),
      http.post('*/rest/v1/rpc/guardar_colaborador', async ({ request }) => {
        sent.saved.push((await request.json()) as (typeof sent.saved)[number]);
        return save();
      }),
    );
    return sent;
  }

  const renderForm = (usuario_id: string | null) =>
    renderApp(<EmployeeForm id={RODRIGO} detail={detail(usuario_id)} directory={DIRECTORY} />, {
      path: `/axel-people/colaboradores/${RODRIGO}`,
    });

  it("offers 'Sin cuenta' and the company's free accounts, and saves the change and the unlink", async () => {
    const sent = serveAccounts();
    const { user } = renderForm(U_RODRIGO);
    const field = screen.getByLabelText('Cuenta de usuario');
    await waitFor(() =>
      expect(
        within(field)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Sin cuenta', 'Rodrigo Prueba (rodrigo@andes.demo)', 'Sofía Vera (sofia@andes.demo) · inactiva']),
    );
    expect(sent.asked).toEqual([{ p_colaborador: RODRIGO }]);
    expect(field).toHaveValue(U_RODRIGO);

    await user.selectOptions(field, U_FREE);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(sent.saved).toHaveLength(1));
    expect(sent.saved[0]).toMatchObject({ p_id: RODRIGO, p_datos: { usuario_id: U_FREE, nombres: 'Rodrigo' } });

    await user.selectOptions(field, '');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(sent.saved).toHaveLength(2));
    expect(sent.saved[1].p_datos.usuario_id).toBeNull();
  });

  it("shows the database's reason when the account is refused", async () => {
    serveAccounts(
      () => restError(409, 'La cuenta de usuario ya está vinculada a otro colaborador', '23505') as Response,
    );
    const { user } = renderForm(null);
    const field = screen.getByLabelText('Cuenta de usuario');
    await waitFor(() => expect(within(field).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(field, U_FREE);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('La cuenta de usuario ya está vinculada a otro colaborador')).toBeInTheDocument();
    expect(screen.queryByText(/Ya existe un colaborador con ese RUT/)).not.toBeInTheDocument();
  });

  it("is the company admin's: a usuario sees the employee without the field, and asks for no accounts", async () => {
    for (const rol of ['usuario', 'admin_empresa']) {
      storeSession({ userId: 'u-viewer' });
      const sent = serveAccounts();
      server.use(
        http.get('*/rest/v1/usuarios_plataforma', () => HttpResponse.json([{ rol_id: rol }])),
        http.get('*/rest/v1/colaboradores', ({ request }) => {
          const url = new URL(request.url);
          if (url.searchParams.get('usuario_id')) return HttpResponse.json([]);
          if (url.searchParams.get('id')) return HttpResponse.json([detail(U_RODRIGO).employee]);
          return HttpResponse.json(DIRECTORY);
        }),
        http.get('*/rest/v1/colaboradores_ficha', () => HttpResponse.json([detail(U_RODRIGO).record])),
        http.get('*/rest/v1/saldos_vacaciones', () => HttpResponse.json([])),
      );
      const view = renderApp(<EmployeePage />, {
        path: '/axel-people/colaboradores/:id',
        initialEntry: `/axel-people/colaboradores/${RODRIGO}`,
      });
      await screen.findByRole('heading', { name: 'Rodrigo Prueba' });
      if (rol === 'usuario') {
        await screen.findByText('Fecha de ingreso');
        expect(screen.queryByLabelText('Cuenta de usuario')).not.toBeInTheDocument();
        expect(sent.asked).toEqual([]);
      } else {
        expect(await screen.findByLabelText('Cuenta de usuario')).toHaveValue(U_RODRIGO);
        await waitFor(() => expect(sent.asked).toEqual([{ p_colaborador: RODRIGO }]));
      }
      view.unmount();
      window.localStorage.clear();
    }
  });
});

describe('figures, the day view and the import rows', () => {
  it('counts headcount by area, who is absent today and pending requests', () => {
    const f = peopleFigures(
      DIRECTORY,
      [
        request({ estado: 'aprobada', fecha_inicio: '2026-11-23', fecha_fin: '2026-11-25' }),
        request({ id: 'r2' }),
        request({ id: 'r3', estado: 'rechazada', fecha_inicio: '2026-11-24' }),
      ],
      '2026-11-24',
    );
    expect(f.headcount).toBe(5);
    expect(f.byArea).toEqual([
      { area: 'Mantención', personas: 3 },
      { area: 'Gerencia', personas: 1 },
      { area: 'Producción', personas: 1 },
    ]);
    expect(f.absentToday.map((r) => r.id)).toEqual(['r1']);
    expect(f.pending).toBe(1);
  });

  it('explains an absence in the day view by the approved leave', () => {
    const day = buildDay(
      DIRECTORY.slice(2, 4),
      [],
      [request({ estado: 'aprobada', fecha_inicio: '2026-11-24', fecha_fin: '2026-11-24' })],
      '2026-11-24',
    );
    expect(day.map((d) => [d.employee.nombres, d.leave?.tipo ?? null])).toEqual([
      ['Javier', null],
      ['Diego', 'vacaciones'],
    ]);
  });

  it('validates CSV rows of employees: labels for contracts, day formats, a bad RUT and a repeated one', () => {
    const parsed = parseCsvText(
      [
        'Nombres,Apellidos,RUT,Fecha de ingreso,Tipo de contrato,RUT jefatura',
        'Eva,Lagos,9.876.543-3,02-11-2026,Plazo fijo,13.876.542-3',
        'Mal,Rut,9.876.543-4,2026-11-02,,',
        'Otra,Vez,9.876.543-3,2026-11-02,indefinido,',
        'Sin,Fecha,12.121.212-9,,Honorarios,',
      ].join('\n'),
    );
    const result = validateCsvRows(parsed, EMPLOYEE_IMPORT_COLUMNS, employeeImportSchema, { uniqueField: 'rut' });
    expect(result.valid).toEqual([
      {
        line: 2,
        value: expect.objectContaining({
          nombres: 'Eva',
          rut: '9876543-3',
          fecha_ingreso: '2026-11-02',
          tipo_contrato: 'plazo_fijo',
          jefe_rut: '13876542-3',
        }),
      },
    ]);
    expect(result.errors).toEqual([
      { line: 3, messages: ['RUT: RUT inválido: revisa el dígito verificador'] },
      { line: 4, messages: ['RUT: repetido en la fila 2 del archivo'] },
      { line: 5, messages: ['Fecha de ingreso: Es obligatorio'] },
    ]);
  });
});
