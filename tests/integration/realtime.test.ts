/**
 * Supabase Realtime at /realtime/v1 (issue 36, docs/realtime.md): realtime-js through supabase-js,
 * unchanged, against the server, and the raw protocol where the shape of a frame is the point.
 * Row-level security decides delivery: a change reaches a subscriber only when its own claims may
 * select the row; an expired or signed-out token, another company or a revoked module gets nothing.
 */
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../../server/jwt.ts';
import { USERS, COMPANIES } from '../db/support.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: SupabaseClient;
let ana: SupabaseClient;
let pacifico: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ config: { realtime: { maxChannelsPerConnection: 6, maxMessageBytes: 64 * 1024 } } });
  [admin, ana, pacifico] = await Promise.all([
    server.signedIn('admin@andes.demo'),
    server.signedIn('ana@andes.demo'),
    server.signedIn('admin@pacifico.demo'),
  ]);
});
afterAll(async () => {
  for (const c of [admin, ana, pacifico]) await c?.removeAllChannels();
  await server?.stop();
});

/** Polls until `check` passes (or fails after `ms`). */
async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

interface Listener {
  channel: RealtimeChannel;
  changes: { eventType: string; new: Record<string, unknown>; old: Record<string, unknown>; at: number }[];
  system: { status: string; message: string; extension: string }[];
  statuses: string[];
  errors: string[];
}

/** A channel listening to postgres_changes, subscribed (or failed). */
async function listen(
  client: SupabaseClient,
  name: string,
  bindings: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table: string; filter?: string }[],
): Promise<Listener> {
  const l: Listener = { channel: client.channel(name), changes: [], system: [], statuses: [], errors: [] };
  for (const b of bindings) {
    l.channel.on('postgres_changes', { schema: 'public', ...b, event: b.event as '*' }, (p) =>
      l.changes.push({ ...(p as unknown as Listener['changes'][number]), at: Date.now() }),
    );
  }
  l.channel.on('system', {}, (p: Listener['system'][number]) => l.system.push(p));
  await new Promise<void>((ok) =>
    l.channel.subscribe((status, err) => {
      l.statuses.push(status);
      if (err) l.errors.push(err.message);
      if (status !== 'CLOSED') ok();
    }),
  );
  return l;
}

async function newOrder(client: SupabaseClient, falla: string, tecnico: string | null = null) {
  const { data, error } = await client
    .from('ops_ordenes')
    .insert({ falla_reportada: falla, tipo: 'correctiva', tecnico_id: tecnico })
    .select('id, codigo')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; codigo: string };
}

