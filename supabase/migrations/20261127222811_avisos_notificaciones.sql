-- Notices that reach people (issue 36, docs/design.md §13, docs/notifications.md).
--
-- 1. public.notificaciones: a user's inbox (type, title, text, link to the record, read or not,
--    when). Only its user reads it and marks it read; nobody inserts through the API. Rows come
--    from triggers (this file) and scheduled checks (private.revisar_*), through
--    private.notificar(), which also honours the recipient's preference per type (in the app, by
--    e-mail, both, none), gives nothing to an inactive user or a user without the type's module,
--    never tells someone of their own action, and writes the e-mail to the outbox
--    (private.correos_salida) in the same transaction as the event.
-- 2. The outbox is sent by server/ (locally: the development mailbox or SMTP) or by the Edge
--    Function send-mail on hosted Supabase, through public.tomar_correos / confirmar_correo /
--    reintentar_correo (service_role only): each row at most once per claim, retried with backoff.
-- 3. Scheduled checks, one function each, idempotent (private.avisos_dados: running twice notifies
--    once): CRM activities due today, overdue documents, preventive plans due within 7 days.
--    private.ejecutar_revisiones() runs them all: server/ on a timer, pg_cron on hosted (scheduled
--    below when the extension exists; harmless where it does not).
-- 4. Realtime: the inbox and the work orders (and their comments) join the supabase_realtime
--    publication; private channels named empresa:<empresa_id>:<module> are for the users of that
--    company with that module (realtime.messages policies, hosted's Realtime Authorization).
--
-- The seed (and seed:scale) set axel.avisos = 'off': demo data is history, not news.

-- Types of notice ------------------------------------------------------------------------------------

create table public.tipos_notificacion (
  clave text primary key,
  nombre text not null,
  descripcion text not null,
  -- The module a recipient must have (null: any signed-in user).
  modulo text references public.modulos_disponibles (clave) on update cascade,
  canal_predeterminado text not null,
  orden integer not null,
  constraint tipos_notificacion_canal_check check (canal_predeterminado in ('app', 'correo', 'ambos', 'ninguno'))
);
create index tipos_notificacion_modulo_idx on public.tipos_notificacion (modulo);
alter table public.tipos_notificacion enable row level security;
create policy tipos_notificacion_leer on public.tipos_notificacion for select to authenticated using (true);

insert into public.tipos_notificacion (clave, nombre, descripcion, modulo, canal_predeterminado, orden) values
  ('orden_asignada', 'Orden asignada a ti', 'Cuando te asignan una orden de trabajo.', 'ops', 'ambos', 10),
  ('orden_estado', 'Cambio de estado de tus órdenes', 'Cuando una orden que creaste cambia de estado.', 'ops', 'app', 20),
  ('orden_comentario', 'Comentarios en órdenes que sigues', 'Cuando alguien comenta una orden que creaste, tienes asignada o comentaste.', 'ops', 'app', 30),
  ('ausencia_solicitada', 'Solicitudes de ausencia por aprobar', 'Cuando alguien de tu equipo pide una ausencia que debes resolver.', 'people', 'ambos', 40),
  ('ausencia_resuelta', 'Respuesta a tus solicitudes de ausencia', 'Cuando aprueban o rechazan una ausencia que pediste.', 'people', 'ambos', 50),
  ('crm_actividad_hoy', 'Actividades de CRM para hoy', 'Cada mañana, las actividades a tu cargo que vencen hoy.', 'crm', 'app', 60),
  ('factura_vencida', 'Documentos vencidos', 'Cuando una factura o boleta de tu empresa vence sin pagarse (administradores).', 'finance', 'ambos', 70),
  ('plan_preventivo', 'Planes preventivos próximos', 'Cuando un plan de mantención preventiva vence dentro de 7 días.', 'industrial', 'app', 80),
  ('repuesto_bajo_minimo', 'Repuestos bajo su mínimo', 'Cuando el stock de un repuesto baja de su mínimo (administradores).', 'industrial', 'app', 90),
  ('certificacion_por_vencer', 'Certificaciones por vencer', 'A los 60, 30 y 7 días de que venza una certificación tuya.', 'skills', 'ambos', 100);

-- Preferences: one row per user and type when the user chose something else than the default ---------

create table public.preferencias_notificacion (
  usuario_id uuid not null default auth.uid() references public.usuarios_plataforma (id) on delete cascade,
  tipo text not null references public.tipos_notificacion (clave) on delete cascade,
  canal text not null,
  actualizado_en timestamptz not null default now(),
  primary key (usuario_id, tipo),
  constraint preferencias_notificacion_canal_check check (canal in ('app', 'correo', 'ambos', 'ninguno'))
);
create index preferencias_notificacion_tipo_idx on public.preferencias_notificacion (tipo);
alter table public.preferencias_notificacion enable row level security;
create policy preferencias_notificacion_propias on public.preferencias_notificacion for all to authenticated
  using (usuario_id = (select auth.uid()) and (select private.usuario_activo()))
  with check (usuario_id = (select auth.uid()) and (select private.usuario_activo()));

create function private.tocar_preferencia() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.actualizado_en := now();
  return new;
end
$$;
create trigger a_tocar before insert or update on public.preferencias_notificacion
  for each row execute function private.tocar_preferencia();

-- The inbox ---------------------------------------------------------------------------------------------

create table public.notificaciones (
  id uuid primary key default gen_random_uuid(),
  usuario_id uuid not null references public.usuarios_plataforma (id) on delete cascade,
  empresa_id uuid references public.empresas (id) on delete cascade,
  tipo text not null references public.tipos_notificacion (clave),
  titulo text not null,
  texto text not null default '',
  -- A path of the app (e.g. /axel-ops/ordenes/<id>), never another site.
  enlace text,
  leida_en timestamptz,
  creada_en timestamptz not null default now(),
  constraint notificaciones_titulo_check check (char_length(titulo) between 1 and 200),
  constraint notificaciones_texto_check check (char_length(texto) <= 1000),
  constraint notificaciones_enlace_check check (enlace is null or (enlace ~ '^/[^/\\]' and char_length(enlace) <= 300))
);
create index notificaciones_usuario_creada_idx on public.notificaciones (usuario_id, creada_en desc);
create index notificaciones_no_leidas_idx on public.notificaciones (usuario_id) where leida_en is null;
create index notificaciones_empresa_id_idx on public.notificaciones (empresa_id);
create index notificaciones_tipo_idx on public.notificaciones (tipo);
alter table public.notificaciones enable row level security;

create policy notificaciones_leer_propias on public.notificaciones for select to authenticated
  using (usuario_id = (select auth.uid()) and (select private.usuario_activo()));
create policy notificaciones_marcar_propias on public.notificaciones for update to authenticated
  using (usuario_id = (select auth.uid()) and (select private.usuario_activo()))
  with check (usuario_id = (select auth.uid()) and (select private.usuario_activo()));

-- Marking: read now (whatever time the client sent), or unread again. Nothing else changes.
create function private.marcar_notificacion() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.leida_en := case when new.leida_en is null then null else coalesce(old.leida_en, now()) end;
  return new;
end
$$;
create trigger a_marcar before update on public.notificaciones
  for each row execute function private.marcar_notificacion();

-- The outbox and the ledger of notices given ------------------------------------------------------------

create table private.correos_salida (
  id bigint generated always as identity primary key,
  usuario_id uuid references public.usuarios_plataforma (id) on delete set null,
  notificacion_id uuid references public.notificaciones (id) on delete set null,
  tipo text not null,
  destinatario text not null,
  -- What the template needs: nombre, empresa, titulo, texto, enlace (a path of the app).
  datos jsonb not null,
  estado text not null default 'pendiente',
  intentos integer not null default 0,
  proximo_intento timestamptz not null default now(),
  tomado_hasta timestamptz,
  ultimo_error text,
  enviado_en timestamptz,
  creado_en timestamptz not null default now(),
  constraint correos_salida_estado_check check (estado in ('pendiente', 'enviando', 'enviado', 'fallido'))
);
create index correos_salida_por_enviar_idx on private.correos_salida (proximo_intento, id)
  where estado in ('pendiente', 'enviando');
create index correos_salida_usuario_id_idx on private.correos_salida (usuario_id);
create index correos_salida_notificacion_id_idx on private.correos_salida (notificacion_id);
alter table private.correos_salida enable row level security;
revoke all on private.correos_salida from public, anon, authenticated, service_role;

-- One row per notice a scheduled check gave (or a trigger that must not repeat itself): the key says
-- what and to whom, so a second run finds it and gives nothing.
create table private.avisos_dados (
  clave text primary key,
  creado_en timestamptz not null default now()
);
alter table private.avisos_dados enable row level security;
revoke all on private.avisos_dados from public, anon, authenticated, service_role;

-- The one way a notice is given ---------------------------------------------------------------------------

-- The channel a user gets a type by: their preference, else the type's default.
create function private.canal_notificacion(p_usuario uuid, p_tipo text) returns text
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select p.canal from public.preferencias_notificacion p where p.usuario_id = p_usuario and p.tipo = p_tipo),
    (select t.canal_predeterminado from public.tipos_notificacion t where t.clave = p_tipo),
    'ninguno')
