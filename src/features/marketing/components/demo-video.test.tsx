import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { DemoVideo } from './demo-video';

/** A stand-in IntersectionObserver the test drives: `enter()` brings every observed element near. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  FakeObserver.instances = [];
  vi.unstubAllGlobals();
});

function homeVideo() {
  const asked: string[] = [];
  server.use(
    http.get('*/rest/v1/videos_demo', ({ request }) => {
      asked.push(request.url);
      return HttpResponse.json([
        { slug: 'home', titulo: 'Axel Suite en 2 minutos', descripcion: null, url_video: '/videos/home.mp4' },
      ]);
    }),
  );
  return asked;
}

describe('DemoVideo', () => {
  it('asks for its video only when the player comes near the screen', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const asked = homeVideo();
    renderApp(<DemoVideo slug="home" contactTo="/contacto" subject="Axel Suite" />);

    expect(screen.getByRole('status')).toHaveTextContent('Cargando el video de Axel Suite...');
    const [observer] = FakeObserver.instances;
    expect(observer.options?.rootMargin).toBe('800px');
    expect(observer.observed).toHaveLength(1);
    // Give a fetch every chance to start: none may.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);

    act(() => observer.enter());
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    expect(document.querySelector('video')!.getAttribute('src')).toMatch(/\/videos\/home\.mp4$/);
    expect(asked).toHaveLength(1);
    expect(observer.disconnected).toBe(true);
  });

  it('stops watching when it goes away before coming near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    homeVideo();
    const { unmount } = renderApp(<DemoVideo slug="home" contactTo="/contacto" subject="Axel Suite" />);
    unmount();
    expect(FakeObserver.instances[0].disconnected).toBe(true);
  });

  it('asks at once in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const asked = homeVideo();
    renderApp(<DemoVideo slug="home" contactTo="/contacto" subject="Axel Suite" />);
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    expect(asked).toHaveLength(1);
  });
});
