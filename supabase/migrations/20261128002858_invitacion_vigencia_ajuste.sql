-- Issue 30 (leftover of item 9): an invitation's lifetime was fixed at seven days inside
-- private.invitacion_vigente. It is now a setting: app_config 'invitacion_vigencia_segundos'
-- (seconds, default 604800 = 7 days). The local server writes it at every start from its setting
-- INVITE_EXPIRY_SECONDS (the same value its invite links expire with; docs/deploy.md); on hosted
-- Supabase it is this row, to be kept equal to the auth server's invite link expiry.
insert into public.app_config (key, value) values ('invitacion_vigencia_segundos', '604800')
on conflict (key) do nothing;
alter table public.app_config add constraint app_config_invitacion_vigencia_check check (
  key <> 'invitacion_vigencia_segundos' or value ~ '^[1-9][0-9]{0,8}$'
);

-- Called by the accepting trigger (security definer), which reads app_config as its owner.
create or replace function private.invitacion_vigente(p_enviada_en timestamptz) returns boolean
language sql stable set search_path = '' as $$
  select p_enviada_en > now() - make_interval(secs => coalesce(
    (select c.value::int from public.app_config c where c.key = 'invitacion_vigencia_segundos'), 604800))
$$;
revoke all on function private.invitacion_vigente(timestamptz) from public, anon;
grant execute on function private.invitacion_vigente(timestamptz) to authenticated, service_role;
