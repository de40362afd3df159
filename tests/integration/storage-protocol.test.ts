/**
 * Supabase Storage's protocol at /storage/v1 through storage-js (supabase-js's `storage`), on a
 * bucket of the test's own with policies of the test's own: every operation, the shapes and
 * statuses storage answers, the limits (size while streaming, allowed types, content sniffed),
 * and fuzzed keys that must never answer 5xx nor write outside the storage folder.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let around: string;
let service: SupabaseClient;
let ana: SupabaseClient;
let luis: SupabaseClient;
let anon: SupabaseClient;

const BUCKET = 'pruebas';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4000000000049454e44ae426082',
  'hex',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510), Buffer.from('PE\0\0')]);

async function raw(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${init.token ?? server.serviceRoleKey}`);
  return fetch(`${server.url}/storage/v1${path}`, { ...init, headers });
}

beforeAll(async () => {
  // The storage folder inside a folder of its own: the fuzz test checks that nothing appears
  // next to it, which the shared temporary directory (other test files' folders) cannot show.
  around = mkdtempSync(join(tmpdir(), 'axel-storage-around-'));
  server = await startTestServer({ storageDir: join(around, 'storage') });
  service = server.service();
  anon = server.anon();
  ana = await server.signedIn(DEMO.ana);
  luis = await server.signedIn(DEMO.luis);
  // A bucket of this file's own: 1 MB, images and text; every signed-in user reads and writes their
  // own folder (the owner's id first), as Supabase's examples do.
  const { error } = await service.storage.createBucket(BUCKET, {
    public: false,
    fileSizeLimit: 1_000_000,
    allowedMimeTypes: ['image/*', 'text/plain', 'application/pdf'],
  });
  if (error) throw error;
  await server.db.exec(`
    create policy pruebas_propias on storage.objects for all to authenticated
      using (bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = auth.uid()::text)
      with check (bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = auth.uid()::text)`);
});
afterAll(async () => {
  await server?.stop();
  if (around) rmSync(around, { recursive: true, force: true });
});

const anaId = async () => (await ana.auth.getUser()).data.user!.id;

describe('storage-js against /storage/v1', () => {
  it('manages buckets as service_role only', async () => {
    expect((await service.storage.getBucket(BUCKET)).data).toMatchObject({
      id: BUCKET,
      public: false,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/*', 'text/plain', 'application/pdf'],
    });
    const list = await service.storage.listBuckets();
    expect(list.data?.map((b) => b.id)).toEqual(expect.arrayContaining([BUCKET, 'adjuntos']));
    // No policy on storage.buckets: a user lists nothing and creates nothing.
    expect((await ana.storage.listBuckets()).data).toEqual([]);
    const refused = await ana.storage.createBucket('de-ana');
    expect(refused.error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await anon.storage.getBucket(BUCKET)).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
    expect((await service.storage.createBucket(BUCKET)).error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect((await service.storage.createBucket('mal/nombre')).error).toMatchObject({
      statusCode: '400',
      message: 'Bucket name invalid',
    });
    // Update, empty and delete of a scratch bucket.
    expect((await service.storage.createBucket('temporal', { public: true })).error).toBeNull();
    expect((await service.storage.updateBucket('temporal', { public: false, fileSizeLimit: '2MB' })).data).toEqual({
      message: 'Successfully updated',
    });
    expect((await service.storage.getBucket('temporal')).data).toMatchObject({
      public: false,
      file_size_limit: 2_000_000,
    });
    await service.storage.from('temporal').upload('x.txt', 'x', { contentType: 'text/plain' });
    expect((await service.storage.deleteBucket('temporal')).error).toMatchObject({ statusCode: '409' });
    expect((await ana.storage.emptyBucket('temporal')).error).toMatchObject({ status: 403, statusCode: '403' });
    expect((await service.storage.emptyBucket('temporal')).data).toEqual({ message: 'Successfully emptied' });
    expect((await service.storage.deleteBucket('temporal')).data).toEqual({ message: 'Successfully deleted' });
    expect(existsSync(join(server.storageDir, 'temporal'))).toBe(false);
  });

  it('uploads, downloads, describes, lists, signs, copies, moves and removes under the caller policies', async () => {
    const me = await anaId();
    const files = ana.storage.from(BUCKET);
    const up = await files.upload(`${me}/fotos/pixel.png`, PNG, { contentType: 'image/png', cacheControl: '60' });
    expect(up.error).toBeNull();
    expect(up.data).toEqual({
      path: `${me}/fotos/pixel.png`,
      id: expect.any(String),
      fullPath: `${BUCKET}/${me}/fotos/pixel.png`,
    });
    // The same path again: 409 unless upsert.
    expect((await files.upload(`${me}/fotos/pixel.png`, PNG, { contentType: 'image/png' })).error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(
      (await files.upload(`${me}/fotos/pixel.png`, PNG, { contentType: 'image/png', upsert: true, cacheControl: '60' }))
        .error,
    ).toBeNull();
    // Multipart (a Blob) with user metadata, and update (PUT).
    const note = new Blob(['nota de prueba'], { type: 'text/plain' });
    expect((await files.upload(`${me}/nota.txt`, note, { metadata: { autor: 'Ana' } })).error).toBeNull();
    expect(
      (await files.update(`${me}/nota.txt`, new Blob(['nota corregida'], { type: 'text/plain' }))).error,
    ).toBeNull();

    const down = await files.download(`${me}/nota.txt`);
    expect(await down.data?.text()).toBe('nota corregida');
    const info = await files.info(`${me}/fotos/pixel.png`);
    expect(info.data).toMatchObject({
      name: `${me}/fotos/pixel.png`,
      bucketId: BUCKET,
      size: PNG.length,
      contentType: 'image/png',
      cacheControl: 'max-age=60',
    });
    expect((await files.exists(`${me}/nota.txt`)).data).toBe(true);
    expect((await files.exists(`${me}/nada.txt`)).data).toBe(false);

    const head = await raw(`/object/authenticated/${BUCKET}/${me}/fotos/pixel.png`, {
      method: 'HEAD',
      token: (await ana.auth.getSession()).data.session!.access_token,
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG.length));
    expect(head.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const ranged = await raw(`/object/${BUCKET}/${me}/nota.txt`, { headers: { range: 'bytes=0-3' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('nota');

    const listed = await files.list(me, { sortBy: { column: 'name', order: 'asc' } });
    expect(listed.data?.map((e) => [e.name, e.id === null])).toEqual([
      ['fotos', true],
      ['nota.txt', false],
    ]);
    expect((await files.list(me, { search: 'NO' })).data?.map((e) => e.name)).toEqual(['nota.txt']);
    expect((await files.list(me, { limit: 1, offset: 1 })).data?.map((e) => e.name)).toEqual(['nota.txt']);

    const signed = await files.createSignedUrl(`${me}/nota.txt`, 60, { download: 'nota.txt' });
    const got = await fetch(signed.data!.signedUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toContain('attachment; filename=nota.txt');
    expect(await got.text()).toBe('nota corregida');
    const many = await files.createSignedUrls([`${me}/nota.txt`, `${me}/nada.txt`], 60);
    expect(many.data?.map((d) => d.error)).toEqual([
      null,
      'Either the object does not exist or you do not have access to it',
    ]);

    expect((await files.copy(`${me}/nota.txt`, `${me}/copia.txt`)).data).toEqual({ path: `${BUCKET}/${me}/copia.txt` });
    expect((await files.move(`${me}/copia.txt`, `${me}/movida.txt`)).data).toMatchObject({
      message: 'Successfully moved',
    });
    expect(await (await files.download(`${me}/movida.txt`)).data?.text()).toBe('nota corregida');

    // Signed upload: made by Ana, used by anyone holding the token.
    const ticket = await files.createSignedUploadUrl(`${me}/firmada.txt`);
    expect(ticket.error).toBeNull();
    const put = await anon.storage
      .from(BUCKET)
      .uploadToSignedUrl(`${me}/firmada.txt`, ticket.data!.token, new Blob(['firmada'], { type: 'text/plain' }));
    expect(put.data).toEqual({ path: `${me}/firmada.txt`, fullPath: `${BUCKET}/${me}/firmada.txt` });
    const wrongPath = await anon.storage.from(BUCKET).uploadToSignedUrl(`${me}/otra.txt`, ticket.data!.token, 'x');
    expect(wrongPath.error).toMatchObject({ statusCode: '400', message: 'Invalid signature' });

    const removed = await files.remove([`${me}/movida.txt`, `${me}/firmada.txt`, `${me}/nada.txt`]);
    expect(removed.data?.map((o) => o.name).sort()).toEqual([`${me}/firmada.txt`, `${me}/movida.txt`]);
    expect((await files.download(`${me}/movida.txt`)).error).toMatchObject({ statusCode: '404' });
  });

  it('refuses another user, anon and a bad token, in storage shapes', async () => {
    const me = await anaId();
    await ana.storage.from(BUCKET).upload(`${me}/privado.txt`, 'solo Ana', { contentType: 'text/plain' });
    // Luis: not his folder. Reading finds nothing, writing is refused, removing removes nothing.
    expect((await luis.storage.from(BUCKET).download(`${me}/privado.txt`)).error).toMatchObject({
      statusCode: '404',
      message: 'Object not found',
    });
    expect(
      (await luis.storage.from(BUCKET).upload(`${me}/intruso.txt`, 'x', { contentType: 'text/plain' })).error,
    ).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await luis.storage.from(BUCKET).remove([`${me}/privado.txt`])).data).toEqual([]);
    expect((await luis.storage.from(BUCKET).createSignedUrl(`${me}/privado.txt`, 60)).error).toMatchObject({
      statusCode: '404',
    });
    expect((await luis.storage.from(BUCKET).list(me)).data).toEqual([]);
    expect((await luis.storage.from(BUCKET).move(`${me}/privado.txt`, `${me}/x.txt`)).error).toMatchObject({
      statusCode: '404',
    });
    // anon: the anon key is a valid JWT (role anon): no policy for it.
    expect((await anon.storage.from(BUCKET).download(`${me}/privado.txt`)).error).toMatchObject({ statusCode: '404' });
    expect((await anon.storage.from(BUCKET).upload('x.txt', 'x', { contentType: 'text/plain' })).error).toMatchObject({
      statusCode: '403',
    });
    // No token at all, a forged one.
    const none = await fetch(`${server.url}/storage/v1/object/list/${BUCKET}`, {
      method: 'POST',
      body: '{"prefix":""}',
    });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized', code: 'AccessDenied' });
    const forged = await raw(`/object/list/${BUCKET}`, {
      method: 'POST',
      body: '{"prefix":""}',
      token: `${server.anonKey.slice(0, -3)}abc`,
    });
    expect(await forged.json()).toMatchObject({ statusCode: '403', message: 'signature verification failed' });
    // An unknown route answers storage's 404.
    const lost = await raw('/nada', { method: 'GET' });
    expect(lost.status).toBe(404);
    expect(await lost.json()).toEqual({
      statusCode: '404',
      code: 'InvalidRequest',
      error: 'Not Found',
      message: 'Route GET:/storage/v1/nada not found',
    });
  });

  it('expires signed URLs and refuses tokens made for another path or purpose', async () => {
    const me = await anaId();
    await ana.storage.from(BUCKET).upload(`${me}/breve.txt`, 'breve', { contentType: 'text/plain' });
    const signed = await ana.storage.from(BUCKET).createSignedUrl(`${me}/breve.txt`, 1);
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
    // Its one second runs out on the server's clock moved 2.1 s on (only Date: the server runs in this
    // process, and jose reads the time from it), instead of 2.1 s of waiting on each database.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2100, shouldAdvanceTime: true });
    let late: Response;
    try {
      late = await fetch(signed.data!.signedUrl);
    } finally {
      vi.useRealTimers();
    }
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });
    const other = await ana.storage.from(BUCKET).createSignedUrl(`${me}/breve.txt`, 60);
    const token = new URL(other.data!.signedUrl).searchParams.get('token');
    const elsewhere = await fetch(`${server.url}/storage/v1/object/sign/${BUCKET}/${me}/otro.txt?token=${token}`);
    expect(await elsewhere.json()).toMatchObject({ code: 'InvalidSignature' });
    const upload = await ana.storage.from(BUCKET).createSignedUploadUrl(`${me}/subida.txt`);
    const asDownload = await fetch(
      `${server.url}/storage/v1/object/sign/${BUCKET}/${me}/subida.txt?token=${upload.data!.token}`,
    );
    expect(await asDownload.json()).toMatchObject({
      code: 'InvalidSignature',
      message: 'Token is not scoped for download',
    });
    expect((await ana.storage.from(BUCKET).createSignedUrl(`${me}/breve.txt`, 0)).error).toMatchObject({
      statusCode: '400',
    });
  });

  it('enforces the bucket limits while streaming and checks the content against its type', async () => {
    const me = await anaId();
    const files = ana.storage.from(BUCKET);
    const big = Buffer.alloc(1_000_001, 0x41);
    for (const body of [big, new Blob([big], { type: 'text/plain' })]) {
      const r = await files.upload(`${me}/grande.txt`, body, { contentType: 'text/plain' });
      expect(r.error).toMatchObject({
        status: 400,
        statusCode: '413',
        message: 'The object exceeded the maximum allowed size',
      });
    }
    // A stream without Content-Length is cut off as soon as it passes the limit.
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new Uint8Array(100_000).fill(0x42));
        c.close();
      },
    });
    const streamed = await raw(`/object/${BUCKET}/${me}/flujo.txt`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'text/plain' },
      token: (await ana.auth.getSession()).data.session!.access_token,
      duplex: 'half',
    } as RequestInit);
    expect(await streamed.json()).toMatchObject({ statusCode: '413' });
    expect(
      (await files.upload(`${me}/doc.zip`, Buffer.from('PK\x03\x04'), { contentType: 'application/zip' })).error,
    ).toMatchObject({
      statusCode: '415',
      message: 'mime type application/zip is not supported',
    });
    // An .exe renamed .jpg, a text that is not an image, a binary sent as text.
    for (const [name, body, type] of [
      ['virus.jpg', EXE, 'image/jpeg'],
      ['falsa.png', Buffer.from('no soy una imagen'), 'image/png'],
      ['binario.txt', Buffer.from([0x68, 0x6f, 0, 0x6c, 0x61]), 'text/plain'],
    ] as const) {
      const r = await files.upload(`${me}/${name}`, body, { contentType: type });
      expect(r.error, name).toMatchObject({ statusCode: '415' });
    }
    // The declared type must be one the bucket allows, as hosted Storage checks it.
    expect(
      (await files.upload(`${me}/sin-tipo`, PNG, { contentType: 'application/octet-stream' })).error,
    ).toMatchObject({
      statusCode: '415',
      message: 'mime type application/octet-stream is not supported',
    });
    // Nothing refused left a file behind.
    const names = (await files.list(me)).data?.map((e) => e.name);
    expect(names).not.toContain('grande.txt');
    expect(names).not.toContain('virus.jpg');
    expect(readdirSync(join(server.storageDir, '.tmp'))).toEqual([]);
  });

  it('answers fuzzed keys and bodies with 4xx, never 5xx, and writes nothing outside its folder', async () => {
    const root = server.storageDir;
    // The folder around the storage folder (its own, made for this file) must not gain an entry.
    const before = new Set(readdirSync(dirname(root)));
    const segment = fc.oneof(
      fc.constantFrom(
        '..',
        '.',
        '',
        '%2e%2e',
        '%2E%2E%2F',
        '%00',
        'a%00b',
        '~x',
        'ñandú',
        '\\..\\',
        '%5c..%5c',
        '/etc/passwd',
        'x'.repeat(300),
      ),
      fc.string({ maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 5 }),
        fc.constantFrom('POST', 'GET', 'PUT', 'DELETE', 'HEAD'),
        async (segments, method) => {
          const path = segments.map((s) => (/%/.test(s) ? s : encodeURIComponent(s))).join('/');
          const r = await raw(`/object/${BUCKET}/${path}`, {
            method,
            ...(method === 'POST' || method === 'PUT'
              ? { body: 'contenido', headers: { 'content-type': 'text/plain' } }
              : {}),
          });
          await r.arrayBuffer();
          expect(r.status, `${method} ${path}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150, seed: 35 },
    );
    for (const body of [
      '',
      '{',
      '[]',
      '{"prefix":1}',
      '{"prefixes":"x"}',
      `{"paths":[${'"a",'.repeat(1001)}"a"],"expiresIn":1}`,
    ]) {
      for (const path of [
        `/object/list/${BUCKET}`,
        `/object/${BUCKET}`,
        `/object/sign/${BUCKET}`,
        '/object/move',
        '/object/copy',
        '/bucket',
      ]) {
        const r = await raw(path, {
          method: path === `/object/${BUCKET}` ? 'DELETE' : 'POST',
          body,
          headers: { 'content-type': 'application/json' },
        });
        expect(r.status, `${path} ${body.slice(0, 20)}`).toBeLessThan(500);
        expect(await r.json()).toHaveProperty('statusCode');
      }
    }
    const outside = (await server.db.query<{ n: string }>('select count(*)::text as n from storage.objects')).rows[0];
    expect(Number(outside.n)).toBeGreaterThan(0);
    expect(readdirSync(dirname(root)).filter((e) => !before.has(e))).toEqual([]);
    // Every file under the root is a version file of a valid key, or nothing at all.
    for (const file of readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()))
      expect(relative(root, join(file.parentPath, file.name))).toMatch(
        /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+\/(?:[^/]+\/)*~[0-9a-f-]{36}$/,
      );
  });
});