$$;

-- Whether a user may be told of a type: active account in an active company, with the type's module
-- (the same rule as private.tiene_modulo, for that user rather than the caller).
create function private.puede_recibir(p_usuario uuid, p_tipo text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.usuarios_plataforma u
    left join public.empresas e on e.id = u.empresa_id
    where u.id = p_usuario and u.estado = 'activo' and (u.empresa_id is null or e.estado = 'activa')
  ) and coalesce((
    select t.modulo is null or exists (
      select 1 from private.accesos_modulo a
      where a.usuario_id = p_usuario and a.modulo_clave = t.modulo
        and (a.rol_id = 'super_admin' or a.acceso_efectivo))
    from public.tipos_notificacion t where t.clave = p_tipo), false)
$$;

-- Gives a notice: in the inbox and/or to the outbox, as the recipient chose. p_clave (optional) makes
-- it happen once: a second call with the same key gives nothing. Returns whether anything was given.
create function private.notificar(
  p_usuario uuid, p_tipo text, p_titulo text, p_texto text, p_enlace text, p_clave text default null
) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_canal text;
  v_usuario public.usuarios_plataforma%rowtype;
  v_empresa text;
  v_id uuid;
begin
  if p_usuario is null or coalesce(current_setting('axel.avisos', true), '') = 'off' then
    return false;
  end if;
  -- Nobody is told of what they did themselves.
  if p_usuario = auth.uid() then
    return false;
  end if;
  if not private.puede_recibir(p_usuario, p_tipo) then
    return false;
  end if;
  v_canal := private.canal_notificacion(p_usuario, p_tipo);
  if v_canal = 'ninguno' then
    return false;
  end if;
  if p_clave is not null then
    insert into private.avisos_dados (clave) values (p_clave) on conflict do nothing;
    if not found then
      return false;
    end if;
  end if;
  select * into v_usuario from public.usuarios_plataforma u where u.id = p_usuario;
  if v_canal in ('app', 'ambos') then
    insert into public.notificaciones (usuario_id, empresa_id, tipo, titulo, texto, enlace)
    values (p_usuario, v_usuario.empresa_id, p_tipo, left(p_titulo, 200), left(coalesce(p_texto, ''), 1000), p_enlace)
    returning id into v_id;
  end if;
  if v_canal in ('correo', 'ambos') and coalesce(v_usuario.correo, '') <> '' then
    select e.nombre into v_empresa from public.empresas e where e.id = v_usuario.empresa_id;
    insert into private.correos_salida (usuario_id, notificacion_id, tipo, destinatario, datos)
    values (p_usuario, v_id, p_tipo, v_usuario.correo, jsonb_build_object(
      'nombre', btrim(coalesce(v_usuario.nombre, '')),
      'empresa', coalesce(v_empresa, 'Axel Suite'),
      'titulo', left(p_titulo, 200),
      'texto', left(coalesce(p_texto, ''), 1000),
      'enlace', p_enlace));
  end if;
  return true;
