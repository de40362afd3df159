-- Issue 13, two links made editable from the screens:
--   1. Axel Industrial: a manual stock move may name the Ops work order it belongs to. The order
--      was already checked to be of the move's company (industrial_aplicar_movimiento, 23503);
--      now, as for a project task (20261125300000), a signed-in caller also needs Ops to name one
--      (42501). Moves written by ops_mover_stock come from a user with Ops; the seed has no user.
--   2. Axel People: the company admin links an employee to a platform account ('Cuenta de
--      usuario'). validar_colaborador already refuses an account of another company (23503); a
--      second employee with the same account was refused only by the unique constraint, in
--      Postgres's English. It is now refused first with a Spanish message (23505, same constraint
--      name), and public.cuentas_vinculables() gives the form its options.

-- 1. Stock moves -----------------------------------------------------------------------------------

create or replace function private.industrial_aplicar_movimiento() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_delta numeric := case new.tipo when 'salida' then -new.cantidad else new.cantidad end;
  v_repuesto public.industrial_repuestos%rowtype;
begin
  select * into v_repuesto from public.industrial_repuestos r
  where r.id = new.repuesto_id and r.empresa_id = new.empresa_id for update;
  if not found then
    raise exception using errcode = '23503', message = 'el repuesto no existe en la empresa';
  end if;
  if new.orden_id is not null then
    -- A signed-in caller needs Ops to link an order (a load without a user, like the seed, may).
    if auth.uid() is not null and not private.tiene_modulo('ops') then
      raise exception using errcode = '42501', message = 'vincular una orden de trabajo requiere Axel Ops';
    end if;
    if not exists (select 1 from public.ops_ordenes o where o.id = new.orden_id and o.empresa_id = new.empresa_id) then
      raise exception using errcode = '23503', message = 'la orden no existe en la empresa';
    end if;
  end if;
  begin
    update public.industrial_repuestos set stock = stock + v_delta where id = new.repuesto_id
    returning stock into new.stock_resultante;
  exception when check_violation then
    raise exception using errcode = '23514',
      message = format('stock insuficiente de %s: hay %s, se piden %s', v_repuesto.sku, trim_scale(v_repuesto.stock), trim_scale(-v_delta));
  end;
  return new;
end
$$;

-- 2. The employee's account --------------------------------------------------------------------------

-- SECURITY INVOKER: an admin reads every employee of the company, so a second link inside the
-- company is found here; the unique constraint still refuses any other (an account that moved
-- from another company with its old link).
create function private.validar_cuenta_colaborador() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.usuario_id is not null and (tg_op = 'INSERT' or new.usuario_id is distinct from old.usuario_id)
     and exists (select 1 from public.colaboradores c where c.usuario_id = new.usuario_id and c.id <> new.id) then
    raise exception using errcode = '23505', message = 'La cuenta de usuario ya está vinculada a otro colaborador',
      constraint = 'colaboradores_usuario_id_key';
  end if;
  return new;
end
$$;
-- Named after colaboradores_validar (triggers fire in name order): the company check comes first.
create trigger colaboradores_validar_cuenta before insert or update of usuario_id on public.colaboradores
  for each row execute function private.validar_cuenta_colaborador();

-- The accounts the 'Cuenta de usuario' field offers: the caller's company's users not linked to
-- another employee (p_colaborador's own link included). Admins of People only (SECURITY INVOKER:
-- usuarios_plataforma's policies already give admin_empresa the company's users and nobody else's).
create function public.cuentas_vinculables(p_colaborador uuid default null)
returns table (id uuid, nombre text, correo text, estado text)
language sql stable security invoker set search_path = '' as $$
  select u.id, btrim(u.nombre || ' ' || u.apellido_paterno || coalesce(' ' || u.apellido_materno, '')) as nombre, u.correo, u.estado
  from public.usuarios_plataforma u
  where u.empresa_id = (select private.empresa_actual())
    and (select private.tiene_modulo('people')) and (select private.es_admin_people())
    and not exists (
      select 1 from public.colaboradores c where c.usuario_id = u.id and c.id is distinct from p_colaborador)
  order by 2, u.id
$$;

revoke all on function private.validar_cuenta_colaborador(), public.cuentas_vinculables(uuid) from public, anon;
grant execute on function private.validar_cuenta_colaborador(), public.cuentas_vinculables(uuid) to authenticated, service_role;
