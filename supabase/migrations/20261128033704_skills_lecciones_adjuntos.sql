-- Axel Skills' lesson files (issue 38, courses): a lesson of type 'archivo' keeps its file in the
-- shared bucket `adjuntos` (docs/storage.md) as <empresa>/skills/skills_lecciones/<lección>/<archivo>.
-- The list of tables that take attachments gains skills_lecciones: the three functions and the read
-- policy of 20261127225925_adjuntos.sql are redefined with every table they had plus this one
-- (a merge with another branch that adds a table must keep both). Reading follows the lesson's own
-- policy (every user of the company with Skills); attaching and removing are admin_empresa's, as
-- editing and deleting a lesson.

create or replace function private.modulo_de_tabla_adjuntos(p_tabla text) returns text
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
    when 'skills_lecciones' then 'skills'
  end
$$;

create or replace function private.registro_visible(p_tabla text, p_id uuid) returns boolean
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
    when 'skills_lecciones' then perform 1 from public.skills_lecciones r where r.id = p_id;
    else return false;
  end case;
  return found;
end
$$;

create or replace function private.adjunto_permitido(p_nombre text, p_accion text) returns boolean
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
    -- A course's lessons are edited by admin_empresa only.
    return case v_tabla
      when 'colaboradores_ficha' then private.es_admin_people()
      when 'skills_lecciones' then coalesce(private.empresa_administrada() = v_empresa, false)
      else true
    end;
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

drop policy adjuntos_leer on storage.objects;
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
      when 'skills_lecciones' then exists (
        select 1 from public.skills_lecciones r where r.id = private.uuid_o_nulo((storage.foldername(name))[4]))
      else false
    end
    and storage.filename(name) <> '');
