import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MODULE_KEYS, MODULES } from '@/config/product';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { LandingPage } from './landing-page';

const SLOW = { timeout: 5000 };
const HOME_SECTIONS = ['pilares', 'industrias', 'beneficios', 'machine-learning', 'demo', 'casos-uso', 'planes'];

function homeVideo(row: { titulo: string; url_video: string; descripcion: string | null } | null) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/rest/v1/videos_demo', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json(row ? [{ slug: 'home', ...row }] : []);
    }),
  );
  return seen;
}

async function section(id: string) {
  return waitFor(() => {
    const el = document.getElementById(id);
    if (!el) throw new Error(`no #${id} yet`);
    return el;
  }, SLOW);
}

describe('LandingPage', () => {
  it("keeps the tagline with 'Axel Suite' and 'Coming Soon', and its own title and description", async () => {
    homeVideo(null);
    renderApp(<LandingPage />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(/^Axel Suite: la suite modular/);
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    // The hero's call to action (the sections below it, lazily loaded, may already show theirs:
    // with a warm module cache they render at once).
    expect(screen.getAllByRole('link', { name: /Empezar Ahora/ })[0]).toHaveAttribute('href', '/contacto');
    await waitFor(() => expect(document.title).toBe('Axel Suite: gestión modular para pymes industriales'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Axel Suite: /);
    await section('planes');
  });

  it('has every section the top bar links to, each with a heading', async () => {
    homeVideo(null);
    renderApp(<LandingPage />);
    for (const id of HOME_SECTIONS) {
      const el = await section(id);
      expect(el.tagName).toBe('SECTION');
      expect(within(el).getAllByRole('heading', { level: 2 })[0]).toBeInTheDocument();
    }
    // Every anchor of the top bar finds its section.
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    for (const link of within(nav).getAllByRole('link')) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    }
  });

  it('plays the active home video in #demo', async () => {
    const seen = homeVideo({
      titulo: 'Axel Suite en 2 minutos',
      descripcion: 'Recorrido por la suite.',
      url_video: '/videos/home.mp4',
    });
    renderApp(<LandingPage />);
    const demo = await section('demo');
    await waitFor(() => expect(demo.querySelector('video')).not.toBeNull(), SLOW);
    expect(demo.querySelector('video')!.getAttribute('src')).toMatch(/\/videos\/home\.mp4$/);
    expect(demo).toHaveTextContent('Axel Suite en 2 minutos');
    expect(seen[0].get('slug')).toBe('eq.home');
    expect(seen[0].get('activo')).toBe('eq.true');
  });

  it('without an active home video shows a placeholder, never a broken player', async () => {
    homeVideo(null);
    renderApp(<LandingPage />);
    const demo = await section('demo');
    expect(await within(demo).findByText(/estará disponible pronto/, {}, SLOW)).toBeInTheDocument();
    expect(demo.querySelector('video, iframe')).toBeNull();
  });

  it('#machine-learning presents the predictive module, #planes leads to every module page', async () => {
    homeVideo(null);
    renderApp(<LandingPage />);
    const ml = await section('machine-learning');
    expect(within(ml).getByRole('link', { name: /Conocer Axel Predictive/ })).toHaveAttribute(
      'href',
      '/modulos/predictive',
    );

    const planes = await section('planes');
    expect(within(planes).getByText('Más Popular')).toBeInTheDocument();
    for (const key of MODULE_KEYS) {
      const link = within(planes).getByRole('link', { name: `Ver planes de ${MODULES[key].name}` });
      expect(link).toHaveAttribute('href', `/modulos/${key}#planes`);
    }
    expect(within(planes).getByText('Desde $99/mes')).toBeInTheDocument();
    expect(within(planes).getAllByText('Plan Starter gratis')).toHaveLength(5);

    const pilares = await section('pilares');
    for (const key of MODULE_KEYS) {
      expect(within(pilares).getByRole('link', { name: new RegExp(MODULES[key].name) })).toHaveAttribute(
        'href',
        `/modulos/${key}`,
      );
    }
  });
});
