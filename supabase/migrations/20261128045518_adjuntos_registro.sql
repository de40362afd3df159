-- The tables that take attachments (and have comments and a change history) in one registry.
--
-- Until now the list was written four times (private.modulo_de_tabla_adjuntos, registro_visible,
-- adjunto_permitido and the read policy of storage.objects), and every module that added a table
-- redefined all four (20261128033729_skills_adjuntos_todas.sql is the last of those). Now a module
-- adds one row to private.tablas_adjuntos in its own migration: the table, the module whose folder
-- its files go to, the column that identifies a record, and, when the record has its own rule, the
-- functions that say who may attach and who may delete (p_empresa uuid, p_registro uuid) -> boolean.
-- Without a rule, whoever sees the record attaches and the company's admin deletes.

create table private.tablas_adjuntos (
  tabla text primary key,
  modulo text not null references public.modulos_disponibles (clave),
  columna_id text not null default 'id',
  regla_adjuntar regprocedure,
  regla_borrar regprocedure
);
comment on table private.tablas_adjuntos is
  'Las tablas cuyos registros llevan adjuntos, comentarios e historial: módulo de su carpeta, columna que identifica el registro y reglas propias para adjuntar y borrar.';
alter table private.tablas_adjuntos enable row level security;
create policy tablas_adjuntos_leer on private.tablas_adjuntos for select to authenticated, service_role using (true);
revoke all on private.tablas_adjuntos from public, anon, authenticated, service_role;
grant select on private.tablas_adjuntos to authenticated, service_role;

-- The records' own rules (the same rules the four lists held).
create function private.adjuntos_regla_admin_empresa(p_empresa uuid, p_registro uuid) returns boolean
language sql stable set search_path = '' as $$
  select coalesce(private.empresa_administrada() = p_empresa, false)
$$;

create function private.adjuntos_regla_admin_people(p_empresa uuid, p_registro uuid) returns boolean
language sql stable set search_path = '' as $$
  select private.es_admin_people()
$$;

create function private.adjuntos_regla_proy_tarea(p_empresa uuid, p_registro uuid) returns boolean
language sql stable set search_path = '' as $$
  select coalesce(private.empresa_administrada() = p_empresa, false) or exists (
    select 1 from public.proy_tareas t join public.proy_proyectos p on p.id = t.proyecto_id
    where t.id = p_registro and p.gerente_id = auth.uid())
$$;

create function private.adjuntos_regla_skills_certificacion(p_empresa uuid, p_registro uuid) returns boolean
language sql stable set search_path = '' as $$
  select coalesce(private.empresa_administrada() = p_empresa, false) or exists (
    select 1 from public.skills_certificaciones r
    where r.id = p_registro and r.colaborador_id in (select private.skills_subordinados()))
$$;

create function private.adjuntos_regla_skills_evaluacion(p_empresa uuid, p_registro uuid) returns boolean
language sql stable set search_path = '' as $$
  select coalesce(private.empresa_administrada() = p_empresa, false) or exists (
    select 1 from public.skills_evaluaciones r where r.id = p_registro and r.evaluador_id = auth.uid())
$$;

revoke all on function private.adjuntos_regla_admin_empresa(uuid, uuid), private.adjuntos_regla_admin_people(uuid, uuid),
  private.adjuntos_regla_proy_tarea(uuid, uuid), private.adjuntos_regla_skills_certificacion(uuid, uuid),
  private.adjuntos_regla_skills_evaluacion(uuid, uuid) from public, anon;
grant execute on function private.adjuntos_regla_admin_empresa(uuid, uuid), private.adjuntos_regla_admin_people(uuid, uuid),
  private.adjuntos_regla_proy_tarea(uuid, uuid), private.adjuntos_regla_skills_certificacion(uuid, uuid),
  private.adjuntos_regla_skills_evaluacion(uuid, uuid) to authenticated, service_role;

