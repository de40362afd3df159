/**
 * Schema lints as tests: the rules of docs/design.md §3 and STYLE.md item 16 that a new table, view
 * or function could silently break.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { statementFailure } from './support.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

const names = async (sql: string) => (await db.query<{ name: string }>(sql)).rows.map((r) => r.name);
const bool = (v: unknown) => v === true || v === 't' || v === 'true';

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

  it('runs without JIT the functions whose estimated cost makes PostgreSQL compile their queries', async () => {
    // 20261128160556_funciones_sin_jit.sql: compiling cost seconds per call on PostgreSQL 15 for
    // queries that run in milliseconds; a `create or replace` drops the setting unless it says it.
    const withoutJit = await names(`select n.nspname || '.' || p.proname as name from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and 'jit=off' = any(coalesce(p.proconfig, '{}'))
      order by 1`);
    expect(withoutJit).toEqual([
      'private.accesos_efectivos_consulta',
      'private.buscar_candidatos',
      'public.accesos_efectivos_conteo',
      'public.accesos_efectivos_csv',
      'public.accesos_efectivos_pagina',
    ]);
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
    // Compared sorted in one order (the database's collation may sort '_' apart).
    expect([...definer].sort()).toEqual(
      [
        'private.aal_suficiente',
        'private.aceptar_invitacion',
        'private.administra_empresa',
        'private.administra_usuario',
        'private.auditar_permisos',
        'private.copiar_empresa_nombre',
        'private.crear_usuarios_plataforma',
        // Axel CRM (20261125100000): the /contacto request → platform lead trigger (the visitor writes
        // no CRM row itself), the platform company it files into, and the same-company check of an account.
        'private.crm_lead_desde_contacto',
        'private.empresa_actual',
        'private.empresa_administrada',
        'private.empresa_plataforma',
        'private.es_super_admin',
        // Ids only, for the trigram index of the module lists (20261127110000_listas_modulos_paginas.sql):
        // a fixed list of tables, the caller's company and the table's module; as ops_ordenes_con_texto.
        'private.filas_con_texto',
        // Search (issue 37, 20261128005354_buscar.sql): ids and scores only, for the trigram indexes,
        // for the caller's company and modules; public.buscar reads every row again as the caller.
        'private.buscar_candidatos',
        // Search's vocabulary (20261128062732_buscar_vocabulario.sql): the trigger and the rebuild write
        // private.buscar_palabras, which no API role reads or writes (words of the searched text only).
        'private.buscar_palabras_registrar',
        'private.buscar_palabras_rehacer',
        // Comments and mentions (issue 37, 20261128005355_comentarios_historial.sql): another user's
        // access (who may be mentioned, who is told), and a record's name and path for the notice.
        'private.puede_ver_registro_usuario',
        // Field-by-field history (issue 37, 20261128021756_auditoria_cambios.sql): the shared trigger
        // writes the audit table no API role writes; a changed reference's name, in the caller's company.
        'private.auditar_cambios',
        'private.valor_cambio',
        'private.mencionables',
        'private.avisar_menciones',
        'private.nombre_registro',
        'private.ruta_registro',
        // Axel Finance: the amounts paid and applied are written only by these triggers.
        'private.fin_aplicar_pago',
        'private.fin_desaplicar_pago',
        // Axel Finance's books (20261127212829_fin_lineas_tipos_sii.sql): a document's amounts from
        // its lines, a note applied to the document it corrects, the amount paid from the
        // applications (columns no API role writes).
        'private.fin_documento_escrito',
        'private.fin_lineas_escritas',
        'private.fin_pago_aplicado',
        'private.industrial_aplicar_movimiento',
        // Deleting a user with logged hours is refused (20261127194836): it counts them whatever the caller reads.
        'private.negar_borrar_usuario_con_horas',
        'private.ops_mover_stock',
        'private.ops_ordenes_con_texto',
        'private.ops_registrar_transicion',
        // Axel Predictive (20261128022114): a reading's asset must be the company's whatever of
        // Industrial the caller may read; an alert copies its reading's facts (columns no API role writes).
        'private.predictive_preparar_alerta',
        'private.predictive_validar_lectura',
        // Anomaly alerts in the database (20261128073830): the arrival trigger and the on-demand run
        // (the caller's company, with Predictive) store alerts no API role inserts and give notices.
        'private.predictive_lecturas_llegadas',
        'private.predictive_revisar',
        'private.predictive_revisar_ahora',
        'private.revisar_alertas_predictive',
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
        // Yes or no: does a user exist (20261127194023): the attribution trigger tells a deleted author
        // (on delete set null) from a client clearing creado_por.
        'private.usuario_existe',
        // Ids only, for the trigram index that row-level security cannot use (LIKE is not leakproof);
        // its one caller applies every policy to them (20261124150000_accesos_efectivos_paginas.sql).
        'private.usuarios_con_busqueda',
        // The account functions (20261124121000, moved to private by 20261127195745): each checks the
        // caller's scope and second factor itself; public keeps SECURITY INVOKER wrappers of them.
        'private.crear_empresa',
        'private.crear_invitacion',
        'private.crm_responsables',
        'private.cuentas_empresa',
        'private.exigir_aal_suficiente',
        'private.mis_sesiones',
        'private.ops_tecnicos',
        'private.proy_clientes',
        'private.proy_usuarios',
        // Axel Think (20261128003457): the owner picker, names of the company's active users.
        'private.think_usuarios',
        // Axel Skills (20261128015537): the directory as Skills sees it (the caller's employee, reports,
        // the visible employees' names, position and area) for a company that may not have People.
        'private.skills_colaboradores',
        'private.skills_mi_colaborador',
        'private.skills_subordinados',
        'private.skills_visibles',
        // Skills' certifications (20261128020725): what an order's technician lacks, read for Ops users
        // without Skills; the check Ops' assignment asks; the trigger on ops_ordenes that refuses it;
        // the scheduled expiry check (every company's certifications).
        'private.skills_faltantes_orden',
        'private.skills_verificar_asignacion',
        'private.skills_verificar_orden',
        'private.revisar_certificaciones_skills',
        // Axel Skills courses (20261128033703): enrolment by position (also from People's directory
        // trigger), completion with its certificate and assessment, the learner's quiz without answers,
        // lessons seen and graded attempts (the answers are never readable by a learner), attendance
        // by the admin or the session's instructor. Each checks the caller's company, module and role.
        'private.skills_inscribir_cargo',
        'private.skills_curso_cargo_inscribir',
        'private.skills_colaborador_inscribir',
        'private.skills_evaluar_finalizacion',
        'private.skills_mi_inscripcion',
        'private.skills_cuestionario',
        'private.skills_marcar_leccion',
        'private.skills_responder_cuestionario',
        'private.skills_puede_tomar_asistencia',
        'private.skills_lista_asistencia',
        'private.skills_registrar_asistencia',
        'private.reenviar_invitacion',
        'private.registrar_enlace_recuperacion',
        'private.revocar_invitacion',
        // The session and its second factor (20261127195746).
        'private.sesion_viva',
        'private.titular_activo',
        // Notices (20261127222811_avisos_notificaciones.sql): the recipient's company admins, channel
        // and rights are read for a user other than the caller; the event triggers and the scheduled
        // checks write notices and e-mails nobody may insert through the API.
        'private.administradores_empresa',
        'private.avisar_ausencia',
        'private.avisar_comentario',
        'private.avisar_correo_nuevo',
        'private.avisar_orden',
        'private.avisar_repuesto',
        'private.canal_notificacion',
        'private.canal_permitido',
        'private.ejecutar_revisiones',
        'private.nombre_usuario',
        'private.notificar',
        'private.puede_recibir',
        'private.revisar_actividades_crm',
        'private.revisar_documentos_vencidos',
        'private.revisar_planes_preventivos',
        // Axel Think's weekly check-in reminder (20261128003459): every company's key results.
        'private.revisar_checkins_think',
        'private.seguir_orden',
        // Files (20261127225925_adjuntos.sql): a count of a record's files, for records the caller
        // was already shown to see (public.adjuntos_conteo checks); the usage trigger of
        // storage.objects and the quota and company it reads for any company's file; the caller's
        // modules at once (the rule of tiene_modulo) for the policy on storage.objects; each
        // company's use for the admins (public.uso_adjuntos_empresas and, a page of it by name,
        // public.uso_adjuntos_pagina wrap them; they check the caller).
        'private.contar_adjuntos',
        'private.contar_uso_adjuntos',
        'private.cuota_adjuntos_bytes',
        'private.empresa_de_adjunto',
        'private.modulos_con_acceso',
        'private.uso_adjuntos_empresas',
        'private.uso_adjuntos_pagina',
        // The users per company (issue 33's admin counts): the statement triggers that keep
        // private.usuarios_por_empresa, and its read for super_admin only (it checks the caller).
        'private.contar_usuarios_actualizados',
        'private.contar_usuarios_borrados',
        'private.contar_usuarios_insertados',
        'private.usuarios_por_empresa_visibles',
        // Files whose record is gone, for the server's sweep (service_role only,
        // 20261128003914_adjuntos_huerfanos.sql): records are looked up past their policies.
        'private.adjuntos_huerfanos',
        // The outbox's sender (service_role only): claim, confirm, retry.
        'public.confirmar_correo',
        'public.reintentar_correo',
        'public.tomar_correos',
      ].sort(),
    );
  });

  // Supabase's splinter lints 0028 and 0029, as our own SQL: a SECURITY DEFINER function of an
  // exposed schema (public: DB_SCHEMAS) is an RPC that bypasses row-level security for whoever may
  // execute it (issue 30, item 11).
  it('exposes no SECURITY DEFINER function to anon or authenticated (splinter 0028, 0029)', async () => {
    const exposed =
      await names(`select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      left join pg_depend dep on dep.objid = p.oid and dep.deptype = 'e'
      where n.nspname = 'public' and p.prosecdef and dep.objid is null
        and (has_function_privilege('anon', p.oid, 'EXECUTE') or has_function_privilege('authenticated', p.oid, 'EXECUTE'))
      order by 1`);
    expect(exposed).toEqual([]);
  });

  /**
   * Issue 30, item 2: every write a super_admin can make demands aal2 when
   * 'mfa_requerido_super_admin' is on. The paths are derived from the schema, not listed by hand:
   * the helpers that grant super_admin's authority are es_super_admin() and the STABLE functions of
   * private that call one of them (administra_empresa, administra_usuario, ...); then
   * - a table whose permissive policy for a write (or ALL) calls one of them needs, for each such
   *   command, a restrictive policy that calls aal_suficiente();
   * - a function that may write (VOLATILE, not a trigger) and calls one of them must call
   *   aal_suficiente() (or exigir_aal_suficiente()) itself: row-level security does not stop a
   *   SECURITY DEFINER one, and would leave a SECURITY INVOKER one changing nothing, silently.
   */
  const grantingHelpers = `with recursive concede (oid, name) as (
      select p.oid, p.proname::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private' and p.proname = 'es_super_admin'
      union
      select p.oid, p.proname::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace, concede c
      where n.nspname = 'private' and p.provolatile = 's' and p.oid <> c.oid
        and p.prosrc ~ ('private\\.' || c.name || '\\s*\\(')
    )`;

  it('finds every super_admin write path and demands aal2 on each (derived from the schema)', async () => {
    const helpers = await names(`${grantingHelpers} select distinct name from concede order by 1`);
    expect(helpers).toEqual(expect.arrayContaining(['administra_empresa', 'administra_usuario', 'es_super_admin']));
    const tablePaths = await db.query<{ tabla: string; cmd: string; protegida: boolean | string }>(
      `${grantingHelpers},
      escrituras as (
        select distinct pol.tablename as tabla, c.cmd
        from pg_policies pol
        cross join lateral unnest(case when pol.cmd = 'ALL' then array['INSERT', 'UPDATE', 'DELETE'] else array[pol.cmd] end) c (cmd)
        where pol.schemaname = 'public' and pol.permissive = 'PERMISSIVE' and pol.cmd in ('ALL', 'INSERT', 'UPDATE', 'DELETE')
          and exists (select 1 from concede h
            where coalesce(pol.qual, '') || ' ' || coalesce(pol.with_check, '') ~ ('private\\.' || h.name || '\\s*\\('))
      )
      select e.tabla, e.cmd, exists (
        select 1 from pg_policies r
        where r.schemaname = 'public' and r.tablename = e.tabla and r.permissive = 'RESTRICTIVE'
          and (r.cmd = e.cmd or r.cmd = 'ALL')
          and coalesce(r.qual, '') || ' ' || coalesce(r.with_check, '') ~ 'aal_suficiente'
      ) as protegida
      from escrituras e order by 1, 2`,
    );
    const tables = [...new Set(tablePaths.rows.map((r) => r.tabla))];
    // The derivation finds what issue 30 found, and more.
    expect(tables).toEqual(
      expect.arrayContaining([
        'app_config',
        'empleados_override_permisos',
        'empresas',
        'modulos_por_plan',
        'planes_empresa',
        'roles_sistema',
        'usuarios_plataforma',
      ]),
    );
    const unprotected = tablePaths.rows.filter((r) => !bool(r.protegida)).map((r) => `${r.tabla}:${r.cmd}`);
    expect(unprotected).toEqual([]);

    const functionPaths = await db.query<{ name: string; protegida: boolean | string }>(
      `${grantingHelpers}
      select n.nspname || '.' || p.proname as name, p.prosrc ~ 'aal_suficiente\\s*\\(' as protegida
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and p.provolatile = 'v'
        and p.prorettype <> 'trigger'::regtype
        and p.proname not in (select name from concede)
        and exists (select 1 from concede h where p.prosrc ~ ('private\\.' || h.name || '\\s*\\('))
      order by 1`,
    );
    expect(functionPaths.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'private.crear_empresa',
        'private.crear_invitacion',
        'private.reenviar_invitacion',
        'private.registrar_enlace_recuperacion',
        'private.revocar_invitacion',
        'public.cambiar_estado_usuario',
        'public.fijar_permiso_usuario',
      ]),
    );
    expect(functionPaths.rows.filter((r) => !bool(r.protegida)).map((r) => r.name)).toEqual([]);
  });

  // Issue 30, item 8: PostgREST answers the P0 class (but P0001) with 500. A function says "not
  // found" through private.error_no_encontrado (SQLSTATE PGRST, 404), never with P0002.
  it('raises no SQLSTATE that PostgREST answers with 500 for a client mistake (P0002, P0003, P0004)', async () => {
    const raising = await names(`select n.nspname || '.' || p.proname as name from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and p.prosrc ~* $$errcode\\s*=\\s*'P000[2-4]'|sqlstate\\s+'P000[2-4]'|\\minto\\s+strict\\M$$
      order by 1`);
    expect(raising).toEqual([]);
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

  describe('module tables: the one shape of private.preparar_tabla_modulo (docs/modules.md "Database shape")', () => {
    it('every table of public with empresa_id is a platform table or a module table in that shape', async () => {
      expect(await moduleTableProblems(db)).toEqual([]);
      const listed = await names(`select tabla as name from private.tablas_modulo order by 1`);
      expect(listed).toEqual(expect.arrayContaining(['public.terceros', 'public.ops_ordenes', 'public.colaboradores']));
      expect(listed.length).toBeGreaterThanOrEqual(27);
    });

    it('fails a new table with empresa_id made without the helper, and passes it once prepared', async () => {
      await inRolledBackTransaction(async (tx) => {
        await tx.exec(`create table public.think_ideas (
          id uuid primary key default gen_random_uuid(),
          empresa_id uuid not null references public.empresas (id) on delete cascade,
          titulo text not null,
          creado_por uuid, actualizado_por uuid,
          creado_en timestamptz not null default now(), actualizado_en timestamptz not null default now())`);
        // By hand, the way the modules wrote it before the helper: RLS and a policy, no more.
        await tx.exec(`alter table public.think_ideas enable row level security;
          create policy think_ideas_leer on public.think_ideas for select to authenticated
            using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('think')));
          grant select, insert, update, delete on public.think_ideas to anon, authenticated`);
        expect(await moduleTableProblems(tx)).toEqual([
          'public.think_ideas: not made by private.preparar_tabla_modulo (not in private.tablas_modulo)',
        ]);
        await tx.exec(`select private.preparar_tabla_modulo('public.think_ideas', 'think')`);
        expect(await moduleTableProblems(tx)).toEqual([]);
        // Taking a piece of the shape away afterwards is found too.
        await tx.exec(`drop trigger a_atribuir on public.think_ideas;
          drop policy think_ideas_empresa_modulo on public.think_ideas;
          grant truncate on public.think_ideas to anon`);
        expect(await moduleTableProblems(tx)).toEqual([
          'public.think_ideas: anon holds TRUNCATE',
          'public.think_ideas: no a_atribuir trigger (private.atribuir_registro)',
          "public.think_ideas: no restrictive policy think_ideas_empresa_modulo for every command (empresa_id = private.empresa_actual() and private.tiene_modulo('think'))",
        ]);
      });
    });

    it.each([
      [
        `select private.preparar_tabla_modulo('private.tablas_modulo', 'ops')`,
        'private.tablas_modulo no es una tabla del esquema public',
      ],
      [
        `select private.preparar_tabla_modulo('public.empresas', 'ops')`,
        'public.empresas necesita la columna empresa_id uuid not null',
      ],
      [
        `select private.preparar_tabla_modulo('public.terceros', 'contabilidad')`,
        'contabilidad no es la clave de un módulo',
      ],
      [
        `select private.preparar_tabla_modulo('public.terceros', 'ops', borrar => 'nadie')`,
        "leer es 'todos' o null; crear, editar y borrar son 'todos', 'admin' o null",
      ],
      [
        `select private.preparar_tabla_modulo('public.terceros', 'ops', privilegios => 'select; drop table public.empresas')`,
        "privilegios es una lista como 'select, insert, update (a, b)', no 'select; drop table public.empresas'",
      ],
      [
        `select private.preparar_tabla_modulo('public.terceros', 'ops', privilegios => 'select, truncate')`,
        "privilegios es una lista como 'select, insert, update (a, b)', no 'select, truncate'",
      ],
      [
        `select private.preparar_tabla_modulo('public.ops_transiciones', 'ops')`,
        'public.ops_transiciones necesita creado_por uuid, actualizado_por uuid, creado_en timestamptz y actualizado_en timestamptz (o atribucion => false)',
      ],
    ])('refuses a wrong call: %s', async (sql, message) => {
      await inRolledBackTransaction(async (tx) => {
        expect(await statementFailure(tx, sql)).toEqual({ code: '22023', message });
      });
    });

    it('is not callable through the API', async () => {
      const roles = await names(`select r as name from unnest(array['anon', 'authenticated', 'service_role']) r
        where has_function_privilege(r, 'private.preparar_tabla_modulo(regclass, text, text[], text, text, text, text, text, boolean)', 'execute')`);
      expect(roles).toEqual([]);
    });
  });
});

