-- One SQL shape for module tables (issue 31, docs/modules.md "Database shape").
--
-- A module table is prepared by one call, right after its `create table`:
--
--   select private.preparar_tabla_modulo('public.ops_ordenes', 'ops');
--
-- which gives it, the same way for every module:
--
-- 1. Tenancy: row-level security and ONE restrictive policy `<tabla>_empresa_modulo` for every
--    command, `empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('<clave>'))`
--    (any of several modules for a core table such as terceros). Restrictive: no other policy of
--    the table can widen it, so a module's own rules (below) only say who, never which company.
--    empresa_actual() is null for an inactive account: it sees and writes nothing.
-- 2. Who does what, as permissive policies `<tabla>_leer`, `_crear`, `_editar`, `_borrar`, each
--    'todos' (every user with the module), 'admin' (the company's admin_empresa) or null (none from
--    the helper: the module writes its own rule right after the call, e.g. "its author edits it",
--    without repeating the tenancy). Defaults: everyone reads, creates and edits; admin_empresa
--    deletes (docs/design.md §9).
-- 3. Attribution: the trigger `a_atribuir` (private.atribuir_registro: empresa_id, creado_por,
--    actualizado_por, creado_en, actualizado_en are the database's, never the client's; named so it
--    runs before the module's own `b_...` checks), and creado_por / actualizado_por referencing
--    usuarios_plataforma `on delete set null` (a deleted user's records stay), each indexed.
-- 4. The company: `empresa_id` references empresas (on delete cascade) and leads an index.
-- 5. Grants, the same with and without Supabase's legacy default privileges: everything revoked
--    from public, anon and authenticated (TRUNCATE, TRIGGER and REFERENCES included: row-level
--    security does not cover TRUNCATE), then `privilegios` (grant syntax, column lists allowed) to
--    authenticated and select, insert, update, delete to service_role.
-- 6. The table is listed in private.tablas_modulo with its modules; tests/db/lints.test.ts fails a
--    table with empresa_id that is neither listed there nor a platform table, and a listed table
--    whose tenancy policy, trigger, index or grants are not what the helper made.
--
-- The call is idempotent (it replaces what it made before), so a later migration may call it
-- again with other options.

-- Whether a platform user exists (SECURITY DEFINER: a usuario may not read other users' rows; yes or
-- no only). The attribution trigger asks it to tell a deleted author from a client clearing one.
create function private.usuario_existe(p_usuario uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.usuarios_plataforma u where u.id = p_usuario)
$$;
revoke all on function private.usuario_existe(uuid) from public, anon;
grant execute on function private.usuario_existe(uuid) to authenticated, service_role;

-- Attribution, as 20261124050000_plataforma_modulos.sql wrote it, except that the author may
-- become null when that user no longer exists: deleting a user sets their creado_por to null
-- (on delete set null), and restoring the old value made the foreign key refuse the delete
-- ("violates foreign key constraint ..._creado_por_fkey", issue 34).
create or replace function private.atribuir_registro() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_usuario uuid := auth.uid();
begin
  if tg_op = 'INSERT' then
    if v_usuario is not null then
      new.empresa_id := private.empresa_actual();
      if new.empresa_id is null then
        raise exception using errcode = '42501', message = 'el usuario no pertenece a una empresa activa';
      end if;
      new.creado_por := v_usuario;
    elsif new.empresa_id is null then
      raise exception using errcode = '23502', message = 'empresa_id es obligatorio sin un usuario';
    end if;
    new.actualizado_por := coalesce(v_usuario, new.creado_por);
    new.creado_en := now();
    new.actualizado_en := now();
  else
    new.empresa_id := old.empresa_id;
    if not (new.creado_por is null and old.creado_por is not null and not private.usuario_existe(old.creado_por)) then
      new.creado_por := old.creado_por;
    end if;
    new.creado_en := old.creado_en;
    new.actualizado_por := coalesce(v_usuario, new.actualizado_por);
    new.actualizado_en := now();
  end if;
  return new;
end
$$;

-- The module tables and their modules (written by preparar_tabla_modulo only).
create table private.tablas_modulo (
  tabla text primary key,
  modulos text[] not null,
  constraint tablas_modulo_modulos_check check (cardinality(modulos) >= 1)
);
alter table private.tablas_modulo enable row level security;
revoke all on private.tablas_modulo from public, anon, authenticated, service_role;
grant select on private.tablas_modulo to service_role;

create function private.preparar_tabla_modulo(
  tabla regclass,
  modulo text,
  otros_modulos text[] default '{}',
  leer text default 'todos',
  crear text default 'todos',
  editar text default 'todos',
  borrar text default 'admin',
  privilegios text default 'select, insert, update, delete',
  atribucion boolean default true
) returns void
language plpgsql set search_path = '' as $$
declare
  v_tabla regclass := preparar_tabla_modulo.tabla;
  v_nombre text;
  v_esquema text;
  v_modulos text[] := array[preparar_tabla_modulo.modulo] || coalesce(preparar_tabla_modulo.otros_modulos, '{}');
  v_modulo text;
  v_tenencia text;
  v_regla text;
  v_col text;
  v_seq regclass;
  v_reglas constant jsonb := jsonb_build_object(
    'todos', 'true',
    'admin', 'empresa_id = (select private.empresa_administrada())');
  -- One privilege, optionally with its column list: "update (sku, nombre)".
  v_privilegio constant text := '(select|insert|update|delete)(\s*\(\s*[a-z_][a-z0-9_]*(\s*,\s*[a-z_][a-z0-9_]*)*\s*\))?';
begin
  select c.relname, n.nspname into v_nombre, v_esquema
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.oid = v_tabla and c.relkind in ('r', 'p');
  if v_nombre is null or v_esquema <> 'public' then
    raise exception using errcode = '22023', message = format('%s no es una tabla del esquema public', v_tabla);
  end if;
  if not exists (
    select 1 from pg_catalog.pg_attribute a
    where a.attrelid = v_tabla and a.attname = 'empresa_id' and a.atttypid = 'uuid'::regtype and a.attnotnull and not a.attisdropped
  ) then
    raise exception using errcode = '22023', message = format('%s necesita la columna empresa_id uuid not null', v_tabla);
  end if;
  foreach v_modulo in array v_modulos loop
    if not exists (select 1 from public.modulos_disponibles m where m.clave = v_modulo) then
      raise exception using errcode = '22023', message = format('%s no es la clave de un módulo', coalesce(v_modulo, 'null'));
    end if;
  end loop;
  if preparar_tabla_modulo.leer is distinct from 'todos' and preparar_tabla_modulo.leer is not null
     or exists (select 1 from unnest(array[preparar_tabla_modulo.crear, preparar_tabla_modulo.editar, preparar_tabla_modulo.borrar]) r
                where r not in ('todos', 'admin')) then
    raise exception using errcode = '22023',
      message = 'leer es ''todos'' o null; crear, editar y borrar son ''todos'', ''admin'' o null';
  end if;
  if preparar_tabla_modulo.privilegios is null
     or preparar_tabla_modulo.privilegios !~* ('^\s*' || v_privilegio || '(\s*,\s*' || v_privilegio || ')*\s*$') then
    raise exception using errcode = '22023',
      message = format('privilegios es una lista como ''select, insert, update (a, b)'', no %L', preparar_tabla_modulo.privilegios);
  end if;

  -- 1. Tenancy.
  execute format('alter table %s enable row level security', v_tabla);
  v_tenencia := format('empresa_id = (select private.empresa_actual()) and %s',
    case when cardinality(v_modulos) = 1 then format('(select private.tiene_modulo(%L))', v_modulos[1])
    else '(' || (select string_agg(format('(select private.tiene_modulo(%L))', m), ' or ' order by o)
                 from unnest(v_modulos) with ordinality u(m, o)) || ')' end);
  execute format('drop policy if exists %I on %s', v_nombre || '_empresa_modulo', v_tabla);
  execute format('create policy %I on %s as restrictive for all to authenticated using (%s) with check (%s)',
    v_nombre || '_empresa_modulo', v_tabla, v_tenencia, v_tenencia);

  -- 2. Who does what.
  execute format('drop policy if exists %I on %s', v_nombre || '_leer', v_tabla);
  execute format('drop policy if exists %I on %s', v_nombre || '_crear', v_tabla);
  execute format('drop policy if exists %I on %s', v_nombre || '_editar', v_tabla);
  execute format('drop policy if exists %I on %s', v_nombre || '_borrar', v_tabla);
  if preparar_tabla_modulo.leer is not null then
    execute format('create policy %I on %s for select to authenticated using (true)', v_nombre || '_leer', v_tabla);
  end if;
  if preparar_tabla_modulo.crear is not null then
    v_regla := v_reglas ->> preparar_tabla_modulo.crear;
    execute format('create policy %I on %s for insert to authenticated with check (%s)', v_nombre || '_crear', v_tabla, v_regla);
  end if;
  if preparar_tabla_modulo.editar is not null then
    v_regla := v_reglas ->> preparar_tabla_modulo.editar;
    execute format('create policy %I on %s for update to authenticated using (%s) with check (%s)',
      v_nombre || '_editar', v_tabla, v_regla, v_regla);
  end if;
  if preparar_tabla_modulo.borrar is not null then
    v_regla := v_reglas ->> preparar_tabla_modulo.borrar;
    execute format('create policy %I on %s for delete to authenticated using (%s)', v_nombre || '_borrar', v_tabla, v_regla);
  end if;

  -- 3. Attribution.
  if preparar_tabla_modulo.atribucion then
    if (select count(*) from pg_catalog.pg_attribute a
        where a.attrelid = v_tabla and not a.attisdropped
          and (a.attname, a.atttypid) in (('creado_por', 'uuid'::regtype), ('actualizado_por', 'uuid'::regtype),
            ('creado_en', 'timestamptz'::regtype), ('actualizado_en', 'timestamptz'::regtype))) <> 4 then
      raise exception using errcode = '22023', message = format(
        '%s necesita creado_por uuid, actualizado_por uuid, creado_en timestamptz y actualizado_en timestamptz (o atribucion => false)',
        v_tabla);
    end if;
    for v_regla in
      select t.tgname from pg_catalog.pg_trigger t
      where t.tgrelid = v_tabla and not t.tgisinternal and t.tgfoid = 'private.atribuir_registro()'::regprocedure
    loop
      execute format('drop trigger %I on %s', v_regla, v_tabla);
    end loop;
    execute format('create trigger a_atribuir before insert or update on %s for each row execute function private.atribuir_registro()', v_tabla);
    foreach v_col in array array['creado_por', 'actualizado_por'] loop
      if exists (
        select 1 from pg_catalog.pg_constraint k
        join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
        where k.conrelid = v_tabla and k.contype = 'f' and a.attname = v_col
          and (k.confrelid <> 'public.usuarios_plataforma'::regclass or k.confdeltype <> 'n')
      ) then
        raise exception using errcode = '22023',
          message = format('%s.%s debe referenciar usuarios_plataforma con on delete set null', v_tabla, v_col);
      end if;
      if not exists (
        select 1 from pg_catalog.pg_constraint k
        join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
        where k.conrelid = v_tabla and k.contype = 'f' and a.attname = v_col
      ) then
        execute format('alter table %s add constraint %I foreign key (%I) references public.usuarios_plataforma (id) on delete set null',
          v_tabla, v_nombre || '_' || v_col || '_fkey', v_col);
      end if;
      if not exists (
        select 1 from pg_catalog.pg_index i join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
        where i.indrelid = v_tabla and a.attname = v_col
      ) then
        execute format('create index %I on %s (%I)', v_nombre || '_' || v_col || '_idx', v_tabla, v_col);
      end if;
    end loop;
  end if;

  -- 4. The company.
  if not exists (
    select 1 from pg_catalog.pg_constraint k
    join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    where k.conrelid = v_tabla and k.contype = 'f' and a.attname = 'empresa_id' and k.confrelid = 'public.empresas'::regclass
  ) then
    execute format('alter table %s add constraint %I foreign key (empresa_id) references public.empresas (id) on delete cascade',
      v_tabla, v_nombre || '_empresa_id_fkey');
  end if;
  if not exists (
    select 1 from pg_catalog.pg_index i join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
    where i.indrelid = v_tabla and a.attname = 'empresa_id'
  ) then
    execute format('create index %I on %s (empresa_id)', v_nombre || '_empresa_id_idx', v_tabla);
  end if;

  -- 5. Grants.
  execute format('revoke all on %s from public, anon, authenticated, service_role', v_tabla);
  execute format('grant %s on %s to authenticated', preparar_tabla_modulo.privilegios, v_tabla);
  execute format('grant select, insert, update, delete on %s to service_role', v_tabla);
  for v_seq in
    select d.objid::regclass from pg_catalog.pg_depend d
    where d.refobjid = v_tabla and d.classid = 'pg_catalog.pg_class'::regclass and d.deptype in ('a', 'i')
      and (select c.relkind from pg_catalog.pg_class c where c.oid = d.objid) = 'S'
  loop
    execute format('revoke all on sequence %s from public, anon, authenticated, service_role', v_seq);
    execute format('grant usage, select on sequence %s to service_role', v_seq);
  end loop;

  -- 6. The list.
  insert into private.tablas_modulo (tabla, modulos) values (format('%I.%I', v_esquema, v_nombre), v_modulos)
  on conflict on constraint tablas_modulo_pkey do update set modulos = excluded.modulos;
end
$$;
-- Called by migrations (their owner), never through the API.
revoke all on function private.preparar_tabla_modulo(regclass, text, text[], text, text, text, text, text, boolean)
  from public, anon, authenticated;
