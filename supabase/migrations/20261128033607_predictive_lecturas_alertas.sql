-- Axel Predictive (issue 39): meter readings per asset, machine keys that post them, and the anomaly
-- alerts a person accepts or dismisses (the accept rate is the precision the page shows).
--
-- * public.predictive_lecturas: one reading of one meter of an Industrial asset (hours run,
--   temperature, vibration, pressure, current or another variable), its unit and when it was
--   measured; entered by hand, imported from CSV, or posted by a machine.
-- * public.predictive_llaves: a company's machine keys. Only the SHA-256 of a key is stored (the key
--   is shown once, when it is created). A machine posts readings to the Edge Function
--   `predictive-readings` with its key; the function hashes it and calls
--   public.predictive_lecturas_de_maquina() with the service role: that function is the key's whole
--   scope (insert readings of its own company's assets, nothing else; no API role but service_role
--   may call it). A key is not a JWT, so /rest/v1 refuses it.
-- * public.predictive_alertas: an anomaly found in a series of readings (robust z, EWMA, CUSUM:
--   src/features/modules/predictive/lib/anomalies.ts), with its value, band and statistic; the
--   database copies the value, asset, variable and time from the reading; a person sets `estado`
--   to 'aceptada' or 'descartada' (who and when are the database's).

create table public.predictive_llaves (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  nombre text not null check (length(btrim(nombre)) between 1 and 120),
  prefijo text not null check (length(prefijo) between 4 and 16),
  hash text not null unique check (hash ~ '^[0-9a-f]{64}$'),
  revocada_en timestamptz,
  ultimo_uso timestamptz,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now()
);
select private.preparar_tabla_modulo('public.predictive_llaves', 'predictive',
  leer => null, crear => 'admin', editar => 'admin', borrar => 'admin',
  privilegios => 'select (id, empresa_id, nombre, prefijo, revocada_en, ultimo_uso, creado_por, actualizado_por, creado_en, actualizado_en), insert (nombre, prefijo, hash), update (nombre, revocada_en), delete');
-- Only the company's admins see its keys (never the hash: no column grant on it).
create policy predictive_llaves_leer_admin on public.predictive_llaves for select to authenticated
  using (empresa_id = (select private.empresa_administrada()));

create table public.predictive_lecturas (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  activo_id uuid not null references public.industrial_activos (id) on delete cascade,
  variable text not null check (variable in ('horas_marcha', 'temperatura', 'vibracion', 'presion', 'corriente', 'otra')),
  unidad text not null check (length(btrim(unidad)) between 1 and 20),
  valor double precision not null check (valor <> 'NaN' and valor > '-Infinity' and valor < 'Infinity'),
  medido_en timestamptz not null,
  origen text not null default 'manual' check (origen in ('manual', 'csv', 'maquina')),
  llave_id uuid references public.predictive_llaves (id) on delete set null,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now()
);
select private.preparar_tabla_modulo('public.predictive_lecturas', 'predictive',
  privilegios => 'select, insert (activo_id, variable, unidad, valor, medido_en, origen), update (unidad, valor, medido_en), delete');
create index predictive_lecturas_serie_idx on public.predictive_lecturas (activo_id, variable, medido_en);
create index predictive_lecturas_llave_id_idx on public.predictive_lecturas (llave_id);

-- The asset must be the company's; a person cannot claim a machine's origin; not in the future.
create function private.predictive_validar_lectura() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.industrial_activos a where a.id = new.activo_id and a.empresa_id = new.empresa_id) then
    raise exception using errcode = '23503', message = 'El activo no existe en tu empresa.';
  end if;
  if tg_op = 'INSERT' and new.origen = 'maquina' and new.llave_id is null then
    raise exception using errcode = '22023', message = 'Solo una llave de máquina registra lecturas de origen máquina.';
  end if;
  if new.medido_en > now() + interval '1 day' then
    raise exception using errcode = '22023', message = 'La fecha de la lectura está en el futuro.';
  end if;
  return new;
end
$$;
revoke all on function private.predictive_validar_lectura() from public, anon, authenticated, service_role;
grant execute on function private.predictive_validar_lectura() to authenticated, service_role;
create trigger b_validar before insert or update on public.predictive_lecturas
  for each row execute function private.predictive_validar_lectura();