end
$$;

-- A user's display name for texts ("Ana Rojas").
create function private.nombre_usuario(p_usuario uuid) returns text
language sql stable security definer set search_path = '' as $$
  select coalesce(nullif(btrim(u.nombre || ' ' || coalesce(u.apellido_paterno, '')), ''), u.correo, 'Alguien')
  from public.usuarios_plataforma u where u.id = p_usuario
$$;

-- The company's administrators (recipients of company-wide notices).
create function private.administradores_empresa(p_empresa uuid) returns setof uuid
language sql stable security definer set search_path = '' as $$
  select u.id from public.usuarios_plataforma u
  where u.empresa_id = p_empresa and u.rol_id = 'admin_empresa' and u.estado = 'activo'
$$;

revoke all on function private.canal_notificacion(uuid, text), private.puede_recibir(uuid, text),
  private.notificar(uuid, text, text, text, text, text), private.nombre_usuario(uuid),
  private.administradores_empresa(uuid), private.tocar_preferencia(), private.marcar_notificacion()
  from public, anon;
grant execute on function private.notificar(uuid, text, text, text, text, text), private.nombre_usuario(uuid),
  private.administradores_empresa(uuid), private.tocar_preferencia(), private.marcar_notificacion()
  to authenticated, service_role;

-- Work orders: who follows an order, and the events -------------------------------------------------------

