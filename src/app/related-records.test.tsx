import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ModuleUserProvider, RelatedListsProvider, RelatedRecords } from '@/kit';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { renderApp } from '@/testing/test-utils';
import { MODULE_MANIFESTS, RELATED_LISTS } from './modules';

/** The workspace's providers (src/app/routes/module-workspace.tsx) for a user with these modules. */
function withModules(modules: string[]) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ModuleUserProvider value={{ userId: 'u-1', isSuperAdmin: false, isCompanyAdmin: false, modules }}>
        <RelatedListsProvider lists={RELATED_LISTS}>{children}</RelatedListsProvider>
      </ModuleUserProvider>
    );
  };
}

/** A PostgREST list answer with its total (count=exact). */
const rows = (data: unknown[], total = data.length) =>
  HttpResponse.json(data, { headers: { 'Content-Range': `0-${Math.max(data.length - 1, 0)}/${total}` } });

describe("the manifests' records and related lists (issue 37)", () => {
  it('each record route is a route of its manifest, and each list opens a declared record table', () => {
    for (const m of Object.values(MODULE_MANIFESTS)) {
      // A route, or the start of one with its own sub-pages ('proyectos/:id/*').
      for (const r of m.records ?? [])
        expect(
          (m.routes as readonly string[]).some((x) => x === r.route || x === `${r.route}/*`),
          `${m.key}: ${r.route}`,
        ).toBe(true);
      for (const l of m.related ?? []) {
        if (l.opens)
          expect(
            m.records?.map((r) => r.table),
            `${m.key}: ${l.title}`,
          ).toContain(l.opens);
      }
    }
  });

  it("an asset's page lists its orders (linked), plans and stock moves, read for that asset", async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/rest/v1/ops_ordenes', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url);
        // The first page holds one order; 'Mostrar más' asks for the rows after it.
        const later = url.searchParams.get('offset') === '1';
        return rows(
          [
            {
              id: later ? 'o-1' : 'o-2',
              codigo: later ? 'OT-000011' : 'OT-000012',
              estado: 'en_curso',
              falla_reportada: 'Vibración',
              creado_en: '2026-11-20T12:00:00Z',
            },
          ],
          14,
        );
      }),
      http.get('*/rest/v1/industrial_planes', () => rows([])),
      http.get('*/rest/v1/industrial_movimientos', ({ request }) => {
        asked.push(new URL(request.url));
        return restError(500);
      }),
    );
    renderApp(<RelatedRecords tabla="industrial_activos" registroId="a-1" />, {
      wrapper: withModules(['ops', 'industrial']),
    });
    const orders = await screen.findByRole('region', { name: /Órdenes de trabajo/ });
    expect(await within(orders).findByRole('link', { name: 'OT-000012 · Vibración' })).toHaveAttribute(
      'href',
      '/axel-ops/ordenes/o-2',
    );
    expect(within(orders).getByText(/^En curso · \S/)).toBeInTheDocument();
    expect(orders).toHaveTextContent('(14)');
    expect(orders).toHaveTextContent('y 13 más');
    await userEvent.click(within(orders).getByRole('button', { name: 'Mostrar 10 más' }));
    expect(await within(orders).findByRole('link', { name: 'OT-000011 · Vibración' })).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'OT-000012 · Vibración' })).toBeInTheDocument();
    expect(orders).toHaveTextContent('y 12 más');
    expect(
      await within(screen.getByRole('region', { name: 'Planes preventivos' })).findByText('Sin planes preventivos.'),
    ).toBeInTheDocument();
    const moves = screen.getByRole('region', { name: 'Movimientos de stock' });
    expect(await within(moves).findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    const [order, next] = asked.filter((u) => u.pathname.endsWith('/ops_ordenes'));
    expect(order.searchParams.get('activo_id')).toBe('eq.a-1');
    expect(order.searchParams.get('order')).toBe('creado_en.desc');
    expect([order.searchParams.get('offset'), order.searchParams.get('limit')]).toEqual(['0', '10']);
    expect([next.searchParams.get('offset'), next.searchParams.get('limit')]).toEqual(['1', '10']);
    const move = asked.find((u) => u.pathname.endsWith('/industrial_movimientos'))!;
    expect(move.searchParams.get('ops_ordenes.activo_id')).toBe('eq.a-1');
  });

  it('a module the user lacks adds no list; a record nobody declares lists shows nothing', async () => {
    server.use(
      http.get('*/rest/v1/industrial_planes', () => rows([])),
      http.get('*/rest/v1/industrial_movimientos', () => rows([])),
    );
    const { unmount } = renderApp(<RelatedRecords tabla="industrial_activos" registroId="a-1" />, {
      wrapper: withModules(['industrial']),
    });
    expect(await screen.findByRole('region', { name: 'Planes preventivos' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Órdenes de trabajo/ })).not.toBeInTheDocument();
    unmount();
    renderApp(<RelatedRecords tabla="proy_tareas" registroId="t-1" />, { wrapper: withModules(['projects']) });
    expect(screen.queryByRole('heading', { name: 'Registros relacionados' })).not.toBeInTheDocument();
  });
});
