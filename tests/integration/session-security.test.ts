/**
 * Issue 30 through the API as an attacker holds it: what a session may do depends on the session.
 * - item 2: with MFA required for super_admin, a password-only (aal1) super_admin administers
 *   nothing, by table, function or Edge Function (every function of the registry is tried);
 * - item 4: a user with a verified factor is aal2-only beyond their own profile;
 * - item 8: expected "not found" answers 404 with its message, never 500;
 * - item 9: an invited account is inactive until it accepts; recovery does not open it;
 * - item 10: a revoked session reads nothing, its own profile included.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../server/auth/mfa.ts';
import { FUNCTIONS } from '../../supabase/functions/registry.ts';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';

const ANDES = 'c0000000-0000-4000-8000-000000000002';
const ANA = 'a0000000-0000-4000-8000-000000000003';
const LUIS = 'a0000000-0000-4000-8000-000000000005';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const tokenOf = async (c: SupabaseClient) => (await c.auth.getSession()).data.session!.access_token;

/** POST /functions/v1/<name> with the client's token: status and body. */
async function call(c: SupabaseClient, name: string, body: unknown) {
  const r = await fetch(`${server.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await tokenOf(c)}`,
      apikey: server.anonKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const type = r.headers.get('content-type') ?? '';
  return {
    status: r.status,
    type,
    body: (type.includes('json') ? await r.json() : { text: await r.text() }) as Record<string, unknown>,
  };
}

/** Enrolls and verifies a TOTP factor: the client's session becomes aal2. Returns the secret. */
async function secondFactor(c: SupabaseClient): Promise<string> {
  const { data, error } = await c.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: `f-${randomUUID().slice(0, 6)}`,
  });
  expect(error).toBeNull();
  const verified = await c.auth.mfa.challengeAndVerify({
    factorId: data!.id,
    code: totpCodeAt(data!.totp.secret, Date.now()),
  });
  expect(verified.error).toBeNull();
  return data!.totp.secret;
}

