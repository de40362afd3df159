/**
 * Schema lints as tests: the rules of docs/design.md §3 and STYLE.md item 16 that a new table, view
 * or function could silently break.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

const names = async (sql: string) => (await db.query<{ name: string }>(sql)).rows.map((r) => r.name);

describe('schema lints', () => {
  it('enables row-level security on every table of public and private', async () => {
    const all = await names(`select n.nspname || '.' || c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'private') and c.relkind in ('r', 'p') order by 1`);
    expect(all.length).toBeGreaterThanOrEqual(13);
    const withoutRls = await names(`select n.nspname || '.' || c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'private') and c.relkind in ('r', 'p') and not c.relrowsecurity order by 1`);
    expect(withoutRls).toEqual([]);
  });

  it('creates every view with security_invoker', async () => {
    const views = await names(`select n.nspname || '.' || c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'private') and c.relkind in ('v', 'm') order by 1`);
    expect(views).toEqual(
      expect.arrayContaining([
        'private.accesos_modulo',
        'public.accesos_efectivos_usuario',
        'public.empleados_servicio',
        'public.permisos_usuario_modulo',
        'public.usuarios_autenticados',
      ]),
    );
    const definerViews = await names(`select n.nspname || '.' || c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'private') and c.relkind in ('v', 'm')
        and not coalesce('security_invoker=true' = any (c.reloptions) or 'security_invoker=on' = any (c.reloptions), false)
      order by 1`);
    expect(definerViews).toEqual([]);
  });

  it('pins search_path on every function of public and private', async () => {
    const loose = await names(`select n.nspname || '.' || p.proname as name from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
      order by 1`);
    expect(loose).toEqual([]);
  });

  it('lets anon execute no SECURITY DEFINER function, and no function of private', async () => {
    const anonDefiner = await names(`select n.nspname || '.' || p.proname as name from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private', 'auth') and p.prosecdef and has_function_privilege('anon', p.oid, 'execute')
      order by 1`);
    expect(anonDefiner).toEqual([]);
    const anonPrivate =
      await names(`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private' and has_function_privilege('anon', p.oid, 'execute')`);
    expect(anonPrivate).toEqual([]);
    const usage = (
      await db.query<{ ok: boolean | string }>(`select has_schema_privilege('anon', 'private', 'usage') as ok`)
    ).rows[0].ok;
    expect(String(usage)).toMatch(/^(f|false)$/);
  });

  it('keeps SECURITY DEFINER to the policy helpers, the trigger functions and the search helper', async () => {
    const definer = await names(`select n.nspname || '.' || p.proname as name from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and p.prosecdef order by 1`);
    expect(definer).toEqual([
      'private.aal_suficiente',
      'private.aceptar_invitacion',
      'private.administra_empresa',
      'private.administra_usuario',
      'private.auditar_permisos',
      // Files (20261127194522_adjuntos.sql): a count of a record's files, for records the caller
      // was already shown to see (public.adjuntos_conteo checks); the usage trigger of
      // storage.objects and the quota and company it reads for any company's file.
      'private.contar_adjuntos',
      'private.contar_uso_adjuntos',
      'private.copiar_empresa_nombre',
      'private.crear_usuarios_plataforma',
      // Axel CRM (20261125100000): the /contacto request → platform lead trigger (the visitor writes
      // no CRM row itself), the platform company it files into, and the same-company check of an account.
      'private.crm_lead_desde_contacto',
      'private.cuota_adjuntos_bytes',
      'private.empresa_actual',
      'private.empresa_administrada',
      'private.empresa_de_adjunto',
      'private.empresa_plataforma',
      'private.es_super_admin',
      // Ids only, for the trigram index of the module lists (20261127110000_listas_modulos_paginas.sql):
      // a fixed list of tables, the caller's company and the table's module; as ops_ordenes_con_texto.
      'private.filas_con_texto',
      // Axel Finance: the amounts paid and applied are written only by these triggers.
      'private.fin_aplicar_pago',
      'private.fin_desaplicar_pago',
      'private.industrial_aplicar_movimiento',
      // The caller's modules at once (the rule of tiene_modulo), for the policy on storage.objects.
      'private.modulos_con_acceso',
      'private.ops_mover_stock',
      'private.ops_ordenes_con_texto',
      'private.ops_registrar_transicion',
      'private.propagar_empresa_nombre',
      // Axel Projects (20261125300000): a client's name for a project, and its rename in step.
      'private.proy_nombre_tercero',
      'private.proy_sincronizar_cliente',
      'private.repuesto_de_empresa',
      'private.revocar_sesiones_empresa',
      'private.revocar_sesiones_usuario',
      'private.rol_actual',
      'private.sesion_vigente',
      'private.siguiente_numero',
      'private.sincronizar_correo_usuario',
      'private.tercero_de_empresa',
      'private.tiene_modulo',
      'private.usuario_activo',
      'private.usuario_de_empresa',
      // Ids only, for the trigram index that row-level security cannot use (LIKE is not leakproof);
      // its one caller applies every policy to them (20261124150000_accesos_efectivos_paginas.sql).
      'private.usuarios_con_busqueda',
      // The account functions (20261124121000): each checks the caller's scope itself.
      'public.crear_empresa',
      'public.crear_invitacion',
      'public.crm_responsables',
      'public.cuentas_empresa',
      'public.mis_sesiones',
      'public.ops_tecnicos',
      'public.proy_clientes',
      'public.proy_usuarios',
      'public.reenviar_invitacion',
      'public.registrar_enlace_recuperacion',
      'public.revocar_invitacion',
      // Each company's file use for the admins (20261127194522_adjuntos.sql): checks the caller itself.
      'public.uso_adjuntos_empresas',
    ]);
  });

  it('grants TRUNCATE, TRIGGER and REFERENCES on no table to the API roles (RLS does not cover TRUNCATE)', async () => {
    const grants = await names(`select c.relname || ':' || r.rolname || ':' || x.priv as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      cross join (values ('anon'), ('authenticated')) r (rolname)
      cross join (values ('TRUNCATE'), ('TRIGGER'), ('REFERENCES')) x (priv)
      where n.nspname = 'public' and c.relkind in ('r', 'v') and has_table_privilege(r.rolname, c.oid, x.priv)`);
    expect(grants).toEqual([]);
  });

  it('shows anon only what the permission table allows: active videos (read) and contact requests (insert)', async () => {
    const anonGrants = await names(`select c.relname || ':' || x.priv as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      cross join (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE')) x (priv)
      where n.nspname in ('public', 'private') and c.relkind in ('r', 'v')
        and (has_table_privilege('anon', c.oid, x.priv)
          or (x.priv <> 'DELETE' and has_any_column_privilege('anon', c.oid, x.priv)))
      order by 1`);
    expect(anonGrants).toEqual(['solicitudes_contacto:INSERT', 'videos_demo:SELECT']);
  });

  it('names migrations and indexes every foreign key', async () => {
    const unindexed = await names(`select c.conrelid::regclass::text || '(' || a.attname || ')' as name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'
        and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )
      order by 1`);
    expect(unindexed).toEqual([]);
  });
});
