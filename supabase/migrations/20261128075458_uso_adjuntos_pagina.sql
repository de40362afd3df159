-- The admin panel's 'Adjuntos' tab in keyset pages (issue 33: every admin list that can grow is one
-- scrolling table read page by page). It read public.uso_adjuntos_empresas() whole (every company,
-- 2,012 at seed:scale) and every company's own quota (public.cuotas_adjuntos) with it.
--
-- public.uso_adjuntos_pagina(p_despues, p_limite): the p_limite companies after the name p_despues
-- (names are unique: the key), by name, each with its files, its use, its quota in bytes and its own
-- quota in MB (null: it follows the general one). super_admin every company, an admin_empresa
-- their own, anyone else 42501, as uso_adjuntos_empresas. A page is a range of empresas' unique
-- index on nombre and one read by key of the use and the own quota per company: its cost is the
-- page's. The tab counts the companies with PostgREST's exact count of empresas (row-level
-- security gives the same companies: super_admin all, an admin_empresa their own).

create function private.uso_adjuntos_pagina(p_despues text, p_limite integer)
returns table (
  empresa_id uuid,
  empresa_nombre text,
  bytes bigint,
  archivos integer,
  cuota_bytes bigint,
  cuota_propia_mb integer
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_super boolean := private.es_super_admin();
  v_empresa uuid := private.empresa_administrada();
begin
  if not (v_super or v_empresa is not null) then
    raise exception using errcode = '42501', message = 'solo los administradores ven el uso de almacenamiento';
  end if;
  if p_limite is null or p_limite < 1 or p_limite > 1000 then
    raise exception 'El tamaño de página debe estar entre 1 y 1000'
      using errcode = '22023', hint = 'p_limite';
  end if;
  return query
    select e.id, e.nombre, coalesce(u.bytes, 0), coalesce(u.archivos, 0),
      coalesce(c.cuota_mb, g.mb, 1024)::bigint * 1048576, c.cuota_mb
    from public.empresas e
    left join private.uso_adjuntos u on u.empresa_id = e.id
    left join public.cuotas_adjuntos c on c.empresa_id = e.id
    -- The general quota, read once (private.cuota_adjuntos_bytes's rule).
    cross join (select (select nullif(a.value, '')::bigint from public.app_config a where a.key = 'cuota_adjuntos_mb') as mb) g
    where (v_super or e.id = v_empresa)
      and (p_despues is null or e.nombre > p_despues)
    order by e.nombre
    limit p_limite;
end
$$;
revoke all on function private.uso_adjuntos_pagina(text, integer) from public, anon, authenticated, service_role;
grant execute on function private.uso_adjuntos_pagina(text, integer) to authenticated, service_role;

-- The API's name for it: SECURITY INVOKER, as every function of public (docs/security.md).
create function public.uso_adjuntos_pagina(p_despues text default null, p_limite integer default 100)
returns table (
  empresa_id uuid,
  empresa_nombre text,
  bytes bigint,
  archivos integer,
  cuota_bytes bigint,
  cuota_propia_mb integer
)
language sql stable set search_path = '' as $$
  select * from private.uso_adjuntos_pagina(p_despues, p_limite)
$$;
revoke all on function public.uso_adjuntos_pagina(text, integer) from public, anon, authenticated, service_role;
grant execute on function public.uso_adjuntos_pagina(text, integer) to authenticated, service_role;
