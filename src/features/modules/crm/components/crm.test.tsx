import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError, restSelect } from '@/testing/rest-handlers';
import { createTestQueryClient, findModal, renderApp, replaceText } from '@/testing/test-utils';
import { ModuleUserProvider } from '@/kit';
import { crmKeys } from '../api/keys';
import type { Activity, Lead, OpportunitySummary } from '../api/types';
import { buildBoard, pesos } from '../lib/board-model';
import { opportunitySchema } from '../lib/opportunity-schema';
import AccountPage from './account-page';
import AccountsPage from './accounts-page';
import { groupPending } from './activities-page';
import BoardPage from './board-page';
import LeadsPage from './leads-page';
import OpportunitiesPage from './opportunities-page';
import { crmFigures } from './overview-page';

const opp = (
  id: string,
  etapa: string,
  monto: number | string,
  extra: Partial<OpportunitySummary> = {},
): OpportunitySummary => ({
  id,
  nombre: `Oportunidad ${id}`,
  etapa,
  monto: monto as number,
  probabilidad: 10,
  fecha_cierre_estimada: '2026-12-01',
  tercero_id: 't1',
  responsable_id: 'u1',
  motivo_perdida: null,
  cerrada_en: null,
  creado_en: '2026-11-01T10:00:00Z',
  ...extra,
});

describe('board model', () => {
  it('groups by stage in the pipeline order and sums amounts exactly (no float rounding)', () => {
    const cols = buildBoard([
      opp('a', 'prospecto', '9007199254740993', { probabilidad: 33 }),
      opp('b', 'prospecto', 1, { probabilidad: 10 }),
      opp('c', 'ganada', 500000, { probabilidad: 100 }),
      opp('x', 'desconocida', 7),
    ]);
    expect(cols.map((c) => c.stage)).toEqual([
      'prospecto',
      'calificado',
      'propuesta',
      'negociacion',
      'ganada',
      'perdida',
    ]);
    // As floats, 9007199254740993 + 1 is 9007199254740992.
    expect(cols[0].total).toBe(9007199254740994n);
    // 9007199254740993 × 0.33 + 1 × 0.10 = 2972375754064527.79 → 2972375754064528 (half up).
    expect(cols[0].weighted).toBe(2972375754064528n);
    expect(cols[4].total).toBe(500000n);
    expect(cols.reduce((n, c) => n + c.cards.length, 0)).toBe(3);
  });

  it('orders cards by expected close (undated last), then by amount', () => {
    const [col] = buildBoard([
      opp('late', 'prospecto', 10, { fecha_cierre_estimada: '2027-01-01' }),
      opp('none', 'prospecto', 999, { fecha_cierre_estimada: null }),
      opp('small', 'prospecto', 5, { fecha_cierre_estimada: '2026-12-01' }),
      opp('big', 'prospecto', 50, { fecha_cierre_estimada: '2026-12-01' }),
    ]);
    expect(col.cards.map((c) => c.id)).toEqual(['big', 'small', 'late', 'none']);
  });

  it('reads pesos as numbers or numeric text', () => {
    expect(pesos('12345678901234567')).toBe(12345678901234567n);
    expect(pesos(1500000)).toBe(1500000n);
    expect(pesos('10.5')).toBe(11n);
    expect(pesos(null)).toBe(0n);
  });
});

describe('opportunity form rules', () => {
  const base = {
    nombre: 'Contrato',
    tercero_id: 't1',
    etapa: 'propuesta',
    monto: '1.500.000',
    probabilidad: '50',
    fecha_cierre_estimada: '31-12-2026',
    responsable_id: '',
    contacto_id: '',
    motivo_perdida: '',
    descripcion: '',
  };
  it('reads amounts written with thousands dots and dates as people type them', () => {
    const r = opportunitySchema.safeParse(base);
    expect(r.success && r.data).toMatchObject({
      monto: 1500000,
      probabilidad: 50,
      fecha_cierre_estimada: '2026-12-31',
      etapa: 'propuesta',
    });
  });
  it('refuses a lost opportunity without reason, decimals in pesos, a probability over 100 and a missing account, in Spanish', () => {
    const r = opportunitySchema.safeParse({
      ...base,
      etapa: 'Perdida',
      monto: '10,5',
      probabilidad: '120',
      tercero_id: '',
    });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      monto: 'Debe ser un número entero',
      probabilidad: 'Debe ser menor o igual a 100',
      tercero_id: 'Es obligatorio',
    });
    // The reason is checked once the fields themselves are valid.
    const lost = opportunitySchema.safeParse({ ...base, etapa: 'perdida' });
    expect(lost.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['motivo_perdida', 'Indica el motivo de la pérdida'],
    ]);
  });
});

