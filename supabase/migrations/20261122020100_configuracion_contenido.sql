-- Axel Suite: system configuration, demo videos, contact requests (/contacto) and saved
-- assistant conversations. Helpers come from 20261122020000_plataforma_permisos.sql.

-- app_config: read by every active user (the assistant needs api_url_backend); super_admin writes.
create table public.app_config (
  key text primary key,
  value text not null default '',
  updated_at timestamptz not null default now(),
  constraint app_config_key_check check (key ~ '^[a-z][a-z0-9_]{0,62}$'),
  constraint app_config_value_check check (char_length(value) <= 2000)
);
alter table public.app_config enable row level security;
create trigger app_config_updated_at
  before update on public.app_config
  for each row execute function private.tocar_updated_at();

create policy app_config_leer on public.app_config for select to authenticated
  using ((select private.usuario_activo()));
create policy app_config_super_admin on public.app_config for all to authenticated
  using ((select private.es_super_admin())) with check ((select private.es_super_admin()));

-- videos_demo: the slug is the key (the config screen upserts by slug). Active rows are public
-- (the landing page plays 'home'); super_admin reads and writes all.
create table public.videos_demo (
  slug text primary key,
  titulo text not null,
  descripcion text,
  url_video text not null,
  activo boolean not null default true,
  updated_at timestamptz not null default now(),
  constraint videos_demo_slug_check check (slug ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
  constraint videos_demo_titulo_check check (char_length(btrim(titulo)) between 1 and 200),
  constraint videos_demo_descripcion_check check (char_length(coalesce(descripcion, '')) <= 2000),
  constraint videos_demo_url_video_check check (char_length(btrim(url_video)) between 1 and 2000)
);
alter table public.videos_demo enable row level security;
create index videos_demo_activo_idx on public.videos_demo (slug) where activo;
create trigger videos_demo_updated_at
  before update on public.videos_demo
  for each row execute function private.tocar_updated_at();

create policy videos_demo_leer_activos_anon on public.videos_demo for select to anon
  using (activo);
create policy videos_demo_leer_activos on public.videos_demo for select to authenticated
  using (activo and (select private.usuario_activo()));
create policy videos_demo_super_admin on public.videos_demo for all to authenticated
  using ((select private.es_super_admin())) with check ((select private.es_super_admin()));

-- solicitudes_contacto: the public contact form stores a lead. Anyone may insert; nobody but
-- super_admin reads (the insert must use Prefer: return=minimal, supabase-js's default).
create table public.solicitudes_contacto (
  id uuid primary key default gen_random_uuid(),
  nombre text not null,
  empresa text,
  correo text not null,
  telefono text,
  mensaje text not null,
  -- Optional context from the page the visitor came from: plan and module keys.
  plan_interes text,
  modulo_interes text,
  created_at timestamptz not null default now(),
  constraint solicitudes_contacto_nombre_check check (char_length(btrim(nombre)) between 1 and 120),
  constraint solicitudes_contacto_empresa_check check (char_length(coalesce(empresa, '')) <= 160),
  constraint solicitudes_contacto_correo_check check (
    char_length(correo) <= 254 and correo ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint solicitudes_contacto_telefono_check check (
    telefono is null or telefono ~ '^[0-9+() .-]{0,40}$'
  ),
  constraint solicitudes_contacto_mensaje_check check (char_length(btrim(mensaje)) between 1 and 2000),
  constraint solicitudes_contacto_plan_interes_check check (char_length(coalesce(plan_interes, '')) <= 40),
  constraint solicitudes_contacto_modulo_interes_check check (char_length(coalesce(modulo_interes, '')) <= 40)
);
alter table public.solicitudes_contacto enable row level security;
create index solicitudes_contacto_created_at_idx on public.solicitudes_contacto (created_at desc);

create policy solicitudes_contacto_crear on public.solicitudes_contacto for insert to anon, authenticated
  with check (true);
create policy solicitudes_contacto_super_admin on public.solicitudes_contacto for all to authenticated
  using ((select private.es_super_admin())) with check ((select private.es_super_admin()));

-- conversaciones_asistente: saved assistant conversations (docs/product.md "Chat session to save").
-- A user saves and reads their own; super_admin reads all. user_id is null only when the expert
-- backend saves on behalf of nobody (its own privileged connection).
create table public.conversaciones_asistente (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references public.usuarios_plataforma (id) on delete cascade,
  topic text not null default 'automatizacion',
  conversation jsonb not null,
  summary text,
  created_at timestamptz not null default now(),
  constraint conversaciones_asistente_topic_check check (char_length(topic) between 1 and 100),
  constraint conversaciones_asistente_conversation_check check (
    jsonb_typeof(conversation) = 'array' and pg_column_size(conversation) <= 262144
  ),
  constraint conversaciones_asistente_summary_check check (char_length(coalesce(summary, '')) <= 2000)
);
alter table public.conversaciones_asistente enable row level security;
create index conversaciones_asistente_user_id_idx on public.conversaciones_asistente (user_id, created_at desc);

create policy conversaciones_asistente_propias on public.conversaciones_asistente for select to authenticated
  using (user_id = (select auth.uid()) and (select private.usuario_activo()));
create policy conversaciones_asistente_crear on public.conversaciones_asistente for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.usuario_activo()));
create policy conversaciones_asistente_borrar_propias on public.conversaciones_asistente for delete to authenticated
  using (user_id = (select auth.uid()) and (select private.usuario_activo()));
create policy conversaciones_asistente_super_admin on public.conversaciones_asistente for all to authenticated
  using ((select private.es_super_admin())) with check ((select private.es_super_admin()));

-- Privileges: start from nothing (see the first migration), grant what the policies serve.
revoke all on public.app_config, public.videos_demo, public.solicitudes_contacto, public.conversaciones_asistente
  from anon, authenticated;
grant select, insert, update, delete on public.app_config, public.videos_demo, public.solicitudes_contacto
  to authenticated;
grant select, insert, delete on public.conversaciones_asistente to authenticated;
grant select on public.videos_demo to anon;
grant insert (nombre, empresa, correo, telefono, mensaje, plan_interes, modulo_interes)
  on public.solicitudes_contacto to anon;