-- Followers of an order: its creator, its technicians and whoever commented, added by triggers; a
-- user may also follow or stop following an order themselves.
create table public.ops_seguidores (
  orden_id uuid not null references public.ops_ordenes (id) on delete cascade,
  usuario_id uuid not null default auth.uid() references public.usuarios_plataforma (id) on delete cascade,
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  creado_en timestamptz not null default now(),
  primary key (orden_id, usuario_id)
);
create index ops_seguidores_usuario_id_idx on public.ops_seguidores (usuario_id);
create index ops_seguidores_empresa_id_idx on public.ops_seguidores (empresa_id);
alter table public.ops_seguidores enable row level security;
create policy ops_seguidores_leer on public.ops_seguidores for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('ops')));
create policy ops_seguidores_seguir on public.ops_seguidores for insert to authenticated
  with check (usuario_id = (select auth.uid()) and empresa_id = (select private.empresa_actual())
    and (select private.tiene_modulo('ops'))
    and exists (select 1 from public.ops_ordenes o
      where o.id = ops_seguidores.orden_id and o.empresa_id = ops_seguidores.empresa_id));
create policy ops_seguidores_dejar on public.ops_seguidores for delete to authenticated
  using (usuario_id = (select auth.uid()) and (select private.tiene_modulo('ops')));

create function private.seguir_orden(p_orden uuid, p_usuario uuid, p_empresa uuid) returns void
language sql volatile security definer set search_path = '' as $$
  insert into public.ops_seguidores (orden_id, usuario_id, empresa_id)
  select p_orden, p_usuario, p_empresa where p_usuario is not null
  on conflict do nothing
$$;

create function private.ops_estado_nombre(p_estado text) returns text
language sql immutable set search_path = '' as $$
  select case p_estado when 'abierta' then 'Abierta' when 'asignada' then 'Asignada' when 'en_curso' then 'En curso'
    when 'completada' then 'Completada' when 'cerrada' then 'Cerrada' when 'cancelada' then 'Cancelada' else p_estado end
$$;

create function private.avisar_orden() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_enlace text := '/axel-ops/ordenes/' || new.id;
  v_equipo text := coalesce(
    (select a.nombre from public.industrial_activos a where a.id = new.activo_id), new.equipo_texto);
  v_resumen text := left(new.falla_reportada, 200) || coalesce(' · ' || v_equipo, '');