describe('Mis pendientes', () => {
  const act = (id: string, fecha_vencimiento: string): Activity =>
    ({
      id,
      asunto: id,
      fecha_vencimiento,
      completada: false,
      responsable_id: 'me',
      tipo: 'tarea',
      oportunidad_id: null,
      tercero_id: 't1',
    }) as Activity;
  it("keeps the user's own pending activities, split into overdue, today and upcoming", () => {
    const g = groupPending(
      [
        act('ayer', '2026-11-23'),
        act('hoy', '2026-11-24'),
        act('mañana', '2026-11-25'),
        { ...act('hecha', '2026-11-20'), completada: true },
        { ...act('otro', '2026-11-20'), responsable_id: 'other' },
      ],
      'me',
      '2026-11-24',
    );
    expect([g.overdue, g.today, g.upcoming].map((x) => x.map((a) => a.id))).toEqual([['ayer'], ['hoy'], ['mañana']]);
  });
});

describe('overview figures', () => {
  it('computes the win rate from the closed ones and labels the months', () => {
    const summary = {
      abiertas: 3,
      pipeline_total: '100',
      pipeline_ponderado: '40',
      ganadas_12m: 3,
      perdidas_12m: 1,
      por_etapa: {},
      ganado_por_mes: [{ mes: '2026-11', monto: '2500000', n: 1 }],
      actividades_vencidas: 0,
      leads_nuevos: 0,
    };
    const f = crmFigures(summary);
    expect(f.winRate).toBe(75);
    expect(f.byMonth).toEqual([{ mes: 'nov 26', ganado: 2500000 }]);
    expect(crmFigures({ ...summary, ganadas_12m: 0, perdidas_12m: 0 }).winRate).toBeNull();
  });
});

function boardHandlers(rows: OpportunitySummary[], sent: unknown[], refuse: () => boolean) {
  server.use(
    // Paged like PostgREST (the list reads every page until a short one is followed by none).
    restSelect('crm_oportunidades', () => rows),
    http.get('*/rest/v1/terceros', () => HttpResponse.json([{ id: 't1', nombre: 'Minera Los Andes' }])),
    http.post('*/rest/v1/rpc/crm_responsables', () => HttpResponse.json([{ id: 'u1', nombre: 'Ana Torres' }])),
    http.patch('*/rest/v1/crm_oportunidades', async ({ request }) => {
      const body = (await request.json()) as Partial<OpportunitySummary>;
      sent.push(body);
      if (refuse())
        return HttpResponse.json(
          {
            code: '23514',
            message: 'new row violates check constraint "crm_oportunidades_perdida_motivo_check"',
            details: null,
            hint: null,
          },
          { status: 400 },
        );
      // The server keeps the change, so the refetch after it shows the same.
      const id = new URL(request.url).searchParams.get('id')?.replace('eq.', '');
      const row = rows.find((r) => r.id === id);
      if (row) Object.assign(row, body);
      return HttpResponse.json({ id });
    }),
  );
}