describe('item 2: MFA required for super_admin, a password-only session', () => {
  it('administers nothing: tables, functions and every Edge Function refuse it; an aal2 session may', async () => {
    await server.db.query(`update public.app_config set value = 'true' where key = 'mfa_requerido_super_admin'`);
    const pending = (
      await server.db.query<{ id: string }>(
        `insert into public.invitaciones (empresa_id, correo, nombre, rol_id) values ($1, $2, 'Pendiente', 'usuario') returning id`,
        [ANDES, `pendiente-${randomUUID().slice(0, 8)}@andes.demo`],
      )
    ).rows[0].id;
    try {
      const sa = await server.signedIn(DEMO.superadmin);
      // Every Edge Function, from the registry: a new one is tried here without being listed.
      const bodies: Record<string, unknown> = {
        'create-company': {
          nombre: 'Empresa Sin Factor',
          plan: 'basico',
          admin_correo: 'x@sinfactor.demo',
          admin_nombre: 'X',
        },
        'invite-user': {
          empresa_id: ANDES,
          correo: `nuevo-${randomUUID().slice(0, 6)}@andes.demo`,
          nombre: 'N',
          rol: 'admin_empresa',
        },
        'resend-invitation': { invitacion_id: pending },
        'revoke-invitation': { invitacion_id: pending },
        'send-recovery-link': { usuario_id: ANA },
        'set-user-state': { usuario_id: ANA, estado: 'inactivo' },
        // The outbox's sender answers the service-role key only: no user token, whatever its level.
        'send-mail': {},
        // Predictive's readings answer a machine key only (x-machine-key): a user's session is no key.
        'predictive-readings': [{ activo: 'X', variable: 'temperatura', valor: 1 }],
        // A read (the effective-access CSV), not a write: allowed at aal1, as the table it exports.
        'export-effective-access': { p_empresa_id: ANDES },
      };
      const readOnly = new Set(['export-effective-access']);
      const serviceOnly = new Set(['send-mail']);
      const machineKeyOnly = new Set(['predictive-readings']);
      for (const name of Object.keys(FUNCTIONS)) {
        expect(bodies[name], `a body to try ${name} with`).toBeDefined();
        const r = await call(sa, name, bodies[name]);
        if (readOnly.has(name)) {
          expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(200);
          expect(r.type, name).toMatch(/text\/csv/);
          continue;
        }
        if (machineKeyOnly.has(name)) {
          expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(401);
          expect(String(r.body.message), name).toMatch(/llave de máquina/);
          continue;
        }
        expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(403);
        expect(String(r.body.message), name).toMatch(serviceOnly.has(name) ? /Solo el servicio/ : /segundo factor/);
      }
      const rpc = await sa.rpc('fijar_permiso_usuario', {
        p_usuario_id: ANA,
        p_modulo_id: (
          await server.db.query<{ id: string }>(`select id from public.modulos_disponibles where clave = 'finance'`)
        ).rows[0].id,
        p_puede_acceder: true,
      });
      expect(rpc.error?.code).toBe('42501');
      expect(rpc.error?.message).toMatch(/segundo factor/);
      // Tables: nothing changes (row-level security leaves no row to write).
      expect((await sa.from('empresas').update({ estado: 'inactiva' }).eq('id', ANDES).select()).data).toEqual([]);
      expect((await sa.from('roles_sistema').update({ nombre: 'Otro' }).eq('id', 'usuario').select()).data).toEqual([]);
      const state = await server.db.query<{ e: string; r: string; o: string }>(
        `select (select estado from public.empresas where id = $1) as e, (select nombre from public.roles_sistema where id = 'usuario') as r,
           (select count(*)::text from public.empleados_override_permisos where empleado_id = $2) as o`,
        [ANDES, ANA],
      );
      expect(state.rows[0]).toMatchObject({ e: 'activa', o: '1' });
      expect(state.rows[0].r).not.toBe('Otro');
      const inv = await server.db.query<{ estado: string; envios: number | string }>(
        'select estado, envios from public.invitaciones where id = $1',
        [pending],
      );
      expect(inv.rows[0]).toMatchObject({ estado: 'pendiente' });
      expect(Number(inv.rows[0].envios)).toBe(1);
      // Reading goes on.
      expect((await sa.from('empresas').select('id')).data!.length).toBeGreaterThan(1);

      // With the second factor, the same requests go through.
      await secondFactor(sa);
      const revoked = await call(sa, 'revoke-invitation', { invitacion_id: pending });
      expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
      const roles = await sa.from('roles_sistema').update({ descripcion: 'Con factor' }).eq('id', 'usuario').select();
      expect(roles.data).toHaveLength(1);
    } finally {
      await server.db.query(`update public.app_config set value = 'false' where key = 'mfa_requerido_super_admin'`);
    }
  });
});

describe('item 4: a user who enrolled a second factor', () => {
  it('at aal1 reaches their own profile only; at aal2 everything their role allows', async () => {
    const admin = await server.signedIn(DEMO.adminAndes);
    await secondFactor(admin);
    expect((await admin.from('colaboradores_ficha').select('colaborador_id')).data!.length).toBe(23);

    const aal1 = await server.signedIn(DEMO.adminAndes);
    const own = await aal1
      .from('usuarios_plataforma')
      .select('id, rol_id')
      .eq('id', 'a0000000-0000-4000-8000-000000000002');
    expect(own.data).toEqual([{ id: 'a0000000-0000-4000-8000-000000000002', rol_id: 'admin_empresa' }]);
    expect((await aal1.rpc('cuenta_vigente')).data).toBe(true);
    expect((await aal1.from('colaboradores_ficha').select('colaborador_id')).data).toEqual([]);
    expect((await aal1.from('usuarios_plataforma').select('id')).data).toHaveLength(1);
    expect((await aal1.rpc('mis_modulos')).data).toEqual([]);
    const state = await call(aal1, 'set-user-state', { usuario_id: ANA, estado: 'inactivo' });
    expect(state.status).toBe(403);
    expect(String(state.body.message)).toMatch(/segundo factor/);
    expect(
      (await server.db.query<{ e: string }>('select estado as e from public.usuarios_plataforma where id = $1', [ANA]))
        .rows[0].e,
    ).toBe('activo');
  });
});

