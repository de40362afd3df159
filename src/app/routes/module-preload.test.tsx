import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getEnv } from '@/config/env';
import { authStorageKey } from '@/lib/auth-storage';
import { queryClient } from '@/lib/query-client';
import { server } from '@/testing/mocks/server';
import { screens as opsScreens } from '@/features/modules/ops/screens';
import { trackReadTimes } from '@/features/workspace/components/require-module-access';
import { loadedModule, loadOnce, readyLazy } from '@/kit/screens';
import { loader } from './module-workspace';

/**
 * Issue 33: the module route's loader starts a module screen's first reads on navigation (its
 * preload.ts, found by src/app/modules.ts), with a stored session only.
 */
function serveOps() {
  const board: string[] = [];
  const config: string[] = [];
  server.use(
    http.post('*/rest/v1/rpc/ops_tablero', async ({ request }) => {
      const { p_estados } = (await request.json()) as { p_estados: string[] };
      board.push(...p_estados);
      return HttpResponse.json(p_estados.map((estado) => ({ estado, total: 0, aproximado: false, tarjetas: [] })));
    }),
    http.post('*/rest/v1/rpc/ops_tecnicos', () => HttpResponse.json([])),
    http.get('*/rest/v1/app_config', ({ request }) => {
      config.push(new URL(request.url).searchParams.get('clave') ?? '');
      return HttpResponse.json([]);
    }),
  );
  return { board, config };
}

const navigate = (path: string) =>
  loader({
    request: new Request(`http://localhost${path}`),
    params: { '*': path.split('/').slice(2).join('/') },
    context: undefined,
    unstable_pattern: '',
  } as unknown as Parameters<typeof loader>[0]);

describe('the module route preloads the screen it opens', () => {
  afterEach(() => {
    window.localStorage.clear();
    queryClient.clear();
  });

  it("with a stored session, /axel-ops/tablero asks every board column's first cards and Ops' link at once", async () => {
    window.localStorage.setItem(authStorageKey(getEnv().supabaseUrl), '{}');
    const sent = serveOps();
    navigate('/axel-ops/tablero/');
    await waitFor(() => expect(sent.board).toHaveLength(6));
    expect([...sent.board].sort()).toEqual(['abierta', 'asignada', 'cancelada', 'cerrada', 'completada', 'en_curso']);
    await waitFor(() => expect(sent.config).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['ops', 'board'] })).toHaveLength(6));
    // The access guard knows when each was asked (an empty one does not ask for access again), and
    // the board's code is loaded where its lazy screen finds it (rendered without a fallback).
    for (const q of queryClient.getQueryCache().findAll({ queryKey: ['ops', 'board'] }))
      expect(trackReadTimes(queryClient).has(q)).toBe(true);
    await waitFor(() => expect(loadedModule(opsScreens.tablero)).toBeDefined());
  });

  it('another section of the module reads no board; signed out, nothing is asked', async () => {
    window.localStorage.setItem(authStorageKey(getEnv().supabaseUrl), '{}');
    const sent = serveOps();
    navigate('/axel-ops/ordenes');
    await waitFor(() => expect(sent.config).toHaveLength(1));
    window.localStorage.clear();
    navigate('/axel-ops/tablero');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent.board).toEqual([]);
    expect(sent.config).toHaveLength(1);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['ops', 'board'] })).toEqual([]);
  });

  it("/axel-people's overview asks its directory, leave requests and today's marks at once; its other screens none", async () => {
    window.localStorage.setItem(authStorageKey(getEnv().supabaseUrl), '{}');
    const asked: string[] = [];
    server.use(
      ...['colaboradores', 'solicitudes_ausencia', 'marcas_asistencia'].map((table) =>
        http.get(`*/rest/v1/${table}`, () => {
          asked.push(table);
          return HttpResponse.json([]);
        }),
      ),
    );
    navigate('/axel-people/colaboradores');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toEqual([]);
    navigate('/axel-people');
    await waitFor(() =>
      expect([...asked].sort()).toEqual(['colaboradores', 'marcas_asistencia', 'solicitudes_ausencia']),
    );
  });
});

/** Issue 33: a screen whose code the route's loader brought renders in the same commit, no fallback. */
describe('readyLazy: a preloaded screen renders without a Suspense fallback', () => {
  const screenModule = () => Promise.resolve({ Screen: () => <p>Tablero</p> });

  it('renders at once, without its Suspense fallback, once loadOnce has brought its code', async () => {
    const Ready = readyLazy(screenModule, (m) => m.Screen);
    await loadOnce(screenModule);
    expect(loadedModule(screenModule)).toBeDefined();
    render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Ready />
      </Suspense>,
    );
    // No await: React.lazy would show the fallback here and the screen only after a retry.
    expect(screen.getByText('Tablero')).toBeInTheDocument();
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy while its code has not arrived, and loads it once', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.resolve({ Screen: () => <p>Órdenes</p> });
    };
    const Ready = readyLazy(load, (m) => m.Screen);
    render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Ready />
      </Suspense>,
    );
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    await act(() => loadOnce(load));
    expect(await screen.findByText('Órdenes')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
