import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { findModal, renderApp, RouteMarker } from '@/testing/test-utils';
import type { SearchHit } from '../api/search';
import { loadRecent } from '../lib/recent';
import { GlobalSearch } from './global-search';

const ORDER: SearchHit = {
  modulo: 'ops',
  tipo: 'orden',
  id: 'o-12',
  titulo: 'OT-000012',
  detalle: 'Abierta · Bomba con vibración',
  ruta: '/axel-ops/ordenes/o-12',
  rango: 1,
};
const PARTY: SearchHit = {
  modulo: 'crm',
  tipo: 'tercero',
  id: 't-1',
  titulo: 'Celulosa del Sur',
  detalle: '76004936-0 · Cliente',
  ruta: '/axel-crm/cuentas/t-1',
  rango: 0.9,
};
const ORDER_2: SearchHit = { ...ORDER, id: 'o-120', titulo: 'OT-000120', ruta: '/axel-ops/ordenes/o-120', rango: 0.6 };

const routes = [
  { path: '/axel-ops/ordenes/:id', element: <RouteMarker name="orden" /> },
  { path: '/axel-crm/cuentas/:id', element: <RouteMarker name="cuenta" /> },
];

/** POST /rest/v1/rpc/buscar: answers with `answer(text)`; records every request's text and signal. */
function serveSearch(answer: (text: string) => Promise<Response> | Response) {
  const calls: Array<{ text: string; signal: AbortSignal }> = [];
  server.use(
    http.post('*/rest/v1/rpc/buscar', async ({ request }) => {
      const body = (await request.clone().json()) as { p_texto: string; p_limite: number };
      calls.push({ text: body.p_texto, signal: request.signal });
      return answer(body.p_texto);
    }),
  );
  return calls;
}

afterEach(() => localStorage.clear());

describe('the search box of the top bar', () => {
  it('Ctrl+K opens it; typing searches once, groups the results, and the keyboard opens a record', async () => {
    const calls = serveSearch(() => HttpResponse.json([ORDER, PARTY, ORDER_2]));
    const { user, router } = renderApp(<GlobalSearch userId="u-ana" />, { routes });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await findModal('dialog', { name: 'Buscar en Axel' });
    const input = within(dialog).getByRole('combobox');
    expect(input).toHaveFocus();
    await user.type(input, 'ot-12');
    const orders = await within(dialog).findByRole('group', { name: 'Órdenes de trabajo' });
    // Groups in the order of their best result.
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-labelledby') && g),
    ).toEqual([orders, within(dialog).getByRole('group', { name: 'Clientes y proveedores' })]);
    expect(
      within(orders)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['OT-000012Abierta · Bomba con vibración', 'OT-000120Abierta · Bomba con vibración']);
    // Debounced: one request, for the whole text.
    expect(calls.map((c) => c.text)).toEqual(['ot-12']);
    // The first result is selected; the arrow moves down, Enter opens it.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByTestId('route-marker')).toHaveTextContent('orden');
    expect(router.state.location.pathname).toBe('/axel-ops/ordenes/o-120');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadRecent('u-ana')).toEqual(['ot-12']);
  });

  it('offers the recent searches of this user, and forgets them on request', async () => {
    localStorage.setItem('axel:busquedas:u-ana', JSON.stringify(['celulosa', 'bomba']));
    localStorage.setItem('axel:busquedas:u-otro', JSON.stringify(['de otro']));
    const calls = serveSearch(() => HttpResponse.json([PARTY]));
    const { user } = renderApp(<GlobalSearch userId="u-ana" />, { routes });
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    const dialog = await findModal('dialog', { name: 'Buscar en Axel' });
    const recent = within(dialog).getByRole('group', { name: 'Búsquedas recientes' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['celulosa', 'bomba', 'Borrar búsquedas recientes']);
    await user.click(within(recent).getByRole('option', { name: 'celulosa' }));
    expect(within(dialog).getByRole('combobox')).toHaveValue('celulosa');
    expect(await within(dialog).findByRole('option', { name: /Celulosa del Sur/ })).toBeInTheDocument();
    expect(calls.map((c) => c.text)).toEqual(['celulosa']);
    await user.clear(within(dialog).getByRole('combobox'));
    await user.click(within(dialog).getByRole('option', { name: 'Borrar búsquedas recientes' }));
    expect(loadRecent('u-ana')).toEqual([]);
    expect(loadRecent('u-otro')).toEqual(['de otro']);
    expect(within(dialog).getByText('Escribe al menos dos letras para buscar en todos tus módulos.')).toBeVisible();
  });

  it('says when nothing matches, and when the search failed (with a retry)', async () => {
    let fail = true;
    serveSearch((text) =>
      text === 'zzz' ? HttpResponse.json([]) : fail ? restError(500, 'XX000', 'boom') : HttpResponse.json([PARTY]),
    );
    const { user } = renderApp(<GlobalSearch userId="u-ana" />, { routes });
    await user.keyboard('{Meta>}k{/Meta}');
    const input = within(await findModal('dialog')).getByRole('combobox');
    await user.type(input, 'zzz');
    expect(await screen.findByText('Sin resultados para «zzz».')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'celulosa');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo buscar');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('option', { name: /Celulosa del Sur/ })).toBeInTheDocument();
  });

  it('cancels the request of a text the user has since changed', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const calls = serveSearch(async (text) => {
      if (text === 'bom') await held;
      return HttpResponse.json(text === 'bomba' ? [ORDER] : []);
    });
    const { user } = renderApp(<GlobalSearch userId="u-ana" />, { routes });
    await user.keyboard('{Control>}k{/Control}');
    const input = within(await findModal('dialog')).getByRole('combobox');
    await user.type(input, 'bom');
    await waitFor(() => expect(calls.map((c) => c.text)).toEqual(['bom']));
    expect(screen.getByText('Buscando…')).toBeInTheDocument();
    await user.type(input, 'ba');
    expect(await screen.findByRole('option', { name: /OT-000012/ })).toBeInTheDocument();
    expect(calls.map((c) => c.text)).toEqual(['bom', 'bomba']);
    expect(calls[0].signal.aborted).toBe(true);
    release();
  });
});
