/**
 * The six account Edge Functions as `supabase functions deploy` ships them: each one's Deno entry
 * (`supabase/functions/<name>/index.ts`, `Deno.serve`) run under Deno (the `deno` devDependency),
 * with the folder's own import map (`supabase/functions/deno.json`, npm: specifiers at the lock's
 * versions), against the same server and database as the local /functions/v1. Each request is sent
 * to both, and both must answer alike; the successful ones change the database and the mailbox as
 * account-functions.test.ts checks through /functions/v1. Also: the folder type-checks on its own,
 * copied out of the project (no package.json to borrow from).
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../server/migrate.ts';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';

const DENO = join(ROOT, 'node_modules/.bin/deno');
const FUNCTIONS = join(ROOT, 'supabase/functions');
/** npm packages Deno downloads once (beside npm's other caches, outside lint and git). */
const DENO_DIR = join(ROOT, 'node_modules/.cache/deno');
const NAMES = [
  'create-company',
  'invite-user',
  'resend-invitation',
  'revoke-invitation',
  'send-recovery-link',
  'set-user-state',
] as const;
type Name = (typeof NAMES)[number];

const APP = 'http://localhost:5173';
const ANDES = 'c0000000-0000-4000-8000-000000000002';
const LUIS = 'a0000000-0000-4000-8000-000000000005';
const ANA = 'a0000000-0000-4000-8000-000000000003';

let server: TestServer;
const procs: ChildProcess[] = [];
const ports = new Map<Name, number>();

