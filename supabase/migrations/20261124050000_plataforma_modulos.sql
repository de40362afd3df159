-- The module platform (docs/design.md §9): what every module table builds on.
--
-- 1. private.tiene_modulo(clave): does the caller have effective access to the module, by the same
--    rule as mis_modulos() (an active user; super_admin, or the module in the company's active plan
--    and not denied by an override). Module tables' policies read:
--
--      empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('<clave>'))
--
--    empresa_actual() is null for an inactive caller, so an inactive account sees nothing. Revoking
--    the module (plan change, module removed from a plan, override denied, account deactivated)
--    cuts the rows off at the next statement; restoring it shows them again, untouched.
--    super_admin passes tiene_modulo() but the company condition keeps it inside its own company.
--
-- 2. private.atribuir_registro(): a BEFORE INSERT OR UPDATE trigger for module tables with the
--    columns empresa_id, creado_por, actualizado_por, creado_en, actualizado_en. For a signed-in
--    caller the company and the authorship are the database's, never the client's; a statement with
--    no user (migrations, the seed, the service role) must give empresa_id itself.
--
-- 3. private.siguiente_numero(empresa, serie): per-company sequential numbers without gaps. The
--    counter row is locked until the caller's transaction ends, so concurrent inserts queue and a
--    rolled-back insert gives its number back.

create function private.tiene_modulo(p_clave text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from private.accesos_modulo a
    where a.usuario_id = auth.uid()
      and a.estado = 'activo'
      and a.modulo_clave = p_clave
      and (a.rol_id = 'super_admin' or a.acceso_efectivo)
  )
$$;

revoke all on function private.tiene_modulo(text) from public, anon;
grant execute on function private.tiene_modulo(text) to authenticated, service_role;

create function private.atribuir_registro() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_usuario uuid := auth.uid();
begin
  if tg_op = 'INSERT' then
    if v_usuario is not null then
      new.empresa_id := private.empresa_actual();
      if new.empresa_id is null then
        raise exception using errcode = '42501', message = 'el usuario no pertenece a una empresa activa';
      end if;
      new.creado_por := v_usuario;
    elsif new.empresa_id is null then
      raise exception using errcode = '23502', message = 'empresa_id es obligatorio sin un usuario';
    end if;
    new.actualizado_por := coalesce(v_usuario, new.creado_por);
    new.creado_en := now();
    new.actualizado_en := now();
  else
    new.empresa_id := old.empresa_id;
    new.creado_por := old.creado_por;
    new.creado_en := old.creado_en;
    new.actualizado_por := coalesce(v_usuario, new.actualizado_por);
    new.actualizado_en := now();
  end if;
  return new;
end
$$;

create table private.contadores_empresa (
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  serie text not null,
  ultimo bigint not null default 0,
  primary key (empresa_id, serie)
);

create function private.siguiente_numero(p_empresa_id uuid, p_serie text) returns bigint
language sql volatile security definer set search_path = '' as $$
  insert into private.contadores_empresa as c (empresa_id, serie, ultimo)
  values (p_empresa_id, p_serie, 1)
  on conflict (empresa_id, serie) do update set ultimo = c.ultimo + 1
  returning c.ultimo
$$;

-- Only siguiente_numero() (its owner) touches the counters.
alter table private.contadores_empresa enable row level security;
revoke all on private.contadores_empresa from public, anon, authenticated;
revoke all on function private.siguiente_numero(uuid, text) from public, anon;
grant execute on function private.siguiente_numero(uuid, text) to authenticated, service_role;
revoke all on function private.atribuir_registro() from public, anon;
grant execute on function private.atribuir_registro() to authenticated, service_role;
