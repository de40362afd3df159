-- 'Generar OT' clicked twice on a due preventive plan made two orders (OT-000303 and OT-000304,
-- issue 31). An order made from a plan now records the plan's due date it is for
-- (ops_ordenes.plan_vencimiento, set by the order's trigger, never by the client), and the database
-- refuses a second order for the same plan and due date while the first is not cancelled: in
-- Spanish (23505, a 409 through the API) from the trigger, which takes a lock on the plan first so
-- two clicks at once queue and the second finds the first's order; the unique index is the
-- guarantee. Completing the order moves the plan's next date (ops_registrar_transicion), so the next
-- 'Generar OT' is for the next due date. Orders made before this (the seed's have no plan) keep a
-- null due date and constrain nothing.

alter table public.ops_ordenes add column plan_vencimiento date;
comment on column public.ops_ordenes.plan_vencimiento is
  'The due date (proxima_fecha) of the preventive plan this order was made for; set by the trigger.';
create unique index ops_ordenes_plan_vencimiento_key on public.ops_ordenes (plan_id, plan_vencimiento)
  where plan_vencimiento is not null and estado <> 'cancelada';

-- The order's checks (20261124100000_industrial_ops.sql) with two changes: the plan's due date (above),
-- and a closed or cancelled order whose technician is deleted (on delete set null) lets the
-- technician go, which it refused as a change of a closed order (issue 34; the deleted user's
-- other columns are in 20261127194836_usuarios_eliminados.sql).
create or replace function private.ops_verificar_orden() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_plan_nombre text;
  v_vencimiento date;
  v_otra text;
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
  if new.plan_id is not null then
    select p.nombre, p.proxima_fecha into v_plan_nombre, v_vencimiento
    from public.industrial_planes p where p.id = new.plan_id and p.empresa_id = new.empresa_id;
    if not found then
      raise exception using errcode = '23503', message = 'el plan no existe en la empresa';
    end if;
  end if;
  -- The plan's due date the order is for: the database's (set when the order gets its plan), and
  -- one order per plan and due date unless it was cancelled. The plan's lock makes a second
  -- 'Generar OT' at the same time wait for the first and find its order.
  if tg_op = 'INSERT' or new.plan_id is distinct from old.plan_id then
    new.plan_vencimiento := v_vencimiento;
    if new.plan_id is not null and new.estado <> 'cancelada' then
      perform pg_advisory_xact_lock(hashtextextended('ops_ordenes.plan ' || new.plan_id, 0));
      select o.codigo into v_otra from public.ops_ordenes o
      where o.plan_id = new.plan_id and o.plan_vencimiento = v_vencimiento and o.estado <> 'cancelada' and o.id <> new.id
      limit 1;
      if v_otra is not null then
        raise exception using errcode = '23505', constraint = 'ops_ordenes_plan_vencimiento_key',
          message = format('El plan «%s» ya tiene la orden %s para su vencimiento del %s', v_plan_nombre, v_otra,
            to_char(v_vencimiento, 'DD-MM-YYYY'));
      end if;
    end if;
  else
    new.plan_vencimiento := old.plan_vencimiento;
  end if;
  if new.tecnico_id is not null and not private.usuario_de_empresa(new.tecnico_id, new.empresa_id) then
    raise exception using errcode = '23503', message = 'el técnico no es un usuario activo de la empresa';
  end if;
  return new;
end
$$;
