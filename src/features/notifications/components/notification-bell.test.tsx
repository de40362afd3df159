import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { renderApp, RouteMarker } from '@/testing/test-utils';
import type { Notification } from '../api/get-notifications';
import type { NoticeSubscriber } from '../api/use-live-notifications';
import { NotificationBell } from './notification-bell';
import { NotificationPreferencesCard } from './notification-preferences-card';

const NOW = new Date().toISOString();
const ORDER: Notification = {
  id: 'n1',
  tipo: 'orden_asignada',
  titulo: 'Se te asignó la orden OT-000301',
  texto: 'Bomba 3 con vibración',
  enlace: '/axel-ops/ordenes/o-301',
  leida_en: null,
  creada_en: NOW,
};
const LEAVE: Notification = {
  id: 'n2',
  tipo: 'ausencia_resuelta',
  titulo: 'Tu solicitud de vacaciones fue aprobada',
  texto: '',
  enlace: '/axel-people/solicitudes',
  leida_en: new Date(Date.now() - 86400_000).toISOString(),
  creada_en: new Date(Date.now() - 3 * 86400_000).toISOString(),
};

/** PostgREST for notificaciones: the list (GET), the unread count (HEAD, Content-Range) and marking (PATCH). */
function serveInbox(initial: Notification[]) {
  let rows = [...initial];
  const patches: URL[] = [];
  server.use(
    http.head('*/rest/v1/notificaciones', () => {
      const n = rows.filter((r) => !r.leida_en).length;
      return new HttpResponse(null, { status: 200, headers: { 'Content-Range': `*/${n}` } });
    }),
    http.get('*/rest/v1/notificaciones', () => HttpResponse.json(rows)),
    http.patch('*/rest/v1/notificaciones', ({ request }) => {
      const url = new URL(request.url);
      patches.push(url);
      const only = url.searchParams
        .get('id')
        ?.replace(/^in\.\((.*)\)$/, '$1')
        .split(',');
      const changed = rows.filter((r) => !r.leida_en && (!only || only.includes(r.id)));
      rows = rows.map((r) => (changed.includes(r) ? { ...r, leida_en: new Date().toISOString() } : r));
      return HttpResponse.json(changed.map((r) => ({ id: r.id })));
    }),
  );
  return {
    patches,
    add(n: Notification) {
      rows = [n, ...rows];
    },
  };
}

/** A stand-in for Realtime: the test says when a change arrives. */
function fakeLive() {
  const listeners: Array<() => void> = [];
  const subscribe: NoticeSubscriber = (_userId, onChange) => {
    listeners.push(onChange);
    return () => listeners.splice(listeners.indexOf(onChange), 1);
  };
  return { subscribe, emit: () => listeners.forEach((f) => f()) };
}

const routes = [
  { path: '/axel-ops/ordenes/:id', element: <RouteMarker name="orden" /> },
  { path: '/mi-perfil', element: <RouteMarker name="perfil" /> },
];