describe('pipeline board', () => {
  it('moves a focused card one stage with the arrow keys, sending the stage to the server', async () => {
    const sent: unknown[] = [];
    boardHandlers([opp('o1', 'prospecto', 1500000)], sent, () => false);
    const queryClient = createTestQueryClient();
    renderApp(<BoardPage />, { queryClient });
    const prospecto = await screen.findByTestId('columna-prospecto');
    const card = await within(prospecto).findByTestId('tarjeta-o1');
    expect(card).toHaveAccessibleName(/Oportunidad o1, Prospecto/);
    expect(within(prospecto).getByText('$1.500.000 · ponderado $150.000')).toBeInTheDocument();
    card.focus();
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(within(screen.getByTestId('columna-calificado')).getByTestId('tarjeta-o1')).toBeInTheDocument(),
    );
    await waitFor(() => expect(sent).toEqual([{ etapa: 'calificado' }]));
    // The focus follows the card to its new column, so the next key press moves it again.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(screen.getByTestId('columna-calificado')).getByTestId('tarjeta-o1')),
    );
    fireEvent.keyDown(within(screen.getByTestId('columna-calificado')).getByTestId('tarjeta-o1'), { key: 'ArrowLeft' });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ etapa: 'prospecto' });
  });

  it("asks for the reason before 'Perdida', and rolls the card back with the server's reason when refused", async () => {
    const sent: unknown[] = [];
    let refuse = false;
    boardHandlers([opp('o1', 'negociacion', 2000000)], sent, () => refuse);
    const { user } = renderApp(<BoardPage />, { queryClient: createTestQueryClient() });
    const select = await screen.findByRole('combobox', { name: 'Mover Oportunidad o1 a' });
    await user.selectOptions(select, 'perdida');
    const dialog = await findModal('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como perdida' }));
    expect(within(dialog).getByText('Indica el motivo de la pérdida')).toBeInTheDocument();
    expect(sent).toEqual([]);
    refuse = true;
    await replaceText(user, within(dialog).getByLabelText('Motivo de la pérdida'), 'Precio');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como perdida' }));
    await waitFor(() => expect(sent).toEqual([{ etapa: 'perdida', motivo_perdida: 'Precio' }]));
    expect(await screen.findByText('No se pudo cambiar la etapa')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('columna-negociacion')).getByTestId('tarjeta-o1')).toBeInTheDocument(),
    );
  });

  it('says so when the opportunities cannot be loaded', async () => {
    boardHandlers([], [], () => false);
    server.use(
      http.get('*/rest/v1/crm_oportunidades', () =>
        HttpResponse.json({ code: 'XX000', message: 'boom', details: null, hint: null }, { status: 500 }),
      ),
    );
    renderApp(<BoardPage />, { queryClient: createTestQueryClient() });
    expect(await screen.findByText('No se pudo cargar el embudo')).toBeInTheDocument();
  });
});

describe('opportunity list (server-driven)', () => {
  /** The list's requests: each page's and the totals' arguments are recorded. */
  function serveList(pages: Array<Array<OpportunitySummary & { busqueda: string }> | 'error'>) {
    const sent: Array<Record<string, unknown>> = [];
    const totals: Array<Record<string, unknown>> = [];
    server.use(
      http.post('*/rest/v1/rpc/crm_oportunidades_pagina', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        const page = pages[Math.min(sent.length - 1, pages.length - 1)];
        return page === 'error' ? restError(500, 'la base de datos no responde') : HttpResponse.json(page);
      }),
      http.post('*/rest/v1/rpc/crm_oportunidades_totales', async ({ request }) => {
        totals.push((await request.json()) as Record<string, unknown>);
        // Past 2^53: shown exactly.
        return HttpResponse.json({ oportunidades: 2, monto: '9007199254740993' });
      }),
      http.get('*/rest/v1/terceros', () => HttpResponse.json([{ id: 't1', nombre: 'Minera Los Andes' }])),
      http.post('*/rest/v1/rpc/crm_responsables', () => HttpResponse.json([{ id: 'u1', nombre: 'Ana Torres' }])),
    );
    return { sent, totals };
  }
  const row = (id: string, nombre: string) => ({
    ...opp(id, 'propuesta', '4503599627370497'),
    nombre,
    busqueda: nombre.toLowerCase(),
  });
  const renderList = (entry: string) =>
    renderApp(
      <ModuleUserProvider value={{ userId: 'u1', isSuperAdmin: false, isCompanyAdmin: false, modules: ['crm'] }}>
        <OpportunitiesPage />
      </ModuleUserProvider>,
      { path: '/axel-crm/oportunidades', initialEntry: entry },
    );

  it("asks for the URL's search, filters and sort, shows the rows with account and owner, and the whole list's exact amount", async () => {
    const { sent, totals } = serveList([[row('o1', 'Álamo'), row('o2', 'Bodega')]]);
    renderList('/axel-crm/oportunidades?q=minera&etapa=propuesta&responsable=u1&orden=nombre&dir=asc');
    const table = await screen.findByRole('table', { name: 'Oportunidades' });
    expect(within(table).getByText('Álamo')).toBeInTheDocument();
    expect(within(table).getAllByText('Minera Los Andes')).toHaveLength(2);
    expect(await within(table).findAllByText('Ana Torres')).toHaveLength(2);
    expect(
      await screen.findByText('Monto de las 2 oportunidades de la lista: $9.007.199.254.740.993'),
    ).toBeInTheDocument();
    const filters = { p_busqueda: 'minera', p_etapa: 'propuesta', p_responsable_id: 'u1' };
    expect(sent).toEqual([{ ...filters, p_orden: 'nombre', p_descendente: false, p_limite: 100 }]);
    expect(totals).toEqual([filters]);
  });

  it("asks for the next page after the last row's key (the name order's key is its search text)", async () => {
    const first = Array.from({ length: 100 }, (_, i) => row(`o${i}`, `Ñandú ${String(i).padStart(3, '0')}`));
    const { sent } = serveList([first, [row('z', 'Zeta')]]);
    const { user } = renderList('/axel-crm/oportunidades?orden=nombre&dir=desc');
    await user.click(await screen.findByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('101 registros')).toBeInTheDocument();
    expect(sent[1]).toEqual({ p_orden: 'nombre', p_descendente: true, p_limite: 100, p_despues: ['ñandú 099', 'o99'] });
  });

  it('an unknown sort in the URL falls back to the newest first; says when nothing matches; says when it cannot load', async () => {
    const { sent } = serveList([[]]);
    renderList('/axel-crm/oportunidades?q=nada&orden=etapa');
    expect(await screen.findByText('Ninguna oportunidad coincide con la búsqueda')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ p_orden: 'creado_en', p_descendente: true });
    serveList(['error']);
    renderList('/axel-crm/oportunidades?q=otra');
    expect(await screen.findByText('No se pudieron cargar las oportunidades')).toBeInTheDocument();
  });
});

