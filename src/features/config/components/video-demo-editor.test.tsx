import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp, replaceText } from '@/testing/test-utils';
import { URL_MESSAGES } from '../lib/config-url';
import { fakeConfigBackend, postgrestError, videoRow } from '../testing/config-rest';
import { ConfigPage } from './config-page';
import { VideoDemoEditor } from './video-demo-editor';

// Radix Select measures and captures the pointer; jsdom has neither.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(backend = fakeConfigBackend()) {
  server.use(...backend.handlers);
  const view = renderApp(<VideoDemoEditor />, { path: '/config-backend' });
  return { ...view, backend };
}

async function pickSlug(user: ReturnType<typeof setup>['user'], slug: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Video' }));
  await user.click(await screen.findByRole('option', { name: slug }));
}

function toastWith(title: string, description: string) {
  const el = screen.getByText(title).closest('[data-sonner-toast]') as HTMLElement;
  return within(el).getByText(description);
}

describe('Video Demo', () => {
  it('is the third tab of the configuration', async () => {
    const backend = fakeConfigBackend();
    server.use(...backend.handlers);
    const { user } = renderApp(<ConfigPage />, { path: '/config-backend' });
    await user.click(screen.getByRole('tab', { name: 'Video Demo' }));
    expect(await screen.findByRole('combobox', { name: 'Video' })).toBeInTheDocument();
  });

  it('shows a loading state while the slugs load', async () => {
    server.use(
      http.get('*/rest/v1/videos_demo', async () => {
        await delay('infinite');
      }),
    );
    renderApp(<VideoDemoEditor />, { path: '/config-backend' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando videos...');
  });

  it("toasts 'Error al cargar la configuración' with the message when the slugs fail", async () => {
    server.use(http.get('*/rest/v1/videos_demo', () => postgrestError(500, 'XX000', 'sin conexión a la base')));
    renderApp(<VideoDemoEditor />, { path: '/config-backend' });
    await screen.findByText('Error al cargar la configuración');
    expect(toastWith('Error al cargar la configuración', 'sin conexión a la base')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los videos');
  });

  it('offers the distinct slugs ordered by slug (docs/product.md §7)', async () => {
    const { user, backend } = setup();
    await user.click(await screen.findByRole('combobox', { name: 'Video' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'home',
      'inventario',
      'predictivo',
    ]);
    const [get] = backend.requests('videos_demo');
    expect(get.url.searchParams.get('select')).toBe('slug');
    expect(get.url.searchParams.get('order')).toBe('slug.asc');
  });

  it('loads the picked record into title, description, URL and active', async () => {
    const { user, backend } = setup();
    await pickSlug(user, 'home');
    expect(await screen.findByLabelText('Título')).toHaveValue('Axel Suite en 2 minutos');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Recorrido por la suite.');
    expect(screen.getByLabelText('URL del video')).toHaveValue('/videos/home.mp4');
    expect(screen.getByRole('switch', { name: 'Activo' })).toBeChecked();
    const detail = backend.requests('videos_demo').at(-1)!;
    expect(detail.url.searchParams.get('select')).toBe('*');
    expect(detail.url.searchParams.get('slug')).toBe('eq.home');
    expect(detail.url.searchParams.get('limit')).toBe('1');
  });

  it('loads activo as true when the stored value is false (docs/product.md §5), and says it is stored inactive', async () => {
    const { user } = setup();
    await pickSlug(user, 'predictivo');
    expect(await screen.findByLabelText('Título')).toHaveValue('IA Predictiva en acción');
    expect(screen.getByRole('switch', { name: 'Activo' })).toBeChecked();
    expect(screen.getByTestId('stored-inactive')).toHaveTextContent('Guardado como inactivo');
  });

  it('a new slug gives empty fields and activo true; save waits for slug, título and URL', async () => {
    const { user } = setup();
    await replaceText(user, await screen.findByLabelText('Nuevo slug'), '  Finanzas ');
    await user.click(screen.getByRole('button', { name: 'Usar slug' }));
    const titulo = await screen.findByLabelText('Título');
    expect(titulo).toHaveValue('');
    expect(screen.getByLabelText('Descripción')).toHaveValue('');
    expect(screen.getByLabelText('URL del video')).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Activo' })).toBeChecked();
    expect(screen.getByText('Nuevo')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Video' })).toHaveTextContent('finanzas');

    const save = screen.getByRole('button', { name: 'Guardar video' });
    expect(save).toBeDisabled();
    await replaceText(user, titulo, 'Finanzas claras');
    expect(save).toBeDisabled();
    await replaceText(user, screen.getByLabelText('URL del video'), '   ');
    expect(save).toBeDisabled();
    await replaceText(user, screen.getByLabelText('URL del video'), 'https://vimeo.com/76979871');
    expect(save).toBeEnabled();
    await user.clear(titulo);
    await replaceText(user, titulo, '  ');
    expect(save).toBeDisabled();
  });

  it('refuses an invalid slug with a message', async () => {
    const { user } = setup();
    await replaceText(user, await screen.findByLabelText('Nuevo slug'), 'video demo');
    await user.click(screen.getByRole('button', { name: 'Usar slug' }));
    expect(screen.getByText(/El slug solo admite minúsculas/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Título')).not.toBeInTheDocument();
  });

  it('typing an existing slug opens its record', async () => {
    const { user } = setup();
    await replaceText(user, await screen.findByLabelText('Nuevo slug'), 'HOME');
    await user.click(screen.getByRole('button', { name: 'Usar slug' }));
    expect(await screen.findByLabelText('Título')).toHaveValue('Axel Suite en 2 minutos');
    expect(screen.queryByText('Nuevo')).not.toBeInTheDocument();
  });

  it('refuses a video URL that is not a URL, and sends nothing', async () => {
    const { user, backend } = setup();
    await pickSlug(user, 'home');
    const url = await screen.findByLabelText('URL del video');
    await user.clear(url);
    await replaceText(user, url, 'youtube.com/watch?v=abc');
    await user.click(screen.getByRole('button', { name: 'Guardar video' }));
    expect(screen.getByText(URL_MESSAGES.absoluteOrPath)).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(backend.requests('videos_demo', 'POST')).toHaveLength(0);
  });

  it('previews YouTube in its embeddable player, a file in <video>, nothing playable for a non-URL', async () => {
    const { user, container } = setup();
    await pickSlug(user, 'home');
    const url = await screen.findByLabelText('URL del video');
    const preview = screen.getByRole('region', { name: 'Vista previa' });
    await waitFor(() =>
      expect(preview.querySelector('video')).toHaveAttribute('src', 'http://localhost:3000/videos/home.mp4'),
    );
    await user.clear(url);
    await replaceText(user, url, 'https://youtu.be/dQw4w9WgXcQ');
    await waitFor(() =>
      expect(within(preview).getByTitle('Axel Suite en 2 minutos')).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      ),
    );
    await user.clear(url);
    await replaceText(user, url, 'no es una url');
    await waitFor(() =>
      expect(within(preview).getByText('Escribe una URL válida para ver la vista previa.')).toBeInTheDocument(),
    );
    expect(container.querySelector('iframe, video')).toBeNull();
  });

  it("saves (upsert by slug), toasts 'Video actualizado correctamente' and reloads the slugs 100 ms later", async () => {
    const { user, backend } = setup();
    await replaceText(user, await screen.findByLabelText('Nuevo slug'), 'finanzas');
    await user.click(screen.getByRole('button', { name: 'Usar slug' }));
    await replaceText(user, await screen.findByLabelText('Título'), '  Finanzas claras ');
    await replaceText(user, screen.getByLabelText('Descripción'), 'Flujo de caja en un vistazo.');
    await replaceText(user, screen.getByLabelText('URL del video'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.click(screen.getByRole('switch', { name: 'Activo' }));
    expect(backend.requests('videos_demo').filter((r) => r.url.searchParams.get('select') === 'slug')).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const slugLoads = () => backend.requests('videos_demo').filter((r) => r.url.searchParams.get('select') === 'slug');
    const detailLoads = () =>
      backend.requests('videos_demo').filter((r) => r.url.searchParams.get('slug') === 'eq.finanzas');
    const flush = async () => {
      for (let i = 0; i < 20; i++) await act(() => vi.advanceTimersByTimeAsync(0));
    };
    fireEvent.click(screen.getByRole('button', { name: 'Guardar video' }));
    await flush();
    expect(backend.requests('videos_demo', 'POST').map((r) => r.body)).toEqual([
      {
        slug: 'finanzas',
        titulo: 'Finanzas claras',
        descripcion: 'Flujo de caja en un vistazo.',
        url_video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        activo: false,
      },
    ]);
    expect(backend.requests('videos_demo', 'POST')[0].url.searchParams.get('on_conflict')).toBe('slug');
    // The record itself is read again at once...
    expect(detailLoads()).toHaveLength(2);
    // ...the slug list only after 100 ms.
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(slugLoads()).toHaveLength(1);
    expect(screen.queryByText('Video actualizado correctamente')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(slugLoads()).toHaveLength(2);
    // Then the success toast (sonner renders it on a timer of its own; vi.waitFor advances fake time).
    await vi.waitFor(() => expect(screen.getByText('Video actualizado correctamente')).toBeInTheDocument());
    vi.useRealTimers();

    // The new slug is now a stored one: the picker lists it and the editor no longer says 'Nuevo'.
    await waitFor(() => expect(screen.queryByText('Nuevo')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Título')).toHaveValue('Finanzas claras');
  });

  it('locks the save button while saving', async () => {
    const backend = fakeConfigBackend();
    server.use(
      http.post('*/rest/v1/videos_demo', async () => {
        await delay('infinite');
      }),
      ...backend.handlers,
    );
    const { user } = renderApp(<VideoDemoEditor />, { path: '/config-backend' });
    await pickSlug(user, 'home');
    await screen.findByLabelText('Título');
    await user.click(screen.getByRole('button', { name: 'Guardar video' }));
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(screen.getByLabelText('Título')).toBeDisabled();
  });

  it("toasts 'Error al guardar el video' when the upsert fails, keeping the form", async () => {
    const backend = fakeConfigBackend();
    server.use(
      http.post('*/rest/v1/videos_demo', () => postgrestError(500, 'XX000', 'tiempo agotado')),
      ...backend.handlers,
    );
    const { user } = renderApp(<VideoDemoEditor />, { path: '/config-backend' });
    await pickSlug(user, 'home');
    const titulo = await screen.findByLabelText('Título');
    await user.clear(titulo);
    await replaceText(user, titulo, 'Otro título');
    await user.click(screen.getByRole('button', { name: 'Guardar video' }));
    await screen.findByText('Error al guardar el video');
    expect(toastWith('Error al guardar el video', 'tiempo agotado')).toBeInTheDocument();
    expect(screen.queryByText('Video actualizado correctamente')).not.toBeInTheDocument();
    expect(titulo).toHaveValue('Otro título');
  });

  it("toasts 'Error al cargar la configuración' when the record fails to load", async () => {
    const backend = fakeConfigBackend();
    server.use(
      http.get('*/rest/v1/videos_demo', ({ request }) =>
        new URL(request.url).searchParams.has('slug') ? postgrestError(500, 'XX000', 'registro ilegible') : undefined,
      ),
      ...backend.handlers,
    );
    const { user } = renderApp(<VideoDemoEditor />, { path: '/config-backend' });
    await pickSlug(user, 'inventario');
    await screen.findByText('Error al cargar la configuración');
    expect(toastWith('Error al cargar la configuración', 'registro ilegible')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar el video');
  });

  it('says so when there is no video at all', async () => {
    setup(fakeConfigBackend({ videos: [] }));
    expect(await screen.findByText('No hay videos registrados. Crea uno con un slug nuevo.')).toBeInTheDocument();
  });

  it('keeps an existing slug as it is in the list when one more is typed', async () => {
    const { user } = setup(fakeConfigBackend({ videos: [videoRow({ slug: 'home' })] }));
    await replaceText(user, await screen.findByLabelText('Nuevo slug'), 'crm');
    await user.click(screen.getByRole('button', { name: 'Usar slug' }));
    await screen.findByLabelText('Título');
    await user.click(screen.getByRole('combobox', { name: 'Video' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['crm (nuevo)', 'home']);
  });
});