class Rollback extends Error {}

async function inRolledBackTransaction(fn: (tx: Queryable) => Promise<void>): Promise<void> {
  await db
    .transaction(async (tx) => {
      await fn(tx);
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
}

/**
 * The tables of public that hold a company's rows but belong to the platform, not to a module:
 * their policies are the permission model's (docs/design.md §3), not a module's.
 */
const PLATFORM_TABLES = [
  'public.acciones_cuenta',
  'public.auditoria_permisos',
  // A company's file quota (20261127225925_adjuntos.sql): set by super_admin, read by its admins.
  'public.cuotas_adjuntos',
  'public.invitaciones',
  // A user's inbox (20261127222811_avisos_notificaciones.sql): notices of every module, read by their
  // user only, written by the notices' triggers and checks.
  'public.notificaciones',
  'public.planes_empresa',
  'public.usuarios_plataforma',
];

/**
 * What is missing from the module tables' one shape, read from the catalogue: a table of public
 * with empresa_id that is neither a platform table nor listed by the helper, and for each listed
 * table its restrictive tenancy policy, RLS, attribution trigger and authors' foreign keys, the
 * company's index, and grants (nothing for anon; no TRUNCATE, TRIGGER or REFERENCES for anyone).
 */
async function moduleTableProblems(q: Queryable): Promise<string[]> {
  const bare = (sql: string) =>
    `regexp_replace(regexp_replace(lower(${sql}), '\\s+as\\s+[a-z_]+|::text', '', 'g'), '[\\s()]', '', 'g')`;
  const { rows } = await q.query<{ problem: string }>(
    `with tablas as (
       select c.oid, format('%I.%I', n.nspname, c.relname) as tabla, c.relname, c.relrowsecurity, m.modulos
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       left join private.tablas_modulo m on m.tabla = format('%I.%I', n.nspname, c.relname)
       where n.nspname = 'public' and c.relkind in ('r', 'p')
         and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'empresa_id' and not a.attisdropped)
         and format('%I.%I', n.nspname, c.relname) <> all ($1::text[])
     ), esperadas as (
       select t.*, 'empresa_id = (select private.empresa_actual()) and ' || case when cardinality(t.modulos) = 1
           then format('(select private.tiene_modulo(%L))', t.modulos[1])
           else '(' || (select string_agg(format('(select private.tiene_modulo(%L))', m), ' or ' order by o)
                        from unnest(t.modulos) with ordinality u(m, o)) || ')' end as tenencia,
         exists (select 1 from pg_attribute a where a.attrelid = t.oid and a.attname = 'creado_por' and not a.attisdropped) as atribuida
       from tablas t where t.modulos is not null
     )
     select tabla || ': not made by private.preparar_tabla_modulo (not in private.tablas_modulo)' as problem
     from tablas where modulos is null
     union all
     select tabla || ': row-level security is off' from esperadas where not relrowsecurity
     union all
     -- The tenancy policy as Postgres holds it against the helper's expression, both without
     -- spaces, parentheses, casts to text and column aliases (the deparser adds them).
     select format('%s: no restrictive policy %s for every command (%s)', e.tabla, e.relname || '_empresa_modulo',
         'empresa_id = private.empresa_actual() and ' || array_to_string(array(select format('private.tiene_modulo(%L)', m) from unnest(e.modulos) m), ' or '))
     from esperadas e
     where not exists (
       select 1 from pg_policy p
       where p.polrelid = e.oid and p.polname = e.relname || '_empresa_modulo' and not p.polpermissive and p.polcmd = '*'
         and p.polroles = array['authenticated'::regrole]::oid[]
         and ${bare('pg_get_expr(p.polqual, p.polrelid)')} = ${bare('e.tenencia')}
         and ${bare('pg_get_expr(p.polwithcheck, p.polrelid)')} = ${bare('e.tenencia')})
     union all
     select e.tabla || ': no a_atribuir trigger (private.atribuir_registro)' from esperadas e
     where e.atribuida and not exists (
       select 1 from pg_trigger g where g.tgrelid = e.oid and g.tgname = 'a_atribuir'
         and g.tgfoid = 'private.atribuir_registro()'::regprocedure and g.tgtype = 1 | 2 | 4 | 16)
     union all
     select format('%s.%s: not a foreign key to usuarios_plataforma on delete set null', e.tabla, c.col)
     from esperadas e cross join (values ('creado_por'), ('actualizado_por')) c (col)
     where e.atribuida and not exists (
       select 1 from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
       where k.conrelid = e.oid and k.contype = 'f' and a.attname = c.col
         and k.confrelid = 'public.usuarios_plataforma'::regclass and k.confdeltype = 'n')
     union all
     select e.tabla || ': no index led by empresa_id' from esperadas e
     where not exists (
       select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
       where i.indrelid = e.oid and a.attname = 'empresa_id')
     union all
     select format('%s: %s holds %s', e.tabla, r.rol, x.priv) from esperadas e
     cross join (values ('anon'), ('authenticated'), ('service_role')) r (rol)
     cross join (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) x (priv)
     where (r.rol = 'anon' or x.priv in ('TRUNCATE', 'REFERENCES', 'TRIGGER'))
       and (has_table_privilege(r.rol, e.oid, x.priv)
         or (x.priv in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES') and has_any_column_privilege(r.rol, e.oid, x.priv)))
     order by 1`,
    [PLATFORM_TABLES],
  );
  return rows.map((r) => r.problem);
}
