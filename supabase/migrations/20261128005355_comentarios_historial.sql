-- One history and one comment thread per record (issue 37, docs/search.md).
--
-- 1. public.comentarios: comments on any record of the list private.modulo_de_tabla_adjuntos knows
--    (the records that take attachments), seen by whoever sees the record (private.registro_visible,
--    the rule Storage's policy uses), edited and deleted by their author only. A work order keeps
--    its comments in Ops' own ops_comentarios (its followers are told of each one): the order's
--    thread stays there, and gains mentions like every other thread.
-- 2. Mentions: `menciones uuid[]` on both tables. Before the write, the list keeps only people of the
--    company, active, who may see the record (its module; a People record: the company's admins and
--    the employee); each new one is told through private.notificar (type 'mencion').
-- 3. public.mencionables(tabla, registro): the people a comment on the record may mention.
-- 4. public.historial_registro(tabla, registro): the record's timeline, newest first: created and
--    last changed (the attribution columns), an order's state changes (ops_transiciones) and comments.

-- 1. The table --------------------------------------------------------------------------------------

create table public.comentarios (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  tabla text not null check (tabla <> 'ops_ordenes' and private.modulo_de_tabla_adjuntos(tabla) is not null),
  registro_id uuid not null,
  texto text not null check (char_length(btrim(texto)) between 1 and 4000),
  menciones uuid[] not null default '{}',
  editado_en timestamptz,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now()
);

create index comentarios_registro_idx on public.comentarios (tabla, registro_id, creado_en);

select private.preparar_tabla_modulo('public.comentarios', 'ops',
  otros_modulos => array['industrial', 'people', 'crm', 'finance', 'projects'],
  leer => null, crear => null, editar => null, borrar => null,
  privilegios => 'select, insert (tabla, registro_id, texto, menciones), update (texto, menciones), delete');

-- The record decides: whoever sees it reads and writes its comments; only the author edits or deletes.
create policy comentarios_leer on public.comentarios for select to authenticated
  using (private.registro_visible(tabla, registro_id));
create policy comentarios_crear on public.comentarios for insert to authenticated
  with check (private.registro_visible(tabla, registro_id));
create policy comentarios_editar_autor on public.comentarios for update to authenticated
  using (creado_por = (select auth.uid()))
  with check (private.registro_visible(tabla, registro_id));
create policy comentarios_borrar_autor on public.comentarios for delete to authenticated
  using (creado_por = (select auth.uid()));

alter table public.ops_comentarios add column menciones uuid[] not null default '{}';
alter table public.ops_comentarios add column editado_en timestamptz;

-- 2. Mentions ---------------------------------------------------------------------------------------

-- Whether a person may be mentioned on a record: of the record's company, active, and able to see it
-- (the record's module with effective access; a People record only its company's admins and the
-- employee). Security definer: it reads another user's access.
create function private.puede_ver_registro_usuario(p_usuario uuid, p_empresa uuid, p_tabla text, p_registro uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.usuarios_plataforma u
    where u.id = p_usuario and u.empresa_id = p_empresa and u.estado = 'activo'
  ) and case
    when p_tabla = 'colaboradores_ficha' then exists (
      select 1 from public.usuarios_plataforma u where u.id = p_usuario and u.rol_id = 'admin_empresa'
    ) or exists (select 1 from public.colaboradores c where c.id = p_registro and c.usuario_id = p_usuario)
    else exists (
      select 1 from private.accesos_modulo a
      where a.usuario_id = p_usuario and a.estado = 'activo'
        and (a.rol_id = 'super_admin' or a.acceso_efectivo)
        and a.modulo_clave = any (case when p_tabla = 'terceros' then array['crm', 'ops', 'finance']
          else array[private.modulo_de_tabla_adjuntos(p_tabla)] end))
  end
$$;

revoke all on function private.puede_ver_registro_usuario(uuid, uuid, text, uuid) from public;
grant execute on function private.puede_ver_registro_usuario(uuid, uuid, text, uuid) to authenticated, service_role;

-- What a record is called in a notice.
create function private.nombre_registro(p_tabla text, p_registro uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(case p_tabla
    when 'ops_ordenes' then (select 'la orden ' || r.codigo from public.ops_ordenes r where r.id = p_registro)
    when 'industrial_activos' then (select 'el activo ' || r.codigo from public.industrial_activos r where r.id = p_registro)
    when 'industrial_repuestos' then (select 'el repuesto ' || r.sku from public.industrial_repuestos r where r.id = p_registro)
    when 'colaboradores_ficha' then (select 'la ficha de ' || r.nombres || ' ' || r.apellidos from public.colaboradores r where r.id = p_registro)
    when 'terceros' then (select r.nombre from public.terceros r where r.id = p_registro)
    when 'crm_oportunidades' then (select 'la oportunidad ' || r.nombre from public.crm_oportunidades r where r.id = p_registro)
    when 'fin_documentos' then (select private.fin_nombre_documento(r.tipo, r.folio) from public.fin_documentos r where r.id = p_registro)
    when 'fin_pagos' then (select 'el pago N° ' || r.numero from public.fin_pagos r where r.id = p_registro)
    when 'proy_proyectos' then (select 'el proyecto ' || r.nombre from public.proy_proyectos r where r.id = p_registro)
    when 'proy_tareas' then (select 'la tarea ' || r.titulo from public.proy_tareas r where r.id = p_registro)
  end, 'un registro')
$$;

revoke all on function private.nombre_registro(text, uuid) from public;
grant execute on function private.nombre_registro(text, uuid) to authenticated, service_role;

-- The app's page of a record (the notice's link).
create function private.ruta_registro(p_tabla text, p_registro uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case p_tabla
    when 'ops_ordenes' then '/axel-ops/ordenes/' || p_registro
    when 'industrial_activos' then (select private.ruta_con_busqueda('/axel-industrial/activos', r.codigo)
      from public.industrial_activos r where r.id = p_registro)
    when 'industrial_repuestos' then (select private.ruta_con_busqueda('/axel-industrial/repuestos', r.sku)
      from public.industrial_repuestos r where r.id = p_registro)
    when 'colaboradores_ficha' then '/axel-people/colaboradores/' || p_registro
    when 'terceros' then '/axel-crm/cuentas/' || p_registro
    when 'crm_oportunidades' then '/axel-crm/oportunidades/' || p_registro
    when 'fin_documentos' then '/axel-finance/documentos/' || p_registro
    when 'fin_pagos' then '/axel-finance/pagos'
    when 'proy_proyectos' then '/axel-projects/proyectos/' || p_registro
    when 'proy_tareas' then (select '/axel-projects/proyectos/' || r.proyecto_id || '/tareas?tarea=' || r.id
      from public.proy_tareas r where r.id = p_registro)
  end
$$;

revoke all on function private.ruta_registro(text, uuid) from public;
grant execute on function private.ruta_registro(text, uuid) to authenticated, service_role;

-- Before a comment is written: keep only the mentions allowed (nothing is stored or sent for someone
-- who may not see the record), and mark an edit of the text.
create function private.filtrar_menciones()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- ops_comentarios names its order, comentarios its table and record (read through jsonb: a
  -- record's missing field is an error even in a branch not taken).
  v_tabla text := coalesce(to_jsonb(new) ->> 'tabla', 'ops_ordenes');
  v_registro uuid := coalesce(to_jsonb(new) ->> 'registro_id', to_jsonb(new) ->> 'orden_id')::uuid;
begin
  new.menciones := coalesce(array(
    select distinct m from unnest(coalesce(new.menciones, '{}')) m
    where m is not null and private.puede_ver_registro_usuario(m, new.empresa_id, v_tabla, v_registro)
  ), '{}');
  if cardinality(new.menciones) > 20 then
    raise exception 'Un comentario menciona a 20 personas como máximo' using errcode = '22023';
  end if;
  if tg_op = 'UPDATE' and new.texto is distinct from old.texto then
    new.editado_en := now();
  end if;
  return new;
end
$$;

revoke all on function private.filtrar_menciones() from public;
grant execute on function private.filtrar_menciones() to authenticated, service_role;

-- After: each person newly mentioned is told (the author is never told of their own comment).
create function private.avisar_menciones()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- ops_comentarios names its order, comentarios its table and record (read through jsonb: a
  -- record's missing field is an error even in a branch not taken).
  v_tabla text := coalesce(to_jsonb(new) ->> 'tabla', 'ops_ordenes');
  v_registro uuid := coalesce(to_jsonb(new) ->> 'registro_id', to_jsonb(new) ->> 'orden_id')::uuid;
  v_usuario uuid;
begin
  for v_usuario in
    select m from unnest(new.menciones) m
    except select m from unnest(case when tg_op = 'UPDATE' then old.menciones else '{}'::uuid[] end) m
  loop
    perform private.notificar(v_usuario, 'mencion',
      format('%s te mencionó en %s', coalesce(private.nombre_usuario(new.creado_por), 'Alguien'),
        private.nombre_registro(v_tabla, v_registro)),
      left(new.texto, 300), private.ruta_registro(v_tabla, v_registro));
  end loop;
  return null;
end
$$;

revoke all on function private.avisar_menciones() from public;
grant execute on function private.avisar_menciones() to authenticated, service_role;

create trigger c_menciones before insert or update on public.comentarios
  for each row execute function private.filtrar_menciones();
create trigger c_menciones before insert or update on public.ops_comentarios
  for each row execute function private.filtrar_menciones();
create trigger z_avisar_menciones after insert or update of menciones on public.comentarios
  for each row execute function private.avisar_menciones();
create trigger z_avisar_menciones after insert or update of menciones on public.ops_comentarios
  for each row execute function private.avisar_menciones();

insert into public.tipos_notificacion (clave, nombre, descripcion, modulo, canal_predeterminado, orden) values
  ('mencion', 'Menciones en comentarios', 'Cuando alguien te menciona en un comentario de un registro que puedes ver.',
    null, 'ambos', 5)
on conflict (clave) do nothing;

-- 3. Who can be mentioned ---------------------------------------------------------------------------

create function private.mencionables(p_tabla text, p_registro uuid)
returns table (id uuid, nombre text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, private.nombre_usuario(u.id)
  from public.usuarios_plataforma u
  where u.empresa_id = private.empresa_actual()
    and u.id is distinct from auth.uid()
    and private.puede_ver_registro_usuario(u.id, u.empresa_id, p_tabla, p_registro)
  order by 2
  limit 200
$$;

revoke all on function private.mencionables(text, uuid) from public;
grant execute on function private.mencionables(text, uuid) to authenticated, service_role;

-- The people a comment on the record may mention; nobody when the caller cannot see the record.
create function public.mencionables(p_tabla text, p_registro uuid)
returns table (id uuid, nombre text)
language sql
stable
security invoker
set search_path = ''
as $$
  select m.id, m.nombre from private.mencionables(p_tabla, p_registro) m
  where private.registro_visible(p_tabla, p_registro)
$$;

revoke all on function public.mencionables(text, uuid) from public, anon;
grant execute on function public.mencionables(text, uuid) to authenticated, service_role;

-- 4. The timeline -----------------------------------------------------------------------------------

-- The record's history as the caller sees it (security invoker: the record's and the comments' own
-- policies decide), newest first, at most p_limite events.
create function public.historial_registro(p_tabla text, p_registro uuid, p_limite integer default 200)
returns table (
  cuando timestamptz, evento text, autor_id uuid, autor text, texto text,
  comentario_id uuid, fuente text, menciones uuid[], editado boolean, propio boolean
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_creado record;
begin
  if private.modulo_de_tabla_adjuntos(p_tabla) is null then
    raise exception 'Registro sin historial: %', coalesce(p_tabla, 'null') using errcode = '22023', hint = 'p_tabla';
  end if;
  if p_limite is null or p_limite < 1 or p_limite > 500 then
    raise exception 'El límite va de 1 a 500' using errcode = '22023', hint = 'p_limite';
  end if;
  if not private.registro_visible(p_tabla, p_registro) then
    return;
  end if;
  execute format('select r.creado_en, r.creado_por, r.actualizado_en, r.actualizado_por from public.%I r where r.%I = $1',
      p_tabla, case p_tabla when 'colaboradores_ficha' then 'colaborador_id' else 'id' end)
    into v_creado using p_registro;
  return query
  select * from (
    select v_creado.creado_en, 'creado'::text, v_creado.creado_por, private.nombre_usuario(v_creado.creado_por),
      null::text, null::uuid, null::text, null::uuid[], false, false
    union all
    select v_creado.actualizado_en, 'actualizado', v_creado.actualizado_por, private.nombre_usuario(v_creado.actualizado_por),
      null, null, null, null, false, false
    where v_creado.actualizado_en > v_creado.creado_en + interval '1 second'
      and p_tabla <> 'ops_ordenes'
    union all
    select t.realizado_en, 'estado', t.realizado_por, private.nombre_usuario(t.realizado_por),
      case when t.desde is null then private.ops_estado_nombre(t.hacia)
        else private.ops_estado_nombre(t.desde) || ' → ' || private.ops_estado_nombre(t.hacia) end,
      null, null, null, false, false
    from public.ops_transiciones t
    where p_tabla = 'ops_ordenes' and t.orden_id = p_registro and t.desde is not null
    union all
    select c.creado_en, 'comentario', c.creado_por, private.nombre_usuario(c.creado_por), c.texto, c.id,
      'comentarios', c.menciones, c.editado_en is not null, c.creado_por = auth.uid()
    from public.comentarios c where c.tabla = p_tabla and c.registro_id = p_registro
    union all
    select c.creado_en, 'comentario', c.creado_por, private.nombre_usuario(c.creado_por), c.texto, c.id,
      'ops_comentarios', c.menciones, c.editado_en is not null, c.creado_por = auth.uid()
    from public.ops_comentarios c where p_tabla = 'ops_ordenes' and c.orden_id = p_registro
  ) h
  order by 1 desc
  limit p_limite;
end
$$;

revoke all on function public.historial_registro(text, uuid, integer) from public, anon;
grant execute on function public.historial_registro(text, uuid, integer) to authenticated, service_role;