insert into private.tablas_adjuntos (tabla, modulo, columna_id, regla_adjuntar, regla_borrar) values
  ('ops_ordenes', 'ops', 'id', null, null),
  ('industrial_activos', 'industrial', 'id', null, null),
  ('industrial_repuestos', 'industrial', 'id', null, null),
  ('colaboradores_ficha', 'people', 'colaborador_id',
    'private.adjuntos_regla_admin_people(uuid, uuid)', 'private.adjuntos_regla_admin_people(uuid, uuid)'),
  ('terceros', 'crm', 'id', null, null),
  ('crm_oportunidades', 'crm', 'id', null, null),
  ('fin_documentos', 'finance', 'id', null, null),
  ('fin_pagos', 'finance', 'id', null, null),
  ('proy_proyectos', 'projects', 'id', null, null),
  ('proy_tareas', 'projects', 'id', null, 'private.adjuntos_regla_proy_tarea(uuid, uuid)'),
  ('skills_certificaciones', 'skills', 'id', 'private.adjuntos_regla_skills_certificacion(uuid, uuid)', null),
  ('skills_evaluaciones', 'skills', 'id', 'private.adjuntos_regla_skills_evaluacion(uuid, uuid)', null),
  ('skills_lecciones', 'skills', 'id', 'private.adjuntos_regla_admin_empresa(uuid, uuid)', null);

-- The three functions and the read policy, reading the registry.
create or replace function private.modulo_de_tabla_adjuntos(p_tabla text) returns text
language sql stable set search_path = '' as $$
  select t.modulo from private.tablas_adjuntos t where t.tabla = p_tabla
$$;

-- Whether the caller sees the record (under the record table's own row-level security).
create or replace function private.registro_visible(p_tabla text, p_id uuid) returns boolean
language plpgsql stable set search_path = '' as $$
declare
  v_columna text;
  v_visible boolean;
begin
  select t.columna_id into v_columna from private.tablas_adjuntos t where t.tabla = p_tabla;
  if v_columna is null or p_id is null then
    return false;
  end if;
  execute format('select exists (select 1 from public.%I r where r.%I = $1)', p_tabla, v_columna)
    into v_visible using p_id;
  return v_visible;
end
$$;

create or replace function private.adjunto_permitido(p_nombre text, p_accion text) returns boolean
language plpgsql stable set search_path = '' as $$
declare
  v_partes text[] := string_to_array(p_nombre, '/');
  v_uuid constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  v_empresa uuid;
  v_registro uuid;
  v_tabla private.tablas_adjuntos;
  v_regla regprocedure;
  v_permitido boolean;
begin
  if coalesce(array_length(v_partes, 1), 0) <> 5 or v_partes[1] !~ v_uuid or v_partes[4] !~ v_uuid
     or v_partes[5] = '' or p_accion not in ('leer', 'adjuntar', 'borrar') then
    return false;
  end if;
  v_empresa := v_partes[1]::uuid;
  v_registro := v_partes[4]::uuid;
  select * into v_tabla from private.tablas_adjuntos t where t.tabla = v_partes[3];
  if v_tabla.tabla is null
     or v_empresa is distinct from private.empresa_actual()
     or v_tabla.modulo is distinct from v_partes[2]
     or not private.tiene_modulo(v_partes[2])
     or not private.registro_visible(v_tabla.tabla, v_registro) then
    return false;
  end if;
  if p_accion = 'leer' then
    return true;
  end if;
  -- Without a rule of its own: whoever sees the record attaches, the company's admin deletes.
  v_regla := case p_accion
    when 'adjuntar' then v_tabla.regla_adjuntar
    else coalesce(v_tabla.regla_borrar, 'private.adjuntos_regla_admin_empresa(uuid, uuid)'::regprocedure)
  end;
  if v_regla is null then
    return true;
  end if;
  execute format('select %s($1, $2)', v_regla::regproc) into v_permitido using v_empresa, v_registro;
  return coalesce(v_permitido, false);
end
$$;

drop policy adjuntos_leer on storage.objects;
create policy adjuntos_leer on storage.objects for select to authenticated
  using (
    bucket_id = 'adjuntos'
    and (storage.foldername(name))[1] = (select private.empresa_actual())::text
    and (select private.modulos_con_acceso()) @> array[(storage.foldername(name))[2]]
    and coalesce(array_length(storage.foldername(name), 1), 0) = 4
    and private.modulo_de_tabla_adjuntos((storage.foldername(name))[3]) = (storage.foldername(name))[2]
    and private.registro_visible((storage.foldername(name))[3], private.uuid_o_nulo((storage.foldername(name))[4]))
    and storage.filename(name) <> '');
