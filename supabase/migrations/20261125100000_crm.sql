-- Axel CRM (issue 17, docs/design.md §9, docs/modules.md): accounts are the shared directory
-- `terceros` (no second client table), their contacts, opportunities through a pipeline of stages,
-- activities with due dates, and leads (the public /contacto form's requests arrive as leads of the
-- platform operator's own company).
--
-- Every table has empresa_id, creado_por, actualizado_por, creado_en, actualizado_en set by
-- private.atribuir_registro() (trigger `a_atribuir`), indexes on empresa_id and every foreign key,
-- and policies
--   empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('crm'))
-- with delete for admin_empresa only. Nothing of a company's CRM is visible to another company;
-- super_admin stays inside its own company (Axel Platform), where it follows up the leads.
--
-- Rules kept by Postgres:
-- - stages: prospecto, calificado, propuesta, negociacion (open), ganada, perdida (closed);
--   'perdida' needs a reason (check constraint), 'ganada' has probability 100 and 'perdida' 0;
--   closing stamps cerrada_en (the won-by-month chart reads it), reopening clears it and the reason;
--   a stage change that does not also set the probability takes the stage's usual probability.
-- - amounts are CLP without decimals (numeric(16, 0), never negative); sums are computed here.
-- - the account, contact and owner of a row belong to the row's company (the owner an active user).
-- - a lead is converted once, only by crm_convertir_lead (a tercero if needed + an opportunity).

-- Contacts of an account ------------------------------------------------------------------------------

