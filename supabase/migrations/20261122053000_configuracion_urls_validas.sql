-- Axel Suite: a value that is not a URL is never stored in the system configuration (issue 6).
-- The configuration screen checks the same rules first (src/features/config/lib/config-url.ts);
-- these constraints make Postgres refuse anything that bypasses it (a direct REST call, SQL).
--
-- A URL here is an absolute http(s) URL with a host: no credentials (user@), no whitespace or
-- control characters. api_url_backend and videos_demo.url_video also accept a path on the app's
-- own origin starting with a single '/' (the seed's '/expert', the local expert backend, and
-- '/videos/home.mp4'); '//host' and '/\host' are refused because browsers read them as another
-- origin. url_servicios_campo is an external app opened in a new tab: absolute URLs only.
-- Other app_config keys are not URLs and keep their own rules.
--
-- Policies: app_config (super_admin reads and writes, every active user reads) and videos_demo
-- (super_admin reads and writes, everyone reads active rows) already match docs/design.md §3 in
-- 20261122020100_configuracion_contenido.sql; nothing to change there.

alter table public.app_config add constraint app_config_url_check check (
  case key
    when 'api_url_backend' then
      value ~* '^https?://[^/?#@:[:space:][:cntrl:]][^/?#@[:space:][:cntrl:]]*([/?#][^[:space:][:cntrl:]]*)?$'
      or value ~ '^/([^/\\[:space:][:cntrl:]][^[:space:][:cntrl:]]*)?$'
    when 'url_servicios_campo' then
      value ~* '^https?://[^/?#@:[:space:][:cntrl:]][^/?#@[:space:][:cntrl:]]*([/?#][^[:space:][:cntrl:]]*)?$'
    else true
  end
);

alter table public.videos_demo add constraint videos_demo_url_video_url_check check (
  url_video ~* '^https?://[^/?#@:[:space:][:cntrl:]][^/?#@[:space:][:cntrl:]]*([/?#][^[:space:][:cntrl:]]*)?$'
  or url_video ~ '^/([^/\\[:space:][:cntrl:]][^[:space:][:cntrl:]]*)?$'
);
