-- Axel Projects: a task is done only after the tasks it depends on are done.
--
-- The board already showed a lock on a task with unfinished prerequisites, but nothing stopped
-- marking it 'hecha' (dragging, 'Mover a', the task form or the API). Now Postgres refuses it,
-- naming the prerequisites still open, and refuses adding an unfinished prerequisite to a task
-- that is already done. Reopening a prerequisite later is allowed: the done task keeps its history.

create function private.proy_previas_pendientes(p_tarea uuid) returns text
language sql stable set search_path = '' as $$
  -- The titles of up to three unfinished prerequisites in alphabetical order (and how many more),
  -- or null.
  select case when count(*) = 0 then null
    else string_agg('«' || titulo || '»', ', ' order by titulo) filter (where n <= 3)
      || case when count(*) > 3 then format(' y %s más', count(*) - 3) else '' end
  end
  from (
    select t.titulo, row_number() over (order by t.titulo) as n
    from public.proy_dependencias d
    join public.proy_tareas t on t.id = d.depende_de_id
    where d.tarea_id = p_tarea and t.estado <> 'hecha'
  ) p
$$;

create function private.proy_verificar_prerrequisitos() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_pendientes text;
begin
  if new.estado = 'hecha' and (tg_op = 'INSERT' or old.estado <> 'hecha') then
    v_pendientes := private.proy_previas_pendientes(new.id);
    if v_pendientes is not null then
      raise exception using errcode = '23514',
        message = format('la tarea no puede quedar hecha antes que sus tareas previas: falta terminar %s', v_pendientes);
    end if;
  end if;
  return new;
end
$$;
create trigger c_prerrequisitos before insert or update of estado on public.proy_tareas
  for each row execute function private.proy_verificar_prerrequisitos();

create function private.proy_verificar_previa_de_hecha() returns trigger
language plpgsql set search_path = '' as $$
begin
  if exists (select 1 from public.proy_tareas t where t.id = new.tarea_id and t.estado = 'hecha')
     and exists (select 1 from public.proy_tareas t where t.id = new.depende_de_id and t.estado <> 'hecha') then
    raise exception using errcode = '23514',
      message = 'la tarea ya está hecha: solo puede depender de tareas terminadas';
  end if;
  return new;
end
$$;
create trigger c_previa_de_hecha before insert on public.proy_dependencias
  for each row execute function private.proy_verificar_previa_de_hecha();

-- Privileges (docs/design.md §11: explicit, nothing from defaults)
revoke all on function private.proy_previas_pendientes(uuid), private.proy_verificar_prerrequisitos(),
  private.proy_verificar_previa_de_hecha()
  from public, anon;
grant execute on function private.proy_previas_pendientes(uuid), private.proy_verificar_prerrequisitos(),
  private.proy_verificar_previa_de_hecha()
  to authenticated, service_role;
