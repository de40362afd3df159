/**
 * The account Edge Functions (supabase/functions) through supabase-js's functions.invoke, against
 * server/'s /functions/v1: who may invite, deactivate and send links to whom (the scope matrix),
 * bad input answered 4xx with a Spanish message and nothing changed, the invite link from the
 * mailbox accepted, sessions ended by a deactivation, and every action in the audit trail.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';

const APP = 'http://localhost:5173';
const COMPANIES = {
  axel: 'c0000000-0000-4000-8000-000000000001',
  andes: 'c0000000-0000-4000-8000-000000000002',
  pacifico: 'c0000000-0000-4000-8000-000000000003',
};
const USERS = {
  superadmin: 'a0000000-0000-4000-8000-000000000001',
  adminAndes: 'a0000000-0000-4000-8000-000000000002',
  ana: 'a0000000-0000-4000-8000-000000000003',
  adminPacifico: 'a0000000-0000-4000-8000-000000000004',
  luis: 'a0000000-0000-4000-8000-000000000005',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { redirectAllowList: [`${APP}/**`] } });
});
afterAll(async () => {
  await server?.stop();
});

interface Outcome {
  status: number;
  body: Record<string, unknown>;
}

async function invoke(client: SupabaseClient, name: string, body: unknown): Promise<Outcome> {
  // A browser sends its Origin: the functions send links back to that app (GoTrue checks its allow list).
  const { data, error } = await client.functions.invoke(name, {
    body: body as Record<string, unknown>,
    headers: { Origin: APP },
  });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  throw error;
}

const email = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@nuevo.demo`;

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await server.db.query<{ n: string }>(`select count(*)::text as n from (${sql}) x`, params);
  return Number(rows[0].n);
}

function linkFor(address: string): string {
  const link = server.mailbox.list(address)[0]?.link;
  expect(link, `a mail to ${address}`).toBeTruthy();
  return link!;
}

/** Follows a mailed link as a browser would (303 to the app with the session in the fragment). */
async function follow(link: string): Promise<URLSearchParams> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URLSearchParams((res.headers.get('location') ?? '').split('#')[1] ?? '');
}

