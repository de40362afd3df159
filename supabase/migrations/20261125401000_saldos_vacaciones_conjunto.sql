-- Vacation balances of a whole company in one set-based query (issue 13's People bench: 5,000
-- employees). public.saldos_vacaciones called private.saldo_vacaciones once per employee; each call
-- is a query of its own, so the row-level security of solicitudes_ausencia (its company, module and
-- privacy checks) ran again for every employee: ~3 ms each, 5,000 employees past the 35 s a
-- statement may take. The same rule (20261124110000_people_colaboradores.sql: 15 working days a
-- year accrued monthly, 1.25 per complete month since the opening date, minus approved vacation
-- taken and pending vacation held, counted from that date) as joins, so the checks run once per
-- query. Same columns, same types; security invoker as before. private.saldo_vacaciones stays (one
-- employee's balance).
create or replace view public.saldos_vacaciones with (security_invoker = true) as
  select f.colaborador_id, f.empresa_id, f.fecha_ingreso, m.meses,
    f.saldo_vacaciones_inicial + m.meses * 1.25 as acumulado,
    s.tomados, s.pendientes,
    f.saldo_vacaciones_inicial + m.meses * 1.25 - s.tomados - s.pendientes as disponible
  from public.colaboradores_ficha f
  cross join lateral (
    select greatest(0, (extract(year from age(current_date, coalesce(f.fecha_saldo_inicial, f.fecha_ingreso))) * 12
      + extract(month from age(current_date, coalesce(f.fecha_saldo_inicial, f.fecha_ingreso))))::int) as meses
  ) m
  cross join lateral (
    select
      coalesce(sum(a.dias_habiles) filter (where a.estado = 'aprobada'), 0) as tomados,
      coalesce(sum(a.dias_habiles) filter (where a.estado = 'pendiente'), 0) as pendientes
    from public.solicitudes_ausencia a
    where a.colaborador_id = f.colaborador_id and a.tipo = 'vacaciones'
      and a.fecha_inicio >= coalesce(f.fecha_saldo_inicial, f.fecha_ingreso)
  ) s;
