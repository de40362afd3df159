/**
 * Issue 6: Postgres refuses a value that is not a URL for api_url_backend, url_servicios_campo and
 * videos_demo.url_video (20261122053000_configuracion_urls_validas.sql), even from a super_admin,
 * and agrees with the configuration screen's own check (src/features/config/lib/config-url.ts).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { checkConfigUrl, CONFIG_URL_KEYS, VIDEO_URL_RULES } from '../../src/features/config/lib/config-url.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, sqlState } from './support.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

type Target = 'api_url_backend' | 'url_servicios_campo' | 'url_video';

/** Writes `value` as the super_admin, the only role allowed to (rolled back); the SQLSTATE, or 'ok'. */
async function write(target: Target, value: string): Promise<string> {
  try {
    await asActor(db, 'superadmin', (tx) =>
      target === 'url_video'
        ? tx.query(
            `insert into public.videos_demo (slug, titulo, url_video, activo) values ('home', 'Inicio', $1, true)
             on conflict (slug) do update set url_video = excluded.url_video`,
            [value],
          )
        : tx.query(
            `insert into public.app_config (key, value) values ($1, $2)
             on conflict (key) do update set value = excluded.value`,
            [target, value],
          ),
    );
    return 'ok';
  } catch (e) {
    return sqlState(e) ?? String(e);
  }
}

const ABSOLUTE_OK = [
  'https://backend.example.com',
  'https://backend.example.com/',
  'http://localhost:8000/expert',
  'HTTPS://Example.COM/Path?q=1#frag',
  'http://127.0.0.1:54321/expert',
  'http://[::1]:8080/x',
  'https://ñandú.cl/video.mp4',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
];

const PATHS = ['/expert', '/videos/home.mp4', '/'];

const NEVER = [
  '',
  ' ',
  'no es una url',
  'example.com',
  'www.example.com/x',
  'ftp://files.example.com/x',
  'javascript:alert(1)',
  'data:text/html,hola',
  'http://',
  'https://',
  'https:///path',
  'https://:8080/x',
  'https://user:secreto@example.com',
  'https://user@example.com',
  'https://exa mple.com',
  'https://example.com/a b',
  ' https://example.com',
  'https://example.com ',
  'https://example.com/\n',
  'http:example.com',
  '//evil.example/x',
  '/\\evil.example',
  'expert',
  './expert',
];

describe('app_config and videos_demo URL constraints', () => {
  it.each(ABSOLUTE_OK)('accepts the absolute URL %j everywhere', async (value) => {
    expect(await write('api_url_backend', value)).toBe('ok');
    expect(await write('url_servicios_campo', value)).toBe('ok');
    expect(await write('url_video', value)).toBe('ok');
  });

  it.each(PATHS)(
    'accepts the same-origin path %j for the backend and videos, not for Servicios en Campo',
    async (value) => {
      expect(await write('api_url_backend', value)).toBe('ok');
      expect(await write('url_video', value)).toBe('ok');
      expect(await write('url_servicios_campo', value)).toBe('23514');
    },
  );

  it.each(NEVER)('refuses %j everywhere (check_violation)', async (value) => {
    expect(await write('api_url_backend', value)).toBe('23514');
    expect(await write('url_servicios_campo', value)).toBe('23514');
    expect(await write('url_video', value)).toBe('23514');
  });

  it('refuses a non-URL in an UPDATE too, and leaves the stored value', async () => {
    const error = await asActor(db, 'superadmin', (tx) =>
      tx.query(`update public.app_config set value = 'nada' where key = 'url_servicios_campo'`),
    ).catch((e: unknown) => sqlState(e));
    expect(error).toBe('23514');
    const rows = await db.query<{ value: string }>(
      `select value from public.app_config where key = 'url_servicios_campo'`,
    );
    expect(rows.rows[0].value).toBe('https://campo.axel.demo');
  });

  it('leaves other app_config keys to their own rules', async () => {
    const r = await asActor(db, 'superadmin', (tx) =>
      tx.query(`insert into public.app_config (key, value) values ('tema', 'oscuro') returning key`),
    );
    expect(r.rows).toHaveLength(1);
  });

  it('exists and is validated (the seed was inserted under it)', async () => {
    const bad = await db.query(
      `select c.conname from pg_constraint c
       where c.conname in ('app_config_url_check', 'videos_demo_url_video_url_check') and c.convalidated`,
    );
    expect(bad.rows).toHaveLength(2);
  });
});

describe('the screen and the database agree', () => {
  const rules = {
    api_url_backend: CONFIG_URL_KEYS.api_url_backend,
    url_servicios_campo: CONFIG_URL_KEYS.url_servicios_campo,
    url_video: VIDEO_URL_RULES,
  } as const;

  it.each([...ABSOLUTE_OK, ...PATHS, ...NEVER])('on %j', async (value) => {
    for (const target of Object.keys(rules) as Target[]) {
      const screenOk = checkConfigUrl(value, rules[target]).ok && value === value.trim();
      expect(await write(target, value), `${target} = ${JSON.stringify(value)}`).toBe(screenOk ? 'ok' : '23514');
    }
  });

  it('never lets the screen send what the database refuses (random URLs and strings)', async () => {
    const candidate = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webUrl().map((u) => u.replace(/^https?:\/\//, '/')),
      fc.string({ maxLength: 40 }),
      fc
        .tuple(fc.constantFrom('http://', 'https://', '/', '//', 'HTTP://'), fc.string({ maxLength: 30 }))
        .map(([a, b]) => a + b),
    );
    await fc.assert(
      fc.asyncProperty(
        candidate,
        fc.constantFrom<Target>('api_url_backend', 'url_servicios_campo', 'url_video'),
        async (raw, target) => {
          const check = checkConfigUrl(raw, rules[target]);
          if (!check.ok) return;
          expect(await write(target, check.value), `${target} = ${JSON.stringify(check.value)}`).toBe('ok');
        },
      ),
      { numRuns: 150 },
    );
  });
});
