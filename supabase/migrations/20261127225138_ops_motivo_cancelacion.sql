-- Cancelling a work order says why (issue 31): a drag to 'Cancelada' on the board, or 'Cancelar
-- orden' on the order, asks for the reason, and Postgres refuses a cancellation without one. The
-- reason is kept with the order (its history shows the change of state, the order shows why).
-- Only on a change to 'cancelada': the orders already cancelled (the seed's, the scale data's) keep
-- no reason, and a cancelled order's reason is frozen with it.

alter table public.ops_ordenes add column motivo_cancelacion text;
alter table public.ops_ordenes add constraint ops_ordenes_motivo_cancelacion_check
  check (char_length(coalesce(motivo_cancelacion, '')) <= 500);

create function private.ops_motivo_cancelacion() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and old.estado = 'cancelada' then
    new.motivo_cancelacion := old.motivo_cancelacion;
  elsif new.estado is distinct from 'cancelada' then
    new.motivo_cancelacion := null;
  else
    new.motivo_cancelacion := nullif(btrim(new.motivo_cancelacion), '');
    if new.motivo_cancelacion is null then
      raise exception using errcode = '23514', message = 'Indica el motivo de la cancelación de la orden';
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.ops_motivo_cancelacion() from public, anon;

-- After b_verificar (triggers run in name order), which decides the state of a new order.
create trigger c_motivo_cancelacion before insert or update on public.ops_ordenes
  for each row execute function private.ops_motivo_cancelacion();