describe('leads', () => {
  const lead = (over: Partial<Lead>): Lead =>
    ({
      id: 'l1',
      empresa_id: 'e',
      solicitud_id: 's1',
      nombre: 'Rosa Quiroga',
      organizacion: 'Viñedos del Maule',
      correo: 'rosa@maule.demo',
      telefono: null,
      mensaje: 'Quisiera una demo',
      plan_interes: 'profesional',
      modulo_interes: null,
      estado: 'nuevo',
      tercero_id: null,
      oportunidad_id: null,
      convertido_en: null,
      creado_en: '2026-11-20T10:00:00Z',
      ...over,
    }) as Lead;

  it("converts a lead with 'Convertir en oportunidad' and opens the new opportunity", async () => {
    const calls: unknown[] = [];
    server.use(
      http.get('*/rest/v1/crm_leads', () =>
        HttpResponse.json([
          lead({}),
          lead({ id: 'l2', nombre: 'Ya Convertido', estado: 'convertido', oportunidad_id: 'o9' }),
        ]),
      ),
      http.get('*/rest/v1/terceros', () => HttpResponse.json([])),
      http.post('*/rest/v1/rpc/crm_convertir_lead', async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json('o-nueva');
      }),
    );
    const { user, router } = renderApp(
      <ModuleUserProvider value={{ userId: 'u1', isSuperAdmin: true, isCompanyAdmin: false, modules: [] }}>
        <LeadsPage />
      </ModuleUserProvider>,
      {
        queryClient: createTestQueryClient(),
        path: '/axel-crm/leads',
        routes: [{ path: '/axel-crm/oportunidades/:id', element: <p>detalle</p> }],
      },
    );
    const item = await screen.findByRole('listitem', { name: 'Lead Rosa Quiroga' });
    expect(within(item).getByText('Formulario de contacto')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Lead Ya Convertido' })).queryByRole('button', {
        name: 'Convertir en oportunidad',
      }),
    ).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Convertir en oportunidad' }));
    const form = within(item).getByRole('form', { name: 'Convertir a Rosa Quiroga en oportunidad' });
    expect(within(form).getByLabelText(/Nombre de la oportunidad/)).toHaveValue('Oportunidad: Viñedos del Maule');
    await replaceText(user, within(form).getByLabelText(/Monto/), 'mucho');
    await user.click(within(form).getByRole('button', { name: 'Convertir' }));
    expect(within(form).getByText('Debe ser un número')).toBeInTheDocument();
    await replaceText(user, within(form).getByLabelText(/Monto/), '2.500.000');
    await user.click(within(form).getByRole('button', { name: 'Convertir' }));
    await waitFor(() =>
      expect(calls).toEqual([{ p_lead_id: 'l1', p_nombre: 'Oportunidad: Viñedos del Maule', p_monto: 2500000 }]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/axel-crm/oportunidades/o-nueva'));
  });

  it('shows an empty state that says how to add leads', async () => {
    server.use(http.get('*/rest/v1/crm_leads', () => HttpResponse.json([])));
    const queryClient = createTestQueryClient();
    queryClient.removeQueries({ queryKey: crmKeys.leads() });
    renderApp(<LeadsPage />, { queryClient });
    expect(await screen.findByText('Aún no hay leads')).toBeInTheDocument();
    expect(screen.getByText(/Agrega un lead con «Nuevo lead» o impórtalos/)).toBeInTheDocument();
  });

  it("a customer company adds a lead by hand with 'Nuevo lead' (issue 31)", async () => {
    const posted: Array<Record<string, unknown>> = [];
    server.use(
      http.get('*/rest/v1/crm_leads', () => HttpResponse.json([])),
      http.post('*/rest/v1/crm_leads', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        return HttpResponse.json({ id: 'l9', nombre: body.nombre });
      }),
    );
    const queryClient = createTestQueryClient();
    const { user } = renderApp(<LeadsPage />, { queryClient });
    await user.click(await screen.findByRole('button', { name: 'Nuevo lead' }));
    const form = screen.getByRole('form', { name: 'Nuevo lead' });
    await user.click(within(form).getByRole('button', { name: 'Crear lead' }));
    expect(within(form).getByText('Es obligatorio')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Nombre/), 'Rosa Díaz');
    await user.type(within(form).getByLabelText(/Empresa/), 'Aguas del Valle');
    await user.type(within(form).getByLabelText(/Correo/), 'Rosa@Aguas.cl');
    await user.click(within(form).getByRole('button', { name: 'Crear lead' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          nombre: 'Rosa Díaz',
          organizacion: 'Aguas del Valle',
          correo: 'rosa@aguas.cl',
          telefono: null,
          mensaje: null,
        },
      ]),
    );
    expect(await screen.findByText('Lead Rosa Díaz creado')).toBeInTheDocument();
  });
});

