/**
 * Issue 6: the 'Video Demo' calls of the configuration screen (src/features/config/api), as they
 * are, against the embedded server: slugs, one record, upsert by slug; super_admin only writes and
 * reads inactive rows, others (admin_empresa included) read active rows and are refused writes.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';

const current = vi.hoisted(() => ({ client: undefined as SupabaseClient | undefined }));
vi.mock('@/lib/supabase', () => ({
  get supabase() {
    if (!current.client) throw new Error('no client set');
    return current.client;
  },
}));

const { getVideoSlugs } = await import('../../src/features/config/api/get-video-slugs.ts');
const { getVideo } = await import('../../src/features/config/api/get-video.ts');
const { saveVideo } = await import('../../src/features/config/api/save-video.ts');
const { ApiError, INVALID_VALUE } = await import('../../src/lib/api-error.ts');
const { videoFormValues } = await import('../../src/features/config/lib/video-form.ts');

let server: TestServer;
let superadmin: SupabaseClient;
let adminAndes: SupabaseClient;
let luis: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  [superadmin, adminAndes, luis] = await Promise.all([
    server.signedIn(DEMO.superadmin),
    server.signedIn(DEMO.adminAndes),
    server.signedIn(DEMO.luis),
  ]);
});
afterAll(async () => {
  await server?.stop();
});

function as<T>(client: SupabaseClient, fn: () => Promise<T>): Promise<T> {
  current.client = client;
  return fn();
}

async function row(slug: string) {
  const { data, error } = await server.service().from('videos_demo').select('*').eq('slug', slug).maybeSingle();
  if (error) throw error;
  return data as {
    slug: string;
    titulo: string;
    descripcion: string | null;
    url_video: string;
    activo: boolean;
  } | null;
}

async function refusal(p: Promise<unknown>) {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call should have been refused').toBeInstanceOf(ApiError);
  return error as InstanceType<typeof ApiError>;
}

describe('videos_demo through the screen’s calls', () => {
  it('lists the distinct slugs ordered by slug', async () => {
    expect(await as(superadmin, () => getVideoSlugs())).toEqual(['home', 'inventario', 'predictivo']);
  });

  it('reads one record by slug, and null for a slug without one', async () => {
    expect(await as(superadmin, () => getVideo({ slug: 'home' }))).toMatchObject({
      slug: 'home',
      titulo: 'Axel Suite en 2 minutos',
      url_video: '/videos/home.mp4',
      activo: true,
    });
    expect(await as(superadmin, () => getVideo({ slug: 'no-existe' }))).toBeNull();
  });

  it('creates a new slug and updates it (upsert by slug); the list then has it', async () => {
    const created = await as(superadmin, () =>
      saveVideo({
        slug: 'Finanzas',
        titulo: '  Finanzas claras ',
        descripcion: '',
        url_video: ' https://www.youtube.com/watch?v=dQw4w9WgXcQ ',
        activo: true,
      }),
    );
    expect(created).toEqual({
      slug: 'finanzas',
      titulo: 'Finanzas claras',
      descripcion: null,
      url_video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      activo: true,
    });
    expect(await row('finanzas')).toMatchObject(created);
    expect(await as(superadmin, () => getVideoSlugs())).toEqual(['finanzas', 'home', 'inventario', 'predictivo']);

    await as(superadmin, () =>
      saveVideo({ ...videoFormValues('finanzas', created), titulo: 'Finanzas, v2', activo: false }),
    );
    expect(await row('finanzas')).toMatchObject({ titulo: 'Finanzas, v2', activo: false });
  });

  it('super_admin sees the inactive row; others only active ones (and the editor loads it as active, docs/product.md §5)', async () => {
    await server.service().from('videos_demo').update({ activo: false }).eq('slug', 'inventario');
    expect(await as(superadmin, () => getVideoSlugs())).toContain('inventario');
    const stored = await as(superadmin, () => getVideo({ slug: 'inventario' }));
    expect(stored?.activo).toBe(false);
    expect(videoFormValues('inventario', stored).activo).toBe(true);
    expect(await as(luis, () => getVideoSlugs())).not.toContain('inventario');
    expect(await as(adminAndes, () => getVideo({ slug: 'inventario' }))).toBeNull();
    await server.service().from('videos_demo').update({ activo: true }).eq('slug', 'inventario');
  });

  it.each([
    ['admin_empresa (admin@andes.demo)', () => adminAndes],
    ['usuario (luis@pacifico.demo)', () => luis],
  ])('refuses the writes of %s (42501), new slug or existing', async (_who, client) => {
    const before = await row('home');
    const e = await refusal(
      as(client(), () => saveVideo({ ...videoFormValues('home', before), titulo: 'Secuestrado' })),
    );
    expect(e.code).toBe('42501');
    expect(await row('home')).toEqual(before);
    const e2 = await refusal(
      as(client(), () =>
        saveVideo({
          slug: 'intruso',
          titulo: 'x',
          descripcion: '',
          url_video: 'https://x.example/v.mp4',
          activo: true,
        }),
      ),
    );
    expect(e2.code).toBe('42501');
    expect(await row('intruso')).toBeNull();
  });

  it('never sends a video URL that is not a URL; the database refuses one sent around the screen', async () => {
    const e = await refusal(
      as(superadmin, () =>
        saveVideo({ slug: 'home', titulo: 'Inicio', descripcion: '', url_video: 'video.mp4', activo: true }),
      ),
    );
    expect(e.code).toBe(INVALID_VALUE);
    const { error } = await superadmin
      .from('videos_demo')
      .upsert({ slug: 'home', titulo: 'Inicio', descripcion: null, url_video: 'javascript:alert(1)', activo: true });
    expect(error?.code).toBe('23514');
    expect((await row('home'))?.url_video).toBe('/videos/home.mp4');
  });
});
