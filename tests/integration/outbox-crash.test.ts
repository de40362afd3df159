/**
 * The outbox survives its sender being killed (issue 36): the server, in a process of its own as
 * `npm start` runs it, sends notice e-mails over SMTP to a mail server in this test and is killed
 * (SIGKILL) in the middle: after the mail server took the first message but before it answered
 * (so the sender never learnt it was sent), with a second message claimed and not yet begun.
 * After a restart on the same data folder both are sent, the first again with the same
 * Message-ID, and the mailbox, which keeps one message per Message-ID as mail systems do, has
 * each exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEFAULT_JWT_SECRET } from '../../server/config.ts';
import { PgliteDatabase } from '../../server/db/pglite.ts';
import { makeApiKeys } from '../../server/keys.ts';
import { Mailbox } from '../../server/mailbox.ts';
import { USERS } from '../db/support.ts';
import { DEMO_PASSWORD } from '../support/server.ts';
import { TEST_SHARED_BUFFERS } from '../support/shared-buffers.ts';
import { PGLITE_TEST_NODE_FLAGS } from '../support/wasm-flags.ts';

const ENTRY = resolve(import.meta.dirname, '../support/server-process.ts');
const children = new Set<ChildProcess>();
let dataDir: string;

/** The mail server's behaviour for the next message: answer, or hold (the test kills the sender then). */
let mode: 'deliver' | 'hold-after-data' = 'deliver';
const received: string[] = [];
const mailbox = new Mailbox(false);
let held: () => void = () => {};
const heldNow = () => new Promise<void>((ok) => (held = ok));
let sink: SMTPServer;
let sinkPort = 0;

function header(raw: string, name: string): string {
  return new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(raw)?.[1]?.trim() ?? '';
}

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: SMTPServerDataStream, _session, cb) {
      let raw = '';
      stream.on('data', (b: Buffer) => (raw += b.toString()));
      stream.on('end', () => {
        received.push(header(raw, 'Message-ID'));
        // The mailbox keeps one message per Message-ID.
        mailbox.deliver({
          to: header(raw, 'To'),
          subject: header(raw, 'Subject'),
          text: raw,
          key: header(raw, 'Message-ID'),
        });
        if (mode === 'hold-after-data') {
          held();
          return; // took the message, never says 250: the sender cannot know it was delivered
        }
        cb();
      });
    },
  });
  await new Promise<void>((ok) => sink.listen(0, '127.0.0.1', ok));
  sinkPort = (sink.server.address() as AddressInfo).port;

  dataDir = join(mkdtempSync(join(dirname(inject('pgliteTemplateDir')), 'outbox-')), 'data');
  const db = await PgliteDatabase.open(dataDir, {
    template: inject('pgliteTemplateDir'),
    sharedBuffers: TEST_SHARED_BUFFERS,
    log: false,
  });
  await db.close();
});

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await new Promise<void>((ok) => sink?.close(() => ok()));
  rmSync(dirname(dataDir), { recursive: true, force: true });
});

function startServerProcess(): { proc: ChildProcess; ready: Promise<string>; exited: Promise<unknown> } {
  const proc = spawn(process.execPath, [...PGLITE_TEST_NODE_FLAGS, '--import', 'tsx', ENTRY], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sinkPort),
      SMTP_SECURE: 'false',
      SMTP_FROM: 'Axel Suite <avisos@axel.test>',
      OUTBOX_LEASE_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(proc);
  let out = '';
  const exited = new Promise((ok) => proc.on('exit', (code) => (children.delete(proc), ok(code))));
  const ready = new Promise<string>((ok, fail) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /READY (\S+)/.exec(out);
      if (m) ok(m[1]);
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    void exited.then((code) => fail(new Error(`server exited (${String(code)}):\n${out}`)));
  });
  ready.catch(() => {});
  return { proc, ready, exited };
}

async function signedIn(url: string, email: string): Promise<SupabaseClient> {
  const { anonKey } = await makeApiKeys(DEFAULT_JWT_SECRET);
  const c = createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await c.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw new Error(error.message);
  return c;
}

async function assignToAna(url: string, fallas: string[]): Promise<void> {
  const admin = await signedIn(url, 'admin@andes.demo');
  const { error } = await admin
    .from('ops_ordenes')
    .insert(fallas.map((falla) => ({ falla_reportada: falla, tecnico_id: USERS.ana })));
  if (error) throw new Error(error.message);
}

async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

it('a sender killed mid-send delivers once after restart: the message it was sending, and the one it had not begun', async () => {
  // Two e-mails in one transaction (two orders assigned to Ana at once): the sender claims both,
  // sends the first, and is killed after the mail server took it but before its answer; the
  // second was claimed and never began.
  mode = 'hold-after-data';
  let server = startServerProcess();
  const took = heldNow();
  await assignToAna(await server.ready, ['Motor 7 recalienta', 'Cinta 2 detenida']);
  await took;
  server.proc.kill('SIGKILL');
  await server.exited;
  expect(received).toHaveLength(1);
  const first = received[0];
  expect(first).toMatch(/^<correo-\d+@axel\.test>$/);

  // Restarted: once the dead sender's lease ends, both are sent; the first again, as the same message.
  mode = 'deliver';
  server = startServerProcess();
  await server.ready;
  await until(() => received.length === 3);
  await new Promise((r) => setTimeout(r, 1500));
  expect(received).toHaveLength(3);
  expect(received.filter((id) => id === first)).toHaveLength(2);
  const second = received.find((id) => id !== first)!;
  expect(second).toMatch(/^<correo-\d+@axel\.test>$/);
  const anaMail = mailbox.list('ana@andes.demo');
  expect(anaMail.map((m) => m.key).sort()).toEqual([first, second].sort());
  expect(anaMail.map((m) => m.text.includes('Motor 7 recalienta') || m.text.includes('Cinta 2 detenida'))).toEqual([
    true,
    true,
  ]);
  server.proc.kill('SIGTERM');
  await server.exited;

  // The outbox says both were sent, each on its second attempt.
  const db = await PgliteDatabase.open(dataDir, { sharedBuffers: TEST_SHARED_BUFFERS, log: false });
  try {
    const { rows } = await db.query<{ estado: string; intentos: string }>(
      `select estado, intentos::text from private.correos_salida where destinatario = 'ana@andes.demo' order by id`,
    );
    expect(rows).toEqual([
      { estado: 'enviado', intentos: '2' },
      { estado: 'enviado', intentos: '2' },
    ]);
  } finally {
    await db.close();
  }
});