interface AccountState {
  account: Record<string, unknown>;
  contacts: Array<Record<string, unknown>>;
  sent: Array<{ method: string; table: string; url: string; body?: unknown }>;
}

function accountHandlers(state: AccountState, refuseAccountDelete = false) {
  server.use(
    // useAccount reads with maybeSingle: an array, its first row taken.
    http.get('*/rest/v1/terceros', () => HttpResponse.json([state.account])),
    http.get('*/rest/v1/crm_contactos', () => HttpResponse.json(state.contacts)),
    restSelect('crm_oportunidades', () => []),
    restSelect('crm_actividades', () => []),
    http.patch('*/rest/v1/terceros', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.sent.push({ method: 'PATCH', table: 'terceros', url: request.url, body });
      Object.assign(state.account, body);
      return HttpResponse.json({ id: state.account.id });
    }),
    http.delete('*/rest/v1/crm_contactos', ({ request }) => {
      state.sent.push({ method: 'DELETE', table: 'crm_contactos', url: request.url });
      const id = new URL(request.url).searchParams.get('id')?.replace('eq.', '');
      state.contacts = state.contacts.filter((c) => c.id !== id);
      return HttpResponse.json({ id });
    }),
    http.delete('*/rest/v1/terceros', ({ request }) => {
      state.sent.push({ method: 'DELETE', table: 'terceros', url: request.url });
      if (refuseAccountDelete)
        return HttpResponse.json(
          {
            code: '23503',
            message:
              'update or delete on table "terceros" violates foreign key constraint "crm_oportunidades_tercero_id_fkey" on table "crm_oportunidades"',
            details: null,
            hint: null,
          },
          { status: 409 },
        );
      return HttpResponse.json({ id: state.account.id });
    }),
  );
}

