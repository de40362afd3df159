import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { configKeys } from '../api/keys';
import { fakeConfigBackend, postgrestError } from '../testing/config-rest';
import { ServiciosCampoLink } from './servicios-campo-link';

/** Waits until the link's query has settled (so "no link" is the answer, not "not yet"). */
async function settled(queryClient: QueryClient, status: 'success' | 'error') {
  await waitFor(() =>
    expect(queryClient.getQueryState(configKeys.appConfigValue('url_servicios_campo'))?.status).toBe(status),
  );
}

describe('ServiciosCampoLink', () => {
  it('opens the configured URL in a new tab, reading only its key', async () => {
    const backend = fakeConfigBackend();
    server.use(...backend.handlers);
    renderApp(<ServiciosCampoLink />, { path: '/axel-ops' });
    const link = await screen.findByRole('link', { name: /Abrir Servicios en Campo/ });
    expect(link).toHaveAttribute('href', 'https://campo.axel.demo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Abrir Servicios en Campo (se abre en una pestaña nueva)');
    const [get] = backend.requests('app_config');
    expect(get.url.searchParams.get('key')).toBe('eq.url_servicios_campo');
  });

  it.each([
    ['no row', []],
    ['a path', [{ key: 'url_servicios_campo', value: '/campo' }]],
    ['a script', [{ key: 'url_servicios_campo', value: 'javascript:alert(1)' }]],
  ])('offers nothing for %s', async (_label, config) => {
    const backend = fakeConfigBackend({ config });
    server.use(...backend.handlers);
    const { queryClient } = renderApp(<ServiciosCampoLink />, { path: '/axel-ops' });
    await settled(queryClient, 'success');
    expect(backend.requests('app_config')).toHaveLength(1);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers nothing while loading or when the value cannot be read', async () => {
    server.use(
      http.get('*/rest/v1/app_config', async () => {
        await delay('infinite');
      }),
    );
    const { unmount } = renderApp(<ServiciosCampoLink />, { path: '/axel-ops' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    server.resetHandlers(http.get('*/rest/v1/app_config', () => postgrestError(500, 'XX000', 'boom')));
    const { queryClient } = renderApp(<ServiciosCampoLink />, { path: '/axel-ops' });
    await settled(queryClient, 'error');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
