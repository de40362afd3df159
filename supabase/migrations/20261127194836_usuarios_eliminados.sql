-- A deleted user's records stay (issue 34). Deleting a user through GoTrue's admin API
-- (DELETE /auth/v1/admin/users/{id}) deletes their auth.users row, their usuarios_plataforma row by
-- cascade, and sets every attribution column of the module tables that named them to null (on
-- delete set null: creado_por, actualizado_por, an order's technician, an opportunity's or
-- activity's owner, a project's manager, a task's assignee, who resolved a leave request, the
-- employee's linked account). On a database built as Supabase builds it this failed with
-- "insert or update on table crm_contactos violates foreign key constraint crm_contactos_creado_por_fkey":
-- the attribution trigger restored the author (fixed in 20261127194023_tablas_modulo.sql), and two
-- module checks refused the change:
--
-- - a closed or cancelled work order refused any change of its technician;
-- - a task dependency refused every update.
--
-- Both now let a deleted user's id go. One column is an explicit refusal instead: the person whose
-- hours a time entry records (proy_horas.usuario_id). Hours are someone's declared work; they are
-- not anonymised. Deleting a user who has time entries is refused, in Spanish (23503, which the
-- local /auth/v1 answers 422 with the message): deactivate the account, or remove the hours first.
-- tests/db/deleted-user.test.ts deletes a user who wrote in every module table.

-- Work orders: the technician of a closed or cancelled order may become null when deleted.
create or replace function private.ops_verificar_orden() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.numero := private.siguiente_numero(new.empresa_id, 'ot');
    -- An order starts open (or assigned when it is created with a technician).
    new.estado := case when new.tecnico_id is null then 'abierta' else 'asignada' end;
    new.completada_en := null;
    new.cerrada_en := null;
  else
    new.numero := old.numero;
    if new.estado is distinct from old.estado then
      if not private.ops_transicion_permitida(old.estado, new.estado) then
        raise exception using errcode = '23514',
          message = format('transición no permitida: %s → %s', old.estado, new.estado);
      end if;
      if new.estado = 'asignada' and new.tecnico_id is null then
        raise exception using errcode = '23514', message = 'para asignar la orden falta el técnico';
      end if;
      new.completada_en := case when new.estado = 'completada' then now() when new.estado in ('cerrada') then old.completada_en else null end;
      new.cerrada_en := case when new.estado = 'cerrada' then now() else null end;
    else
      new.completada_en := old.completada_en;
      new.cerrada_en := old.cerrada_en;
    end if;
    -- (A technician who is deleted leaves the order without one, on delete set null: that is not a
    -- change of a closed order.)
    if old.estado in ('cerrada', 'cancelada') and new.estado = old.estado
       and (case when new.tecnico_id is null and not private.usuario_existe(old.tecnico_id) then old.tecnico_id else new.tecnico_id end,
            new.falla_reportada, new.tipo, new.prioridad)
         is distinct from (old.tecnico_id, old.falla_reportada, old.tipo, old.prioridad) then
      raise exception using errcode = '23514', message = 'una orden cerrada o cancelada no se modifica';
    end if;
  end if;
  if new.tercero_id is not null and not exists (select 1 from public.terceros t where t.id = new.tercero_id and t.empresa_id = new.empresa_id) then
    raise exception using errcode = '23503', message = 'el cliente no existe en la empresa';
  end if;
  if new.activo_id is not null and not exists (select 1 from public.industrial_activos a where a.id = new.activo_id and a.empresa_id = new.empresa_id) then
    raise exception using errcode = '23503', message = 'el equipo no existe en la empresa';
  end if;
  if new.plan_id is not null and not exists (select 1 from public.industrial_planes p where p.id = new.plan_id and p.empresa_id = new.empresa_id) then
    raise exception using errcode = '23503', message = 'el plan no existe en la empresa';
  end if;
  if new.tecnico_id is not null and not private.usuario_de_empresa(new.tecnico_id, new.empresa_id) then
    raise exception using errcode = '23503', message = 'el técnico no es un usuario activo de la empresa';
  end if;
  return new;
end
$$;

-- Task dependencies: an update that keeps the dependency (its authors set to null) passes.
create or replace function private.proy_verificar_dependencia() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_proyecto uuid;
  v_proyecto_previa uuid;
begin
  if tg_op = 'UPDATE' then
    if (new.tarea_id, new.depende_de_id, new.proyecto_id) is distinct from (old.tarea_id, old.depende_de_id, old.proyecto_id) then
      raise exception using errcode = '23514', message = 'una dependencia no se modifica: se quita y se agrega otra';
    end if;
    -- Only its authors changed (a deleted user's, set to null).
    return new;
  end if;
  select t.proyecto_id into v_proyecto from public.proy_tareas t where t.id = new.tarea_id and t.empresa_id = new.empresa_id;
  select t.proyecto_id into v_proyecto_previa from public.proy_tareas t where t.id = new.depende_de_id and t.empresa_id = new.empresa_id;
  if v_proyecto is null or v_proyecto_previa is null then
    raise exception using errcode = '23503', message = 'la tarea no existe en la empresa';
  end if;
  if v_proyecto <> v_proyecto_previa then
    raise exception using errcode = '23514', message = 'una tarea solo puede depender de tareas de su mismo proyecto: la tarea previa está en otro';
  end if;
  if new.tarea_id = new.depende_de_id then
    raise exception using errcode = '23514', message = 'una tarea no puede depender de sí misma';
  end if;
  new.proyecto_id := v_proyecto;
  -- One change of a project's dependency graph at a time: the project's row is the lock, held to
  -- the end of the transaction. The search below runs after it, so it sees what a concurrent
  -- insert committed while this one waited.
  perform 1 from public.proy_proyectos p where p.id = v_proyecto for update;
  if exists (
    with recursive previas (id) as (
      select new.depende_de_id
      union
      select d.depende_de_id from public.proy_dependencias d join previas x on d.tarea_id = x.id
    )
    select 1 from previas where id = new.tarea_id
  ) then
    raise exception using errcode = '23514', message = 'la dependencia formaría un ciclo: la tarea previa ya depende, directa o indirectamente, de esta tarea';
  end if;
  return new;
end
$$;

-- The hours' owner: an explicit refusal (SECURITY DEFINER: counts the user's entries whatever the
-- caller may read; a user deleted through GoTrue reaches it by the cascade from auth.users).
create function private.negar_borrar_usuario_con_horas() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_horas bigint;
begin
  select count(*) into v_horas from public.proy_horas h where h.usuario_id = old.id;
  if v_horas > 0 then
    raise exception using errcode = '23503', constraint = 'proy_horas_usuario_id_fkey',
      message = format('No se puede eliminar la cuenta %s: tiene %s %s de horas en Axel Projects. Desactívala, o elimina antes sus horas.',
        old.correo, v_horas, case when v_horas = 1 then 'registro' else 'registros' end);
  end if;
  return old;
end
$$;
revoke all on function private.negar_borrar_usuario_con_horas() from public, anon, authenticated;
create trigger usuarios_plataforma_horas_registradas before delete on public.usuarios_plataforma
  for each row execute function private.negar_borrar_usuario_con_horas();
-- What the trigger says, the foreign key keeps (it cascaded: the hours went with the user).
alter table public.proy_horas drop constraint proy_horas_usuario_id_fkey,
  add constraint proy_horas_usuario_id_fkey foreign key (usuario_id) references public.usuarios_plataforma (id) on delete restrict;