const newAccountState = (): AccountState => ({
  account: {
    id: 't1',
    nombre: 'Minera Los Andes',
    tipo: 'cliente',
    rut: '76.123.456-7',
    correo: 'compras@andes.cl',
    telefono: null,
    direccion: 'Antofagasta',
    activo: true,
    notas: null,
  },
  contacts: [
    {
      id: 'c1',
      tercero_id: 't1',
      nombre: 'Ana Torres',
      cargo: 'Compras',
      correo: 'ana@andes.cl',
      telefono: null,
      actualizado_en: '2026-11-01T10:00:00Z',
    },
    {
      id: 'c2',
      tercero_id: 't1',
      nombre: 'Luis Rojas',
      cargo: null,
      correo: null,
      telefono: null,
      actualizado_en: '2026-11-01T10:00:00Z',
    },
  ],
  sent: [],
});

function renderAccount(rol: string) {
  // The role (given by src/app) decides which delete buttons show.
  return renderApp(
    <ModuleUserProvider
      value={{ userId: 'u1', isSuperAdmin: false, isCompanyAdmin: rol === 'admin_empresa', modules: ['crm'] }}
    >
      <AccountPage />
    </ModuleUserProvider>,
    { path: '/crm/cuentas/:id', initialEntry: '/crm/cuentas/t1' },
  );
}