describe('postgres_changes through realtime-js', () => {
  it('a subscriber receives the insert, update and delete of an order within a second, with the payload hosted sends', async () => {
    const l = await listen(ana, 'orders-ana', [{ event: '*', table: 'ops_ordenes' }]);
    expect(l.statuses).toEqual(['SUBSCRIBED']);
    await until(() => l.system.length > 0);
    expect(l.system[0]).toMatchObject({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });

    const t0 = Date.now();
    const o = await newOrder(admin, 'Compresor 2 sin presión');
    await until(() => l.changes.length === 1, 1000);
    const ins = l.changes[0];
    expect(ins.at - t0).toBeLessThan(1000);
    expect(ins).toMatchObject({
      eventType: 'INSERT',
      new: { id: o.id, codigo: o.codigo, estado: 'abierta', numero: expect.any(Number) },
      old: {},
    });
    expect((ins as unknown as { schema: string; table: string }).table).toBe('ops_ordenes');
    expect((ins as unknown as { commit_timestamp: string }).commit_timestamp).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );

    const t1 = Date.now();
    await admin.from('ops_ordenes').update({ prioridad: 'critica' }).eq('id', o.id).throwOnError();
    await until(() => l.changes.length === 2, 1000);
    expect(l.changes[1].at - t1).toBeLessThan(1000);
    // Hosted: an update's old_record is the primary key (replica identity default).
    expect(l.changes[1]).toMatchObject({ eventType: 'UPDATE', new: { prioridad: 'critica' }, old: { id: o.id } });
    expect(Object.keys(l.changes[1].old)).toEqual(['id']);

    const t2 = Date.now();
    await admin.from('ops_ordenes').delete().eq('id', o.id).throwOnError();
    await until(() => l.changes.length === 3, 1000);
    expect(l.changes[2].at - t2).toBeLessThan(1000);
    expect(l.changes[2]).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: o.id } });
    await ana.removeChannel(l.channel);
  });

  it("another company's subscriber, and one whose module was revoked, receive nothing", async () => {
    const other = await listen(pacifico, 'orders-pacifico', [{ event: '*', table: 'ops_ordenes' }]);
    const mine = await listen(ana, 'orders-ana-2', [{ event: '*', table: 'ops_ordenes' }]);
    await newOrder(admin, 'Visible para Ana');
    await until(() => mine.changes.length === 1);

    const superadmin = await server.signedIn('superadmin@axel.demo');
    const { data: ops } = await superadmin.from('modulos_disponibles').select('id').eq('clave', 'ops').single();
    const opsId = (ops as { id: string }).id;
    await superadmin
      .rpc('fijar_permiso_usuario', { p_usuario_id: USERS.ana, p_modulo_id: opsId, p_puede_acceder: false })
      .throwOnError();
    try {
      await newOrder(admin, 'Ana ya no tiene Ops');
      const probe = await listen(admin, 'orders-admin-probe', [{ event: 'INSERT', table: 'ops_ordenes' }]);
      await newOrder(admin, 'Después de revocar');
      await until(() => probe.changes.length === 1);
      await server.realtime.feed.flush();
      expect(mine.changes.map((c) => c.new.falla_reportada)).toEqual(['Visible para Ana']);
      expect(other.changes).toEqual([]);
      await admin.removeChannel(probe.channel);
    } finally {
      await superadmin
        .rpc('fijar_permiso_usuario', { p_usuario_id: USERS.ana, p_modulo_id: opsId, p_puede_acceder: true })
        .throwOnError();
    }
    await pacifico.removeChannel(other.channel);
    await ana.removeChannel(mine.channel);
  });

  it('a filter narrows to one row set; the inbox reaches only its user, live', async () => {
    const inbox = await listen(ana, 'inbox-ana', [
      { event: 'INSERT', table: 'notificaciones', filter: `usuario_id=eq.${USERS.ana}` },
    ]);
    const snoop = await listen(admin, 'inbox-snoop', [{ event: '*', table: 'notificaciones' }]);
    const o = await newOrder(admin, 'Asignada a Ana', USERS.ana);
    await until(() => inbox.changes.length === 1, 1000);
    expect(inbox.changes[0].new).toMatchObject({
      usuario_id: USERS.ana,
      tipo: 'orden_asignada',
      titulo: `Se te asignó la orden ${o.codigo}`,
      enlace: `/axel-ops/ordenes/${o.id}`,
      leida_en: null,
    });
    await server.realtime.feed.flush();
    expect(snoop.changes).toEqual([]);
    await ana.removeChannel(inbox.channel);
    await admin.removeChannel(snoop.channel);
  });

  it('an invalid filter or an unpublished table is answered with a system error, and the channel still joins', async () => {
    const l = await listen(ana, 'bad-filters', [
      { event: '*', table: 'ops_ordenes', filter: 'no_such_column=eq.1' },
      { event: '*', table: 'usuarios_plataforma' },
      { event: 'INSERT', table: 'ops_ordenes', filter: 'numero=eq.not-a-number' },
    ]);
    expect(l.statuses).toEqual(['SUBSCRIBED']);
    await until(() => l.system.length === 3);
    expect(l.system.every((s) => s.status === 'error' && s.extension === 'postgres_changes')).toBe(true);
    expect(l.system[0].message).toContain('column "no_such_column" does not exist');
    expect(l.system[1].message).toContain('not in the supabase_realtime publication');
    expect(l.system[2].message).toContain('Invalid filter value');
    await ana.removeChannel(l.channel);
  });

  it('an expired token stops receiving: a system error, then the channel closes', async () => {
    const client = server.anon();
    const exp = Math.floor(Date.now() / 1000) + 3;
    const token = await signJwt({ sub: USERS.ana, role: 'authenticated', exp }, server.config.jwtSecret);
    await client.realtime.setAuth(token);
    const l = await listen(client, 'short-lived', [{ event: '*', table: 'ops_ordenes' }]);
    await newOrder(admin, 'Antes de vencer');
    await until(() => l.changes.length === 1);
    await until(() => l.system.some((s) => s.message.startsWith('Token has expired')), 8000);
    await until(() => l.statuses.includes('CLOSED'));
    await newOrder(admin, 'Después de vencer');
    await server.realtime.feed.flush();
    expect(l.changes).toHaveLength(1);
    await client.removeAllChannels();
  });

  it('a session signed out everywhere receives nothing more (Postgres checks the session at each change)', async () => {
    const luisa = await server.signedIn('ana@andes.demo');
    const l = await listen(luisa, 'signed-out', [{ event: 'INSERT', table: 'ops_ordenes' }]);
    await newOrder(admin, 'Sesión viva');
    await until(() => l.changes.length === 1);
    // Another sign-in of Ana ends every session of hers, this one's too.
    const again = await server.signedIn('ana@andes.demo');
    await again.auth.signOut({ scope: 'global' });
    await newOrder(admin, 'Sesión cerrada');
    await server.realtime.feed.flush();
    expect(l.changes.map((c) => c.new.falla_reportada)).toEqual(['Sesión viva']);
    await luisa.removeAllChannels();
    ana = await server.signedIn('ana@andes.demo');
  });

  it('after the connection drops, realtime-js reconnects, joins again and receives the next change', async () => {
    const client = await server.signedIn('admin@andes.demo');
    const l = await listen(client, 'reconnects', [{ event: 'INSERT', table: 'ops_ordenes' }]);
    for (const c of [...server.realtime.connections]) c.terminate();
    await until(() => l.statuses.filter((s) => s === 'SUBSCRIBED').length >= 2, 8000);
    await newOrder(ana, 'Tras reconectar');
    await until(() => l.changes.some((c) => c.new.falla_reportada === 'Tras reconectar'));
    await client.removeAllChannels();
  });
});