create table public.crm_contactos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  tercero_id uuid not null references public.terceros (id) on delete cascade,
  nombre text not null,
  cargo text,
  correo text,
  telefono text,
  notas text,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint crm_contactos_nombre_check check (char_length(btrim(nombre)) between 1 and 200),
  constraint crm_contactos_correo_check check (
    correo is null or (char_length(correo) <= 254 and correo ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')),
  constraint crm_contactos_textos_check check (
    char_length(coalesce(cargo, '')) <= 100 and char_length(coalesce(telefono, '')) <= 50
    and char_length(coalesce(notas, '')) <= 2000)
);
create index crm_contactos_empresa_id_nombre_idx on public.crm_contactos (empresa_id, nombre);
create index crm_contactos_tercero_id_idx on public.crm_contactos (tercero_id);
create index crm_contactos_creado_por_idx on public.crm_contactos (creado_por);
create index crm_contactos_actualizado_por_idx on public.crm_contactos (actualizado_por);
alter table public.crm_contactos enable row level security;

-- Whether a third party is of a company (terceros' rows are readable only with ops, crm or finance;
-- the check answers yes or no for the row's own company, as the other module checks do).
create function private.tercero_de_empresa(p_tercero uuid, p_empresa uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.terceros t where t.id = p_tercero and t.empresa_id = p_empresa)
$$;
revoke all on function private.tercero_de_empresa(uuid, uuid) from public, anon;
grant execute on function private.tercero_de_empresa(uuid, uuid) to authenticated, service_role;

create function private.crm_verificar_contacto() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.correo := nullif(lower(btrim(new.correo)), '');
  if not private.tercero_de_empresa(new.tercero_id, new.empresa_id) then
    raise exception using errcode = '23503', message = 'la cuenta del contacto no existe en la empresa';
  end if;
  return new;
end
$$;
create trigger a_atribuir before insert or update on public.crm_contactos
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.crm_contactos
  for each row execute function private.crm_verificar_contacto();

-- Leads (before opportunities: an opportunity remembers the lead it came from) ------------------------

create table public.crm_leads (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  -- The /contacto request it came from (none for a lead typed in by hand).
  solicitud_id uuid references public.solicitudes_contacto (id) on delete set null,
  nombre text not null,
  organizacion text,
  correo text,
  telefono text,
  mensaje text,
  plan_interes text,
  modulo_interes text,
  estado text not null default 'nuevo',
  tercero_id uuid references public.terceros (id) on delete set null,
  oportunidad_id uuid,
  convertido_en timestamptz,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint crm_leads_solicitud_id_key unique (solicitud_id),
  constraint crm_leads_estado_check check (estado in ('nuevo', 'contactado', 'descartado', 'convertido')),
  constraint crm_leads_convertido_check check ((estado = 'convertido') = (convertido_en is not null)),
  constraint crm_leads_nombre_check check (char_length(btrim(nombre)) between 1 and 200),
  constraint crm_leads_textos_check check (
    char_length(coalesce(organizacion, '')) <= 200 and char_length(coalesce(correo, '')) <= 254
    and char_length(coalesce(telefono, '')) <= 50 and char_length(coalesce(mensaje, '')) <= 4000
    and char_length(coalesce(plan_interes, '')) <= 40 and char_length(coalesce(modulo_interes, '')) <= 40)
);
create index crm_leads_empresa_id_creado_idx on public.crm_leads (empresa_id, creado_en desc);
create index crm_leads_tercero_id_idx on public.crm_leads (tercero_id);
create index crm_leads_oportunidad_id_idx on public.crm_leads (oportunidad_id);
create index crm_leads_creado_por_idx on public.crm_leads (creado_por);
create index crm_leads_actualizado_por_idx on public.crm_leads (actualizado_por);
alter table public.crm_leads enable row level security;

-- Opportunities ----------------------------------------------------------------------------------------

create table public.crm_oportunidades (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  nombre text not null,
  tercero_id uuid not null references public.terceros (id) on delete restrict,
  contacto_id uuid references public.crm_contactos (id) on delete set null,
  responsable_id uuid references public.usuarios_plataforma (id) on delete set null,
  lead_id uuid references public.crm_leads (id) on delete set null,
  etapa text not null default 'prospecto',
  -- Chilean pesos, no decimals.
  monto numeric(16, 0) not null default 0,
  probabilidad smallint not null default 10,
  fecha_cierre_estimada date,
  motivo_perdida text,
  cerrada_en date,
  descripcion text,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint crm_oportunidades_etapa_check check (etapa in ('prospecto', 'calificado', 'propuesta', 'negociacion', 'ganada', 'perdida')),
  constraint crm_oportunidades_monto_check check (monto >= 0),
  constraint crm_oportunidades_probabilidad_check check (probabilidad between 0 and 100),
  -- The rule of the module: a lost opportunity says why.
  constraint crm_oportunidades_perdida_motivo_check check (etapa <> 'perdida' or char_length(btrim(coalesce(motivo_perdida, ''))) > 0),
  constraint crm_oportunidades_nombre_check check (char_length(btrim(nombre)) between 1 and 200),
  constraint crm_oportunidades_textos_check check (
    char_length(coalesce(motivo_perdida, '')) <= 500 and char_length(coalesce(descripcion, '')) <= 4000)
);
create index crm_oportunidades_empresa_etapa_idx on public.crm_oportunidades (empresa_id, etapa);
create index crm_oportunidades_empresa_cerrada_idx on public.crm_oportunidades (empresa_id, cerrada_en) where etapa = 'ganada';
create index crm_oportunidades_tercero_id_idx on public.crm_oportunidades (tercero_id);
create index crm_oportunidades_contacto_id_idx on public.crm_oportunidades (contacto_id);
create index crm_oportunidades_responsable_id_idx on public.crm_oportunidades (responsable_id);
create index crm_oportunidades_lead_id_idx on public.crm_oportunidades (lead_id);
create index crm_oportunidades_creado_por_idx on public.crm_oportunidades (creado_por);
create index crm_oportunidades_actualizado_por_idx on public.crm_oportunidades (actualizado_por);
alter table public.crm_oportunidades enable row level security;

alter table public.crm_leads add constraint crm_leads_oportunidad_id_fkey
  foreign key (oportunidad_id) references public.crm_oportunidades (id) on delete set null;

-- The usual probability of a stage (the board's move uses it; the client shows the same table).
create function private.crm_probabilidad_etapa(p_etapa text) returns smallint
language sql immutable set search_path = '' as $$
  select case p_etapa
    when 'prospecto' then 10 when 'calificado' then 25 when 'propuesta' then 50
    when 'negociacion' then 75 when 'ganada' then 100 else 0 end::smallint
$$;
revoke all on function private.crm_probabilidad_etapa(text) from public, anon;
grant execute on function private.crm_probabilidad_etapa(text) to authenticated, service_role;

create function private.crm_verificar_oportunidad() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_cerrada boolean := new.etapa in ('ganada', 'perdida');
begin
  new.motivo_perdida := nullif(btrim(new.motivo_perdida), '');
  if tg_op = 'INSERT' then
    new.responsable_id := coalesce(new.responsable_id, auth.uid());
    new.cerrada_en := case when v_cerrada then coalesce(new.cerrada_en, current_date) end;
    if new.lead_id is not null and not exists (select 1 from public.crm_leads l where l.id = new.lead_id and l.empresa_id = new.empresa_id) then
      raise exception using errcode = '23503', message = 'el lead no existe en la empresa';
    end if;
  else
    new.lead_id := old.lead_id;
    if new.etapa is distinct from old.etapa then
      if new.probabilidad is not distinct from old.probabilidad then
        new.probabilidad := private.crm_probabilidad_etapa(new.etapa);
      end if;
      new.cerrada_en := case when v_cerrada then current_date end;
    elsif v_cerrada then
      new.cerrada_en := old.cerrada_en;
    else
      new.cerrada_en := null;
    end if;
  end if;
  if new.etapa = 'ganada' then
    new.probabilidad := 100;
  elsif new.etapa = 'perdida' then
    new.probabilidad := 0;
  end if;
  -- Leaving 'perdida' drops its reason.
  if new.etapa <> 'perdida' then
    new.motivo_perdida := null;
  end if;
  if not private.tercero_de_empresa(new.tercero_id, new.empresa_id) then
    raise exception using errcode = '23503', message = 'la cuenta no existe en la empresa';
  end if;
  if new.contacto_id is not null and not exists (
    select 1 from public.crm_contactos c where c.id = new.contacto_id and c.empresa_id = new.empresa_id and c.tercero_id = new.tercero_id
  ) then
    raise exception using errcode = '23503', message = 'el contacto no es de la cuenta de la oportunidad';
  end if;
  if new.responsable_id is not null and (tg_op = 'INSERT' or new.responsable_id is distinct from old.responsable_id)
     and not private.usuario_de_empresa(new.responsable_id, new.empresa_id) then
    raise exception using errcode = '23503', message = 'el responsable no es un usuario activo de la empresa';
  end if;
  return new;
end
$$;
create trigger a_atribuir before insert or update on public.crm_oportunidades
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.crm_oportunidades
  for each row execute function private.crm_verificar_oportunidad();

-- Activities: a call, meeting, e-mail or task, due on a day, about an opportunity and/or an account ------

create table public.crm_actividades (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  tipo text not null default 'tarea',
  asunto text not null,
  descripcion text,
  fecha_vencimiento date not null default current_date,
  oportunidad_id uuid references public.crm_oportunidades (id) on delete cascade,
  tercero_id uuid references public.terceros (id) on delete cascade,
  responsable_id uuid references public.usuarios_plataforma (id) on delete set null,
  completada boolean not null default false,
  completada_en timestamptz,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint crm_actividades_tipo_check check (tipo in ('llamada', 'reunion', 'correo', 'tarea')),
  constraint crm_actividades_asunto_check check (char_length(btrim(asunto)) between 1 and 200),
  constraint crm_actividades_descripcion_check check (char_length(coalesce(descripcion, '')) <= 4000),
  constraint crm_actividades_vinculo_check check (oportunidad_id is not null or tercero_id is not null)
);
create index crm_actividades_empresa_vence_idx on public.crm_actividades (empresa_id, fecha_vencimiento);
create index crm_actividades_responsable_pendiente_idx on public.crm_actividades (responsable_id, fecha_vencimiento) where not completada;
create index crm_actividades_oportunidad_id_idx on public.crm_actividades (oportunidad_id);
create index crm_actividades_tercero_id_idx on public.crm_actividades (tercero_id);
create index crm_actividades_creado_por_idx on public.crm_actividades (creado_por);
create index crm_actividades_actualizado_por_idx on public.crm_actividades (actualizado_por);
alter table public.crm_actividades enable row level security;

create function private.crm_verificar_actividad() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_tercero uuid;
begin
  if tg_op = 'INSERT' then
    new.responsable_id := coalesce(new.responsable_id, auth.uid());
  end if;
  if new.oportunidad_id is null and new.tercero_id is null then
    raise exception using errcode = '23514', message = 'la actividad debe ser de una oportunidad o de una cuenta';
  end if;
  if new.oportunidad_id is not null then
    select o.tercero_id into v_tercero from public.crm_oportunidades o
    where o.id = new.oportunidad_id and o.empresa_id = new.empresa_id;
    if not found then
      raise exception using errcode = '23503', message = 'la oportunidad no existe en la empresa';
    end if;
    -- An activity on an opportunity is also on its account.
    new.tercero_id := v_tercero;
  elsif not private.tercero_de_empresa(new.tercero_id, new.empresa_id) then
    raise exception using errcode = '23503', message = 'la cuenta no existe en la empresa';
  end if;
  if new.responsable_id is not null and (tg_op = 'INSERT' or new.responsable_id is distinct from old.responsable_id)
     and not private.usuario_de_empresa(new.responsable_id, new.empresa_id) then
    raise exception using errcode = '23503', message = 'el responsable no es un usuario activo de la empresa';
  end if;
  new.completada_en := case
    when not new.completada then null
    when tg_op = 'UPDATE' and old.completada then old.completada_en
    else now() end;
  return new;
end
$$;
create trigger a_atribuir before insert or update on public.crm_actividades
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.crm_actividades
  for each row execute function private.crm_verificar_actividad();

-- Leads' rules: converted only through crm_convertir_lead, and then frozen ------------------------------

create function private.crm_verificar_lead() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.correo := nullif(lower(btrim(new.correo)), '');
  if tg_op = 'INSERT' then
    if new.estado = 'convertido' then
      raise exception using errcode = '23514', message = 'un lead se convierte con «Convertir en oportunidad»';
    end if;
    new.tercero_id := null;
    new.oportunidad_id := null;
    new.convertido_en := null;
    return new;
  end if;
  new.solicitud_id := old.solicitud_id;
  if old.estado = 'convertido' then
    -- Frozen, except that deleting its opportunity or account clears the link (on delete set null).
    if (row(new.estado, new.nombre, new.organizacion, new.correo) is distinct from row(old.estado, old.nombre, old.organizacion, old.correo)
        or (new.tercero_id is not null and new.tercero_id is distinct from old.tercero_id)
        or (new.oportunidad_id is not null and new.oportunidad_id is distinct from old.oportunidad_id))
       and current_setting('crm.convirtiendo', true) is distinct from 'si' then
      raise exception using errcode = '23514', message = 'un lead convertido no se modifica';
    end if;
  elsif new.estado = 'convertido' or new.oportunidad_id is not null or new.convertido_en is not null then
    if current_setting('crm.convirtiendo', true) is distinct from 'si' then
      raise exception using errcode = '23514', message = 'un lead se convierte con «Convertir en oportunidad»';
    end if;
  end if;
  if new.tercero_id is not null and not private.tercero_de_empresa(new.tercero_id, new.empresa_id) then
    raise exception using errcode = '23503', message = 'la cuenta no existe en la empresa';
  end if;
  return new;
end
$$;
create trigger a_atribuir before insert or update on public.crm_leads
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.crm_leads
  for each row execute function private.crm_verificar_lead();

-- The platform operator's company: the seed's 'Axel Platform' (fixed id), else the company of the
-- first active super_admin. Its CRM receives the /contacto requests as leads.
create function private.empresa_plataforma() returns uuid
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select e.id from public.empresas e where e.id = 'c0000000-0000-4000-8000-000000000001'),
    (select u.empresa_id from public.usuarios_plataforma u
     where u.rol_id = 'super_admin' and u.estado = 'activo' and u.empresa_id is not null
     order by u.created_at, u.id limit 1))
$$;
revoke all on function private.empresa_plataforma() from public, anon, authenticated;
grant execute on function private.empresa_plataforma() to service_role;

-- A contact request (an anonymous insert) becomes a lead of the platform's company. SECURITY
-- DEFINER: the visitor may not read or write any company's CRM; this trigger is the one path, and it
-- writes only into the operator's company. Without such a company the request is kept as before.
create function private.crm_lead_desde_contacto() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_empresa uuid := private.empresa_plataforma();
  v_claims text := current_setting('request.jwt.claims', true);
  v_sub text := current_setting('request.jwt.claim.sub', true);
begin
  if v_empresa is not null then
    -- A signed-in visitor's request is not theirs to file in their own company: the lead is
    -- written as the system (no user), so the attribution trigger keeps the operator's company.
    perform set_config('request.jwt.claims', '', true);
    perform set_config('request.jwt.claim.sub', '', true);
    insert into public.crm_leads (empresa_id, solicitud_id, nombre, organizacion, correo, telefono, mensaje, plan_interes, modulo_interes)
    values (v_empresa, new.id, left(btrim(new.nombre), 200), nullif(btrim(new.empresa), ''), new.correo, nullif(btrim(new.telefono), ''),
            new.mensaje, new.plan_interes, new.modulo_interes)
    on conflict (solicitud_id) do nothing;
    perform set_config('request.jwt.claims', coalesce(v_claims, ''), true);
    perform set_config('request.jwt.claim.sub', coalesce(v_sub, ''), true);
  end if;
  return null;
end
$$;
revoke all on function private.crm_lead_desde_contacto() from public, anon, authenticated;
create trigger z_crm_lead after insert on public.solicitudes_contacto
  for each row execute function private.crm_lead_desde_contacto();

-- 'Convertir en oportunidad': the account (the one given, else the company's tercero with the lead's
-- e-mail or organisation name, else a new client), the person as a contact of it, an opportunity in
-- 'prospecto' owned by the caller, and the lead marked converted, in one transaction. SECURITY
-- INVOKER: every row goes through the caller's policies (a lead of another company is not found).
create function public.crm_convertir_lead(
  p_lead_id uuid,
  p_tercero_id uuid default null,
  p_nombre text default null,
  p_monto numeric default 0,
  p_fecha_cierre_estimada date default null
) returns uuid
language plpgsql set search_path = '' as $$
declare
  v_lead public.crm_leads%rowtype;
  v_tercero uuid := p_tercero_id;
  v_contacto uuid;
  v_oportunidad uuid;
  v_cuenta text;
begin
  if not private.tiene_modulo('crm') then
    raise exception using errcode = '42501', message = 'la empresa o el usuario no tiene Axel CRM';
  end if;
  select * into v_lead from public.crm_leads l where l.id = p_lead_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'el lead no existe';
  end if;
  if v_lead.estado = 'convertido' then
    raise exception using errcode = '23514', message = 'el lead ya fue convertido en oportunidad';
  end if;
  v_cuenta := coalesce(nullif(btrim(v_lead.organizacion), ''), v_lead.nombre);
  if v_tercero is null then
    select t.id into v_tercero from public.terceros t
    where t.empresa_id = v_lead.empresa_id
      and ((v_lead.correo is not null and lower(t.correo) = v_lead.correo) or lower(btrim(t.nombre)) = lower(v_cuenta))
    order by (v_lead.correo is not null and lower(t.correo) = v_lead.correo) desc, t.creado_en
    limit 1;
  end if;
  if v_tercero is null then
    insert into public.terceros (tipo, nombre, correo, telefono, notas)
    values ('cliente', left(v_cuenta, 200), v_lead.correo, left(v_lead.telefono, 50), 'Creado desde un lead del formulario de contacto')
    returning id into v_tercero;
  end if;
  select c.id into v_contacto from public.crm_contactos c
  where c.tercero_id = v_tercero and (c.correo = v_lead.correo or lower(c.nombre) = lower(v_lead.nombre))
  limit 1;
  if v_contacto is null then
    insert into public.crm_contactos (tercero_id, nombre, correo, telefono)
    values (v_tercero, v_lead.nombre, v_lead.correo, left(v_lead.telefono, 50))
    returning id into v_contacto;
  end if;
  insert into public.crm_oportunidades (nombre, tercero_id, contacto_id, lead_id, etapa, monto, probabilidad, fecha_cierre_estimada, descripcion)
  values (coalesce(nullif(btrim(p_nombre), ''), left('Oportunidad: ' || v_cuenta, 200)), v_tercero, v_contacto, v_lead.id, 'prospecto',
          coalesce(p_monto, 0), private.crm_probabilidad_etapa('prospecto'),
          coalesce(p_fecha_cierre_estimada, current_date + 30), v_lead.mensaje)
  returning id into v_oportunidad;
  perform set_config('crm.convirtiendo', 'si', true);
  update public.crm_leads set estado = 'convertido', tercero_id = v_tercero, oportunidad_id = v_oportunidad, convertido_en = now()
  where id = v_lead.id;
  perform set_config('crm.convirtiendo', '', true);
  return v_oportunidad;
end
$$;
revoke all on function public.crm_convertir_lead(uuid, uuid, text, numeric, date) from public, anon;
grant execute on function public.crm_convertir_lead(uuid, uuid, text, numeric, date) to authenticated, service_role;

-- The company's active users, to choose an opportunity's or activity's owner (a usuario may not read
-- other users' rows; this gives names only, to users with CRM).
create function public.crm_responsables() returns table (id uuid, nombre text)
language sql stable security definer set search_path = '' as $$
  select u.id, btrim(u.nombre || ' ' || u.apellido_paterno) as nombre
  from public.usuarios_plataforma u
  where u.empresa_id = private.empresa_actual() and u.estado = 'activo' and private.tiene_modulo('crm')
  order by 2
$$;
revoke all on function public.crm_responsables() from public, anon;
grant execute on function public.crm_responsables() to authenticated, service_role;

-- Overview figures computed here, as exact numerics sent as text (never summed as floats):
-- the weighted pipeline (amount × probability of the open opportunities), the win rate of the
-- opportunities closed in the last twelve months, and the amount won per month.
create function public.crm_resumen() returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'abiertas', (select count(*) from public.crm_oportunidades where etapa not in ('ganada', 'perdida')),
    'pipeline_total', (select coalesce(sum(monto), 0)::text from public.crm_oportunidades where etapa not in ('ganada', 'perdida')),
    'pipeline_ponderado', (
      select round(coalesce(sum(monto * probabilidad / 100.0), 0))::text
      from public.crm_oportunidades where etapa not in ('ganada', 'perdida')),
    'ganadas_12m', (select count(*) from public.crm_oportunidades where etapa = 'ganada' and cerrada_en > current_date - 365),
    'perdidas_12m', (select count(*) from public.crm_oportunidades where etapa = 'perdida' and cerrada_en > current_date - 365),
    'por_etapa', (
      select coalesce(jsonb_object_agg(etapa, jsonb_build_object('n', n, 'monto', monto::text)), '{}'::jsonb) from (
        select etapa, count(*) as n, sum(monto) as monto from public.crm_oportunidades group by etapa) x),
    'ganado_por_mes', (
      select coalesce(jsonb_agg(jsonb_build_object('mes', to_char(m.mes, 'YYYY-MM'), 'monto', coalesce(g.monto, 0)::text, 'n', coalesce(g.n, 0)) order by m.mes), '[]'::jsonb)
      from generate_series(date_trunc('month', current_date) - interval '11 months', date_trunc('month', current_date), interval '1 month') as m(mes)
      left join (
        select date_trunc('month', cerrada_en) as mes, sum(monto) as monto, count(*) as n
        from public.crm_oportunidades where etapa = 'ganada' and cerrada_en is not null group by 1
      ) g on g.mes = m.mes),
    'actividades_vencidas', (
      select count(*) from public.crm_actividades where not completada and fecha_vencimiento < current_date and responsable_id = (select auth.uid())),
    'leads_nuevos', (select count(*) from public.crm_leads where estado = 'nuevo')
  )