begin
  if tg_op = 'INSERT' then
    perform private.seguir_orden(new.id, new.creado_por, new.empresa_id);
  end if;
  if new.tecnico_id is not null and (tg_op = 'INSERT' or new.tecnico_id is distinct from old.tecnico_id) then
    perform private.seguir_orden(new.id, new.tecnico_id, new.empresa_id);
    perform private.notificar(new.tecnico_id, 'orden_asignada',
      format('Se te asignó la orden %s', new.codigo), v_resumen, v_enlace);
  end if;
  if tg_op = 'UPDATE' and new.estado is distinct from old.estado then
    perform private.notificar(new.creado_por, 'orden_estado',
      format('La orden %s pasó a %s', new.codigo, private.ops_estado_nombre(new.estado)),
      coalesce('Cambio hecho por ' || private.nombre_usuario(auth.uid()) || '. ', '') || v_resumen, v_enlace);
  end if;
  return null;
end
$$;
create trigger z_avisar after insert or update of tecnico_id, estado on public.ops_ordenes
  for each row execute function private.avisar_orden();

create function private.avisar_comentario() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_codigo text;
  v_seguidor uuid;
begin
  select o.codigo into v_codigo from public.ops_ordenes o where o.id = new.orden_id;
  -- Who follows: those who chose to, the creator, the technician and whoever commented before.
  for v_seguidor in
    select distinct x.usuario_id from (
      select s.usuario_id from public.ops_seguidores s where s.orden_id = new.orden_id
      union all select o.creado_por from public.ops_ordenes o where o.id = new.orden_id
      union all select o.tecnico_id from public.ops_ordenes o where o.id = new.orden_id
      union all select c.creado_por from public.ops_comentarios c where c.orden_id = new.orden_id and c.id <> new.id
    ) x
    where x.usuario_id is not null and x.usuario_id is distinct from new.creado_por
  loop
    perform private.notificar(v_seguidor, 'orden_comentario',
      format('%s comentó la orden %s', coalesce(private.nombre_usuario(new.creado_por), 'Alguien'), v_codigo),
      left(new.texto, 300), '/axel-ops/ordenes/' || new.orden_id);
  end loop;
  perform private.seguir_orden(new.orden_id, new.creado_por, new.empresa_id);
  return null;
end
$$;
create trigger z_avisar after insert on public.ops_comentarios
  for each row execute function private.avisar_comentario();

-- Leave requests: to whoever resolves it, and the answer to whoever asked ---------------------------------

create function private.ausencia_tipo_nombre(p_tipo text) returns text
language sql immutable set search_path = '' as $$
  select case p_tipo when 'vacaciones' then 'Vacaciones' when 'permiso_con_goce' then 'Permiso con goce'
    when 'permiso_sin_goce' then 'Permiso sin goce' when 'licencia_medica' then 'Licencia médica' else p_tipo end
$$;

create function private.avisar_ausencia() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_colaborador public.colaboradores%rowtype;
  v_jefe uuid;
  v_nombre text;
  v_periodo text := case when new.fecha_inicio = new.fecha_fin then to_char(new.fecha_inicio, 'DD-MM-YYYY')
    else to_char(new.fecha_inicio, 'DD-MM-YYYY') || ' al ' || to_char(new.fecha_fin, 'DD-MM-YYYY') end;
  v_admin uuid;
begin
  select * into v_colaborador from public.colaboradores c where c.id = new.colaborador_id;
  v_nombre := btrim(v_colaborador.nombres || ' ' || v_colaborador.apellidos);
  if tg_op = 'INSERT' and new.estado = 'pendiente' then
    -- The direct manager resolves it when they use the platform and may; otherwise the company's admins.
    select j.usuario_id into v_jefe from public.colaboradores j
    where j.id = v_colaborador.jefe_id and j.empresa_id = new.empresa_id and j.estado = 'activo';
    if v_jefe is not null and private.puede_recibir(v_jefe, 'ausencia_solicitada') then
      perform private.notificar(v_jefe, 'ausencia_solicitada',
        format('%s pide %s', v_nombre, lower(private.ausencia_tipo_nombre(new.tipo))),
        format('%s (%s días hábiles). Apruébala o recházala en Axel People.', v_periodo, trim_scale(new.dias_habiles)),
        '/axel-people/solicitudes');
    else
      for v_admin in select private.administradores_empresa(new.empresa_id) loop
        perform private.notificar(v_admin, 'ausencia_solicitada',
          format('%s pide %s', v_nombre, lower(private.ausencia_tipo_nombre(new.tipo))),
          format('%s (%s días hábiles). Apruébala o recházala en Axel People.', v_periodo, trim_scale(new.dias_habiles)),
          '/axel-people/solicitudes');
      end loop;
    end if;
  elsif tg_op = 'UPDATE' and new.estado is distinct from old.estado and new.estado in ('aprobada', 'rechazada') then
    perform private.notificar(v_colaborador.usuario_id, 'ausencia_resuelta',
      format('Tu solicitud de %s fue %s', lower(private.ausencia_tipo_nombre(new.tipo)), new.estado),
      v_periodo || coalesce('. ' || new.comentario_resolucion, '') ||
        coalesce(' (' || private.nombre_usuario(new.resuelto_por) || ')', ''),
      '/axel-people/solicitudes');
  end if;
  return null;