create table public.predictive_alertas (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  lectura_id uuid not null references public.predictive_lecturas (id) on delete cascade,
  activo_id uuid references public.industrial_activos (id) on delete cascade,
  variable text,
  medido_en timestamptz,
  valor double precision,
  regla text not null check (regla in ('z-robusto', 'ewma', 'cambio-nivel')),
  banda_baja double precision not null,
  banda_alta double precision not null,
  estadistico double precision not null,
  desde timestamptz,
  estado text not null default 'pendiente' check (estado in ('pendiente', 'aceptada', 'descartada')),
  decidida_por uuid references public.usuarios_plataforma (id) on delete set null,
  decidida_en timestamptz,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (lectura_id, regla)
);
select private.preparar_tabla_modulo('public.predictive_alertas', 'predictive',
  privilegios => 'select, insert (lectura_id, regla, banda_baja, banda_alta, estadistico, desde), update (estado), delete');
create index predictive_alertas_activo_idx on public.predictive_alertas (activo_id, medido_en);
create index predictive_alertas_decidida_por_idx on public.predictive_alertas (decidida_por);

-- The reading's facts are the database's; a decision records who and when.
create function private.predictive_preparar_alerta() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  l public.predictive_lecturas;
begin
  if tg_op = 'INSERT' then
    select * into l from public.predictive_lecturas x where x.id = new.lectura_id and x.empresa_id = new.empresa_id;
    if l.id is null then
      raise exception using errcode = '23503', message = 'La lectura no existe en tu empresa.';
    end if;
    new.activo_id := l.activo_id;
    new.variable := l.variable;
    new.medido_en := l.medido_en;
    new.valor := l.valor;
    new.estado := 'pendiente';
    new.decidida_por := null;
    new.decidida_en := null;
  elsif new.estado is distinct from old.estado then
    new.decidida_por := case when new.estado = 'pendiente' then null else auth.uid() end;
    new.decidida_en := case when new.estado = 'pendiente' then null else now() end;
  end if;
  return new;
end
$$;
revoke all on function private.predictive_preparar_alerta() from public, anon, authenticated, service_role;
grant execute on function private.predictive_preparar_alerta() to authenticated, service_role;
create trigger b_preparar before insert or update on public.predictive_alertas
  for each row execute function private.predictive_preparar_alerta();

-- A machine key for the caller's company (company admins only): the key, shown once.
create function public.predictive_crear_llave(p_nombre text)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_llave text := 'axp_' || replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
begin
  if p_nombre is null or length(btrim(p_nombre)) = 0 then
    raise exception using errcode = '22023', message = 'Ponle un nombre a la llave (por ejemplo, la máquina que la usa).';
  end if;
  insert into public.predictive_llaves (nombre, prefijo, hash)
  values (btrim(p_nombre), substr(v_llave, 1, 12), encode(sha256(convert_to(v_llave, 'UTF8')), 'hex'));
  return v_llave;
end
$$;
revoke all on function public.predictive_crear_llave(text) from public, anon, authenticated;
grant execute on function public.predictive_crear_llave(text) to authenticated, service_role;

-- What a machine key may do: insert readings of its company's assets. Called by the Edge Function
-- with the service role only. p_lecturas: [{activo (code), variable, valor, unidad, medido_en?}],
-- at most 500; answers one result per reading ({fila, id} or {fila, error}); valid ones are saved.
create function public.predictive_lecturas_de_maquina(p_hash text, p_lecturas jsonb)
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
    exception when others then
      v_out := v_out || jsonb_build_object('fila', i, 'error',
        case when sqlstate = '23514' then 'Variable, unidad o valor fuera de lo permitido (variables: horas_marcha, temperatura, vibracion, presion, corriente, otra).'
             when sqlstate in ('22007', '22008') then 'La fecha medido_en no es válida (usa ISO 8601).'
             when sqlstate = '23502' then 'Falta un dato obligatorio (activo, variable, valor).'
             else sqlerrm end);
    end;
  end loop;
  update public.predictive_llaves set ultimo_uso = now() where id = k.id;
  return v_out;
end
$$;
revoke all on function public.predictive_lecturas_de_maquina(text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.predictive_lecturas_de_maquina(text, jsonb) to service_role;
comment on function public.predictive_lecturas_de_maquina(text, jsonb) is
  'Axel Predictive: the readings a machine key posts (service role only, through the predictive-readings Edge Function).';
