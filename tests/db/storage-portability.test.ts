/**
 * The files of supabase/migrations on Storage's schema as a hosted project has it (issue 35): a
 * PostgreSQL 15 database built like a hosted project (tests/support/hosted-database.ts: Storage's
 * schema owned by supabase_storage_admin, our migrations run by a non-superuser owner), served by
 * server/ so that storage-js runs against it. Storage's schema is server/sql/storage.sql by
 * default; with SUPABASE_STORAGE_MIGRATIONS=<supabase/storage checkout>/migrations/tenant it is
 * built by supabase/storage's own migrations instead (how the file was checked; nothing of
 * supabase/storage is kept in this repository). The bucket, the
 * policies, the quota trigger and the count apply there and decide the same as on the embedded
 * schema; uploads racing for a company's last megabyte never pass the quota.
 *
 * Only on PostgreSQL (the 'server-pg' project).
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabase } from '../../server/db/postgres.ts';
import type { Database } from '../../server/db/types.ts';
import { DEMO, DEMO_PASSWORD } from '../../server/demo-accounts.ts';
import { startServer, type RunningServer } from '../../server/index.ts';
import { MIGRATIONS_DIR } from '../../server/migrate.ts';
import { createHostedDatabase, type HostedDatabase } from '../support/hosted-database.ts';
import { ANDES, withScenario } from '../support/module-access-matrix.ts';
import { sqlState } from './support.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
let hosted: HostedDatabase;
let db: Database;
let server: RunningServer;
let service: SupabaseClient;
const as: Record<string, SupabaseClient> = {};
let order: string;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4000000000049454e44ae426082',
  'hex',
);

const client = (key: string) =>
  createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

describe.skipIf(!ADMIN_URL)('adjuntos on a hosted-like storage schema, PostgreSQL 15', () => {
  beforeAll(async () => {
    hosted = await createHostedDatabase(ADMIN_URL!);
    db = await PostgresDatabase.open(hosted.url(), 6);
    server = await startServer({
      database: db,
      migrate: false,
      port: 0,
      staticDir: false,
      config: {
        log: false,
        rateLimits: { token: 10_000, recover: 10_000, verify: 10_000, windowSeconds: 300 },
        storageSweepIntervalMs: 0,
      },
    });
    service = client(server.serviceRoleKey);
    for (const who of ['ana', 'adminAndes', 'luis'] as const) {
      as[who] = client(server.anonKey);
      const { error } = await as[who].auth.signInWithPassword({ email: DEMO[who], password: DEMO_PASSWORD });
      if (error) throw error;
    }
    const { data } = await service.from('ops_ordenes').select('id').eq('empresa_id', ANDES).limit(1).single();
    order = (data as { id: string }).id;
  });

  afterAll(async () => {
    await server?.stop();
    await db?.close();
    await hosted?.drop();
  });

  it('needs nothing of storage.objects but what hosted grants: policies, a trigger, a bucket row', async () => {
    const text = (
      await Promise.all((await readdir(MIGRATIONS_DIR)).map((f) => readFile(join(MIGRATIONS_DIR, f), 'utf8')))
    )
      .join('\n')
      .replace(/--.*$/gm, '');
    const statements = text.split(';').filter((s) => /\bstorage\s*\.\s*(objects|buckets)\b/i.test(s));
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements)
      expect(s.trim(), s).toMatch(
        /^(create policy \w+ on storage\.objects|drop policy \w+ on storage\.objects$|create trigger \w+ after insert or update or delete on storage\.objects|insert into storage\.buckets|create function|select|with)/i,
      );
    const owner = await db.query<{ owner: string }>(
      `select pg_get_userbyid(relowner) as owner from pg_class where oid = 'storage.objects'::regclass`,
    );
    expect(owner.rows[0].owner).toBe('supabase_storage_admin');
    const policies = await db.query<{ policyname: string }>(
      `select policyname from pg_policies where schemaname = 'storage' and tablename = 'objects' order by 1`,
    );
    expect(policies.rows.map((p) => p.policyname)).toEqual([
      'adjuntos_borrar',
      'adjuntos_leer',
      'adjuntos_reemplazar',
      'adjuntos_subir',
    ]);
    // Storage's own protection stands: rows are removed through the API only.
    expect(await db.exec('delete from storage.objects where false').catch(sqlState)).toBe('42501');
  });

  it('reads, attaches, lists, counts and removes by the same rules as on the embedded schema', async () => {
    const folder = `${ANDES}/ops/ops_ordenes/${order}`;
    const files = (who: string) => as[who].storage.from('adjuntos');
    expect((await files('ana').upload(`${folder}/antes.png`, PNG, { contentType: 'image/png' })).error).toBeNull();
    expect((await files('ana').list(folder)).data?.map((f) => f.name)).toEqual(['antes.png']);
    expect((await files('ana').download(`${folder}/antes.png`)).data?.size).toBe(PNG.length);
    expect((await files('luis').download(`${folder}/antes.png`)).error).toMatchObject({ statusCode: '404' });
    expect((await files('luis').upload(`${folder}/x.png`, PNG, { contentType: 'image/png' })).error).toMatchObject({
      statusCode: '403',
    });
    const counted = await as.ana.rpc('adjuntos_conteo', { p_tabla: 'ops_ordenes', p_ids: [order] });
    expect(counted.data).toEqual([{ registro_id: order, cantidad: 1 }]);
    await withScenario(service, 'denegado_por_override', 'ops', async () => {
      expect((await files('ana').download(`${folder}/antes.png`)).error).toMatchObject({ statusCode: '404' });
    });
    expect((await files('ana').remove([`${folder}/antes.png`])).data).toEqual([]);
    expect((await files('adminAndes').remove([`${folder}/antes.png`])).data).toHaveLength(1);
  });

  it('lets racing uploads fill a company quota but never pass it', async () => {
    const use = async () =>
      ((await as.adminAndes.rpc('uso_adjuntos_empresas')).data as Array<{ bytes: number; archivos: number }>)[0];
    const before = await use();
    expect(before.bytes).toBe(0);
    const { error } = await service.from('cuotas_adjuntos').insert({ empresa_id: ANDES, cuota_mb: 1 });
    expect(error).toBeNull();
    try {
      const size = 300_000;
      const body = () => Buffer.alloc(size, 0x61);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          as.ana.storage
            .from('adjuntos')
            .upload(`${ANDES}/ops/ops_ordenes/${order}/carrera-${i}.txt`, body(), { contentType: 'text/plain' }),
        ),
      );
      const passed = results.filter((r) => r.error === null).length;
      const refused = results.filter(
        (r) => r.error?.message === 'La empresa superó su cuota de almacenamiento de adjuntos',
      ).length;
      expect(passed).toBe(3);
      expect(refused).toBe(3);
      const after = await use();
      expect(after).toMatchObject({ bytes: 3 * size, archivos: 3 });
      const listed = await as.ana.storage
        .from('adjuntos')
        .list(`${ANDES}/ops/ops_ordenes/${order}`, { search: 'carrera' });
      expect(listed.data).toHaveLength(3);
    } finally {
      await service.from('cuotas_adjuntos').delete().eq('empresa_id', ANDES);
    }
  });

  it("sweeps a deleted record's files as the non-superuser owner, past the record tables' policies", async () => {
    const account = await as.adminAndes
      .from('terceros')
      .insert({ nombre: 'Cuenta efímera SpA', tipo: 'cliente' })
      .select('id')
      .single();
    const id = (account.data as { id: string }).id;
    const path = `${ANDES}/crm/terceros/${id}/foto.png`;
    expect(
      (await as.adminAndes.storage.from('adjuntos').upload(path, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    // While the record exists nothing is swept; the function is the service's only.
    expect(await server.storageSweep.run()).toBe(0);
    const asAuthenticated = db.transaction(async (tx) => {
      await tx.query('set local role authenticated');
      await tx.query('select private.adjuntos_huerfanos(1)');
    });
    expect(await asAuthenticated.catch(sqlState)).toBe('42501');
    expect((await as.adminAndes.from('terceros').delete().eq('id', id)).error).toBeNull();
    expect(await server.storageSweep.run()).toBe(1);
    const left = await db.query(`select 1 from storage.objects where name = $1`, [path]);
    expect(left.rows).toEqual([]);
  });
});