describe('the notices bell', () => {
  it('shows the unread count, and a new notice raises it without a reload', async () => {
    const inbox = serveInbox([LEAVE]);
    const live = fakeLive();
    renderApp(<NotificationBell userId="u-ana" subscribe={live.subscribe} />, { routes });
    expect(await screen.findByRole('button', { name: 'Notificaciones, ninguna sin leer' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
    inbox.add(ORDER);
    live.emit();
    expect(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1');
  });

  it('lists the latest in a panel, newest first, the unread marked; Esc closes it and gives focus back', async () => {
    serveInbox([ORDER, LEAVE]);
    const { user } = renderApp(<NotificationBell userId="u-ana" subscribe={fakeLive().subscribe} />, { routes });
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    await user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notificaciones' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Se te asignó la orden OT-000301 (sin leer)');
    expect(items[0]).toHaveTextContent('Bomba 3 con vibración');
    expect(items[0]).toHaveTextContent('hace un momento');
    expect(items[1]).toHaveTextContent('Tu solicitud de vacaciones fue aprobada');
    expect(items[1]).toHaveTextContent('hace 3 días');
    expect(items[1]).not.toHaveTextContent('(sin leer)');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('opening a notice marks it read and goes to its record', async () => {
    const inbox = serveInbox([ORDER]);
    const { user, router } = renderApp(<NotificationBell userId="u-ana" subscribe={fakeLive().subscribe} />, {
      routes,
    });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    await user.click(await screen.findByRole('button', { name: /^Se te asignó la orden OT-000301/ }));
    expect(await screen.findByTestId('route-marker')).toHaveTextContent('orden');
    expect(router.state.location.pathname).toBe('/axel-ops/ordenes/o-301');
    await waitFor(() => expect(inbox.patches).toHaveLength(1));
    expect(inbox.patches[0].searchParams.get('id')).toBe('in.(n1)');
    expect(inbox.patches[0].searchParams.get('usuario_id')).toBe('eq.u-ana');
    expect(inbox.patches[0].searchParams.get('leida_en')).toBe('is.null');
  });

  it('marks one, then all, read; the count follows', async () => {
    const inbox = serveInbox([ORDER, { ...ORDER, id: 'n3', titulo: 'La orden OT-000300 pasó a En curso' }]);
    const { user } = renderApp(<NotificationBell userId="u-ana" subscribe={fakeLive().subscribe} />, { routes });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    await user.click(
      await screen.findByRole('button', { name: 'Marcar como leída: La orden OT-000300 pasó a En curso' }),
    );
    expect(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(await screen.findByRole('button', { name: 'Notificaciones, ninguna sin leer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
    expect(inbox.patches.map((u) => u.searchParams.get('id'))).toEqual(['in.(n3)', null]);
  });

  it('says so when there are none, and when they could not be loaded (with a retry)', async () => {
    serveInbox([]);
    const { user } = renderApp(<NotificationBell userId="u-ana" subscribe={fakeLive().subscribe} />, { routes });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, ninguna sin leer' }));
    expect(await screen.findByText('No tienes notificaciones.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preferencias de avisos' })).toHaveAttribute('href', '/mi-perfil#avisos');

    let fail = true;
    server.use(http.get('*/rest/v1/notificaciones', () => (fail ? restError(500) : HttpResponse.json([ORDER]))));
    await user.keyboard('{Escape}');
    const { user: u2 } = renderApp(<NotificationBell userId="u-luis" subscribe={fakeLive().subscribe} />, { routes });
    const bells = await screen.findAllByRole('button', { name: /Notificaciones/ });
    await u2.click(bells[bells.length - 1]);
    expect(await screen.findByText('No se pudieron cargar las notificaciones.')).toBeInTheDocument();
    fail = false;
    await u2.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Se te asignó la orden OT-000301')).toBeInTheDocument();
  });
});

describe("Mi Perfil's notice preferences", () => {
  const TYPES = [
    {
      clave: 'orden_asignada',
      nombre: 'Orden asignada a ti',
      descripcion: 'Cuando te asignan una orden de trabajo.',
      modulo: 'ops',
      canal_predeterminado: 'ambos',
    },
    {
      clave: 'orden_estado',
      nombre: 'Cambio de estado de tus órdenes',
      descripcion: 'Cuando una orden que creaste cambia de estado.',
      modulo: 'ops',
      canal_predeterminado: 'app',
    },
  ];

  it('shows each type with the channel in force (own choice or default) and saves a change', async () => {
    let mine = [{ tipo: 'orden_estado', canal: 'ninguno' }];
    const posts: Array<{ url: URL; body: unknown }> = [];
    server.use(
      http.get('*/rest/v1/tipos_notificacion', () => HttpResponse.json(TYPES)),
      http.get('*/rest/v1/preferencias_notificacion', () => HttpResponse.json(mine)),
      http.post('*/rest/v1/preferencias_notificacion', async ({ request }) => {
        const body = (await request.json()) as { tipo: string; canal: string };
        posts.push({ url: new URL(request.url), body });
        mine = [...mine.filter((m) => m.tipo !== body.tipo), { tipo: body.tipo, canal: body.canal }];
        return HttpResponse.json([{ tipo: body.tipo }], { status: 201 });
      }),
    );
    const { user } = renderApp(<NotificationPreferencesCard userId="u-ana" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus preferencias de avisos...');
    const assigned = await screen.findByRole('combobox', { name: 'Orden asignada a ti' });
    expect(assigned).toHaveValue('ambos');
    expect(screen.getByRole('combobox', { name: 'Cambio de estado de tus órdenes' })).toHaveValue('ninguno');
    await user.selectOptions(assigned, 'Por correo');
    expect(await screen.findByText('Preferencia guardada.')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ usuario_id: 'u-ana', tipo: 'orden_asignada', canal: 'correo' });
    expect(posts[0].url.searchParams.get('on_conflict')).toBe('usuario_id,tipo');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Orden asignada a ti' })).toHaveValue('correo'));
  });

  it('tells when the preferences could not be loaded or saved', async () => {
    server.use(
      http.get('*/rest/v1/tipos_notificacion', () => HttpResponse.json(TYPES)),
      http.get('*/rest/v1/preferencias_notificacion', () => HttpResponse.json([])),
      http.post('*/rest/v1/preferencias_notificacion', () => restError(500)),
    );
    const { user } = renderApp(<NotificationPreferencesCard userId="u-ana" />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Orden asignada a ti' }), 'No avisarme');
    expect(await screen.findByText('No se pudo guardar la preferencia. Inténtalo de nuevo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Orden asignada a ti' })).toHaveValue('ambos'));

    server.use(http.get('*/rest/v1/tipos_notificacion', () => restError(500)));
    renderApp(<NotificationPreferencesCard userId="u-luis" />);
    expect(await screen.findByText('No se pudieron cargar tus preferencias de avisos.')).toBeInTheDocument();
  });
});