end
$$;
create trigger z_avisar after insert or update of estado on public.solicitudes_ausencia
  for each row execute function private.avisar_ausencia();

-- Spare parts: when the stock falls under the minimum (again after it had recovered) ----------------------

create function private.avisar_repuesto() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_admin uuid;
begin
  if new.stock < new.stock_minimo and not (old.stock < old.stock_minimo) then
    for v_admin in select private.administradores_empresa(new.empresa_id) loop
      perform private.notificar(v_admin, 'repuesto_bajo_minimo',
        format('%s (%s) bajo su mínimo', new.nombre, new.sku),
        format('Quedan %s; el mínimo es %s.', trim_scale(new.stock), trim_scale(new.stock_minimo)),
        '/axel-industrial/repuestos');
    end loop;
  end if;
  return null;
end
$$;
create trigger z_avisar after update of stock, stock_minimo on public.industrial_repuestos
  for each row execute function private.avisar_repuesto();

revoke all on function private.seguir_orden(uuid, uuid, uuid), private.avisar_orden(), private.avisar_comentario(),
  private.avisar_ausencia(), private.avisar_repuesto(), private.ops_estado_nombre(text),
  private.ausencia_tipo_nombre(text) from public, anon;
grant execute on function private.seguir_orden(uuid, uuid, uuid), private.avisar_orden(), private.avisar_comentario(),
  private.avisar_ausencia(), private.avisar_repuesto(), private.ops_estado_nombre(text),
  private.ausencia_tipo_nombre(text) to authenticated, service_role;

-- Scheduled checks (one function each; idempotent through private.avisos_dados) -----------------------------

-- Today in Chile, the day the checks reason about.
create function private.hoy_chile() returns date
language sql stable set search_path = '' as $$
  select (now() at time zone 'America/Santiago')::date
$$;

-- CRM activities due today, once per activity and day, to whoever is responsible.
create function private.revisar_actividades_crm() returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_hoy date := private.hoy_chile();
  r record;
  n integer := 0;
begin
  for r in
    select a.id, a.responsable_id, a.asunto, a.tipo, a.oportunidad_id, a.tercero_id
    from public.crm_actividades a
    where a.fecha_vencimiento = v_hoy and not a.completada and a.responsable_id is not null
  loop
    if private.notificar(r.responsable_id, 'crm_actividad_hoy',
        format('Para hoy: %s', r.asunto),
        case r.tipo when 'llamada' then 'Llamada' when 'reunion' then 'Reunión' when 'correo' then 'Correo' else 'Tarea' end
          || ' que vence hoy.',
        case when r.oportunidad_id is not null then '/axel-crm/oportunidades/' || r.oportunidad_id else '/axel-crm/pendientes' end,
        format('crm_actividad_hoy:%s:%s', r.id, v_hoy)) then
      n := n + 1;
    end if;
  end loop;
  return n;
end
$$;

-- Documents that became overdue (issued or received, not paid by their due date), once per document,
-- to the company's admins.
create function private.revisar_documentos_vencidos() returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_hoy date := private.hoy_chile();
  r record;
  v_admin uuid;
  n integer := 0;
