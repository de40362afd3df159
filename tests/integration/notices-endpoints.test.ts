/**
 * The notices' endpoints and who may use them (issue 36): the send-mail function (the outbox's
 * sender on hosted Supabase, served locally at /functions/v1/send-mail with the same code) answers
 * the service-role key only; the broadcast REST endpoint of /realtime/v1 checks its token, its body
 * and, for private topics, realtime.messages' policies; the inbox through supabase-js is its user's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES, USERS } from '../db/support.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function post(path: string, token: string | null, body: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

describe('send-mail', () => {
  it('sends what is due with the service-role key, once; anyone else is refused', async () => {
    const admin = await server.signedIn('admin@andes.demo');
    const ana = await server.signedIn('ana@andes.demo');
    // Stop the server's own sender from taking the row first: the function is what this tests.
    await server.outbox.stop();
    await admin
      .from('ops_ordenes')
      .insert({ falla_reportada: 'Compresor sin aceite', tecnico_id: USERS.ana })
      .throwOnError();
    const before = server.mailbox.list('ana@andes.demo').length;

    const anaToken = (await ana.auth.getSession()).data.session!.access_token;
    for (const token of [null, server.anonKey, anaToken]) {
      const r = await post('/functions/v1/send-mail', token, {});
      expect(r.status, String(token).slice(0, 12)).toBe(403);
      expect(r.body).toEqual({ code: 'forbidden', message: 'Solo el servicio puede enviar los correos.' });
    }
    const get = await fetch(`${server.url}/functions/v1/send-mail`, {
      headers: { authorization: `Bearer ${server.serviceRoleKey}` },
    });
    expect(get.status).toBe(405);

    const sent = await post('/functions/v1/send-mail', server.serviceRoleKey, {});
    expect(sent).toEqual({ status: 200, body: { enviados: 1, fallidos: 0 } });
    const again = await post('/functions/v1/send-mail', server.serviceRoleKey, {});
    expect(again.body).toEqual({ enviados: 0, fallidos: 0 });
    const mails = server.mailbox.list('ana@andes.demo');
    expect(mails.length - before).toBe(1);
    expect(mails[0].subject).toMatch(/^Se te asignó la orden OT-\d{6} · Industrias Andes$/);
    expect(mails[0].text).toContain('Compresor sin aceite');
    expect(mails[0].link).toMatch(new RegExp(`^${server.url}/axel-ops/ordenes/[0-9a-f-]{36}$`));
  });
});

describe('POST /realtime/v1/api/broadcast', () => {
  it('answers 202 to a valid message, 401 without a valid token, 400 to a bad body, 403 to a private topic it may not write', async () => {
    const ana = await server.signedIn('ana@andes.demo');
    const luis = await server.signedIn('luis@pacifico.demo');
    const anaToken = (await ana.auth.getSession()).data.session!.access_token;
    const luisToken = (await luis.auth.getSession()).data.session!.access_token;
    const topic = `empresa:${COMPANIES.andes}:ops`;

    expect(
      (await post('/realtime/v1/api/broadcast', anaToken, { messages: [{ topic: 'sala', event: 'x', payload: {} }] }))
        .status,
    ).toBe(202);
    expect(
      (
        await post('/realtime/v1/api/broadcast', anaToken, {
          messages: [{ topic, event: 'x', payload: {}, private: true }],
        })
      ).status,
    ).toBe(202);
    const refused = await post('/realtime/v1/api/broadcast', luisToken, {
      messages: [{ topic, event: 'x', payload: {}, private: true }],
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: `You do not have permissions to write to this Channel topic: ${topic}` });

    const noKey = await fetch(`${server.url}/realtime/v1/api/broadcast`, { method: 'POST', body: '{}' });
    expect(noKey.status).toBe(401);
    expect((await post('/realtime/v1/api/broadcast', 'not.a.token', { messages: [] })).status).toBe(401);
    for (const bad of ['not json', { messages: [] }, { messages: [{ event: 'x' }] }, { messages: 'x' }]) {
      const r = await post('/realtime/v1/api/broadcast', anaToken, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(typeof r.body?.message).toBe('string');
    }
  });

  it('the websocket route answers a plain GET with 426; other paths 404', async () => {
    expect((await fetch(`${server.url}/realtime/v1/websocket?apikey=${server.anonKey}`)).status).toBe(426);
    expect((await fetch(`${server.url}/realtime/v1/nothing`)).status).toBe(404);
  });
});
