-- Issue 33: the Ops board's opening in one request. The board read each column's first cards and
-- count in a request of its own (six), and the embedded server answers requests one at a time: the
-- six cost six requests' overhead before the first card. public.ops_tablero returns, per state asked
-- (all six when p_estados is null, in the board's order), the column's first p_limite cards (the
-- card's columns only, as src/features/modules/ops/lib/order-list-spec.ts BOARD_CARD_COLUMNS) in
-- the column's order (open states: prioridad_rango, then numero; closed: numero, newest first,
-- as public.ops_ordenes_pagina pages them after the last card) and its count: exact for the open
-- states; for the closed ones (nearly every order a company ever had) exact up to 1,000, past that
-- the planner's estimate (`aproximado`), as PostgREST's `count=estimated` gives it (a closed column
-- the planner puts past 10,000 is not counted at all). The open columns (a few hundred orders each)
-- are read together in one statement: every statement re-checks the caller's access (the policies'
-- private.tiene_modulo), which cost more than the rows.
-- Security invoker: the caller's row-level security decides which orders exist and are counted.
-- Volatile only because Postgres allows EXPLAIN (the estimate) in volatile functions alone; it writes nothing.
create function public.ops_tablero(p_estados text[] default null, p_limite integer default 20)
returns table (estado text, total bigint, aproximado boolean, tarjetas jsonb)
language plpgsql set search_path = '' as $$
declare
  c_estados constant text[] := array['abierta', 'asignada', 'en_curso', 'completada', 'cerrada', 'cancelada'];
  c_abiertos constant text[] := array['abierta', 'asignada', 'en_curso', 'completada'];
  c_exacto_hasta constant integer := 1000;
  c_sin_contar_desde constant integer := 10000;
  v_pedidos text[] := coalesce(p_estados, c_estados);
  v_abiertas jsonb;
  v_estado text;
  v_plan json;
  v_estimado bigint;
begin
  if p_limite is null or p_limite < 1 or p_limite > 100 then
    raise exception 'La cantidad de tarjetas debe estar entre 1 y 100' using errcode = '22023', hint = 'p_limite';
  end if;
  if cardinality(v_pedidos) = 0 or not (v_pedidos <@ c_estados) then
    raise exception 'Estado no válido: %', array_to_string(v_pedidos, ', ', 'null')
      using errcode = '22023', hint = 'p_estados';
  end if;
  -- The open columns asked for, in one read: each one's count and first cards.
  select coalesce(jsonb_object_agg(a.estado, jsonb_build_object('total', a.total, 'tarjetas', a.tarjetas)), '{}')
  into v_abiertas
  from (
    select f.estado, count(*) as total,
           coalesce(jsonb_agg(jsonb_build_object(
             'id', f.id, 'codigo', f.codigo, 'numero', f.numero, 'prioridad', f.prioridad,
             'prioridad_rango', f.prioridad_rango, 'estado', f.estado, 'tecnico_id', f.tecnico_id,
             'fecha_programada', f.fecha_programada, 'falla_reportada', f.falla_reportada
           ) order by f.prioridad_rango, f.numero) filter (where f.n <= p_limite), '[]') as tarjetas
    from (
      select o.id, o.codigo, o.numero, o.prioridad, o.prioridad_rango, o.estado, o.tecnico_id,
             o.fecha_programada, o.falla_reportada,
             row_number() over (partition by o.estado order by o.prioridad_rango, o.numero) as n
      from public.ops_ordenes o
      where o.estado = any (c_abiertos) and o.estado = any (v_pedidos)
    ) f
    group by f.estado
  ) a;
  foreach v_estado in array c_estados loop
    continue when not (v_estado = any (v_pedidos));
    estado := v_estado;
    aproximado := false;
    if v_estado = any (c_abiertos) then
      total := coalesce((v_abiertas -> v_estado ->> 'total')::bigint, 0);
      tarjetas := coalesce(v_abiertas -> v_estado -> 'tarjetas', '[]'::jsonb);
    else
      execute format('explain (format json) select 1 from public.ops_ordenes where estado = %L', v_estado)
        into v_plan;
      v_estimado := (v_plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric::bigint;
      if v_estimado > c_sin_contar_desde then
        total := v_estimado;
        aproximado := true;
      else
        select count(*) into total
        from (select 1 from public.ops_ordenes o where o.estado = v_estado limit c_exacto_hasta + 1) c;
        if total > c_exacto_hasta then
          total := greatest(total, v_estimado);
          aproximado := true;
        end if;
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
    end if;
    return next;
  end loop;
end
$$;
revoke all on function public.ops_tablero(text[], integer) from public, anon;
grant execute on function public.ops_tablero(text[], integer) to authenticated, service_role;