begin
  for r in
    select d.id, d.empresa_id, d.direccion, d.tipo, d.folio, d.saldo, d.fecha_vencimiento, t.nombre as tercero
    from public.fin_documentos d
    join public.terceros t on t.id = d.tercero_id
    where d.estado in ('emitida', 'pagada_parcial') and d.fecha_vencimiento < v_hoy
  loop
    for v_admin in select private.administradores_empresa(r.empresa_id) loop
      if private.notificar(v_admin, 'factura_vencida',
          format('%s %s de %s vencida',
            case r.tipo when 'factura' then 'Factura' when 'boleta' then 'Boleta' else 'Nota de crédito' end,
            coalesce('N° ' || r.folio, 'sin folio'), r.tercero),
          format('%s: saldo %s, venció el %s.',
            case r.direccion when 'emitido' then 'Por cobrar' else 'Por pagar' end,
            '$' || replace(to_char(r.saldo, 'FM999G999G999G990'), ',', '.'),
            to_char(r.fecha_vencimiento, 'DD-MM-YYYY')),
          '/axel-finance/documentos/' || r.id,
          format('factura_vencida:%s:%s', r.id, v_admin)) then
        n := n + 1;
      end if;
    end loop;
  end loop;
  return n;
end
$$;

-- Preventive plans whose next date falls within 7 days, once per plan and date, to whoever created the
-- plan and the company's admins.
create function private.revisar_planes_preventivos() returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_hoy date := private.hoy_chile();
  r record;
  v_destino uuid;
  n integer := 0;
begin
  for r in
    select p.id, p.empresa_id, p.nombre, p.proxima_fecha, p.creado_por, a.nombre as activo
    from public.industrial_planes p
    join public.industrial_activos a on a.id = p.activo_id
    where p.activo and p.proxima_fecha between v_hoy and v_hoy + 7
  loop
    for v_destino in
      select distinct x from (
        select r.creado_por as x union all select private.administradores_empresa(r.empresa_id)) d
      where x is not null
    loop
      if private.notificar(v_destino, 'plan_preventivo',
          format('Mantención preventiva el %s: %s', to_char(r.proxima_fecha, 'DD-MM-YYYY'), r.nombre),
          format('Equipo: %s. Genera la orden desde Axel Industrial.', r.activo),
          '/axel-industrial/planes',
          format('plan_preventivo:%s:%s:%s', r.id, r.proxima_fecha, v_destino)) then
        n := n + 1;
      end if;
    end loop;
  end loop;
  return n;
end
$$;

-- Every check, in one call (server/ and pg_cron run this). Returns the notices given per check.
create function private.ejecutar_revisiones() returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
begin
  return jsonb_build_object(
    'crm_actividad_hoy', private.revisar_actividades_crm(),
    'factura_vencida', private.revisar_documentos_vencidos(),
    'plan_preventivo', private.revisar_planes_preventivos());
end
$$;

revoke all on function private.hoy_chile(), private.revisar_actividades_crm(), private.revisar_documentos_vencidos(),
  private.revisar_planes_preventivos(), private.ejecutar_revisiones() from public, anon, authenticated;
grant execute on function private.hoy_chile() to authenticated, service_role;

-- The outbox's sender (server/outbox, supabase/functions/send-mail): service_role only ----------------------

-- A new e-mail wakes the local sender at once (NOTIFY is delivered after the commit).
create function private.avisar_correo_nuevo() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_notify('correos_salida', '');
  return null;
end
$$;
revoke all on function private.avisar_correo_nuevo() from public, anon;
grant execute on function private.avisar_correo_nuevo() to authenticated, service_role;
create trigger z_avisar after insert on private.correos_salida
  for each statement execute function private.avisar_correo_nuevo();

