-- Issue 16: the admin panel asks before the changes that reach many people, and says how many in
-- words ('Afecta a 37 usuarios de 4 empresas'). The count is the database's, read in one statement
-- under the caller's row-level security, never added up by the client from the rows it happens to
-- have loaded.
--
-- The three changes are the platform operator's alone (docs/design.md §3: only super_admin assigns
-- plans, modules to plans, and the super_admin role), so the functions refuse anyone else with 42501
-- (PostgREST: 403). SECURITY INVOKER: super_admin reads every company and user under its own
-- policies; nothing here widens what a caller sees. Missing arguments are 22004 (400), an unknown plan
-- or company P0002 (404).
--
-- 'usuarios' counts active accounts (estado 'activo'): an inactive one has no access to lose.

-- Removing a module from a plan: every active user of every company whose active plan it is.
create function public.impacto_quitar_modulo_plan(p_plan_id uuid, p_modulo_id uuid)
returns table (usuarios integer, empresas integer)
language plpgsql stable security invoker set search_path = '' as $$
begin
  if p_plan_id is null or p_modulo_id is null then
    raise exception using errcode = '22004', message = 'plan y módulo son obligatorios';
  end if;
  if not (select private.es_super_admin()) then
    raise exception using errcode = '42501', message = 'Solo el operador de la plataforma puede cambiar los módulos de un plan';
  end if;
  if not exists (select 1 from public.planes_disponibles p where p.id = p_plan_id) then
    raise exception using errcode = 'P0002', message = 'El plan no existe';
  end if;
  return query
  select
    (select count(*)::integer from public.usuarios_plataforma u
      join public.planes_empresa pe on pe.empresa_id = u.empresa_id and pe.activo and pe.plan_id = p_plan_id
      where u.estado = 'activo'),
    (select count(distinct pe.empresa_id)::integer from public.planes_empresa pe
      where pe.activo and pe.plan_id = p_plan_id);
end
$$;

-- Changing a company's plan: its active users; the modules of the current plan the new one lacks;
-- and whether it is a downgrade (a lower tier, planes_disponibles.nivel, or no plan at all).
-- p_plan_id null means "no plan" (the company loses every module).
create function public.impacto_cambio_plan(p_empresa_id uuid, p_plan_id uuid)
returns table (usuarios integer, empresas integer, modulos_perdidos integer, es_baja boolean)
language plpgsql stable security invoker set search_path = '' as $$
declare
  v_actual uuid;
  v_nivel_actual smallint;
  v_nivel_nuevo smallint;
begin
  if p_empresa_id is null then
    raise exception using errcode = '22004', message = 'la empresa es obligatoria';
  end if;
  if not (select private.es_super_admin()) then
    raise exception using errcode = '42501', message = 'Solo el operador de la plataforma puede asignar planes';
  end if;
  if not exists (select 1 from public.empresas e where e.id = p_empresa_id) then
    raise exception using errcode = 'P0002', message = 'La empresa no existe';
  end if;
  if p_plan_id is not null then
    select p.nivel into v_nivel_nuevo from public.planes_disponibles p where p.id = p_plan_id;
    if v_nivel_nuevo is null then
      raise exception using errcode = 'P0002', message = 'El plan no existe';
    end if;
  end if;
  select pe.plan_id, p.nivel into v_actual, v_nivel_actual
  from public.planes_empresa pe join public.planes_disponibles p on p.id = pe.plan_id
  where pe.empresa_id = p_empresa_id and pe.activo;

  return query
  select
    (select count(*)::integer from public.usuarios_plataforma u where u.empresa_id = p_empresa_id and u.estado = 'activo'),
    1,
    (select count(*)::integer from public.modulos_por_plan a
      where v_actual is not null and a.plan_id = v_actual and a.activo
        and not exists (
          select 1 from public.modulos_por_plan b
          where p_plan_id is not null and b.plan_id = p_plan_id and b.modulo_id = a.modulo_id and b.activo
        )),
    coalesce(v_actual is not null and (p_plan_id is null or v_nivel_nuevo < v_nivel_actual), false);
end
$$;

-- Promoting a user to super_admin: what the new operator will control, every active user of every
-- company.
create function public.impacto_promover_super_admin(p_usuario_id uuid)
returns table (usuarios integer, empresas integer)
language plpgsql stable security invoker set search_path = '' as $$
begin
  if p_usuario_id is null then
    raise exception using errcode = '22004', message = 'el usuario es obligatorio';
  end if;
  if not (select private.es_super_admin()) then
    raise exception using errcode = '42501', message = 'Solo el operador de la plataforma puede nombrar a otro Super Administrador';
  end if;
  if not exists (select 1 from public.usuarios_plataforma u where u.id = p_usuario_id) then
    raise exception using errcode = 'P0002', message = 'El usuario no existe';
  end if;
  return query
  select
    (select count(*)::integer from public.usuarios_plataforma u where u.estado = 'activo'),
    (select count(*)::integer from public.empresas);
end
$$;

revoke all on function public.impacto_quitar_modulo_plan(uuid, uuid) from public, anon;
revoke all on function public.impacto_cambio_plan(uuid, uuid) from public, anon;
revoke all on function public.impacto_promover_super_admin(uuid) from public, anon;
grant execute on function public.impacto_quitar_modulo_plan(uuid, uuid) to authenticated, service_role;
grant execute on function public.impacto_cambio_plan(uuid, uuid) to authenticated, service_role;
grant execute on function public.impacto_promover_super_admin(uuid) to authenticated, service_role;
