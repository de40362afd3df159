import { focusManager, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MODULE_KEYS, MODULES, type ModuleKey } from '@/config/product';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { server } from '@/testing/mocks/server';
import { createTestQueryClient, renderApp } from '@/testing/test-utils';
import type { MyModuleRow } from '../api/get-my-modules';
import { myModulesQueryOptions } from '../api/get-my-modules';
import { DashboardPage } from './dashboard-page';
import { RequireModuleAccess } from './require-module-access';

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

/** mis_modulos answers what `current.rows` says at the time of the request. */
function serveMyModules(initial: MyModuleRow[]) {
  const current = { rows: initial, calls: 0 };
  server.use(
    http.post('*/rest/v1/rpc/mis_modulos', () => {
      current.calls += 1;
      return HttpResponse.json(current.rows);
    }),
  );
  return current;
}

/** A client whose queries are stale at once, like the real one after the staleTime. */
function client() {
  const qc = createTestQueryClient();
  qc.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  return qc;
}

describe('stale access in an open tab (issue 16 item 5)', { timeout: 20_000 }, () => {
  it('reads the modules again when the window regains focus: a reverted plan stops saying Disponible', async () => {
    const api = serveMyModules(rows(['people', 'crm', 'finance', 'think']));
    renderApp(<DashboardPage userId={USER_ID} isSuperAdmin={false} />, { path: '/dashboard', queryClient: client() });
    const think = await screen.findByRole('article', { name: 'Axel Think' });
    expect(within(think).getByText('Disponible')).toBeInTheDocument();

    api.rows = rows(['people', 'crm', 'finance']);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Axel Think' })).getByText('Sin acceso')).toBeInTheDocument(),
    );
    expect(api.calls).toBeGreaterThanOrEqual(2);
  });

  it('refreshes on an interval while the tab is open', () => {
    const options = myModulesQueryOptions(USER_ID);
    expect(options.refetchInterval).toBeGreaterThan(0);
    expect(options.refetchInterval).toBeLessThanOrEqual(60_000);
    expect(options.refetchOnWindowFocus).toBe('always');
  });

  it('a module screen whose read the API refuses gives way to the refusal, with the reason and no crash', async () => {
    // The admin revokes crm right after the guard's first read: later reads say no. (A read refused
    // before that answer arrived is not asked about again: the answer is at least as new; issue 33.)
    let calls = 0;
    let reads = 0;
    server.use(
      http.post('*/rest/v1/rpc/mis_modulos', () => {
        calls += 1;
        return HttpResponse.json(calls === 1 ? rows(['crm']) : rows([]));
      }),
      http.get('*/rest/v1/app_config', () => {
        reads += 1;
        return reads === 1
          ? HttpResponse.json([])
          : HttpResponse.json(
              { code: '42501', message: 'permission denied', details: null, hint: null },
              { status: 403 },
            );
      }),
    );
    function CrmScreen() {
      const data = useQuery({
        queryKey: ['crm', 'clientes'],
        queryFn: async () => unwrapRows(await supabase.from('app_config').select('*')),
      });
      return (
        <>
          <p>{data.isError ? 'error del módulo' : 'Clientes del CRM'}</p>
          <button type="button" onClick={() => void data.refetch()}>
            Actualizar
          </button>
        </>
      );
    }
    const { user } = renderApp(
      <RequireModuleAccess moduleKey="crm" userId={USER_ID} isSuperAdmin={false}>
        <CrmScreen />
      </RequireModuleAccess>,
      { path: '/axel-crm', queryClient: client() },
    );
    const refresh = await screen.findByRole('button', { name: 'Actualizar' });
    expect(calls).toBe(1);
    // The screen's own read is refused; the guard asks again and shows the refusal.
    await user.click(refresh);
    await waitFor(() => expect(screen.getByTestId('access-denied')).toBeInTheDocument());
    expect(screen.getByText('No incluido en el plan de tu empresa')).toBeInTheDocument();
    expect(screen.queryByText('Clientes del CRM')).not.toBeInTheDocument();
    expect(screen.queryByText('error del módulo')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
