import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MODULE_KEYS, MODULES, type ModuleKey } from '@/config/product';
import { OrdersPage } from '@/features/modules/ops/components/orders-page';
import { myModulesQueryOptions, type MyModuleRow } from '@/features/workspace/api/get-my-modules';
import { RequireModuleAccess, trackReadTimes } from '@/features/workspace/components/require-module-access';
import { ModuleUserProvider } from '@/kit';
import { server } from '@/testing/mocks/server';
import { createTestQueryClient, renderApp } from '@/testing/test-utils';

/**
 * A module screen under the workspace's access guard, as src/app composes them
 * (routes/module-workspace.tsx): the guard and a real module screen together.
 */
const USER_ID = 'user-luis';

function rows(allowed: ModuleKey[]): MyModuleRow[] {
  return MODULE_KEYS.map((key) => ({
    modulo_id: `id-${key}`,
    modulo_clave: key,
    modulo_nombre: MODULES[key].area,
    modulo_descripcion: MODULES[key].description,
    acceso_efectivo: allowed.includes(key),
    motivo: allowed.includes(key) ? 'plan' : 'fuera_de_plan',
  }));
}

function client() {
  const qc = createTestQueryClient();
  qc.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  return qc;
}

/** Ops' order list behind the module guard, for Luis (USER_ID). */
function renderGuardedOrders() {
  return renderApp(
    <RequireModuleAccess moduleKey="ops" userId={USER_ID} isSuperAdmin={false}>
      <ModuleUserProvider value={{ userId: USER_ID, isSuperAdmin: false, isCompanyAdmin: false, modules: ['ops'] }}>
        <OrdersPage />
      </ModuleUserProvider>
    </RequireModuleAccess>,
    { path: '/axel-ops/ordenes', queryClient: client() },
  );
}

describe('access lost under an open module screen', { timeout: 20_000 }, () => {
  it('an open module screen whose access is revoked shows the refusal, never an empty list (issue 31)', async () => {
    // Row-level security answers a revoked module's reads with no rows, not an error: an empty read
    // asked after the access answer (here a search, once the plan was reverted) makes the guard ask
    // again, and the empty state waits for the answer. (The screen's first read goes out with the
    // first access check, and that answer is at least as new: it is not asked again; issue 33.)
    let calls = 0;
    server.use(
      http.post('*/rest/v1/rpc/mis_modulos', () => {
        calls += 1;
        return HttpResponse.json(calls === 1 ? rows(['ops']) : rows([]));
      }),
      http.post('*/rest/v1/rpc/ops_ordenes_pagina', () => HttpResponse.json([])),
      http.post('*/rest/v1/rpc/ops_tecnicos', () => HttpResponse.json([])),
      http.get('*/rest/v1/terceros', () => HttpResponse.json([])),
    );
    const { user } = renderGuardedOrders();
    await screen.findByText('Aún no hay órdenes de trabajo');
    expect(calls).toBe(1);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar órdenes' }), 'x');
    await waitFor(() => expect(screen.getByTestId('access-denied')).toBeInTheDocument());
    expect(screen.getByText('No incluido en el plan de tu empresa')).toBeInTheDocument();
    expect(screen.queryByText('Aún no hay órdenes de trabajo')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("the screen's first read goes out with the access check, out of sight until access is known (issue 33)", async () => {
    let answerAccess: (allowed: ModuleKey[]) => void = () => {};
    let listAskedWhileChecking = false;
    let accessAnswered = false;
    server.use(
      http.post(
        '*/rest/v1/rpc/mis_modulos',
        () =>
          new Promise<Response>((resolve) => {
            answerAccess = (allowed) => {
              accessAnswered = true;
              resolve(HttpResponse.json(rows(allowed)));
            };
          }),
      ),
      http.post('*/rest/v1/rpc/ops_ordenes_pagina', () => {
        if (!accessAnswered) listAskedWhileChecking = true;
        return HttpResponse.json([]);
      }),
      http.post('*/rest/v1/rpc/ops_tecnicos', () => HttpResponse.json([])),
      http.get('*/rest/v1/terceros', () => HttpResponse.json([])),
    );
    renderGuardedOrders();
    await waitFor(() => expect(listAskedWhileChecking).toBe(true));
    expect(screen.getByText('Verificando acceso al módulo...')).toBeInTheDocument();
    // Rendered, not shown: nothing of the screen is visible or reachable.
    expect(screen.queryByRole('searchbox', { name: 'Buscar órdenes' })).not.toBeInTheDocument();
    answerAccess([]);
    await waitFor(() => expect(screen.getByTestId('access-denied')).toBeInTheDocument());
    expect(screen.queryByRole('searchbox', { hidden: true, name: 'Buscar órdenes' })).not.toBeInTheDocument();
  });

  it('a preloaded read asked before the access answer, empty after the guard mounted, does not ask for access again (issue 33)', async () => {
    // /axel-people under a slow CPU: the loader's reads and mis_modulos left together, the access
    // answer came back before the guard had mounted, then today's marks (none) came back empty: the
    // guard took the read as newer than the access answer and asked mis_modulos a second time.
    let calls = 0;
    server.use(
      http.post('*/rest/v1/rpc/mis_modulos', () => {
        calls += 1;
        return HttpResponse.json(rows(['ops']));
      }),
    );
    const qc = client();
    trackReadTimes(qc); // as the module route's loader does
    let answerRead: (rows: unknown[]) => void = () => {};
    const read = qc.fetchQuery({
      queryKey: ['ops', 'preloaded'],
      queryFn: () => new Promise<unknown[]>((resolve) => (answerRead = resolve)),
    });
    await qc.fetchQuery(myModulesQueryOptions(USER_ID));
    await new Promise((resolve) => setTimeout(resolve, 5));
    renderApp(
      <RequireModuleAccess moduleKey="ops" userId={USER_ID} isSuperAdmin={false}>
        <p>Pantalla de Ops</p>
      </RequireModuleAccess>,
      { path: '/axel-ops', queryClient: qc },
    );
    await screen.findByText('Pantalla de Ops');
    answerRead([]);
    await read;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
  });
});