describe('account page: edit and delete', () => {
  it("'Editar cuenta' answers bad input in Spanish, then saves the changed fields and shows them", async () => {
    const state = newAccountState();
    accountHandlers(state);
    const { user } = renderAccount('usuario');
    await screen.findByRole('heading', { name: 'Minera Los Andes' });
    // A plain user edits but is offered no delete (Postgres lets only admin_empresa delete).
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar cuenta' }));
    const form = screen.getByRole('form', { name: 'Editar cuenta' });
    // An account saved before RUTs were checked keeps its wrong check digit until edited: the form
    // says so (issue 31: a party's RUT is checked as People checks an employee's).
    expect(within(form).getByLabelText(/RUT/)).toHaveValue('76.123.456-7');
    await replaceText(user, within(form).getByLabelText(/Nombre/), '   ');
    await replaceText(user, within(form).getByLabelText(/Correo/), 'no-es-correo');
    await user.click(within(form).getByRole('button', { name: 'Guardar cuenta' }));
    expect(within(form).getByText('Es obligatorio')).toBeInTheDocument();
    expect(within(form).getByText('Correo inválido')).toBeInTheDocument();
    expect(within(form).getByText('RUT inválido: revisa el dígito verificador')).toBeInTheDocument();
    expect(state.sent).toEqual([]);
    await replaceText(user, within(form).getByLabelText(/RUT/), '76.123.456-0');
    await replaceText(user, within(form).getByLabelText(/Nombre/), 'Minera Los Andes SpA');
    await replaceText(user, within(form).getByLabelText(/Correo/), 'ventas@andes.cl');
    await user.selectOptions(within(form).getByLabelText(/Tipo/), 'proveedor');
    await user.selectOptions(within(form).getByLabelText(/Estado/), 'false');
    await replaceText(user, within(form).getByLabelText(/Notas/), 'Paga a 60 días');
    await user.click(within(form).getByRole('button', { name: 'Guardar cuenta' }));
    await waitFor(() => expect(state.sent).toHaveLength(1));
    expect(state.sent[0].url).toContain('id=eq.t1');
    expect(state.sent[0].body).toEqual({
      nombre: 'Minera Los Andes SpA',
      tipo: 'proveedor',
      rut: '76123456-0',
      correo: 'ventas@andes.cl',
      telefono: null,
      direccion: 'Antofagasta',
      notas: 'Paga a 60 días',
      activo: false,
    });
    // The detail is read again after the change: the new name, the state and the notes show.
    expect(await screen.findByRole('heading', { name: 'Minera Los Andes SpA' })).toBeInTheDocument();
    expect(screen.getByText('Inactiva')).toBeInTheDocument();
    expect(screen.getByText('Paga a 60 días')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Editar cuenta' })).not.toBeInTheDocument();
  });

  it('deletes a contact only after the admin confirms, and the list drops it', async () => {
    const state = newAccountState();
    accountHandlers(state);
    const { user } = renderAccount('admin_empresa');
    const list = await screen.findByRole('list', { name: 'Contactos de la cuenta' });
    await user.click(within(list).getByRole('button', { name: 'Eliminar Ana Torres' }));
    let dialog = await findModal('alertdialog');
    expect(within(dialog).getByText(/¿Eliminar el contacto «Ana Torres»\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(state.sent).toEqual([]);
    await user.click(within(list).getByRole('button', { name: 'Eliminar Ana Torres' }));
    dialog = await findModal('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(state.sent).toHaveLength(1));
    expect(state.sent[0]).toMatchObject({ method: 'DELETE', table: 'crm_contactos' });
    expect(state.sent[0].url).toContain('id=eq.c1');
    await waitFor(() => expect(screen.queryByText('Ana Torres')).not.toBeInTheDocument());
    expect(screen.getByText('Luis Rojas')).toBeInTheDocument();
  });

  it("edits a contact with the same form as 'Nuevo contacto'", async () => {
    const state = newAccountState();
    const patches: unknown[] = [];
    accountHandlers(state);
    server.use(
      http.patch('*/rest/v1/crm_contactos', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push({ url: request.url, body });
        Object.assign(state.contacts[1], body, { actualizado_en: '2026-11-02T10:00:00Z' });
        return HttpResponse.json({ id: 'c2' });
      }),
    );
    const { user } = renderAccount('usuario');
    const list = await screen.findByRole('list', { name: 'Contactos de la cuenta' });
    await user.click(within(list).getByRole('button', { name: 'Editar Luis Rojas' }));
    const form = screen.getByRole('form', { name: 'Editar contacto Luis Rojas' });
    await replaceText(user, within(form).getByLabelText(/Cargo/), 'Jefe de planta');
    await user.click(within(form).getByRole('button', { name: 'Guardar contacto' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({
      body: { nombre: 'Luis Rojas', cargo: 'Jefe de planta', correo: null, telefono: null },
    });
    expect((patches[0] as { url: string }).url).toContain('id=eq.c2');
    expect(await screen.findByText('Jefe de planta')).toBeInTheDocument();
  });

  it('says why Postgres refused to delete the account (it still has opportunities or documents)', async () => {
    const state = newAccountState();
    accountHandlers(state, true);
    const { user } = renderAccount('admin_empresa');
    await screen.findByRole('heading', { name: 'Minera Los Andes' });
    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = await findModal('alertdialog');
    expect(within(dialog).getByText(/Se eliminan también sus contactos y actividades/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText(/No se puede eliminar: la cuenta tiene oportunidades, documentos o pagos asociados/),
    ).toBeInTheDocument();
    expect(screen.getByText('No se pudo eliminar la cuenta')).toBeInTheDocument();
    expect(state.sent).toEqual([expect.objectContaining({ method: 'DELETE', table: 'terceros' })]);
    // The account is still there.
    expect(screen.getByRole('heading', { name: 'Minera Los Andes' })).toBeInTheDocument();
  });
});

describe('accounts list', () => {
  const account = (id: string, nombre: string, activo: boolean) => ({
    id,
    nombre,
    tipo: 'cliente',
    rut: null,
    correo: null,
    telefono: null,
    direccion: null,
    activo,
  });

  it("marks inactive accounts and filters by 'Estado' (kept in the URL)", async () => {
    server.use(
      restSelect('terceros', () => [account('t1', 'Minera Los Andes', true), account('t2', 'Forestal Sur', false)]),
      restSelect('crm_contactos', () => []),
      restSelect('crm_oportunidades', () => []),
    );
    const { user } = renderApp(<AccountsPage />);
    const list = await screen.findByRole('table', { name: 'Cuentas' });
    const row = (name: string) => within(list).getByText(name).closest('tr')!;
    await within(list).findByText('Forestal Sur');
    expect(within(row('Forestal Sur')).getByText('Inactiva')).toBeInTheDocument();
    expect(within(row('Minera Los Andes')).queryByText('Inactiva')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'inactiva');
    await waitFor(() => expect(within(list).queryByText('Minera Los Andes')).not.toBeInTheDocument());
    expect(within(list).getByText('Forestal Sur')).toBeInTheDocument();
  });
});
