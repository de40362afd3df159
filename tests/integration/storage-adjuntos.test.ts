/**
 * The product's files (migration 20261127225925_adjuntos.sql) through storage-js, as the demo
 * accounts: the bucket `adjuntos`, paths `<empresa>/<module>/<table>/<record>/<file>`, who reads,
 * attaches and removes (the record's own rules), another company, a module revoked (an override,
 * the plan), the inactive account and anon; the paperclip count and the quotas.
 */
import { readdir } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_TABLES } from '../../src/lib/attachment-tables.ts';
import { ANDES, withScenario } from '../support/module-access-matrix.ts';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let service: SupabaseClient;
const as: Record<string, SupabaseClient> = {};
let order: string;
let otherOrder: string;
let invoice: string;
let anaRecord: string;
let pacifico: string;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4000000000049454e44ae426082',
  'hex',
);
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

async function one<T>(q: PromiseLike<{ data: unknown; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await q;
  if (error) throw new Error(error.message);
  return data as T;
}

beforeAll(async () => {
  server = await startTestServer();
  service = server.service();
  for (const [key, email] of Object.entries(DEMO)) as[key] = await server.signedIn(email);
  as.anon = server.anon();
  const orders = await one<Array<{ id: string }>>(
    service.from('ops_ordenes').select('id').eq('empresa_id', ANDES).limit(2),
  );
  [order, otherOrder] = orders.map((o) => o.id);
  invoice = (
    await one<{ id: string }>(service.from('fin_documentos').select('id').eq('empresa_id', ANDES).limit(1).single())
  ).id;
  const ana = (await as.ana.auth.getUser()).data.user!.id;
  anaRecord = (await one<{ id: string }>(service.from('colaboradores').select('id').eq('usuario_id', ana).single())).id;
  pacifico = (
    await one<{ empresa_id: string }>(
      service.from('usuarios_plataforma').select('empresa_id').eq('correo', DEMO.luis).single(),
    )
  ).empresa_id;
});
afterAll(async () => {
  await server?.stop();
});

const orderPath = (file: string, record = order) => `${ANDES}/ops/ops_ordenes/${record}/${file}`;
const files = (who: string) => as[who].storage.from('adjuntos');

describe('adjuntos', () => {
  it('lets a usuario attach to and read an order of their module, and only an admin remove it', async () => {
    const path = orderPath('antes-1.png');
    const up = await files('ana').upload(path, PNG, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    expect((await files('ana').list(`${ANDES}/ops/ops_ordenes/${order}`)).data?.map((f) => f.name)).toEqual([
      'antes-1.png',
    ]);
    expect((await files('adminAndes').download(path)).data?.size).toBe(PNG.length);
    expect((await files('ana').createSignedUrl(path, 60)).error).toBeNull();
    // The order's delete rule: admin_empresa only. Ana's remove removes nothing; replacing is removing.
    expect((await files('ana').remove([path])).data).toEqual([]);
    expect((await files('ana').upload(path, PNG, { contentType: 'image/png', upsert: true })).error).toMatchObject({
      statusCode: '403',
    });
    expect((await files('adminAndes').remove([path])).data?.map((f) => f.name)).toEqual([path]);
  });

  it('keeps other companies, the inactive account, anon and the super_admin out', async () => {
    const path = orderPath('informe.pdf');
    expect(
      (await files('adminAndes').upload(path, pdf('informe'), { contentType: 'application/pdf' })).error,
    ).toBeNull();
    for (const who of ['luis', 'adminPacifico', 'inactivo', 'superadmin', 'anon']) {
      expect((await files(who).download(path)).error, who).toMatchObject({ statusCode: '404' });
      expect((await files(who).list(`${ANDES}/ops/ops_ordenes/${order}`)).data, who).toEqual([]);
      expect((await files(who).remove([path])).data, who).toEqual([]);
      expect(
        (await files(who).upload(orderPath(`${who}.pdf`), pdf(who), { contentType: 'application/pdf' })).error,
        who,
      ).toMatchObject({
        statusCode: '403',
      });
    }
    // Pacífico's admin cannot file under its own company either a record that is not its own.
    expect(
      (
        await files('adminPacifico').upload(`${pacifico}/ops/ops_ordenes/${order}/x.pdf`, pdf('x'), {
          contentType: 'application/pdf',
        })
      ).error,
    ).toMatchObject({ statusCode: '403' });
  });

  it('checks the module of the path, the table and the record', async () => {
    const refused = [
      `${ANDES}/crm/ops_ordenes/${order}/x.pdf`, // module of another table
      `${ANDES}/ops/ops_tareas/${order}/x.pdf`, // a table outside the list
      `${ANDES}/ops/ops_ordenes/00000000-0000-4000-8000-000000000000/x.pdf`, // no such record
      `${ANDES}/ops/ops_ordenes/${order}/carpeta/x.pdf`, // deeper than the record
      `${ANDES}/ops/ops_ordenes/x.pdf`,
    ];
    for (const path of refused)
      expect(
        (await files('adminAndes').upload(path, pdf('x'), { contentType: 'application/pdf' })).error,
        path,
      ).toMatchObject({ statusCode: '403' });
    // Finance: Ana's override denies it; the admin attaches the receipt.
    const receipt = `${ANDES}/finance/fin_documentos/${invoice}/respaldo.pdf`;
    expect((await files('ana').upload(receipt, pdf('r'), { contentType: 'application/pdf' })).error).toMatchObject({
      statusCode: '403',
    });
    expect((await files('adminAndes').upload(receipt, pdf('r'), { contentType: 'application/pdf' })).error).toBeNull();
    expect((await files('ana').download(receipt)).error).toMatchObject({ statusCode: '404' });
  });

  it('knows the tables of the registry private.tablas_adjuntos, the same the client lists', async () => {
    const { rows } = await server.db.query<{ tabla: string; modulo: string; columna: boolean }>(
      `select t.tabla, t.modulo, exists (
         select 1 from pg_attribute a
         where a.attrelid = format('public.%I', t.tabla)::regclass and a.attname = t.columna_id and not a.attisdropped
       ) as columna
       from private.tablas_adjuntos t order by t.tabla`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.tabla, r.modulo]))).toEqual(ATTACHMENT_TABLES);
    expect(rows.filter((r) => !r.columna)).toEqual([]);
  });

  it("keeps People's private record private: its admins attach, its owner reads", async () => {
    const path = `${ANDES}/people/colaboradores_ficha/${anaRecord}/contrato.pdf`;
    expect((await files('ana').upload(path, pdf('contrato'), { contentType: 'application/pdf' })).error).toMatchObject({
      statusCode: '403',
    });
    expect(
      (await files('adminAndes').upload(path, pdf('contrato'), { contentType: 'application/pdf' })).error,
    ).toBeNull();
    expect((await files('ana').download(path)).data?.size).toBeGreaterThan(0);
    expect((await files('ana').remove([path])).data).toEqual([]);
  });

  it('cuts the files of a revoked module off at the next request and gives them back after', async () => {
    const path = orderPath('revocada.png');
    expect((await files('ana').upload(path, PNG, { contentType: 'image/png' })).error).toBeNull();
    for (const scenario of ['denegado_por_override', 'fuera_del_plan'] as const) {
      await withScenario(service, scenario, 'ops', async () => {
        expect((await files('ana').download(path)).error, scenario).toMatchObject({ statusCode: '404' });
        expect((await files('ana').createSignedUrl(path, 60)).error, scenario).toMatchObject({ statusCode: '404' });
        expect(
          (await files('ana').upload(orderPath('otra.png'), PNG, { contentType: 'image/png' })).error,
          scenario,
        ).toMatchObject({ statusCode: '403' });
        const { data } = await as.ana.rpc('adjuntos_conteo', { p_tabla: 'ops_ordenes', p_ids: [order] });
        expect(data, scenario).toEqual([]);
      });
    }
    expect((await files('ana').download(path)).data?.size).toBe(PNG.length);
  });

  it('counts each record’s files for a list, for the records the caller sees', async () => {
    await files('ana').upload(orderPath('c1.png', otherOrder), PNG, { contentType: 'image/png' });
    await files('ana').upload(orderPath('c2.png', otherOrder), PNG, { contentType: 'image/png' });
    const { data, error } = await as.ana.rpc('adjuntos_conteo', { p_tabla: 'ops_ordenes', p_ids: [otherOrder, order] });
    expect(error).toBeNull();
    const counts = Object.fromEntries(
      (data as Array<{ registro_id: string; cantidad: number }>).map((r) => [r.registro_id, r.cantidad]),
    );
    expect(counts[otherOrder]).toBe(2);
    expect(counts[order]).toBeGreaterThanOrEqual(1);
    expect((await as.luis.rpc('adjuntos_conteo', { p_tabla: 'ops_ordenes', p_ids: [otherOrder] })).data).toEqual([]);
    expect(
      (await as.anon.rpc('adjuntos_conteo', { p_tabla: 'ops_ordenes', p_ids: [otherOrder] })).error,
    ).not.toBeNull();
    expect((await as.ana.rpc('adjuntos_conteo', { p_tabla: 'usuarios_plataforma', p_ids: [] })).error).toMatchObject({
      code: '22023',
    });
  });

  it("refuses a file past its company's quota and shows each company's use to its admins", async () => {
    const use = async (who: string) =>
      (await as[who].rpc('uso_adjuntos_empresas')) as {
        data: Array<{ empresa_id: string; bytes: number; archivos: number; cuota_bytes: number }> | null;
        error: { code: string } | null;
      };
    const andes = (await use('adminAndes')).data!;
    expect(andes.map((r) => r.empresa_id)).toEqual([ANDES]);
    expect(andes[0].bytes).toBeGreaterThan(0);
    expect(andes[0].cuota_bytes).toBe(1024 * 1048576);
    expect((await use('superadmin')).data!.length).toBeGreaterThan(10);
    expect((await use('ana')).error).toMatchObject({ code: '42501' });
    // Quota 0 MB for Andes: the next file is refused with the reason; removing one still works.
    await one(service.from('cuotas_adjuntos').insert({ empresa_id: ANDES, cuota_mb: 0 }));
    try {
      const refused = await files('ana').upload(orderPath('sobra.png'), PNG, { contentType: 'image/png' });
      expect(refused.error).toMatchObject({
        statusCode: '403',
        message: 'La empresa superó su cuota de almacenamiento de adjuntos',
      });
      expect((await files('adminAndes').remove([orderPath('c1.png', otherOrder)])).data).toHaveLength(1);
    } finally {
      await one(service.from('cuotas_adjuntos').delete().eq('empresa_id', ANDES));
    }
    // Only super_admin sets quotas.
    expect(
      (await as.adminAndes.from('cuotas_adjuntos').insert({ empresa_id: ANDES, cuota_mb: 999999 })).error,
    ).not.toBeNull();
    const after = (await use('adminAndes')).data![0];
    expect(after.archivos).toBe(andes[0].archivos - 1);
  });

  it("pages each company's use by name for the admin panel's scrolling table (uso_adjuntos_pagina)", async () => {
    type Row = {
      empresa_id: string;
      empresa_nombre: string;
      bytes: number;
      cuota_bytes: number;
      cuota_propia_mb: number | null;
    };
    const page = async (who: string, args: { p_despues?: string; p_limite?: number }) =>
      (await as[who].rpc('uso_adjuntos_pagina', args)) as {
        data: Row[] | null;
        error: { code: string } | null;
        status: number;
      };
    await one(service.from('cuotas_adjuntos').insert({ empresa_id: pacifico, cuota_mb: 77 }));
    try {
      const whole = (await as.superadmin.rpc('uso_adjuntos_empresas')).data as Row[];
      // Pages of 3 after the last name read equal the whole list, in its order, with the own quota.
      const paged: Row[] = [];
      for (let after: string | undefined; ;) {
        const { data, error } = await page('superadmin', { p_despues: after, p_limite: 3 });
        expect(error).toBeNull();
        paged.push(...data!);
        if (data!.length < 3) break;
        after = data![2].empresa_nombre;
      }
      expect(paged.map((r) => [r.empresa_id, r.bytes, r.cuota_bytes])).toEqual(
        whole.map((r) => [r.empresa_id, r.bytes, r.cuota_bytes]),
      );
      const own = paged.find((r) => r.empresa_id === pacifico)!;
      expect([own.cuota_propia_mb, own.cuota_bytes]).toEqual([77, 77 * 1048576]);
      expect(paged.find((r) => r.empresa_id === ANDES)!.cuota_propia_mb).toBeNull();
    } finally {
      await one(service.from('cuotas_adjuntos').delete().eq('empresa_id', pacifico));
    }
    // An admin_empresa: their company only; a user 42501; anon 401; a bad size 400.
    expect((await page('adminAndes', {})).data!.map((r) => r.empresa_id)).toEqual([ANDES]);
    expect((await page('ana', {})).error).toMatchObject({ code: '42501' });
    expect((await page('anon', {})).status).toBe(401);
    const bad = await page('superadmin', { p_limite: 1001 });
    expect([bad.status, bad.error?.code]).toEqual([400, '22023']);
  });

  it("sweeps the files of a deleted record through Storage and gives the company's space back", async () => {
    const use = async () =>
      (await as.adminAndes.rpc('uso_adjuntos_empresas')).data![0] as { bytes: number; archivos: number };
    const account = await one<{ id: string }>(
      as.adminAndes
        .from('terceros')
        .insert({ nombre: 'Cuenta que se borra SpA', tipo: 'cliente' })
        .select('id')
        .single(),
    );
    const folder = `${ANDES}/crm/terceros/${account.id}`;
    const kept = orderPath('se-queda.png');
    expect(
      (await files('adminAndes').upload(`${folder}/contrato.pdf`, pdf('contrato'), { contentType: 'application/pdf' }))
        .error,
    ).toBeNull();
    expect(
      (await files('adminAndes').upload(`${folder}/foto.png`, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    expect((await files('ana').upload(kept, PNG, { contentType: 'image/png' })).error).toBeNull();
    const before = await use();
    const onDisk = async () =>
      (await readdir(server.storageDir, { recursive: true })).filter((f) => f.includes(account.id));
    expect((await onDisk()).length).toBeGreaterThan(0);

    // The record goes; its files stay until the sweep (nobody may remove them through the policies now).
    await one(as.adminAndes.from('terceros').delete().eq('id', account.id).select('id'));
    expect((await files('adminAndes').remove([`${folder}/contrato.pdf`])).data).toEqual([]);
    expect(await server.storageSweep.run()).toBe(2);
    expect(await server.storageSweep.run()).toBe(0);

    const left = await server.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'adjuntos' and name like $1`,
      [`${folder}/%`],
    );
    expect(left.rows).toEqual([]);
    expect(await onDisk()).toEqual([]);
    const after = await use();
    expect(after.archivos).toBe(before.archivos - 2);
    expect(after.bytes).toBe(before.bytes - PNG.length - pdf('contrato').length);
    // A file of a record that exists is never swept.
    expect((await files('ana').download(kept)).error).toBeNull();
    expect((await files('adminAndes').remove([kept])).data).toHaveLength(1);
  });

  it('lets only the service list the files to sweep', async () => {
    for (const role of ['anon', 'authenticated']) {
      await expect(
        server.db.transaction(async (tx) => {
          await tx.query(`set local role ${role}`);
          await tx.query('select private.adjuntos_huerfanos(10)');
        }),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