describe('broadcast and presence', () => {
  it('broadcast reaches the other subscribers of a topic (and the sender only with self), acknowledged on request', async () => {
    const a = server.anon();
    const b = server.anon();
    const got: { a: unknown[]; b: unknown[] } = { a: [], b: [] };
    const ca = a.channel('sala', { config: { broadcast: { ack: true } } });
    const cb = b.channel('sala');
    ca.on('broadcast', { event: 'cursor' }, (p) => got.a.push(p.payload));
    cb.on('broadcast', { event: 'cursor' }, (p) => got.b.push(p.payload));
    await Promise.all([ca, cb].map((c) => new Promise<void>((ok) => c.subscribe((s) => s === 'SUBSCRIBED' && ok()))));
    expect(await ca.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe('ok');
    await until(() => got.b.length === 1);
    expect(got.b).toEqual([{ x: 1 }]);
    expect(got.a).toEqual([]);
    await a.removeAllChannels();
    await b.removeAllChannels();
  });

  it("a private channel of a company's module is for its users: broadcast and who is looking; another company is refused", async () => {
    const topic = `empresa:${COMPANIES.andes}:ops`;
    const ca = admin.channel(topic, { config: { private: true, presence: { key: 'carlos' } } });
    const cn = ana.channel(topic, { config: { private: true, presence: { key: 'ana' } } });
    const heard: unknown[] = [];
    cn.on('broadcast', { event: 'mueve' }, (p) => heard.push(p.payload));
    const joins: string[] = [];
    const leaves: string[] = [];
    ca.on('presence', { event: 'join' }, ({ key }) => joins.push(key));
    ca.on('presence', { event: 'leave' }, ({ key }) => leaves.push(key));
    await Promise.all([ca, cn].map((c) => new Promise<void>((ok) => c.subscribe((s) => s === 'SUBSCRIBED' && ok()))));
    await cn.track({ nombre: 'Ana Torres' });
    await until(() => joins.includes('ana'));
    expect(ca.presenceState()).toMatchObject({ ana: [{ nombre: 'Ana Torres' }] });
    await ca.send({ type: 'broadcast', event: 'mueve', payload: { orden: 'OT-000001', a: 'en_curso' } });
    await until(() => heard.length === 1);
    expect(heard).toEqual([{ orden: 'OT-000001', a: 'en_curso' }]);
    await ana.removeChannel(cn);
    await until(() => leaves.includes('ana'));

    const outsider = pacifico.channel(topic, { config: { private: true } });
    const refused = await new Promise<{ status: string; message?: string }>((ok) =>
      outsider.subscribe((status, err) => ok({ status, message: err?.message })),
    );
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.message).toBe(`Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`);
    await pacifico.removeChannel(outsider);
    await admin.removeChannel(ca);
  });
});

