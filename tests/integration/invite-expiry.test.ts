/**
 * The invitation's lifetime is a setting (INVITE_EXPIRY_SECONDS, config.inviteExpiry): the server
 * writes it where the database's accepting trigger reads it (app_config
 * 'invitacion_vigencia_segundos'), so an invitation older than it accepts nothing and a younger
 * one is accepted. Here one hour, on a server of its own.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

const ANDES = 'c0000000-0000-4000-8000-000000000002';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { inviteExpiry: 3600 } });
});
afterAll(async () => {
  await server?.stop();
});

/** An invitation sent `minutesAgo` ago to a new address, the invited auth user, then its confirmation. */
async function inviteAndConfirm(minutesAgo: number) {
  const correo = `vence-${randomUUID().slice(0, 8)}@andes.demo`;
  await server.db.query(
    `insert into public.invitaciones (empresa_id, correo, nombre, rol_id, enviada_en)
     values ($1, $2, 'Invitada', 'usuario', now() - make_interval(mins => $3))`,
    [ANDES, correo, minutesAgo],
  );
  const { data, error } = await server.service().auth.admin.inviteUserByEmail(correo);
  expect(error).toBeNull();
  await server.db.query('update auth.users set email_confirmed_at = now() where id = $1', [data.user!.id]);
  const state = await server.db.query<{ usuario: string; invitacion: string }>(
    `select u.estado as usuario, i.estado as invitacion from public.usuarios_plataforma u, public.invitaciones i
     where u.id = $1 and i.correo = $2`,
    [data.user!.id, correo],
  );
  return state.rows[0];
}

describe('INVITE_EXPIRY_SECONDS', () => {
  it('is written where the database reads it', async () => {
    const { rows } = await server.db.query<{ value: string }>(
      "select value from public.app_config where key = 'invitacion_vigencia_segundos'",
    );
    expect(rows[0].value).toBe('3600');
  });

  it('an invitation older than the lifetime accepts nothing; a younger one is accepted', async () => {
    expect(await inviteAndConfirm(61)).toEqual({ usuario: 'inactivo', invitacion: 'pendiente' });
    expect(await inviteAndConfirm(30)).toEqual({ usuario: 'activo', invitacion: 'aceptada' });
  });

  it('the database refuses a lifetime that is not a positive number of seconds', async () => {
    await expect(
      server.db.query("update public.app_config set value = '7 days' where key = 'invitacion_vigencia_segundos'"),
    ).rejects.toThrow(/app_config_invitacion_vigencia_check/);
  });
});
