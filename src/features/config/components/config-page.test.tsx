import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp, replaceText } from '@/testing/test-utils';
import { URL_MESSAGES } from '../lib/config-url';
import { fakeConfigBackend, postgrestError } from '../testing/config-rest';
import { ConfigPage } from './config-page';

function setup(backend = fakeConfigBackend()) {
  server.use(...backend.handlers);
  const view = renderApp(<ConfigPage />, { path: '/config-backend' });
  return { ...view, backend };
}

async function toast(text: string) {
  return screen.findByText(text, {}, { timeout: 3000 });
}

describe('ConfigPage', () => {
  it('has the three tabs of docs/product.md §2 and opens on Backend PDF', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Configuración del sistema' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Backend PDF', 'Servicios en Campo', 'Video Demo']);
    expect(screen.getByRole('tab', { name: 'Backend PDF' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('URL del backend')).toHaveValue('/expert');
    expect(screen.getByTestId('current-api_url_backend')).toHaveTextContent('/expert');
  });

  it('keeps the open tab in the URL (issue 16), so a reload or a link opens it again', async () => {
    server.use(...fakeConfigBackend().handlers);
    const { user, router } = renderApp(<ConfigPage />, {
      path: '/config-backend',
      initialEntry: '/config-backend?tab=video',
    });
    expect(screen.getByRole('tab', { name: 'Video Demo' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Servicios en Campo' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=servicios'));
    await user.click(screen.getByRole('tab', { name: 'Backend PDF' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a loading state while app_config loads', async () => {
    server.use(
      http.get('*/rest/v1/app_config', async () => {
        await delay('infinite');
      }),
    );
    renderApp(<ConfigPage />, { path: '/config-backend' });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando configuración...');
    expect(screen.queryByLabelText('URL del backend')).not.toBeInTheDocument();
  });

  it('reads every app_config row (docs/product.md §7: key, value)', async () => {
    const { backend } = setup();
    await screen.findByLabelText('URL del backend');
    const [get] = backend.requests('app_config');
    expect(get.url.searchParams.get('select')).toBe('key,value');
    expect(get.url.searchParams.has('key')).toBe(false);
  });

  it("toasts 'Error al cargar la configuración' with the message, and retries", async () => {
    const backend = fakeConfigBackend();
    let fail = true;
    server.use(
      http.get('*/rest/v1/app_config', () => (fail ? postgrestError(500, 'XX000', 'la base no responde') : undefined)),
      ...backend.handlers,
    );
    const { user } = renderApp(<ConfigPage />, { path: '/config-backend' });
    const title = await toast('Error al cargar la configuración');
    const toastEl = title.closest('[data-sonner-toast]') as HTMLElement;
    expect(within(toastEl).getByText('la base no responde')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar la configuración');
    expect(screen.queryByLabelText('URL del backend')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('URL del backend')).toHaveValue('/expert');
  });

  it('saves a trimmed backend URL, toasts the docs/product.md text and shows the new current value', async () => {
    const { user, backend } = setup();
    const input = await screen.findByLabelText('URL del backend');
    await user.clear(input);
    await replaceText(user, input, '  https://pdf.axel.example/api  ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await toast('URL del backend actualizada correctamente')).toBeInTheDocument();
    expect(backend.requests('app_config', 'POST').map((r) => r.body)).toEqual([
      { key: 'api_url_backend', value: 'https://pdf.axel.example/api' },
    ]);
    const post = backend.requests('app_config', 'POST')[0];
    expect(post.url.searchParams.get('on_conflict')).toBe('key');
    await waitFor(() =>
      expect(screen.getByTestId('current-api_url_backend')).toHaveTextContent('https://pdf.axel.example/api'),
    );
    expect(screen.getByLabelText('URL del backend')).toHaveValue('https://pdf.axel.example/api');
  });

  it('saving the same value again is harmless', async () => {
    const { user, backend } = setup();
    await screen.findByLabelText('URL del backend');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await toast('URL del backend actualizada correctamente')).toBeInTheDocument();
    expect(backend.requests('app_config', 'POST').map((r) => r.body)).toEqual([
      { key: 'api_url_backend', value: '/expert' },
    ]);
    expect(screen.getByTestId('current-api_url_backend')).toHaveTextContent('/expert');
  });

  it('refuses a value that is not a URL with a clear message, and sends nothing', async () => {
    const { user, backend } = setup();
    const input = await screen.findByLabelText('URL del backend');
    for (const bad of ['backend.example.com', 'ftp://archivos.example.com', '//otro.example/x']) {
      await user.clear(input);
      await replaceText(user, input, bad);
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(screen.getByText(URL_MESSAGES.absoluteOrPath)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText(URL_MESSAGES.required)).toBeInTheDocument();
    expect(backend.requests('app_config', 'POST')).toHaveLength(0);
  });

  it("toasts 'Error al guardar la URL' when the upsert fails, keeping what was typed", async () => {
    const backend = fakeConfigBackend();
    server.use(
      http.post('*/rest/v1/app_config', () => postgrestError(500, 'XX000', 'disco lleno')),
      ...backend.handlers,
    );
    const { user } = renderApp(<ConfigPage />, { path: '/config-backend' });
    const input = await screen.findByLabelText('URL del backend');
    await user.clear(input);
    await replaceText(user, input, 'https://pdf.axel.example');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const title = await toast('Error al guardar la URL');
    expect(within(title.closest('[data-sonner-toast]') as HTMLElement).getByText('disco lleno')).toBeInTheDocument();
    expect(screen.queryByText('URL del backend actualizada correctamente')).not.toBeInTheDocument();
    expect(input).toHaveValue('https://pdf.axel.example');
    expect(screen.getByTestId('current-api_url_backend')).toHaveTextContent('/expert');
  });

  it('says plainly when the database refuses the write (not a super_admin)', async () => {
    const backend = fakeConfigBackend();
    server.use(
      http.post('*/rest/v1/app_config', () =>
        postgrestError(403, '42501', 'new row violates row-level security policy for table "app_config"'),
      ),
      ...backend.handlers,
    );
    const { user } = renderApp(<ConfigPage />, { path: '/config-backend' });
    await screen.findByLabelText('URL del backend');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const title = await toast('Error al guardar la URL');
    expect(
      within(title.closest('[data-sonner-toast]') as HTMLElement).getByText(
        'No tienes permiso para modificar la configuración del sistema.',
      ),
    ).toBeInTheDocument();
  });

  it('locks the field and the button while saving', async () => {
    const backend = fakeConfigBackend();
    server.use(
      http.post('*/rest/v1/app_config', async () => {
        await delay('infinite');
      }),
      ...backend.handlers,
    );
    const { user } = renderApp(<ConfigPage />, { path: '/config-backend' });
    await screen.findByLabelText('URL del backend');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(screen.getByLabelText('URL del backend')).toBeDisabled();
  });

  describe('Servicios en Campo', () => {
    it('shows the current URL and saves a new one with its own toast', async () => {
      const { user, backend } = setup();
      await screen.findByLabelText('URL del backend');
      await user.click(screen.getByRole('tab', { name: 'Servicios en Campo' }));
      const input = screen.getByLabelText('URL de Servicios en Campo');
      expect(input).toHaveValue('https://campo.axel.demo');
      await user.clear(input);
      await replaceText(user, input, 'https://campo.andes.example/app');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await toast('URL de Servicios en Campo actualizada correctamente')).toBeInTheDocument();
      expect(backend.requests('app_config', 'POST').map((r) => r.body)).toEqual([
        { key: 'url_servicios_campo', value: 'https://campo.andes.example/app' },
      ]);
      await waitFor(() =>
        expect(screen.getByTestId('current-url_servicios_campo')).toHaveTextContent('https://campo.andes.example/app'),
      );
    });

    it('accepts only absolute http(s) URLs (an external app), not a path of this site', async () => {
      const { user, backend } = setup();
      await screen.findByLabelText('URL del backend');
      await user.click(screen.getByRole('tab', { name: 'Servicios en Campo' }));
      const input = screen.getByLabelText('URL de Servicios en Campo');
      await user.clear(input);
      await replaceText(user, input, '/campo');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(screen.getByText(URL_MESSAGES.absolute)).toBeInTheDocument();
      expect(backend.requests('app_config', 'POST')).toHaveLength(0);
    });

    it("says 'Sin configurar' when the key has no row", async () => {
      const { user } = setup(fakeConfigBackend({ config: [{ key: 'api_url_backend', value: '/expert' }] }));
      await screen.findByLabelText('URL del backend');
      await user.click(screen.getByRole('tab', { name: 'Servicios en Campo' }));
      expect(screen.getByTestId('current-url_servicios_campo')).toHaveTextContent('Sin configurar');
      expect(screen.getByLabelText('URL de Servicios en Campo')).toHaveValue('');
    });

    it("toasts 'Error al guardar la URL' on failure", async () => {
      const backend = fakeConfigBackend();
      server.use(
        http.post('*/rest/v1/app_config', () => postgrestError(500, 'XX000', 'fallo')),
        ...backend.handlers,
      );
      const { user } = renderApp(<ConfigPage />, { path: '/config-backend' });
      await screen.findByLabelText('URL del backend');
      await user.click(screen.getByRole('tab', { name: 'Servicios en Campo' }));
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await toast('Error al guardar la URL')).toBeInTheDocument();
      expect(screen.queryByText('URL de Servicios en Campo actualizada correctamente')).not.toBeInTheDocument();
    });
  });
});