/** Starts `name`'s Deno entry on a free port; resolves with the port Deno.serve reports. */
function startDeno(name: Name): Promise<number> {
  const child = spawn(
    DENO,
    [
      'run',
      '--no-prompt',
      '--no-lock',
      '--cached-only',
      '--allow-net=127.0.0.1',
      '--allow-env',
      '--config',
      join(FUNCTIONS, 'deno.json'),
      join(FUNCTIONS, name, 'index.ts'),
    ],
    {
      env: {
        ...denoEnv,
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        SUPABASE_URL: server.url,
        SUPABASE_ANON_KEY: server.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  procs.push(child);
  return new Promise((ok, fail) => {
    let out = '';
    const seen = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) ok(Number(m[1]));
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => fail(new Error(`deno ${name} exited (${code}): ${out}`)));
  });
}

// The machine's own settings (certificates, proxy, registry) pass through.
const denoEnv = { ...process.env, DENO_DIR, DENO_NO_UPDATE_CHECK: '1' };

beforeAll(async () => {
  server = await startTestServer({ config: { redirectAllowList: [`${APP}/**`] } });
  // The npm packages of the import map, fetched once from the registry into DENO_DIR (the six
  // processes then start from the cache together).
  await promisify(execFile)(
    DENO,
    [
      'install',
      '--no-lock',
      '--config',
      join(FUNCTIONS, 'deno.json'),
      '--entrypoint',
      ...NAMES.map((n) => join(FUNCTIONS, n, 'index.ts')),
    ],
    { env: denoEnv },
  );
  const started = await Promise.all(NAMES.map(startDeno));
  NAMES.forEach((n, i) => ports.set(n, started[i]));
});
afterAll(async () => {
  for (const p of procs) p.kill();
  await server?.stop();
});

async function tokenOf(email: string): Promise<string> {
  const c = await server.signedIn(email);
  return (await c.auth.getSession()).data.session!.access_token;
}

interface Answer {
  status: number;
  body: unknown;
}

async function call(url: string, token: string | null, body: unknown): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      'content-type': 'application/json',
      Origin: APP,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const viaDeno = (name: Name, token: string | null, body: unknown) =>
  call(`http://127.0.0.1:${ports.get(name)}/`, token, body);
const viaLocal = (name: Name, token: string | null, body: unknown) =>
  call(`${server.url}/functions/v1/${name}`, token, body);

const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@nuevo.demo`;

describe('the Deno entries answer as /functions/v1 does', () => {
  it('refusals: no token, bad input, out of scope (every function)', async () => {
    const admin = await tokenOf(DEMO.adminAndes);
    const ana = await tokenOf(DEMO.ana);
    const cases: [Name, string | null, unknown][] = [
      ['invite-user', null, { empresa_id: ANDES, correo: address('x'), nombre: 'X', rol: 'usuario' }],
      ['invite-user', admin, { empresa_id: ANDES, correo: 'no-es-correo', nombre: 'X', rol: 'usuario' }],
      ['invite-user', admin, 'texto'],
      ['invite-user', ana, { empresa_id: ANDES, correo: address('x'), nombre: 'X', rol: 'usuario' }],
      ['create-company', admin, { nombre: `Empresa ${randomUUID()}`, plan: 'basico' }],
      ['resend-invitation', admin, { invitacion_id: randomUUID() }],
      ['revoke-invitation', ana, { invitacion_id: randomUUID() }],
      ['send-recovery-link', admin, { usuario_id: LUIS }],
      ['set-user-state', ana, { usuario_id: LUIS, estado: 'inactivo' }],
      ['set-user-state', admin, { usuario_id: ANA, estado: 'borrado' }],
    ];
    for (const [name, token, body] of cases) {
      const [deno, local] = await Promise.all([viaDeno(name, token, body), viaLocal(name, token, body)]);
      expect(deno, `${name} ${JSON.stringify(body)}`).toEqual(local);
      expect(deno.status, name).toBeGreaterThanOrEqual(400);
    }
  });

  it('invite, resend and revoke through Deno change the database and the mailbox', async () => {
    const admin = await tokenOf(DEMO.adminAndes);
    const correo = address('deno');
    const invited = await viaDeno('invite-user', admin, { empresa_id: ANDES, correo, nombre: 'Deno', rol: 'usuario' });
    expect(invited.status).toBe(200);
    const { rows } = await server.db.query<{ id: string }>(
      `select id::text as id from public.invitaciones where correo = $1 and estado = 'pendiente'`,
      [correo],
    );
    expect(rows).toHaveLength(1);
    const first = server.mailbox.list(correo)[0]?.link;
    expect(first).toContain('type=invite');
    const resent = await viaDeno('resend-invitation', admin, { invitacion_id: rows[0].id });
    expect(resent.status).toBe(200);
    expect(server.mailbox.list(correo)[0]?.link).not.toBe(first);
    const revoked = await viaDeno('revoke-invitation', admin, { invitacion_id: rows[0].id });
    expect(revoked.status).toBe(200);
    const after = await server.db.query<{ estado: string }>('select estado from public.invitaciones where id = $1', [
      rows[0].id,
    ]);
    expect(after.rows[0]?.estado).not.toBe('pendiente');
  });

  it('set-user-state, send-recovery-link and create-company through Deno', async () => {
    const superadmin = await tokenOf(DEMO.superadmin);
    const off = await viaDeno('set-user-state', superadmin, { usuario_id: LUIS, estado: 'inactivo' });
    expect(off.status).toBe(200);
    const state = async () =>
      (await server.db.query<{ estado: string }>('select estado from public.usuarios_plataforma where id = $1', [LUIS]))
        .rows[0].estado;
    expect(await state()).toBe('inactivo');
    expect((await viaDeno('set-user-state', superadmin, { usuario_id: LUIS, estado: 'activo' })).status).toBe(200);
    expect(await state()).toBe('activo');

    const admin = await tokenOf(DEMO.adminAndes);
    const before = server.mailbox.list(DEMO.ana).length;
    expect((await viaDeno('send-recovery-link', admin, { usuario_id: ANA })).status).toBe(200);
    expect(server.mailbox.list(DEMO.ana).length).toBe(before + 1);

    const nombre = `Deno ${randomUUID().slice(0, 8)}`;
    const created = await viaDeno('create-company', await tokenOf(DEMO.superadmin), {
      nombre,
      plan: 'basico',
      admin_correo: address('first'),
      admin_nombre: 'Primera',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const companies = await server.db.query('select 1 from public.empresas where nombre = $1', [nombre]);
    expect(companies.rows).toHaveLength(1);
  });
});

describe('the folder on its own', () => {
  it('type-checks copied out of the project, with its deno.json only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'axel-functions-'));
    try {
      cpSync(FUNCTIONS, join(dir, 'functions'), { recursive: true });
      const entries = NAMES.map((n) => `${n}/index.ts`);
      const { stderr } = await promisify(execFile)(DENO, ['check', '--no-lock', ...entries], {
        cwd: join(dir, 'functions'),
        env: denoEnv,
      });
      expect(stderr).not.toMatch(/error/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('pins the versions the lock installs', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    const maps = [join(FUNCTIONS, 'deno.json'), ...NAMES.map((n) => join(FUNCTIONS, n, 'deno.json'))];
    for (const file of maps) {
      const { imports } = JSON.parse(readFileSync(file, 'utf8')) as { imports: Record<string, string> };
      for (const [pkg, spec] of Object.entries(imports)) {
        expect(spec, file).toBe(`npm:${pkg}@${lock.packages[`node_modules/${pkg}`].version}`);
      }
    }
  });
});