$$;
revoke all on function public.crm_resumen() from public, anon;
grant execute on function public.crm_resumen() to authenticated, service_role;

-- Policies ------------------------------------------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['crm_contactos', 'crm_oportunidades', 'crm_actividades', 'crm_leads'] loop
    execute format($p$create policy %I on public.%I for select to authenticated
      using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('crm')))$p$, t || '_leer', t);
    execute format($p$create policy %I on public.%I for insert to authenticated
      with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('crm')))$p$, t || '_crear', t);
    execute format($p$create policy %I on public.%I for update to authenticated
      using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('crm')))
      with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('crm')))$p$, t || '_editar', t);
    execute format($p$create policy %I on public.%I for delete to authenticated
      using (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('crm')))$p$, t || '_borrar', t);
  end loop;
end
$$;

-- Privileges (docs/design.md §11: explicit) ----------------------------------------------------------------
revoke all on public.crm_contactos, public.crm_oportunidades, public.crm_actividades, public.crm_leads from anon, authenticated;
grant select, insert, update, delete on public.crm_contactos, public.crm_oportunidades, public.crm_actividades, public.crm_leads
  to authenticated;
grant select, insert, update, delete on public.crm_contactos, public.crm_oportunidades, public.crm_actividades, public.crm_leads
  to service_role;
revoke all on function private.crm_verificar_contacto(), private.crm_verificar_oportunidad(), private.crm_verificar_actividad(),
  private.crm_verificar_lead() from public, anon;