-- Claims up to p_cantidad rows due now for p_segundos: a row is 'enviando' until confirmed or retried;
-- a claim that outlives its lease (a sender that died) is claimed again, with the same id, which the
-- transports use as the message's idempotency key.
create function public.tomar_correos(p_cantidad integer default 20, p_segundos integer default 120)
returns table (id bigint, tipo text, destinatario text, datos jsonb, intentos integer)
language sql volatile security definer set search_path = '' as $$
  update private.correos_salida c
  set estado = 'enviando', intentos = c.intentos + 1, tomado_hasta = now() + make_interval(secs => greatest(p_segundos, 1))
  where c.id in (
    select s.id from private.correos_salida s
    where (s.estado = 'pendiente' and s.proximo_intento <= now())
       or (s.estado = 'enviando' and s.tomado_hasta < now())
    order by s.proximo_intento, s.id
    limit greatest(least(p_cantidad, 100), 1)
    for update skip locked)
  returning c.id, c.tipo, c.destinatario, c.datos, c.intentos
$$;

create function public.confirmar_correo(p_id bigint) returns void
language sql volatile security definer set search_path = '' as $$
  update private.correos_salida set estado = 'enviado', enviado_en = now(), tomado_hasta = null, ultimo_error = null
  where id = p_id and estado <> 'enviado'
$$;

-- A failed attempt: again after 1, 4, 9 ... minutes (capped at 6 hours); after 8 attempts it stays failed.
create function public.reintentar_correo(p_id bigint, p_error text) returns void
language sql volatile security definer set search_path = '' as $$
  update private.correos_salida
  set estado = case when intentos >= 8 then 'fallido' else 'pendiente' end,
      proximo_intento = now() + least(make_interval(mins => intentos * intentos), interval '6 hours'),
      tomado_hasta = null, ultimo_error = left(p_error, 1000)
  where id = p_id and estado = 'enviando'
$$;

revoke all on function public.tomar_correos(integer, integer), public.confirmar_correo(bigint),
  public.reintentar_correo(bigint, text) from public, anon, authenticated;
grant execute on function public.tomar_correos(integer, integer), public.confirmar_correo(bigint),
  public.reintentar_correo(bigint, text) to service_role;

-- Privileges ------------------------------------------------------------------------------------------------

grant select on public.tipos_notificacion to authenticated;
grant select, insert, update, delete on public.preferencias_notificacion to authenticated;
grant select on public.notificaciones to authenticated;
grant update (leida_en) on public.notificaciones to authenticated;
grant select, insert, delete on public.ops_seguidores to authenticated;
grant select, insert, update, delete on public.tipos_notificacion, public.preferencias_notificacion,
  public.notificaciones, public.ops_seguidores to service_role;

-- Realtime ---------------------------------------------------------------------------------------------------

do $$
declare
  t text;
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    foreach t in array array['notificaciones', 'ops_ordenes', 'ops_comentarios'] loop
      if not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t) then
        execute format('alter publication supabase_realtime add table public.%I', t);
      end if;
    end loop;
  end if;
end
$$;

-- Private channels empresa:<empresa_id>:<module key>: the company's users who have the module (the Ops
-- board's "who is looking").
create function private.canal_permitido(p_topic text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    p_topic ~ '^empresa:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:[a-z]+$'
    and split_part(p_topic, ':', 2)::uuid = private.empresa_actual()
    and private.tiene_modulo(split_part(p_topic, ':', 3)), false)
$$;
revoke all on function private.canal_permitido(text) from public, anon;
grant execute on function private.canal_permitido(text) to authenticated, service_role;

do $$
begin
  if to_regclass('realtime.messages') is not null then
    create policy axel_canales_empresa_leer on realtime.messages for select to authenticated
      using ((select private.canal_permitido((select realtime.topic()))) and extension in ('broadcast', 'presence'));
    create policy axel_canales_empresa_escribir on realtime.messages for insert to authenticated
      with check ((select private.canal_permitido((select realtime.topic()))) and extension in ('broadcast', 'presence'));
  end if;
end
$$;

-- pg_cron on hosted Supabase: the checks every hour (idempotent: a missed or repeated hour gives nothing
-- twice). Where pg_cron is not installed (the local server runs them itself) this does nothing.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('axel-revisiones', '7 * * * *', 'select private.ejecutar_revisiones()');
  end if;
end
$$;