describe('item 8: not found is 404 with its message', () => {
  it('industrial_generar_ot, crm_convertir_lead and marcar_salida', async () => {
    const admin = await server.signedIn(DEMO.adminPacifico);
    const andes = await server.signedIn(DEMO.ana);
    const unknown = randomUUID();
    const plan = await andes.rpc('industrial_generar_ot', { p_plan_id: unknown });
    expect(plan.status).toBe(404);
    expect(plan.error).toMatchObject({ code: 'P0002', message: 'el plan no existe' });
    const lead = await admin.rpc('crm_convertir_lead', { p_lead_id: unknown });
    expect(lead.status).toBe(404);
    expect(lead.error).toMatchObject({ code: 'P0002', message: 'el lead no existe' });
    const luis = await server.signedIn(DEMO.luis);
    await server.db.query(
      `delete from public.marcas_asistencia where colaborador_id = (select id from public.colaboradores where usuario_id = $1)
         and fecha = (now() at time zone 'America/Santiago')::date`,
      [LUIS],
    );
    const out = await luis.rpc('marcar_salida');
    expect(out.status).toBe(404);
    expect(out.error).toMatchObject({ code: 'P0002', message: 'No hay una entrada marcada hoy' });
  });
});

describe('item 9: an invitation', () => {
  it('leaves the account inactive until it is accepted; a recovery does not open it; expired, it accepts nothing', async () => {
    const adminAal2 = await aal2Session(DEMO.adminAndes);
    const address = `invitada-${randomUUID().slice(0, 8)}@andes.demo`;
    const invited = await call(adminAal2, 'invite-user', {
      empresa_id: ANDES,
      correo: address,
      nombre: 'Invitada',
      rol: 'admin_empresa',
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const row = async () =>
      (
        await server.db.query<{ estado: string; rol_id: string }>(
          'select u.estado, u.rol_id from public.usuarios_plataforma u join auth.users a on a.id = u.id where lower(a.email) = $1',
          [address],
        )
      ).rows[0];
    expect((await row()).estado).toBe('inactivo');
    // An anonymous recovery for the invited address mails nothing.
    const recover = await fetch(`${server.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: address }),
    });
    expect(recover.status).toBe(200);
    expect(server.mailbox.list(address).map((m) => m.subject)).not.toContainEqual(expect.stringMatching(/Restablece/));
    // Past its lifetime, even a confirmed address accepts nothing: the account stays inactive.
    await server.db.query(`update public.invitaciones set enviada_en = now() - interval '8 days' where correo = $1`, [
      address,
    ]);
    await server.db.query(`update auth.users set email_confirmed_at = now() where lower(email) = $1`, [address]);
    expect(await row()).toMatchObject({ estado: 'inactivo' });
    const inv = await server.db.query<{ estado: string }>('select estado from public.invitaciones where correo = $1', [
      address,
    ]);
    expect(inv.rows[0].estado).toBe('pendiente');
  });
});

describe('item 10: a revoked session', () => {
  it('reads nothing, not even its own profile row', async () => {
    const ana = await server.signedIn(DEMO.ana);
    const own = () => ana.from('usuarios_plataforma').select('id').eq('id', ANA);
    expect((await own()).data).toHaveLength(1);
    const other = await server.signedIn(DEMO.ana);
    expect((await other.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await own()).data).toEqual([]);
    expect((await ana.rpc('cuenta_vigente')).data).toBe(false);
  });
});

/** A new session of `email` at aal2 (the user has a verified factor enrolled by an earlier test). */
async function aal2Session(email: string): Promise<SupabaseClient> {
  const c = await server.signedIn(email);
  const factors = (await c.auth.mfa.listFactors()).data!.totp;
  if (factors.length === 0) {
    await secondFactor(c);
    return c;
  }
  const secret = (
    await server.db.query<{ s: string }>('select secret as s from auth.mfa_factors where id = $1', [factors[0].id])
  ).rows[0].s;
  // A code of the next time step: the current one may have been used by the enrolment.
  const r = await c.auth.mfa.challengeAndVerify({
    factorId: factors[0].id,
    code: totpCodeAt(secret, Date.now() + 30_000),
  });
  expect(r.error).toBeNull();
  return c;
}
