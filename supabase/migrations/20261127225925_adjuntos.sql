-- Files on records (docs/design.md §12, docs/storage.md): one private Storage bucket `adjuntos`,
-- objects named
--
--     <empresa_id>/<module key>/<table>/<record id>/<file name>
--
-- 1. private.adjunto_permitido(name, accion): the rule of the policies on the bucket's objects
--    (the select policy writes its 'leer' case out, for speed; the same conditions).
--    The first segment is the caller's company (private.empresa_actual(): null for an inactive
--    user, so nothing), the caller has effective access to the module of the second segment
--    (private.tiene_modulo, the module tables' helper), the (module, table) pair is one of the
--    fixed list below, and the record exists for the caller: it is read through the record
--    table's own row-level security (the function runs as the caller), so a file is exactly as
--    private as its record (People's colaboradores_ficha: oneself, one's managers, the admins).
--    'adjuntar' (upload) follows the record's edit rule, 'borrar' (remove; also replacing or
--    moving a file, which destroys the old one) the record's delete rule. Revoking a module, a
--    plan change or deactivating the account cuts the files off at the next request, like rows.
-- 2. The bucket and its four policies on storage.objects. Supabase's own storage service (and
--    server/storage locally) runs every request as the caller with these policies.
-- 3. Quotas per company: a default (app_config 'cuota_adjuntos_mb', MB) and per-company overrides
--    (cuotas_adjuntos, super_admin), the use kept by a trigger on storage.objects
--    (private.uso_adjuntos), a file that would pass the quota refused (42501, 'cuota'); and
--    public.uso_adjuntos_empresas() for the admin panel.
-- 4. public.adjuntos_conteo(tabla, ids): how many files each of a list's records has (the
--    paperclip), one index range per record.

-- 1. The rule -------------------------------------------------------------------------------------

-- The tables that take attachments, with their module, in one place (adjunto_permitido and
-- adjuntos_conteo read it).
create function private.modulo_de_tabla_adjuntos(p_tabla text) returns text
language sql immutable set search_path = '' as $$
  select case p_tabla
    when 'ops_ordenes' then 'ops'
    when 'industrial_activos' then 'industrial'
    when 'industrial_repuestos' then 'industrial'
    when 'colaboradores_ficha' then 'people'
    when 'terceros' then 'crm'
    when 'crm_oportunidades' then 'crm'
    when 'fin_documentos' then 'finance'
    when 'fin_pagos' then 'finance'
    when 'proy_proyectos' then 'projects'
    when 'proy_tareas' then 'projects'
  end
$$;

-- A path segment as a uuid, or null when it is not one (never an error inside a policy).
create function private.uuid_o_nulo(p_texto text) returns uuid
language sql immutable set search_path = '' as $$
  select case when p_texto ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then p_texto::uuid end
$$;

-- The caller's modules with effective access (the rule of private.tiene_modulo, all at once).
create function private.modulos_con_acceso() returns text[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(a.modulo_clave), '{}') from private.accesos_modulo a
  where a.usuario_id = auth.uid() and a.estado = 'activo' and (a.rol_id = 'super_admin' or a.acceso_efectivo)
$$;

