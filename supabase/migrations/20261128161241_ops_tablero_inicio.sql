-- Issue 33: the Ops board's opening in one request. The board read each column's first cards and
-- count in a request of its own (six), and the embedded server answers requests one at a time: the
-- six cost six requests' overhead before the first card. public.ops_tablero returns, per state asked
-- (all six when p_estados is null, in the board's order), the column's first p_limite cards (the
-- card's columns only, as src/features/modules/ops/lib/order-list-spec.ts BOARD_CARD_COLUMNS) in
-- the column's order (open states: prioridad_rango, then numero; closed: numero, newest first,
-- as public.ops_ordenes_pagina pages them after the last card) and its count: exact for the open
-- states; for the closed ones (nearly every order a company ever had) exact up to 1,000, past that
-- the planner's estimate (`aproximado`), as PostgREST's `count=estimated` gives it.
-- Security invoker: the caller's row-level security decides which orders exist and are counted.
-- Volatile only because Postgres allows EXPLAIN (the estimate) in volatile functions alone; it writes nothing.
create function public.ops_tablero(p_estados text[] default null, p_limite integer default 20)
returns table (estado text, total bigint, aproximado boolean, tarjetas jsonb)
language plpgsql set search_path = '' as $$
declare
  c_estados constant text[] := array['abierta', 'asignada', 'en_curso', 'completada', 'cerrada', 'cancelada'];
  c_exacto_hasta constant integer := 1000;
  v_estado text;
  v_plan json;
begin
  if p_limite is null or p_limite < 1 or p_limite > 100 then
    raise exception 'La cantidad de tarjetas debe estar entre 1 y 100' using errcode = '22023', hint = 'p_limite';
  end if;
  if p_estados is not null and (cardinality(p_estados) = 0 or not (p_estados <@ c_estados)) then
    raise exception 'Estado no válido: %', array_to_string(p_estados, ', ', 'null')
      using errcode = '22023', hint = 'p_estados';
  end if;
  foreach v_estado in array c_estados loop
    continue when p_estados is not null and not (v_estado = any (p_estados));
    estado := v_estado;
    aproximado := false;
    if v_estado in ('cerrada', 'cancelada') then
      select count(*) into total
      from (select 1 from public.ops_ordenes o where o.estado = v_estado limit c_exacto_hasta + 1) c;
      if total > c_exacto_hasta then
        execute format('explain (format json) select 1 from public.ops_ordenes where estado = %L', v_estado)
          into v_plan;
        total := greatest(total, (v_plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric::bigint);
        aproximado := true;
      end if;
      select coalesce(jsonb_agg(to_jsonb(c) order by c.numero desc), '[]'::jsonb) into tarjetas
      from (
        select o.id, o.codigo, o.numero, o.prioridad, o.prioridad_rango, o.estado, o.tecnico_id,
               o.fecha_programada, o.falla_reportada
        from public.ops_ordenes o
        where o.estado = v_estado
        order by o.numero desc
        limit p_limite
      ) c;
    else
      select count(*) into total from public.ops_ordenes o where o.estado = v_estado;
      select coalesce(jsonb_agg(to_jsonb(c) order by c.prioridad_rango, c.numero), '[]'::jsonb) into tarjetas
      from (
        select o.id, o.codigo, o.numero, o.prioridad, o.prioridad_rango, o.estado, o.tecnico_id,
               o.fecha_programada, o.falla_reportada
        from public.ops_ordenes o
        where o.estado = v_estado
        order by o.prioridad_rango, o.numero
        limit p_limite
      ) c;
    end if;
    return next;
  end loop;
end
$$;
revoke all on function public.ops_tablero(text[], integer) from public, anon;
grant execute on function public.ops_tablero(text[], integer) to authenticated, service_role;
