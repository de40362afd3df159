import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { loadedModule, loadOnce, readyLazy } from './ready-lazy';

/** Issue 33: a screen whose code the route's loader brought renders in the same commit, no fallback. */
describe('readyLazy', () => {
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