-- Whether the caller sees the record (its table's own select policy decides: security invoker).
create function private.registro_visible(p_tabla text, p_id uuid) returns boolean
language plpgsql stable set search_path = '' as $$
begin
  case p_tabla
    when 'ops_ordenes' then perform 1 from public.ops_ordenes r where r.id = p_id;
    when 'industrial_activos' then perform 1 from public.industrial_activos r where r.id = p_id;
    when 'industrial_repuestos' then perform 1 from public.industrial_repuestos r where r.id = p_id;
    when 'colaboradores_ficha' then perform 1 from public.colaboradores_ficha r where r.colaborador_id = p_id;
    when 'terceros' then perform 1 from public.terceros r where r.id = p_id;
    when 'crm_oportunidades' then perform 1 from public.crm_oportunidades r where r.id = p_id;
    when 'fin_documentos' then perform 1 from public.fin_documentos r where r.id = p_id;
    when 'fin_pagos' then perform 1 from public.fin_pagos r where r.id = p_id;
    when 'proy_proyectos' then perform 1 from public.proy_proyectos r where r.id = p_id;
    when 'proy_tareas' then perform 1 from public.proy_tareas r where r.id = p_id;
    else return false;
  end case;
  return found;
end
$$;

create function private.adjunto_permitido(p_nombre text, p_accion text) returns boolean
language plpgsql stable set search_path = '' as $$
declare
  v_partes text[] := string_to_array(p_nombre, '/');
  v_uuid constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  v_empresa uuid;
  v_registro uuid;
  v_tabla text;
begin
  if coalesce(array_length(v_partes, 1), 0) <> 5 or v_partes[1] !~ v_uuid or v_partes[4] !~ v_uuid
     or v_partes[5] = '' then
    return false;
  end if;
  v_empresa := v_partes[1]::uuid;
  v_tabla := v_partes[3];
  v_registro := v_partes[4]::uuid;
  if v_empresa is distinct from private.empresa_actual()
     or private.modulo_de_tabla_adjuntos(v_tabla) is distinct from v_partes[2]
     or not private.tiene_modulo(v_partes[2])
     or not private.registro_visible(v_tabla, v_registro) then
    return false;
  end if;
  if p_accion = 'leer' then
    return true;
  elsif p_accion = 'adjuntar' then
    -- The record's edit rule: People's private record is edited by its admins only.
    return v_tabla <> 'colaboradores_ficha' or private.es_admin_people();
  elsif p_accion = 'borrar' then
    -- The record's delete rule.
    return case v_tabla
      when 'colaboradores_ficha' then private.es_admin_people()
      when 'proy_tareas' then private.empresa_administrada() = v_empresa or exists (
        select 1 from public.proy_tareas t join public.proy_proyectos p on p.id = t.proyecto_id
        where t.id = v_registro and p.gerente_id = auth.uid())
      else coalesce(private.empresa_administrada() = v_empresa, false)
    end;
  end if;
  return false;
end
$$;

revoke all on function private.modulo_de_tabla_adjuntos(text), private.registro_visible(text, uuid),
  private.adjunto_permitido(text, text), private.uuid_o_nulo(text), private.modulos_con_acceso() from public, anon;
grant execute on function private.modulo_de_tabla_adjuntos(text), private.registro_visible(text, uuid),
  private.adjunto_permitido(text, text), private.uuid_o_nulo(text), private.modulos_con_acceso()
  to authenticated, service_role;

-- 2. The bucket and its policies -------------------------------------------------------------------

-- 25 MB a file; photos, PDFs, office documents, text and CSV (the content is checked too).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('adjuntos', 'adjuntos', false, 26214400, array[
  'image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif',
  'application/pdf', 'text/plain', 'text/csv',
  'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint', 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet'])
on conflict (id) do nothing;

-- Reading is the rule of adjunto_permitido(name, 'leer') written out, so that listing a folder
-- of a thousand files costs one query: the caller's company and modules are computed once
-- (initplans), and each row costs one primary-key probe of its record through the record
-- table's own policies (whose helpers are initplans of the same query too).
create policy adjuntos_leer on storage.objects for select to authenticated
  using (
    bucket_id = 'adjuntos'
    and (storage.foldername(name))[1] = (select private.empresa_actual())::text
    and (select private.modulos_con_acceso()) @> array[(storage.foldername(name))[2]]
    and coalesce(array_length(storage.foldername(name), 1), 0) = 4
    and private.modulo_de_tabla_adjuntos((storage.foldername(name))[3]) = (storage.foldername(name))[2]
    and case (storage.foldername(name))[3]
      when 'ops_ordenes' then exists (
        select 1 from public.ops_ordenes r where r.id = private.uuid_o_nulo((storage.foldername(name))[4]))
      when 'industrial_activos' then exists (
        select 1 from public.industrial_activos r where r.id = private.uuid_o_nulo((storage.foldername(name))[4]))
      when 'industrial_repuestos' then exists (
        select 1 from public.industrial_repuestos r where r.id = private.uuid_o_nulo((storage.foldername(name))[4]))
      when 'colaboradores_ficha' then exists (
        select 1 from public.colaboradores_ficha r
        where r.colaborador_id = private.uuid_o_nulo((storage.foldername(name))[4]))
      when 'terceros' then exists (
        select 1 from public.terceros r where r.id = private.uuid_o_nulo((storage.foldername(name))[4]))
      when 'crm_oportunidades' then exists (
        select 1 from public.crm_oportunidades r where r.id = private.uuid_o_nulo((storage.foldername(name))[4]))
      when 'fin_documentos' then exists (
        select 1 from public.fin_documentos r where r.id = private.uuid_o_nulo((storage.foldername(name))[4]))
      when 'fin_pagos' then exists (
        select 1 from public.fin_pagos r where r.id = private.uuid_o_nulo((storage.foldername(name))[4]))
      when 'proy_proyectos' then exists (
        select 1 from public.proy_proyectos r where r.id = private.uuid_o_nulo((storage.foldername(name))[4]))
      when 'proy_tareas' then exists (
        select 1 from public.proy_tareas r where r.id = private.uuid_o_nulo((storage.foldername(name))[4]))
      else false
    end
    and storage.filename(name) <> '');
create policy adjuntos_subir on storage.objects for insert to authenticated
  with check (bucket_id = 'adjuntos' and private.adjunto_permitido(name, 'adjuntar'));
create policy adjuntos_reemplazar on storage.objects for update to authenticated
  using (bucket_id = 'adjuntos' and private.adjunto_permitido(name, 'borrar'))
  with check (bucket_id = 'adjuntos' and private.adjunto_permitido(name, 'adjuntar'));
create policy adjuntos_borrar on storage.objects for delete to authenticated
  using (bucket_id = 'adjuntos' and private.adjunto_permitido(name, 'borrar'));

-- 3. Quotas ---------------------------------------------------------------------------------------

insert into public.app_config (key, value) values ('cuota_adjuntos_mb', '1024') on conflict (key) do nothing;
alter table public.app_config add constraint app_config_cuota_adjuntos_check check (
  key <> 'cuota_adjuntos_mb' or value ~ '^[0-9]{1,9}$');

create table public.cuotas_adjuntos (
  empresa_id uuid primary key references public.empresas (id) on delete cascade,
  cuota_mb integer not null constraint cuotas_adjuntos_cuota_check check (cuota_mb between 0 and 104857600),
  actualizado_en timestamptz not null default now()
);
alter table public.cuotas_adjuntos enable row level security;
create policy cuotas_adjuntos_leer on public.cuotas_adjuntos for select to authenticated
  using ((select private.es_super_admin()) or empresa_id = (select private.empresa_administrada()));
create policy cuotas_adjuntos_super_admin on public.cuotas_adjuntos for all to authenticated
  using ((select private.es_super_admin())) with check ((select private.es_super_admin()));
-- A super_admin's writes need the second factor when they have one (as every platform table).
create policy cuotas_adjuntos_aal2_insert on public.cuotas_adjuntos as restrictive for insert to authenticated
  with check (not (select private.es_super_admin()) or (select private.aal_suficiente()));
create policy cuotas_adjuntos_aal2_update on public.cuotas_adjuntos as restrictive for update to authenticated
  using (not (select private.es_super_admin()) or (select private.aal_suficiente()));
create policy cuotas_adjuntos_aal2_delete on public.cuotas_adjuntos as restrictive for delete to authenticated
  using (not (select private.es_super_admin()) or (select private.aal_suficiente()));
revoke all on public.cuotas_adjuntos from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.cuotas_adjuntos to authenticated;
grant select, insert, update, delete on public.cuotas_adjuntos to service_role;

-- What each company's files take (kept by the trigger below; never written by a client).
create table private.uso_adjuntos (
  empresa_id uuid primary key references public.empresas (id) on delete cascade,
  bytes bigint not null default 0,
  archivos integer not null default 0
);
alter table private.uso_adjuntos enable row level security;
revoke all on private.uso_adjuntos from public, anon, authenticated, service_role;

create function private.cuota_adjuntos_bytes(p_empresa uuid) returns bigint
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select c.cuota_mb from public.cuotas_adjuntos c where c.empresa_id = p_empresa),
    (select nullif(a.value, '')::bigint from public.app_config a where a.key = 'cuota_adjuntos_mb'),
    1024)::bigint * 1048576
$$;

-- The company of an object of the bucket (its first segment, when it names a company).
create function private.empresa_de_adjunto(p_bucket text, p_nombre text) returns uuid
language sql stable security definer set search_path = '' as $$
  select e.id from public.empresas e
  where p_bucket = 'adjuntos'
    and split_part(p_nombre, '/', 1) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and e.id = split_part(p_nombre, '/', 1)::uuid
$$;

-- A file's size: what was stored, or (for the storage service's permission check, before the
-- bytes arrive) the length the client declared.
create function private.tamano_adjunto(p_metadata jsonb) returns bigint
language sql immutable set search_path = '' as $$
  select coalesce(
    case when p_metadata ->> 'size' ~ '^[0-9]{1,18}$' then (p_metadata ->> 'size')::bigint end,
    case when p_metadata ->> 'contentLength' ~ '^[0-9]{1,18}$' then (p_metadata ->> 'contentLength')::bigint end,
    0)
