import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { opsContent } from '../content/ops';
import { ModulePresentation } from './module-presentation';

type VideoRow = { slug: string; titulo: string; descripcion: string | null; url_video: string };

/** Answers GET /rest/v1/videos_demo like PostgREST (RLS lets anon read active rows), recording the queries. */
function videos(rows: VideoRow[], seen: URLSearchParams[] = []) {
  server.use(
    http.get('*/rest/v1/videos_demo', ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params);
      const slug = params.get('slug')?.replace(/^eq\./, '');
      return HttpResponse.json(rows.filter((r) => r.slug === slug));
    }),
  );
  return seen;
}

const SLOW = { timeout: 5000 };

describe('ModulePresentation (the module page template)', () => {
  it('renders every part of the data file, with its own title and description meta', async () => {
    const seen = videos([]);
    renderApp(<ModulePresentation moduleKey="ops" />, { path: '/modulos/ops' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Axel Ops' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(opsContent.title)).toBeInTheDocument();
    // The sections below the hero render right after it.
    await screen.findByRole('heading', { name: 'Lo que hace Axel Ops' });

    const heroStats = screen.getByText(opsContent.heroStats[0].label).closest('dl')!;
    expect(
      within(heroStats)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(opsContent.heroStats.map((s) => s.label));
    expect(
      within(heroStats)
        .getAllByRole('definition')
        .map((t) => t.textContent),
    ).toEqual(opsContent.heroStats.map((s) => s.value));

    for (const pillar of opsContent.features) {
      const item = screen.getByRole('heading', { name: pillar.title }).closest('li')!;
      for (const benefit of pillar.benefits) expect(within(item).getByText(benefit)).toBeInTheDocument();
    }
    for (const fn of opsContent.functions) expect(screen.getByText(fn.description)).toBeInTheDocument();
    for (const rb of opsContent.roleBenefits)
      expect(screen.getByRole('heading', { name: rb.role })).toBeInTheDocument();
    for (const t of opsContent.testimonials) {
      const figure = screen.getByText(t.quote).closest('figure')!;
      expect(figure).toHaveTextContent(t.author);
      expect(figure).toHaveTextContent(`${t.position}, ${t.company}`);
      expect(figure).toHaveTextContent(t.industry);
    }
    const impact = document.getElementById('impacto')!;
    expect(
      within(impact)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(opsContent.impactStats.map((s) => s.label));

    const plans = document.getElementById('planes')!;
    expect(within(plans).getAllByRole('article')).toHaveLength(4);
    const matrix = screen.getByRole('table', { name: 'Funciones de Axel Ops por plan' });
    expect(within(matrix).getAllByRole('rowheader')).toHaveLength(opsContent.featureMatrix.length);
    expect(
      within(matrix)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Función', 'Starter$199/mes', 'Crecimiento$399/mes', 'Pro$799/mes', 'Enterprise$1.299/mes']);
    const offline = within(matrix).getByRole('rowheader', { name: 'Modo sin conexión' }).closest('tr')!;
    expect(
      within(offline)
        .getAllByText(/Incluido|No incluido/)
        .map((c) => c.textContent),
    ).toEqual(['No incluido', 'Incluido', 'Incluido', 'Incluido']);

    expect(screen.getByRole('link', { name: /Empezar Ahora/ })).toHaveAttribute('href', '/contacto?modulo=ops');
    expect(screen.getByRole('link', { name: /Ver Demo/ })).toHaveAttribute('href', '#demo');
    await waitFor(() => expect(document.title).toBe('Axel Ops: Servicio Técnico · Axel Suite'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', opsContent.metaDescription);

    // No active video with the module's slug: a placeholder that invites to book a demo, no player.
    const demo = document.getElementById('demo')!;
    expect(await within(demo).findByText(/El video de Axel Ops estará disponible pronto/)).toBeInTheDocument();
    expect(demo.querySelector('video, iframe')).toBeNull();
    expect(within(demo).getByRole('link', { name: 'Agendar Demo' })).toHaveAttribute('href', '/contacto?modulo=ops');
    expect(seen).toHaveLength(1);
    expect(seen[0].get('slug')).toBe('eq.ops');
    expect(seen[0].get('activo')).toBe('eq.true');
  });

  it("plays the module's active video in #demo", async () => {
    videos([
      {
        slug: 'predictivo',
        titulo: 'IA Predictiva en acción',
        descripcion: 'Fallas y quiebres de stock.',
        url_video: '/videos/predictivo.mp4',
      },
    ]);
    renderApp(<ModulePresentation moduleKey="predictive" />, { path: '/modulos/predictive' });
    const demo = await waitFor(() => {
      const el = document.getElementById('demo');
      if (!el?.querySelector('video')) throw new Error('no video yet');
      return el;
    }, SLOW);
    const video = demo.querySelector('video')!;
    expect(video.getAttribute('src')).toMatch(/\/videos\/predictivo\.mp4$/);
    expect(video).toHaveAccessibleName('IA Predictiva en acción');
    expect(demo).toHaveTextContent('Fallas y quiebres de stock.');
  });

  it('says when the video cannot be loaded, and retries', async () => {
    let fail = true;
    server.use(
      http.get('*/rest/v1/videos_demo', () =>
        fail
          ? HttpResponse.json({ code: 'XX000', message: 'boom', details: null, hint: null }, { status: 500 })
          : HttpResponse.json([
              { slug: 'crm', titulo: 'CRM en 3 minutos', descripcion: null, url_video: 'https://youtu.be/dQw4w9WgXcQ' },
            ]),
      ),
    );
    const { user } = renderApp(<ModulePresentation moduleKey="crm" />, { path: '/modulos/crm' });
    const demo = await waitFor(() => {
      const el = document.getElementById('demo');
      if (!el) throw new Error('no #demo yet');
      return el;
    }, SLOW);
    expect(await within(demo).findByText('No se pudo cargar el video de demostración.', {}, SLOW)).toBeInTheDocument();
    fail = false;
    await user.click(within(demo).getByRole('button', { name: 'Reintentar' }));
    const frame = await within(demo).findByTitle('CRM en 3 minutos');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('shows a placeholder, not a broken player, for an unplayable URL', async () => {
    videos([{ slug: 'people', titulo: 'People', descripcion: null, url_video: 'javascript:alert(1)' }]);
    renderApp(<ModulePresentation moduleKey="people" />, { path: '/modulos/people' });
    expect(await screen.findByText(/El video de Axel People estará disponible pronto/, {}, SLOW)).toBeInTheDocument();
    expect(document.querySelector('#demo video, #demo iframe')).toBeNull();
  });
});
