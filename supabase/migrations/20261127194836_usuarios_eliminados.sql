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
-- - a closed or cancelled work order refused any change of its technician: it now lets a deleted
--   technician go (private.ops_verificar_orden, rewritten once for this and for the plan's due date
--   in 20261127195541_ot_preventiva_unica.sql);
-- - a task dependency refused every update: an update that keeps the dependency passes (below). One column is an explicit refusal instead: the person whose
-- hours a time entry records (proy_horas.usuario_id). Hours are someone's declared work; they are
-- not anonymised. Deleting a user who has time entries is refused, in Spanish (23503, which the
-- local /auth/v1 answers 422 with the message): deactivate the account, or remove the hours first.
-- tests/db/deleted-user.test.ts deletes a user who wrote in every module table.

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
