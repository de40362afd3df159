import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MODULE_KEYS, MODULES, type ModuleKey } from '@/config/product';
import { OrdersPage } from '@/features/modules/ops/components/orders-page';
import type { MyModuleRow } from '@/features/workspace/api/get-my-modules';
import { RequireModuleAccess } from '@/features/workspace/components/require-module-access';
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

describe('access lost under an open module screen', { timeout: 20_000 }, () => {
  it('an open module screen whose access is revoked shows the refusal, never an empty list (issue 31)', async () => {
    // Row-level security answers a revoked module's reads with no rows, not an error: the empty
    // read makes the guard ask again, and the empty state waits for the answer.
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
    renderApp(
      <RequireModuleAccess moduleKey="ops" userId={USER_ID} isSuperAdmin={false}>
        <ModuleUserProvider value={{ userId: USER_ID, isSuperAdmin: false, isCompanyAdmin: false, modules: ['ops'] }}>
          <OrdersPage />
        </ModuleUserProvider>
      </RequireModuleAccess>,
      { path: '/axel-ops/ordenes', queryClient: client() },
    );
    await waitFor(() => expect(screen.getByTestId('access-denied')).toBeInTheDocument());
    expect(screen.getByText('No incluido en el plan de tu empresa')).toBeInTheDocument();
    expect(screen.queryByText('Aún no hay órdenes de trabajo')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