describe('the protocol', () => {
  function connect(vsn: '1.0.0' | '2.0.0', apikey = server.anonKey) {
    const url = `${server.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=${vsn}`;
    const ws = new WebSocket(url);
    const frames: unknown[] = [];
    ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
    return { ws, frames, open: new Promise<void>((ok, bad) => (ws.once('open', ok), ws.once('error', bad))) };
  }

  it('vsn 2.0.0: heartbeats; the join reply echoes the bindings in order with their ids; errors in hosted words', async () => {
    const { ws, frames, open } = connect('2.0.0');
    await open;
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    const token = (await ana.auth.getSession()).data.session!.access_token;
    const bindings = [
      { event: 'INSERT', schema: 'public', table: 'ops_ordenes' },
      { event: '*', schema: 'public', table: 'notificaciones', filter: `usuario_id=eq.${USERS.ana}` },
    ];
    ws.send(
      JSON.stringify([
        '2',
        '2',
        'realtime:uno',
        'phx_join',
        { config: { postgres_changes: bindings }, access_token: token },
      ]),
    );
    ws.send(JSON.stringify(['3', '3', 'realtime:dos', 'phx_join', { config: {}, access_token: 'not.a.jwt' }]));
    ws.send(JSON.stringify(['4', '4', 'realtime:nunca', 'broadcast', { type: 'broadcast', event: 'x' }]));
    await until(() => frames.filter((f) => (f as unknown[])[3] === 'phx_reply').length === 4);
    const replies = frames.filter((f) => (f as unknown[])[3] === 'phx_reply') as unknown[][];
    expect(replies[0]).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    const join = replies[1][4] as { status: string; response: { postgres_changes: { id: number }[] } };
    expect(join.status).toBe('ok');
    expect(
      join.response.postgres_changes.map(({ id, ...rest }) => (expect(id).toEqual(expect.any(Number)), rest)),
    ).toEqual(bindings);
    expect(replies[2]).toEqual([
      '3',
      '3',
      'realtime:dos',
      'phx_reply',
      { status: 'error', response: { reason: 'JwtSignatureError: Failed to validate JWT signature' } },
    ]);
    expect(replies[3][4]).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    ws.close();
  });

  it('vsn 1.0.0 frames are objects; an expired token is refused at join; a bad API key at the upgrade (401)', async () => {
    const { ws, frames, open } = connect('1.0.0');
    await open;
    const expired = await signJwt(
      { sub: USERS.ana, role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 30 },
      server.config.jwtSecret,
    );
    ws.send(
      JSON.stringify({
        topic: 'realtime:viejo',
        event: 'phx_join',
        payload: { access_token: expired },
        ref: '1',
        join_ref: '1',
      }),
    );
    await until(() => frames.length === 1);
    expect(frames[0]).toMatchObject({
      topic: 'realtime:viejo',
      event: 'phx_reply',
      ref: '1',
      payload: {
        status: 'error',
        response: { reason: expect.stringMatching(/^InvalidJWTToken: Token has expired \d+ seconds ago$/) },
      },
    });
    ws.close();

    const bad = connect('2.0.0', 'nope');
    const status = await new Promise<number>((ok) =>
      bad.ws.on('unexpected-response', (_req, res) => ok(res.statusCode ?? 0)),
    );
    expect(status).toBe(401);
  });

  it('limits: channels per connection, and a frame larger than the limit closes the connection', async () => {
    const { ws, frames, open } = connect('2.0.0');
    await open;
    for (let i = 1; i <= 7; i++)
      ws.send(JSON.stringify([`${i}`, `${i}`, `realtime:c${i}`, 'phx_join', { config: {} }]));
    await until(() => frames.length === 7);
    const last = frames[6] as unknown[];
    expect(last[4]).toEqual({ status: 'error', response: { reason: 'ChannelRateLimitReached: Too many channels' } });
    const closed = new Promise<number>((ok) => ws.on('close', (code) => ok(code)));
    ws.send(
      JSON.stringify([
        '1',
        '9',
        'realtime:c1',
        'broadcast',
        { type: 'broadcast', event: 'big', payload: 'x'.repeat(70_000) },
      ]),
    );
    expect(await closed).toBe(1009);
  });
});