describe('invite-user', () => {
  it('admin_empresa invites into their company; the invitee accepts from the mailbox, sets a password and signs in', async () => {
    const admin = await server.signedIn(DEMO.adminAndes);
    const address = email('inv');
    const res = await invoke(admin, 'invite-user', {
      empresa_id: COMPANIES.andes,
      correo: address,
      nombre: 'Nueva Persona',
      rol: 'usuario',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      correo: address,
      estado: 'pendiente',
      rol_id: 'usuario',
      empresa_id: COMPANIES.andes,
    });
    // The e-mail names the company and who invited (issue 36).
    const invite = server.mailbox.list(address)[0];
    expect(invite.subject).toBe('Te invitaron a Industrias Andes en Axel Suite');
    expect(invite.text).toContain(
      'Hola Nueva Persona:\n\nCarlos Mendoza te invitó a usar Axel Suite en Industrias Andes.',
    );

    // Listed as pending for the admin; audited.
    const { data: pending } = await admin.from('invitaciones').select('correo, estado').eq('correo', address);
    expect(pending).toEqual([{ correo: address, estado: 'pendiente' }]);
    const { data: audit } = await admin
      .from('historial_permisos')
      .select('tabla, operacion, invitacion_correo')
      .eq('invitacion_correo', address);
    expect(audit).toEqual([{ tabla: 'invitaciones', operacion: 'INSERT', invitacion_correo: address }]);

    // The link leads to the app's invitation page with a session.
    const link = linkFor(address);
    expect(new URL(link).searchParams.get('type')).toBe('invite');
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${APP}/aceptar-invitacion`);
    const fragment = await follow(link);
    expect(fragment.get('type')).toBe('invite');
    const invitee = server.anon();
    const { error: setErr } = await invitee.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(setErr).toBeNull();
    // No current password is asked of someone who has none yet.
    const { error: pwErr } = await invitee.auth.updateUser({ password: 'Invitada-123' });
    expect(pwErr).toBeNull();
    const { data: profile } = await invitee
      .from('usuarios_plataforma')
      .select('empresa_id, rol_id, estado, nombre')
      .single();
    expect(profile).toEqual({
      empresa_id: COMPANIES.andes,
      rol_id: 'usuario',
      estado: 'activo',
      nombre: 'Nueva Persona',
    });
    const { data: invitation } = await admin.from('invitaciones').select('estado').eq('correo', address).single();
    expect(invitation).toEqual({ estado: 'aceptada' });

    // The link is single-use; the password works.
    const again = await follow(link);
    expect(again.get('error_code')).toBe('otp_expired');
    const signedIn = await server.signedIn(address, 'Invitada-123');
    const { data: modules } = await signedIn.rpc('mis_modulos');
    expect((modules as unknown[]).length).toBeGreaterThan(0);

    // The account list shows the new user with a last sign-in.
    const { data: accounts } = await admin.rpc('cuentas_empresa', { p_empresa_id: COMPANIES.andes });
    const row = (accounts as { correo: string; ultimo_ingreso: string | null; estado: string }[]).find(
      (a) => a.correo === address,
    );
    expect(row?.estado).toBe('activo');
    expect(row?.ultimo_ingreso).toBeTruthy();
  });

  it('refuses bad input and abuse with a clear message, changing nothing', async () => {
    const admin = await server.signedIn(DEMO.adminAndes);
    const before = await count('select 1 from public.invitaciones');
    const mailsBefore = server.mailbox.list().length;
    const cases: [unknown, number, RegExp][] = [
      [
        { empresa_id: COMPANIES.andes, correo: 'no-es-correo', nombre: 'X', rol: 'usuario' },
        400,
        /correo no es válido/,
      ],
      [{ empresa_id: COMPANIES.andes, correo: email('x'), nombre: '', rol: 'usuario' }, 400, /nombre/],
      [
        { empresa_id: COMPANIES.andes, correo: email('x'), nombre: 'X', rol: 'super_admin' },
        403,
        /rol Usuario o Administrador/,
      ],
      [{ empresa_id: COMPANIES.pacifico, correo: email('x'), nombre: 'X', rol: 'usuario' }, 403, /esta empresa/],
      [
        { empresa_id: COMPANIES.andes, correo: DEMO.ana, nombre: 'Ana', rol: 'usuario' },
        409,
        /Ya existe una cuenta con ese correo/,
      ],
      [{ empresa_id: 'no-uuid', correo: email('x'), nombre: 'X', rol: 'usuario' }, 400, /empresa/],
      ['texto', 400, /objeto JSON|JSON/],
    ];
    for (const [body, status, message] of cases) {
      const res = await invoke(admin, 'invite-user', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(String(res.body.message)).toMatch(message);
    }
    expect(await count('select 1 from public.invitaciones')).toBe(before);
    expect(server.mailbox.list().length).toBe(mailsBefore);
  });

  it('refuses a second pending invitation for the same address; usuario and anon may not invite', async () => {
    const admin = await server.signedIn(DEMO.adminAndes);
    const address = email('dup');
    expect(
      (
        await invoke(admin, 'invite-user', {
          empresa_id: COMPANIES.andes,
          correo: address,
          nombre: 'Dup',
          rol: 'usuario',
        })
      ).status,
    ).toBe(200);
    const dup = await invoke(admin, 'invite-user', {
      empresa_id: COMPANIES.andes,
      correo: address,
      nombre: 'Dup',
      rol: 'usuario',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Ya hay una invitación pendiente para ese correo');

    const ana = await server.signedIn(DEMO.ana);
    const byUser = await invoke(ana, 'invite-user', {
      empresa_id: COMPANIES.andes,
      correo: email('u'),
      nombre: 'U',
      rol: 'usuario',
    });
    expect(byUser.status).toBe(403);
    const byAnon = await invoke(server.anon(), 'invite-user', {
      empresa_id: COMPANIES.andes,
      correo: email('a'),
      nombre: 'A',
      rol: 'usuario',
    });
    expect(byAnon.status).toBe(401);
    // The database refuses the same even when called directly, bypassing the function.
    const direct = await ana.rpc('crear_invitacion', {
      p_empresa_id: COMPANIES.andes,
      p_correo: email('d'),
      p_nombre: 'D',
      p_rol_id: 'usuario',
    });
    expect(direct.error?.code).toBe('42501');
    const adminDirect = await admin.rpc('crear_invitacion', {
      p_empresa_id: COMPANIES.andes,
      p_correo: email('d'),
      p_nombre: 'D',
      p_rol_id: 'super_admin',
    });
    expect(adminDirect.error?.code).toBe('42501');
  });

  it('resend gives a new link (the old one stops working); revoke voids the link', async () => {
    const admin = await server.signedIn(DEMO.adminAndes);
    const address = email('re');
    const created = await invoke(admin, 'invite-user', {
      empresa_id: COMPANIES.andes,
      correo: address,
      nombre: 'Re',
      rol: 'admin_empresa',
    });
    const id = created.body.id as string;
    const first = linkFor(address);
    const resent = await invoke(admin, 'resend-invitation', { invitacion_id: id });
    expect(resent.status).toBe(200);
    expect(resent.body.envios).toBe(2);
    const second = linkFor(address);
    expect(second).not.toBe(first);
    expect((await follow(first)).get('error_code')).toBe('otp_expired');

    // Another company's admin cannot see, resend or revoke it.
    const other = await server.signedIn(DEMO.adminPacifico);
    expect((await invoke(other, 'resend-invitation', { invitacion_id: id })).status).toBe(404);
    expect((await invoke(other, 'revoke-invitation', { invitacion_id: id })).status).toBe(404);

    const revoked = await invoke(admin, 'revoke-invitation', { invitacion_id: id });
    expect(revoked.status).toBe(200);
    expect(revoked.body.estado).toBe('revocada');
    expect((await follow(second)).get('error_code')).toBe('otp_expired');
    expect(await count('select 1 from auth.users where lower(email) = $1', [address])).toBe(0);
    const twice = await invoke(admin, 'revoke-invitation', { invitacion_id: id });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('La invitación ya no está pendiente');
  });
});

describe('create-company', () => {
  it('super_admin creates a company with its plan and invites its first admin; audited', async () => {
    const sa = await server.signedIn(DEMO.superadmin);
    const address = email('jefe');
    const name = `Empresa ${randomUUID().slice(0, 6)}`;
    const res = await invoke(sa, 'create-company', {
      nombre: name,
      plan: 'profesional',
      admin_correo: address,
      admin_nombre: 'Jefa Nueva',
    });
    expect(res.status).toBe(200);
    const empresaId = res.body.empresa_id as string;
    const { data: plan } = await sa
      .from('planes_empresa')
      .select('planes_disponibles(clave)')
      .eq('empresa_id', empresaId)
      .single();
    expect(plan).toEqual({ planes_disponibles: { clave: 'profesional' } });
    const { data: inv } = await sa.from('invitaciones').select('rol_id, estado').eq('empresa_id', empresaId).single();
    expect(inv).toEqual({ rol_id: 'admin_empresa', estado: 'pendiente' });
    expect(linkFor(address)).toContain('type=invite');
    const { data: audit } = await sa.from('historial_permisos').select('tabla').eq('empresa_id', empresaId);
    expect((audit as { tabla: string }[]).map((a) => a.tabla).sort()).toEqual([
      'empresas',
      'invitaciones',
      'planes_empresa',
    ]);
  });

  it('refuses admin_empresa, a taken name, an existing account as first admin, a bad plan: nothing created', async () => {
    const sa = await server.signedIn(DEMO.superadmin);
    const admin = await server.signedIn(DEMO.adminAndes);
    const companies = await count('select 1 from public.empresas');
    expect(
      (
        await invoke(admin, 'create-company', {
          nombre: 'X',
          plan: 'basico',
          admin_correo: email('x'),
          admin_nombre: 'X',
        })
      ).status,
    ).toBe(403);
    const taken = await invoke(sa, 'create-company', {
      nombre: 'Industrias Andes',
      plan: 'basico',
      admin_correo: email('x'),
      admin_nombre: 'X',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Ya existe una empresa con ese nombre');
    const existing = await invoke(sa, 'create-company', {
      nombre: `Otra ${randomUUID().slice(0, 6)}`,
      plan: 'basico',
      admin_correo: DEMO.luis,
      admin_nombre: 'Luis',
    });
    expect(existing.status).toBe(409);
    expect(existing.body.message).toBe('Ya existe una cuenta con ese correo');
    expect(
      (await invoke(sa, 'create-company', { nombre: 'Y', plan: 'gratis', admin_correo: email('x'), admin_nombre: 'X' }))
        .status,
    ).toBe(400);
    // A NUL in a text is the caller's mistake (Postgres' text cannot hold it): 400, never 500.
    const nul = await invoke(sa, 'create-company', {
      nombre: `Nul ${randomUUID().slice(0, 6)}`,
      plan: 'basico',
      admin_correo: email('nul'),
      admin_nombre: 'Ana\u0000Nul',
    });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('admin_nombre: el texto contiene un carácter no permitido.');
    expect(await count('select 1 from public.empresas')).toBe(companies);
  });
});

describe('set-user-state', () => {
  it('deactivation ends the user’s sessions at once: their next request is refused, refresh too; reactivation restores', async () => {
    const admin = await server.signedIn(DEMO.adminAndes);
    const address = email('act');
    const { data: created } = await server.service().auth.admin.createUser({
      email: address,
      password: 'Activa-123',
      email_confirm: true,
      app_metadata: { rol: 'usuario', empresa_id: COMPANIES.andes },
    });
    const userId = created.user!.id;
    const victim = await server.signedIn(address, 'Activa-123');
    const { data: session } = await victim.auth.getSession();
    expect((await victim.rpc('mis_modulos')).data).not.toEqual([]);

    const res = await invoke(admin, 'set-user-state', { usuario_id: userId, estado: 'inactivo' });
    expect(res).toEqual({ status: 200, body: { usuario_id: userId, estado: 'inactivo' } });
    // Same access token, next request: nothing.
    expect((await victim.rpc('mis_modulos')).data).toEqual([]);
    expect((await victim.rpc('cuenta_vigente')).data).toBe(false);
    // GoTrue answers 403 session_not_found; auth-js drops the session and reports it missing.
    const user = await victim.auth.getUser();
    expect(user.error).not.toBeNull();
    expect(user.data.user).toBeNull();
    const refresh = await server.anon().auth.refreshSession({ refresh_token: session.session!.refresh_token });
    expect(refresh.error).not.toBeNull();
    expect(await count('select 1 from auth.sessions where user_id = $1', [userId])).toBe(0);
    const { data: audit } = await admin
      .from('historial_permisos')
      .select('estado_antes, estado_despues')
      .eq('usuario_id', userId);
    expect(audit).toEqual([{ estado_antes: 'activo', estado_despues: 'inactivo' }]);

    expect((await invoke(admin, 'set-user-state', { usuario_id: userId, estado: 'activo' })).status).toBe(200);
    const back = await server.signedIn(address, 'Activa-123');
    expect((await back.rpc('cuenta_vigente')).data).toBe(true);
  });

  it('scope matrix: who may deactivate whom', async () => {
    // Signed in afresh for each row: a deactivation (even undone) ends the target's sessions.
    const clients = {
      superadmin: DEMO.superadmin,
      adminAndes: DEMO.adminAndes,
      ana: DEMO.ana,
      adminPacifico: DEMO.adminPacifico,
    };
    const matrix: [keyof typeof clients, keyof typeof USERS, number][] = [
      ['adminAndes', 'ana', 200],
      ['adminAndes', 'luis', 403], // another company
      ['adminAndes', 'superadmin', 403], // never a super_admin
      ['adminAndes', 'adminAndes', 403], // never oneself
      ['adminPacifico', 'ana', 403],
      ['adminPacifico', 'luis', 200],
      ['ana', 'luis', 403],
      ['ana', 'adminAndes', 403],
      ['superadmin', 'luis', 200],
      ['superadmin', 'adminPacifico', 200],
      ['superadmin', 'superadmin', 403],
    ];
    for (const [who, target, status] of matrix) {
      const res = await invoke(await server.signedIn(clients[who]), 'set-user-state', {
        usuario_id: USERS[target],
        estado: 'inactivo',
      });
      expect(res.status, `${who} -> ${target}`).toBe(status);
      if (status === 200) {
        // Put it back with the service role's SQL, so the next row starts from the seed.
        await server.db.query(`update public.usuarios_plataforma set estado = 'activo' where id = $1`, [USERS[target]]);
      } else {
        expect(String(res.body.message)).toMatch(/No puedes|No tienes permiso/);
      }
    }
    const bad = await invoke(await server.signedIn(DEMO.superadmin), 'set-user-state', {
      usuario_id: USERS.ana,
      estado: 'borrado',
    });
    expect(bad.status).toBe(400);
  });
});

describe('send-recovery-link', () => {
  it('scope matrix: who may send a link to whom; the link arrives and the action is audited', async () => {
    const clients = {
      superadmin: await server.signedIn(DEMO.superadmin),
      adminAndes: await server.signedIn(DEMO.adminAndes),
      ana: await server.signedIn(DEMO.ana),
      adminPacifico: await server.signedIn(DEMO.adminPacifico),
    };
    const matrix: [keyof typeof clients, keyof typeof USERS, number][] = [
      ['adminAndes', 'ana', 200],
      ['adminAndes', 'luis', 403],
      ['adminAndes', 'superadmin', 403],
      ['adminPacifico', 'luis', 200],
      ['adminPacifico', 'ana', 403],
      ['ana', 'adminAndes', 403],
      ['superadmin', 'adminPacifico', 200],
    ];
    for (const [who, target, status] of matrix) {
      const before = server.mailbox.list().length;
      const res = await invoke(clients[who], 'send-recovery-link', { usuario_id: USERS[target] });
      expect(res.status, `${who} -> ${target}`).toBe(status);
      expect(server.mailbox.list().length - before).toBe(status === 200 ? 1 : 0);
    }
    expect(linkFor(DEMO.ana)).toContain('type=recovery');
    const { data: audit } = await clients.adminAndes
      .from('historial_permisos')
      .select('tabla, accion, usuario_correo')
      .eq('tabla', 'acciones_cuenta');
    expect(audit).toEqual([{ tabla: 'acciones_cuenta', accion: 'enlace_recuperacion', usuario_correo: DEMO.ana }]);
    // An inactive account gets no link.
    const inactive = await invoke(clients.adminAndes, 'send-recovery-link', {
      usuario_id: 'a0000000-0000-4000-8000-000000000006',
    });
    expect(inactive.status).toBe(400);
    expect(inactive.body.message).toMatch(/desactivada/);
  });
});

describe('the functions endpoint', () => {
  it('answers an unknown function 404 and a GET 405; preflight is allowed', async () => {
    expect((await fetch(`${server.url}/functions/v1/no-existe`, { method: 'POST' })).status).toBe(404);
    const get = await fetch(`${server.url}/functions/v1/invite-user`);
    expect(get.status).toBe(405);
    const pre = await fetch(`${server.url}/functions/v1/invite-user`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(pre.status).toBeLessThan(300);
  });
});

describe('request bodies of /functions/v1 (issue 30, item 6)', () => {
  const MB = 1024 * 1024;

  it('refuses a declared length over MAX_BODY_BYTES with 413 before reading any of it', async () => {
    const { hostname, port } = new URL(server.url);
    const { connect } = await import('node:net');
    const socket = connect({ host: hostname, port: Number(port) });
    const answer = await new Promise<string>((ok, fail) => {
      let text = '';
      socket.on('data', (b: Buffer) => {
        text += b.toString('latin1');
        if (text.includes('\r\n\r\n')) ok(text);
      });
      socket.on('error', fail);
      // The headers only: 200 MB are announced, none is sent.
      socket.write(
        `POST /functions/v1/send-recovery-link HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${200 * MB}\r\n\r\n`,
      );
    });
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain('access-control-allow-origin');
    // The body was not read: the connection is not reused.
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  it('stops reading a streamed body at the limit: 413 in the functions’ shape, memory unmoved', async () => {
    const ana = await server.signedIn(DEMO.ana);
    const token = (await ana.auth.getSession()).data.session!.access_token;
    const chunk = new Uint8Array(256 * 1024).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(ctl) {
        if (sent >= 200 * MB) return ctl.close();
        sent += chunk.byteLength;
        ctl.enqueue(chunk);
      },
    });
    const rssBefore = process.memoryUsage().rss;
    const res = await fetch(`${server.url}/functions/v1/send-recovery-link`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, apikey: server.anonKey, 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 'request_too_large',
      message: `El cuerpo de la solicitud supera el máximo de ${server.config.maxBodyBytes} bytes.`,
    });
    // Refused long before the 200 MB were sent, and never held in memory (it was: 489 → 1,307 MB).
    expect(sent).toBeLessThan(100 * MB);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * MB);
    // A body within the limit still reaches the function.
    const ok = await invoke(ana, 'send-recovery-link', { usuario_id: USERS.luis, relleno: 'x'.repeat(1000) });
    expect(ok.status).toBe(403);
  });
});