$$;

-- Keeps private.uso_adjuntos and refuses a file that takes its company past the quota. The
-- company's row is locked by the update, so concurrent uploads of one company queue here and
-- the sum never passes the quota.
create function private.contar_uso_adjuntos() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_antes uuid;
  v_despues uuid;
  v_tamano_antes bigint := 0;
  v_tamano bigint := 0;
  v_total bigint;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    v_antes := private.empresa_de_adjunto(old.bucket_id, old.name);
    v_tamano_antes := private.tamano_adjunto(old.metadata);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    v_despues := private.empresa_de_adjunto(new.bucket_id, new.name);
    v_tamano := private.tamano_adjunto(new.metadata);
  end if;
  if v_antes is not null then
    update private.uso_adjuntos set bytes = greatest(bytes - v_tamano_antes, 0), archivos = greatest(archivos - 1, 0)
    where empresa_id = v_antes;
  end if;
  if v_despues is not null then
    insert into private.uso_adjuntos as u (empresa_id, bytes, archivos) values (v_despues, v_tamano, 1)
    on conflict (empresa_id) do update set bytes = u.bytes + excluded.bytes, archivos = u.archivos + 1
    returning u.bytes into v_total;
    if (v_tamano > v_tamano_antes or v_despues is distinct from v_antes)
       and v_total > private.cuota_adjuntos_bytes(v_despues) then
      raise exception using errcode = '42501',
        message = 'La empresa superó su cuota de almacenamiento de adjuntos';
    end if;
  end if;
  return null;
