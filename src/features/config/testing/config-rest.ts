/**
 * Test double of the two tables the configuration screen talks to, as msw handlers speaking the
 * PostgREST calls of docs/product.md §7 (select, eq filter, order, upsert). Component tests start from it and
 * add faults with `server.use(...)`; the real calls run against the embedded server in
 * tests/integration/config-*.test.ts.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { AppConfigRow } from '../api/get-app-config';
import type { VideoDemoRow } from '../api/get-video';

export interface RecordedRequest {
  method: string;
  table: 'app_config' | 'videos_demo';
  url: URL;
  body: unknown;
  /** Date.now() when the request arrived (fake clocks included). */
  at: number;
}

export function videoRow(overrides: Partial<VideoDemoRow> & { slug: string }): VideoDemoRow {
  return {
    titulo: `Video ${overrides.slug}`,
    descripcion: null,
    url_video: `/videos/${overrides.slug}.mp4`,
    activo: true,
    updated_at: '2026-11-22T00:00:00Z',
    ...overrides,
  };
}

export const SEED_CONFIG: AppConfigRow[] = [
  { key: 'api_url_backend', value: '/expert' },
  { key: 'url_servicios_campo', value: 'https://campo.axel.demo' },
];

export const SEED_VIDEOS: VideoDemoRow[] = [
  videoRow({ slug: 'home', titulo: 'Axel Suite en 2 minutos', descripcion: 'Recorrido por la suite.' }),
  videoRow({ slug: 'inventario', titulo: 'Inventario y repuestos' }),
  videoRow({ slug: 'predictivo', titulo: 'IA Predictiva en acción', activo: false }),
];

function eqFilter(url: URL, column: string): string | null {
  const raw = url.searchParams.get(column);
  return raw?.startsWith('eq.') ? raw.slice(3) : null;
}

function pick(row: Record<string, unknown>, select: string | null): Record<string, unknown> {
  if (!select || select === '*') return row;
  const cols = select.split(',').map((c) => c.trim());
  return Object.fromEntries(cols.map((c) => [c, row[c]]));
}

export function fakeConfigBackend({
  config = SEED_CONFIG,
  videos = SEED_VIDEOS,
}: { config?: AppConfigRow[]; videos?: VideoDemoRow[] } = {}) {
  const state = {
    config: config.map((r) => ({ ...r })),
    videos: videos.map((r) => ({ ...r })),
    requests: [] as RecordedRequest[],
  };
  const record = async (table: RecordedRequest['table'], request: Request) => {
    const url = new URL(request.url);
    const body: unknown = request.method === 'GET' ? undefined : await request.clone().json();
    state.requests.push({ method: request.method, table, url, body, at: Date.now() });
    return { url, body };
  };

  const handlers = [
    http.get('*/rest/v1/app_config', async ({ request }) => {
      const { url } = await record('app_config', request);
      const key = eqFilter(url, 'key');
      const rows = state.config
        .filter((r) => key === null || r.key === key)
        .sort((a, b) => a.key.localeCompare(b.key))
        .map((r) => pick({ ...r }, url.searchParams.get('select')));
      return HttpResponse.json(rows as JsonBodyType);
    }),
    http.post('*/rest/v1/app_config', async ({ request }) => {
      const { body } = await record('app_config', request);
      const row = body as AppConfigRow;
      const i = state.config.findIndex((r) => r.key === row.key);
      if (i >= 0) state.config[i] = { ...state.config[i], ...row };
      else state.config.push(row);
      return new HttpResponse(null, { status: 201 });
    }),
    http.get('*/rest/v1/videos_demo', async ({ request }) => {
      const { url } = await record('videos_demo', request);
      const slug = eqFilter(url, 'slug');
      const rows = state.videos
        .filter((r) => slug === null || r.slug === slug)
        .sort((a, b) => a.slug.localeCompare(b.slug))
        .map((r) => pick({ ...r }, url.searchParams.get('select')));
      return HttpResponse.json(rows as JsonBodyType);
    }),
    http.post('*/rest/v1/videos_demo', async ({ request }) => {
      const { body } = await record('videos_demo', request);
      const row = body as Omit<VideoDemoRow, 'updated_at'>;
      const i = state.videos.findIndex((r) => r.slug === row.slug);
      const updated = { ...row, updated_at: new Date().toISOString() };
      if (i >= 0) state.videos[i] = updated;
      else state.videos.push(updated);
      return new HttpResponse(null, { status: 201 });
    }),
  ];

  const requests = (table: RecordedRequest['table'], method = 'GET') =>
    state.requests.filter((r) => r.table === table && r.method === method);

  return { state, handlers, requests };
}

/** A PostgREST error body with its status. */
export function postgrestError(status: number, code: string, message: string) {
  return HttpResponse.json({ code, message, details: null, hint: null }, { status });
}
