-- Axel Predictive (issue 39): the anomaly rules run in the database, not in the browser.
--
-- Before, the alerts page read every reading, ran the rules in the browser (lib/anomalies.ts) and
-- recorded what it found: alerts existed only while someone looked, and nobody was told. Now:
--
-- * The rules are SQL (one implementation; the browser's copy is gone): the robust z (median / MAD
--   of the previous 30 readings, alert above 3.5), the EWMA with its time-varying limits (λ 0.2,
--   L 3) and the two-sided tabular CUSUM (k = σ/2, h = 5σ); EWMA and CUSUM take centre and σ from
--   the first 60 readings (median, 1.4826 MAD) and read each value clipped to ±3σ. Same thresholds
--   as before; the tests of the method moved to tests/db/predictive-anomalias.test.ts (the same
--   worked example and planted series).
-- * private.predictive_revisar(empresa, origen, lecturas) runs them over the series (asset and
--   variable; never the running-hours meter, which only grows) that the given readings belong to
--   (all of the company's when null), from the first of those readings on, stores each alert once
--   (unique (lectura_id, regla); a second run or a concurrent one adds nothing), tells the people who
--   should act (type 'alerta_anomalia': the company's admins and whoever created an active
--   preventive plan of that asset; one notice per series and run with new alerts), and records the
--   run (public.predictive_revisiones: when, how it started, what it read, what it found).
-- * It runs when readings arrive (a statement trigger on predictive_lecturas: one run per insert
--   statement, a CSV import included; a machine's post runs once after its readings), in the
--   scheduled checks (private.ejecutar_revisiones, key 'alerta_anomalia': readings changed since
--   the company's last run, or all of them the first time) and on demand
--   (public.predictive_revisar_alertas(), any user with Predictive, for their company).
-- * Alerts are the database's: the API roles no longer insert them (people accept or dismiss them).

-- The rules -------------------------------------------------------------------------------------------

create function private.predictive_mediana(p_valores double precision[]) returns double precision
language sql immutable parallel safe set search_path = '' as $$
  select percentile_cont(0.5) within group (order by v) from unnest(p_valores) v
$$;

-- Centre and σ of the first p_tamano readings (median, 1.4826 × MAD); both null when there are
-- fewer than 5 or they do not spread (no baseline, no division by 0).
create function private.predictive_linea_base(
  p_valores double precision[], p_tamano integer default 60,
  out centro double precision, out sigma double precision
)
language plpgsql immutable set search_path = '' as $$
declare
  v_cabeza double precision[] := p_valores[1:p_tamano];
  v_mediana double precision;
  v_sigma double precision;
begin
  if coalesce(cardinality(v_cabeza), 0) < 5 then
    return;
  end if;
  v_mediana := private.predictive_mediana(v_cabeza);
  v_sigma := 1.4826 * private.predictive_mediana(array(select abs(x - v_mediana) from unnest(v_cabeza) x));
  if v_sigma > 0 then
    centro := v_mediana;
    sigma := v_sigma;
  end if;
end
$$;

-- The modified z-score (Iglewicz and Hoaglin) of each reading from p_desde on (1-based), against the
-- previous p_ventana readings; from reading p_minimo + 1 on; an alert above p_umbral. The window is
-- kept sorted as it slides (one insertion, one removal per reading), its median read from the middle
-- and the MAD (median absolute deviation) by walking out from the median on both sides: no sort per
-- reading (sorting 30 values per reading made a year of daily readings take ~0.4 s on PGlite).
create function private.predictive_z_robusto(
  p_valores double precision[], p_desde integer default 1, p_ventana integer default 30,
  p_umbral double precision default 3.5, p_minimo integer default 8
)
returns table (indice integer, valor double precision, banda_baja double precision, banda_alta double precision, estadistico double precision)
language plpgsql immutable set search_path = '' as $$
declare
  v_n integer := coalesce(cardinality(p_valores), 0);
  v_inicio integer := greatest(p_minimo + 1, p_desde, 2);
  v_s double precision[];
  v_m integer;
  v_i integer;
  v_j integer;
  v_p integer;
  v_lo integer;
  v_hi integer;
  v_k1 integer;
  v_k2 integer;
  v_izq integer;
  v_der integer;
  v_d double precision;
  v_d1 double precision;
  v_d2 double precision;
  v_med double precision;
  v_mad double precision;
  v_x double precision;
  v_z double precision;
begin
  if v_inicio > v_n then
    return;
  end if;
  v_s := array(select u from unnest(p_valores[greatest(1, v_inicio - p_ventana):v_inicio - 1]) u order by u);
  for v_i in v_inicio..v_n loop
    v_m := cardinality(v_s);
    if v_m % 2 = 1 then
      v_med := v_s[(v_m + 1) / 2];
      v_k1 := (v_m + 1) / 2;
      v_k2 := v_k1;
    else
      v_med := (v_s[v_m / 2] + v_s[v_m / 2 + 1]) / 2;
      v_k1 := v_m / 2;
      v_k2 := v_k1 + 1;
    end if;
    -- The deviations |s − median| in increasing order: the values left of the median going down,
    -- those right of it going up, merged; the k1-th and k2-th are the MAD's middle.
    v_izq := (v_m + 1) / 2;
    v_der := v_izq + 1;
    for v_j in 1..v_k2 loop
      if v_izq >= 1 and (v_der > v_m or v_med - v_s[v_izq] <= v_s[v_der] - v_med) then
        v_d := v_med - v_s[v_izq];
        v_izq := v_izq - 1;
      else
        v_d := v_s[v_der] - v_med;
        v_der := v_der + 1;
      end if;
      if v_j = v_k1 then
        v_d1 := v_d;
      end if;
    end loop;
    v_d2 := v_d;
    v_mad := (v_d1 + v_d2) / 2;
    v_x := p_valores[v_i];
    if v_mad > 0 then
      v_z := 0.6745 * (v_x - v_med) / v_mad;
      if abs(v_z) > p_umbral then
        indice := v_i;
        valor := v_x;
        banda_baja := v_med - p_umbral * v_mad / 0.6745;
        banda_alta := v_med + p_umbral * v_mad / 0.6745;
        estadistico := v_z;
        return next;
      end if;
    end if;
    exit when v_i = v_n;
    -- Slide: the reading joins the window (binary search for its place), the oldest leaves.
    v_lo := 1;
    v_hi := v_m + 1;
    while v_lo < v_hi loop
      v_p := (v_lo + v_hi) / 2;
      if v_s[v_p] <= v_x then v_lo := v_p + 1; else v_hi := v_p; end if;
    end loop;
    v_s := v_s[1:v_lo - 1] || v_x || v_s[v_lo:v_m];
    if v_i - p_ventana >= 1 then
      v_p := array_position(v_s, p_valores[v_i - p_ventana]);
      v_s := v_s[1:v_p - 1] || v_s[v_p + 1:v_m + 1];
    end if;
  end loop;
end
$$;

-- The EWMA and its limits μ ± L σ √(λ / (2 − λ) · (1 − (1 − λ)^(2i))) (Montgomery §9.2); one alert
-- per excursion (when the statistic leaves the band, not again until it is back).
create function private.predictive_ewma(
  p_valores double precision[], p_centro double precision, p_sigma double precision,
  p_lambda double precision default 0.2, p_ancho double precision default 3
)
returns table (indice integer, valor double precision, banda_baja double precision, banda_alta double precision, estadistico double precision)
language plpgsql immutable set search_path = '' as $$
declare
  v_z double precision := p_centro;
  v_alcance double precision := 3 * p_sigma;
  v_factor double precision := p_lambda / (2 - p_lambda);
  v_log double precision := ln(1 - p_lambda);
  v_medio double precision;
  v_x double precision;
  v_k integer := 0;
  v_fuera boolean := false;
  v_ahora boolean;
begin
  if p_centro is null or p_sigma is null or p_valores is null then
    return;
  end if;
  foreach v_x in array p_valores loop
    v_k := v_k + 1;
    v_z := p_lambda * least(p_centro + v_alcance, greatest(p_centro - v_alcance, v_x)) + (1 - p_lambda) * v_z;
    -- (1 − λ)^(2k) underflows (an error in Postgres) long after it stops mattering: 0 then.
    v_medio := p_ancho * p_sigma * sqrt(v_factor * (1 - case when 2 * v_k * v_log > -700
      then power(1 - p_lambda, 2 * v_k) else 0 end));
    v_ahora := v_z > p_centro + v_medio or v_z < p_centro - v_medio;
    if v_ahora and not v_fuera then
      indice := v_k;
      valor := v_x;
      banda_baja := p_centro - v_medio;
      banda_alta := p_centro + v_medio;
      estadistico := v_z;
      return next;
    end if;
    v_fuera := v_ahora;
  end loop;
end
$$;

-- The two-sided tabular CUSUM (Montgomery §9.1), k and h in σ; one alert per shift (the sums restart
-- after it); `desde` is the reading where the run began.
create function private.predictive_cusum(
  p_valores double precision[], p_centro double precision, p_sigma double precision,
  p_k double precision default 0.5, p_h double precision default 5
)
returns table (indice integer, valor double precision, banda_baja double precision, banda_alta double precision,
  estadistico double precision, desde integer)
language plpgsql immutable set search_path = '' as $$
declare
  v_holgura double precision := p_k * p_sigma;
  v_limite double precision := p_h * p_sigma;
  v_alcance double precision := 3 * p_sigma;
  v_sube double precision := 0;
  v_baja double precision := 0;
  v_inicio_sube integer := 1;
  v_inicio_baja integer := 1;
  v_i integer := 0;
  v_x double precision;
  v_v double precision;
begin
  if p_centro is null or p_sigma is null or p_valores is null then
    return;
  end if;
  foreach v_x in array p_valores loop
    v_i := v_i + 1;
    if v_sube = 0 then v_inicio_sube := v_i; end if;
    if v_baja = 0 then v_inicio_baja := v_i; end if;
    v_v := least(p_centro + v_alcance, greatest(p_centro - v_alcance, v_x));
    v_sube := greatest(0, v_v - (p_centro + v_holgura) + v_sube);
    v_baja := greatest(0, p_centro - v_holgura - v_v + v_baja);
    if v_sube > v_limite or v_baja > v_limite then
      indice := v_i;
      valor := v_x;
      banda_baja := -v_limite;
      banda_alta := v_limite;
      if v_sube > v_limite then
        estadistico := v_sube;
        desde := v_inicio_sube;
      else
        estadistico := -v_baja;
        desde := v_inicio_baja;
      end if;
      return next;
      v_sube := 0;
      v_baja := 0;
    end if;
  end loop;
end
$$;

-- Every rule over one series (oldest first); alerts on readings from p_desde on. The baseline is the
-- first 60 readings.
create function private.predictive_detectar(p_valores double precision[], p_desde integer default 1)
returns table (indice integer, regla text, valor double precision, banda_baja double precision,
  banda_alta double precision, estadistico double precision, desde integer)
language plpgsql immutable set search_path = '' as $$
#variable_conflict use_column
declare
  b record;
begin
  select * into b from private.predictive_linea_base(p_valores, 60);
  return query
    select z.indice, 'z-robusto'::text, z.valor, z.banda_baja, z.banda_alta, z.estadistico, null::integer
    from private.predictive_z_robusto(p_valores, p_desde) z
    union all
    select e.indice, 'ewma'::text, e.valor, e.banda_baja, e.banda_alta, e.estadistico, null::integer
    from private.predictive_ewma(p_valores, b.centro, b.sigma) e where e.indice >= p_desde
    union all
    select c.indice, 'cambio-nivel'::text, c.valor, c.banda_baja, c.banda_alta, c.estadistico, c.desde
    from private.predictive_cusum(p_valores, b.centro, b.sigma) c where c.indice >= p_desde
    order by 1, 2;
end
$$;

revoke all on function private.predictive_mediana(double precision[]),
  private.predictive_linea_base(double precision[], integer),
  private.predictive_z_robusto(double precision[], integer, integer, double precision, integer),
  private.predictive_ewma(double precision[], double precision, double precision, double precision, double precision),
  private.predictive_cusum(double precision[], double precision, double precision, double precision, double precision),
  private.predictive_detectar(double precision[], integer)
  from public, anon, authenticated, service_role;

-- Runs, and who is told -------------------------------------------------------------------------------

insert into public.tipos_notificacion (clave, nombre, descripcion, modulo, canal_predeterminado, orden) values
  ('alerta_anomalia', 'Alertas de anomalías en lecturas',
    'Cuando las lecturas de un activo muestran una anomalía nueva (valor atípico, deriva o cambio de nivel).',
    'predictive', 'app', 120)
on conflict (clave) do nothing;

-- The last run of the rules per company: when, what started it ('lecturas': readings arrived;
-- 'revision': the scheduled check; 'manual': a person asked), the series and readings it read and
-- the alerts it added. Written only by private.predictive_revisar.
create table public.predictive_revisiones (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null unique,
  revisado_en timestamptz not null default now(),
  origen text not null check (origen in ('lecturas', 'revision', 'manual')),
  series integer not null default 0,
  lecturas integer not null default 0,
  alertas_nuevas integer not null default 0,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now()
);
select private.preparar_tabla_modulo('public.predictive_revisiones', 'predictive',
  leer => 'todos', crear => null, editar => null, borrar => null, privilegios => 'select');

-- Alerts are found by the database only: the API roles accept, dismiss or delete them.
select private.preparar_tabla_modulo('public.predictive_alertas', 'predictive',
  crear => null, privilegios => 'select, update (estado), delete');

create function private.predictive_revisar(p_empresa uuid, p_origen text, p_lecturas uuid[] default null)
returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  s record;
  v_ids uuid[];
  v_valores double precision[];
  v_medidos timestamptz[];
  v_desde integer;
  v_series integer := 0;
  v_lecturas integer := 0;
  v_nuevas integer := 0;
  v_avisos integer := 0;
  v_serie_nuevas integer;
  v_ultima uuid;
  v_reglas text;
  v_activo text;
  v_variable text;
  v_persona uuid;
begin
  -- Series in a fixed order: two runs at once meet the same alerts in the same order (no deadlock).
  for s in
    select distinct l.activo_id, l.variable from public.predictive_lecturas l
    where l.empresa_id = p_empresa and l.variable <> 'horas_marcha'
      and (p_lecturas is null or l.id = any (p_lecturas))
    order by 1, 2
  loop
    select array_agg(l.id order by l.medido_en, l.id), array_agg(l.valor order by l.medido_en, l.id),
      array_agg(l.medido_en order by l.medido_en, l.id)
    into v_ids, v_valores, v_medidos
    from public.predictive_lecturas l
    where l.empresa_id = p_empresa and l.activo_id = s.activo_id and l.variable = s.variable;
    v_desde := case when p_lecturas is null then 1
      else (select min(o.n) from unnest(v_ids) with ordinality o (id, n) where o.id = any (p_lecturas))::integer end;
    v_series := v_series + 1;
    v_lecturas := v_lecturas + cardinality(v_ids) - v_desde + 1;
    with nuevas as (
      insert into public.predictive_alertas (empresa_id, lectura_id, regla, banda_baja, banda_alta, estadistico, desde)
      select p_empresa, v_ids[d.indice], d.regla, d.banda_baja, d.banda_alta, d.estadistico, v_medidos[d.desde]
      from private.predictive_detectar(v_valores, v_desde) d
      order by d.indice, d.regla
      on conflict (lectura_id, regla) do nothing
      returning id, regla, medido_en
    )
    select count(*)::integer, (array_agg(n.id order by n.medido_en desc, n.id))[1],
      string_agg(distinct case n.regla when 'z-robusto' then 'valor atípico' when 'ewma' then 'deriva'
        else 'cambio de nivel' end, ', ')
    into v_serie_nuevas, v_ultima, v_reglas
    from nuevas n;
    if v_serie_nuevas > 0 then
      v_nuevas := v_nuevas + v_serie_nuevas;
      select a.codigo || ' · ' || a.nombre into v_activo from public.industrial_activos a where a.id = s.activo_id;
      v_variable := case s.variable when 'temperatura' then 'temperatura' when 'vibracion' then 'vibración'
        when 'presion' then 'presión' when 'corriente' then 'corriente' else 'otra variable' end;
      for v_persona in
        select p from private.administradores_empresa(p_empresa) p
        union
        select pl.creado_por from public.industrial_planes pl
        where pl.activo_id = s.activo_id and pl.activo and pl.creado_por is not null
      loop
        if private.notificar(v_persona, 'alerta_anomalia',
            format('Anomalía en %s (%s)', coalesce(v_activo, 'un activo'), v_variable),
            format('%s nueva%s en las lecturas de %s de %s: %s. Revísala%s y acéptala%s o descártala%s.',
              case when v_serie_nuevas = 1 then '1 alerta' else v_serie_nuevas || ' alertas' end,
              case when v_serie_nuevas = 1 then '' else 's' end, v_variable, coalesce(v_activo, 'un activo'), v_reglas,
              case when v_serie_nuevas = 1 then '' else 's' end, case when v_serie_nuevas = 1 then '' else 's' end,
              case when v_serie_nuevas = 1 then '' else 's' end),
            '/axel-predictive/alertas',
            format('alerta_anomalia:%s:%s', v_ultima, v_persona)) then
          v_avisos := v_avisos + 1;
        end if;
      end loop;
    end if;
  end loop;
  insert into public.predictive_revisiones (empresa_id, revisado_en, origen, series, lecturas, alertas_nuevas)
  values (p_empresa, now(), p_origen, v_series, v_lecturas, v_nuevas)
  on conflict (empresa_id) do update set revisado_en = excluded.revisado_en, origen = excluded.origen,
    series = excluded.series, lecturas = excluded.lecturas, alertas_nuevas = excluded.alertas_nuevas;
  return v_avisos;
end
$$;
revoke all on function private.predictive_revisar(uuid, text, uuid[]) from public, anon, authenticated, service_role;
grant execute on function private.predictive_revisar(uuid, text, uuid[]) to service_role;

-- When readings arrive: one run per insert statement, over the series of the new readings. A
-- machine's post (predictive_lecturas_de_maquina) sets axel.predictive_revisar = 'despues' and runs
-- once after its readings.
create function private.predictive_lecturas_llegadas() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_empresa uuid;
begin
  if coalesce(current_setting('axel.predictive_revisar', true), '') = 'despues' then
    return null;
  end if;
  for v_empresa in
    select distinct n.empresa_id from nuevas n where n.variable <> 'horas_marcha' order by 1
  loop
    perform private.predictive_revisar(v_empresa, 'lecturas',
      array(select n.id from nuevas n where n.empresa_id = v_empresa and n.variable <> 'horas_marcha'));
  end loop;
  return null;
end
$$;
revoke all on function private.predictive_lecturas_llegadas() from public, anon, authenticated, service_role;
grant execute on function private.predictive_lecturas_llegadas() to authenticated, service_role;
create trigger c_revisar_alertas after insert on public.predictive_lecturas
  referencing new table as nuevas
  for each statement execute function private.predictive_lecturas_llegadas();

-- On demand, for the caller's company (any user with Predictive): a full run; answers the run.
create function private.predictive_revisar_ahora() returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_empresa uuid := private.empresa_actual();
begin
  if auth.uid() is null or v_empresa is null or not private.tiene_modulo('predictive') then
    raise exception using errcode = '42501', message = 'Necesitas Axel Predictive para revisar las lecturas.';
  end if;
  perform private.predictive_revisar(v_empresa, 'manual', null);
  return (select jsonb_build_object('revisado_en', r.revisado_en, 'origen', r.origen, 'series', r.series,
      'lecturas', r.lecturas, 'alertas_nuevas', r.alertas_nuevas)
    from public.predictive_revisiones r where r.empresa_id = v_empresa);
end
$$;
revoke all on function private.predictive_revisar_ahora() from public, anon, authenticated, service_role;
grant execute on function private.predictive_revisar_ahora() to authenticated;

create function public.predictive_revisar_alertas() returns jsonb
language sql volatile security invoker set search_path = '' as $$
  select private.predictive_revisar_ahora()
$$;
revoke all on function public.predictive_revisar_alertas() from public, anon, authenticated, service_role;
grant execute on function public.predictive_revisar_alertas() to authenticated;
comment on function public.predictive_revisar_alertas() is
  'Axel Predictive: runs the anomaly rules over every series of the caller''s company now; answers the run.';

-- The scheduled check: per company with readings, the readings changed since its last run (all of
-- them the first time). Answers the notices given.
create function private.revisar_alertas_predictive() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  e record;
  n integer := 0;
begin
  for e in
    select l.empresa_id, r.revisado_en
    from (select distinct x.empresa_id from public.predictive_lecturas x) l
    left join public.predictive_revisiones r on r.empresa_id = l.empresa_id
    order by 1
  loop
    n := n + private.predictive_revisar(e.empresa_id, 'revision',
      case when e.revisado_en is null then null
        else array(select x.id from public.predictive_lecturas x
          where x.empresa_id = e.empresa_id and x.actualizado_en >= e.revisado_en) end);
  end loop;
  return n;
end
$$;
revoke all on function private.revisar_alertas_predictive() from public, anon, authenticated, service_role;

-- Every check the scheduler runs: the keys on main plus Predictive's anomaly alerts.
create or replace function private.ejecutar_revisiones() returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  return jsonb_build_object(
    'crm_actividad_hoy', private.revisar_actividades_crm(),
    'factura_vencida', private.revisar_documentos_vencidos(),
    'plan_preventivo', private.revisar_planes_preventivos(),
    'think_checkin_pendiente', private.revisar_checkins_think(),
    'certificacion_por_vencer', private.revisar_certificaciones_skills(),
    'alerta_anomalia', private.revisar_alertas_predictive());
end
$$;

-- As 20261128033607_predictive_lecturas_alertas.sql wrote it, except that the anomaly rules run once
-- after the readings (not once per reading): the arrival trigger waits (axel.predictive_revisar).
-- What a machine key may do: insert readings of its company's assets. Called by the Edge Function
-- with the service role only. p_lecturas: [{activo (code), variable, valor, unidad, medido_en?}],
-- at most 500; answers one result per reading ({fila, id} or {fila, error}); valid ones are saved.
create or replace function public.predictive_lecturas_de_maquina(p_hash text, p_lecturas jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  k public.predictive_llaves;
  r jsonb;
  i int := 0;
  v_activo uuid;
  v_valor double precision;
  v_medido timestamptz;
  v_id uuid;
  v_out jsonb := '[]';
  v_guardadas uuid[] := '{}';
begin
  select * into k from public.predictive_llaves x where x.hash = p_hash and x.revocada_en is null;
  if k.id is null then
    raise exception using errcode = '28000', message = 'La llave de máquina no es válida o fue revocada.';
  end if;
  if not exists (
    select 1 from public.empresas e
    join public.planes_empresa pe on pe.empresa_id = e.id and pe.activo
    join public.modulos_por_plan mp on mp.plan_id = pe.plan_id and mp.activo
    join public.modulos_disponibles m on m.id = mp.modulo_id and m.activo and m.clave = 'predictive'
    where e.id = k.empresa_id and e.estado = 'activa'
  ) then
    raise exception using errcode = '42501', message = 'La empresa de esta llave no tiene Axel Predictive activo.';
  end if;
  if jsonb_typeof(p_lecturas) is distinct from 'array' or jsonb_array_length(p_lecturas) = 0 then
    raise exception using errcode = '22023', message = 'Envía "lecturas": una lista de lecturas.';
  end if;
  if jsonb_array_length(p_lecturas) > 500 then
    raise exception using errcode = '22023', message = 'Como máximo 500 lecturas por envío.';
  end if;
  perform set_config('axel.predictive_revisar', 'despues', true);
  for r in select value from jsonb_array_elements(p_lecturas) loop
    i := i + 1;
    begin
      if jsonb_typeof(r) <> 'object' then
        raise exception using errcode = '22023', message = 'La lectura debe ser un objeto.';
      end if;
      select a.id into v_activo from public.industrial_activos a
        where a.empresa_id = k.empresa_id and lower(a.codigo) = lower(btrim(r ->> 'activo'));
      if v_activo is null then
        raise exception using errcode = '22023', message = format('No hay un activo con el código %s en la empresa.', coalesce(r ->> 'activo', '(vacío)'));
      end if;
      if jsonb_typeof(r -> 'valor') <> 'number' then
        raise exception using errcode = '22023', message = 'El valor debe ser un número.';
      end if;
      v_valor := (r ->> 'valor')::double precision;
      v_medido := coalesce((r ->> 'medido_en')::timestamptz, now());
      insert into public.predictive_lecturas (empresa_id, activo_id, variable, unidad, valor, medido_en, origen, llave_id)
      values (k.empresa_id, v_activo, r ->> 'variable', coalesce(nullif(btrim(r ->> 'unidad'), ''), '-'), v_valor, v_medido, 'maquina', k.id)
      returning id into v_id;
      v_out := v_out || jsonb_build_object('fila', i, 'id', v_id);
      v_guardadas := v_guardadas || v_id;
    exception when others then
      v_out := v_out || jsonb_build_object('fila', i, 'error',
        case when sqlstate = '23514' then 'Variable, unidad o valor fuera de lo permitido (variables: horas_marcha, temperatura, vibracion, presion, corriente, otra).'
             when sqlstate in ('22007', '22008') then 'La fecha medido_en no es válida (usa ISO 8601).'
             when sqlstate = '23502' then 'Falta un dato obligatorio (activo, variable, valor).'
             else sqlerrm end);
    end;
  end loop;
  update public.predictive_llaves set ultimo_uso = now() where id = k.id;
  perform set_config('axel.predictive_revisar', '', true);
  if cardinality(v_guardadas) > 0 then
    perform private.predictive_revisar(k.empresa_id, 'lecturas', v_guardadas);
  end if;
  return v_out;
end
$$;
revoke all on function public.predictive_lecturas_de_maquina(text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.predictive_lecturas_de_maquina(text, jsonb) to service_role;
comment on function public.predictive_lecturas_de_maquina(text, jsonb) is
  'Axel Predictive: the readings a machine key posts (service role only, through the predictive-readings Edge Function).';