end
$$;

create trigger adjuntos_uso after insert or update or delete on storage.objects
  for each row execute function private.contar_uso_adjuntos();

revoke all on function private.cuota_adjuntos_bytes(uuid), private.empresa_de_adjunto(text, text),
  private.tamano_adjunto(jsonb), private.contar_uso_adjuntos() from public, anon;
grant execute on function private.cuota_adjuntos_bytes(uuid), private.empresa_de_adjunto(text, text),
  private.tamano_adjunto(jsonb) to authenticated, service_role;

-- Each company's use and quota: super_admin all companies, an admin_empresa their own.
create function private.uso_adjuntos_empresas()
returns table (empresa_id uuid, empresa_nombre text, bytes bigint, archivos integer, cuota_bytes bigint)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not (private.es_super_admin() or private.empresa_administrada() is not null) then
    raise exception using errcode = '42501', message = 'solo los administradores ven el uso de almacenamiento';
  end if;
  return query
    select e.id, e.nombre, coalesce(u.bytes, 0), coalesce(u.archivos, 0), private.cuota_adjuntos_bytes(e.id)
    from public.empresas e
    left join private.uso_adjuntos u on u.empresa_id = e.id
    where private.es_super_admin() or e.id = private.empresa_administrada()
    order by e.nombre, e.id;
end
$$;
revoke all on function private.uso_adjuntos_empresas() from public, anon;
grant execute on function private.uso_adjuntos_empresas() to authenticated, service_role;
-- The API's name for it: SECURITY INVOKER, as every function of public (docs/security.md).
create function public.uso_adjuntos_empresas()
returns table (empresa_id uuid, empresa_nombre text, bytes bigint, archivos integer, cuota_bytes bigint)
language sql stable set search_path = '' as $$
  select * from private.uso_adjuntos_empresas()
$$;
revoke all on function public.uso_adjuntos_empresas() from public, anon;
grant execute on function public.uso_adjuntos_empresas() to authenticated, service_role;

-- 4. The paperclip -----------------------------------------------------------------------------

-- Files under one record's folder (an index range on (bucket_id, name collate "C")). Called by
-- adjuntos_conteo only for records the caller sees, of a module the caller has.
create function private.contar_adjuntos(p_carpeta text) returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::integer from storage.objects o
  where o.bucket_id = 'adjuntos'
    and o.name collate "C" >= p_carpeta
    and o.name collate "C" < left(p_carpeta, -1) || '0'
$$;
revoke all on function private.contar_adjuntos(text) from public, anon;
grant execute on function private.contar_adjuntos(text) to authenticated, service_role;

-- How many files each record has, for the records of `p_ids` (at most 1,000) of table `p_tabla`
-- that the caller sees; records without files answer 0, records the caller does not see nothing.
create function public.adjuntos_conteo(p_tabla text, p_ids uuid[])
returns table (registro_id uuid, cantidad integer)
language plpgsql stable set search_path = '' as $$
declare
  v_modulo text := private.modulo_de_tabla_adjuntos(p_tabla);
  v_empresa uuid := private.empresa_actual();
begin
  if v_modulo is null then
    raise exception using errcode = '22023', message = format('la tabla %s no lleva adjuntos', p_tabla);
  end if;
  if coalesce(cardinality(p_ids), 0) > 1000 then
    raise exception using errcode = '22023', message = 'a lo más 1000 registros por consulta';
  end if;
  if v_empresa is null or not private.tiene_modulo(v_modulo) then
    return;
  end if;
  return query
    select i.id, private.contar_adjuntos(format('%s/%s/%s/%s/', v_empresa, v_modulo, p_tabla, i.id))
    from (select distinct unnest(p_ids) as id) i
    where i.id is not null and private.registro_visible(p_tabla, i.id);
end
$$;
revoke all on function public.adjuntos_conteo(text, uuid[]) from public, anon;
grant execute on function public.adjuntos_conteo(text, uuid[]) to authenticated, service_role;
