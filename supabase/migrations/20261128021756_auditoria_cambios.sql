-- Field-by-field history of the records (issue 37, docs/search.md "Changes field by field").
--
-- 1. public.auditoria_cambios: one row per update of a record that changed something worth showing,
--    with the fields as {campo: [antes, despues]}, who (auth.uid()) and when. Written only by the
--    shared trigger function private.auditar_cambios (security definer; no API role writes the
--    table); read under the record's own access (private.registro_visible, the rule of comments and
--    attachments), so nobody reads a change of a record they cannot see.
-- 2. The trigger is attached to the record tables of the modules (the tables whose pages show a
--    timeline). Its arguments: the record's table as the timeline names it, the column holding the
--    record's id, then the columns it leaves out for that table. It always leaves out the
--    attribution columns, the ids, generated search text, and values over 200 characters or json
--    (those are listed as changed, without their text). An update that changes none of the
--    remaining fields writes nothing; an insert or delete writes nothing (the timeline has
--    'created' from the attribution columns); nor does a foreign key's `on delete set null` that
--    only empties references (deleting a user). Set-based loads with triggers off (the scale seed,
--    session_replication_role = replica) write nothing either.
-- 3. public.historial_registro lists them ('cambio': "Monto: 100.000 → 120.000 · Responsable: Ana → Pedro").

-- 1. The table --------------------------------------------------------------------------------------

create table public.auditoria_cambios (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  tabla text not null,
  registro_id uuid not null,
  cambios jsonb not null,
  autor_id uuid references public.usuarios_plataforma (id) on delete set null,
  cuando timestamptz not null default now(),
  constraint auditoria_cambios_tabla_check check (private.modulo_de_tabla_adjuntos(tabla) is not null),
  constraint auditoria_cambios_cambios_check check (jsonb_typeof(cambios) = 'object')
);

create index auditoria_cambios_registro_idx on public.auditoria_cambios (tabla, registro_id, cuando desc);
create index auditoria_cambios_empresa_idx on public.auditoria_cambios (empresa_id, cuando desc);
create index auditoria_cambios_autor_id_idx on public.auditoria_cambios (autor_id);

-- Tenancy and modules as every module table; read only, and only what the record lets one read.
select private.preparar_tabla_modulo('public.auditoria_cambios', 'ops',
  otros_modulos => array['industrial', 'people', 'crm', 'finance', 'projects'],
  leer => null, crear => null, editar => null, borrar => null,
  privilegios => 'select', atribucion => false);

create policy auditoria_cambios_leer on public.auditoria_cambios for select to authenticated
  using (private.registro_visible(tabla, registro_id));

-- 2. The shared trigger -----------------------------------------------------------------------------

-- TG_ARGV: [0] the record's table for the timeline, [1] the column with the record's id,
-- [2..] columns left out for this table.
create function private.auditar_cambios()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_antes jsonb := to_jsonb(old);
  v_despues jsonb := to_jsonb(new);
  v_omitir text[] := array['id', 'empresa_id', 'creado_por', 'actualizado_por', 'creado_en', 'actualizado_en',
    'busqueda'] || coalesce(tg_argv[2:], '{}');
  v_cambios jsonb;
begin
  select jsonb_object_agg(k, case
      -- Long text and json: listed as changed, without their values.
      when jsonb_typeof(v_despues -> k) in ('object', 'array') or jsonb_typeof(v_antes -> k) in ('object', 'array')
        or char_length(v_despues ->> k) > 200 or char_length(v_antes ->> k) > 200
      then jsonb_build_array(null, null)
      else jsonb_build_array(v_antes -> k, v_despues -> k) end)
    into v_cambios
  from jsonb_object_keys(v_despues) k
  where k <> all (v_omitir) and (v_antes -> k) is distinct from (v_despues -> k);
  -- Nothing changed that is shown; or a foreign key's `on delete set null` (a deleted user or
  -- record, run by Postgres's own trigger: depth 2) that only emptied references.
  if v_cambios is null or (pg_trigger_depth() > 1
      and not exists (select 1 from jsonb_each(v_cambios) c where c.value -> 1 <> 'null'::jsonb)) then
    return new;
  end if;
  insert into public.auditoria_cambios (empresa_id, tabla, registro_id, cambios, autor_id)
  values ((v_despues ->> 'empresa_id')::uuid, tg_argv[0], (v_despues ->> tg_argv[1])::uuid, v_cambios,
    (select u.id from public.usuarios_plataforma u where u.id = auth.uid()));
  return new;
end
$$;

revoke all on function private.auditar_cambios() from public, anon, authenticated;

-- Before the update, last of the row's before-triggers (z_, after a_atribuir), so that NEW is what
-- is written (generated columns aside: not computed yet, so each table leaves its own out) and a foreign key's cascade runs it
-- inside Postgres's own trigger (pg_trigger_depth() > 1; an after-trigger would run at depth 1
-- at the end of the statement). A failed update rolls its audit row back with it.
create trigger z_auditar_cambios before update on public.ops_ordenes for each row
  -- The state is in the order's transitions; these follow it or are generated.
  execute function private.auditar_cambios('ops_ordenes', 'id', 'estado', 'completada_en', 'cerrada_en', 'prioridad_rango',
    'codigo');
create trigger z_auditar_cambios before update on public.industrial_activos for each row
  execute function private.auditar_cambios('industrial_activos', 'id');
create trigger z_auditar_cambios before update on public.industrial_repuestos for each row
  -- Stock changes with every move: the part's moves list them.
  execute function private.auditar_cambios('industrial_repuestos', 'id', 'stock');
create trigger z_auditar_cambios before update on public.terceros for each row
  execute function private.auditar_cambios('terceros', 'id');
create trigger z_auditar_cambios before update on public.crm_oportunidades for each row
  execute function private.auditar_cambios('crm_oportunidades', 'id');
create trigger z_auditar_cambios before update on public.fin_documentos for each row
  -- Derived from the amounts (generated).
  execute function private.auditar_cambios('fin_documentos', 'id', 'iva', 'total', 'saldo');
create trigger z_auditar_cambios before update on public.fin_pagos for each row
  execute function private.auditar_cambios('fin_pagos', 'id');
create trigger z_auditar_cambios before update on public.proy_proyectos for each row
  execute function private.auditar_cambios('proy_proyectos', 'id');
create trigger z_auditar_cambios before update on public.proy_tareas for each row
  -- The board's order of the cards.
  execute function private.auditar_cambios('proy_tareas', 'id', 'posicion');
-- An employee: the directory row and the private record are both the private record's history
-- (the timeline of the employee page, read by the company's admins and the employee).
create trigger z_auditar_cambios before update on public.colaboradores for each row
  execute function private.auditar_cambios('colaboradores_ficha', 'id');
create trigger z_auditar_cambios before update on public.colaboradores_ficha for each row
  execute function private.auditar_cambios('colaboradores_ficha', 'colaborador_id', 'colaborador_id');

-- 3. In the timeline --------------------------------------------------------------------------------

-- A field's name, in Spanish.
create function private.nombre_campo(p_campo text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_campo
    when 'monto' then 'Monto' when 'neto' then 'Neto' when 'monto_pagado' then 'Monto pagado'
    when 'monto_aplicado' then 'Monto aplicado' when 'presupuesto' then 'Presupuesto'
    when 'probabilidad' then 'Probabilidad' when 'estado' then 'Estado' when 'etapa' then 'Etapa'
    when 'responsable_id' then 'Responsable' when 'tecnico_id' then 'Técnico' when 'gerente_id' then 'Gerente'
    when 'jefe_id' then 'Jefatura' when 'usuario_id' then 'Usuario' when 'tercero_id' then 'Cliente o proveedor'
    when 'contacto_id' then 'Contacto' when 'activo_id' then 'Activo' when 'padre_id' then 'Depende de'
    when 'plan_id' then 'Plan' when 'orden_id' then 'Orden de trabajo' when 'categoria_id' then 'Categoría'
    when 'prioridad' then 'Prioridad' when 'tipo' then 'Tipo' when 'nombre' then 'Nombre'
    when 'nombres' then 'Nombres' when 'apellidos' then 'Apellidos' when 'titulo' then 'Título'
    when 'descripcion' then 'Descripción' when 'falla_reportada' then 'Falla reportada'
    when 'equipo_texto' then 'Equipo' when 'ubicacion' then 'Ubicación' when 'ubicacion_bodega' then 'Ubicación en bodega'
    when 'criticidad' then 'Criticidad' when 'categoria' then 'Categoría' when 'area' then 'Área'
    when 'cargo' then 'Cargo' when 'correo' then 'Correo' when 'telefono' then 'Teléfono' when 'direccion' then 'Dirección'
    when 'rut' then 'RUT' when 'codigo' then 'Código' when 'sku' then 'SKU' when 'numero_serie' then 'N° de serie'
    when 'fabricante' then 'Fabricante' when 'modelo' then 'Modelo' when 'stock_minimo' then 'Stock mínimo'
    when 'costo_unitario' then 'Costo unitario' when 'unidad' then 'Unidad' when 'activo' then 'Activo'
    when 'fecha_programada' then 'Fecha programada' when 'fecha_emision' then 'Emisión'
    when 'fecha_vencimiento' then 'Vencimiento' when 'fecha_cierre_estimada' then 'Cierre estimado'
    when 'fecha_inicio' then 'Inicio' when 'fecha_fin' then 'Término' when 'fecha_ingreso' then 'Ingreso'
    when 'fecha_desvinculacion' then 'Desvinculación' when 'fecha_instalacion' then 'Instalación'
    when 'estimacion_horas' then 'Horas estimadas' when 'tipo_contrato' then 'Tipo de contrato'
    when 'motivo_perdida' then 'Motivo de pérdida' when 'motivo_cancelacion' then 'Motivo de cancelación'
    when 'notas' then 'Notas' when 'folio' then 'Folio' when 'medio' then 'Medio' when 'referencia' then 'Referencia'
    else upper(left(regexp_replace(p_campo, '_id$', ''), 1))
      || replace(substr(regexp_replace(p_campo, '_id$', ''), 2), '_', ' ')
  end
$$;

-- A value as a person reads it: amounts with the thousands dot, dates dd-mm-aaaa, a person or
-- record by its name (of the caller's company only), a code ('en_curso') as words ('En curso').
-- Security definer: the name of a person or record the changed row pointed at.
create function private.valor_cambio(p_valor jsonb)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_texto text := p_valor #>> '{}';
  v_id uuid;
  v_nombre text;
  v_empresa constant uuid := private.empresa_actual();
begin
  if p_valor is null or jsonb_typeof(p_valor) = 'null' then
    return '—';
  elsif jsonb_typeof(p_valor) = 'boolean' then
    return case when p_valor::boolean then 'Sí' else 'No' end;
  elsif jsonb_typeof(p_valor) = 'number' then
    return translate(case when p_valor::numeric = trunc(p_valor::numeric)
      then to_char(p_valor::numeric, 'FM999,999,999,999,990')
      else to_char(p_valor::numeric, 'FM999,999,999,999,990.99') end, ',.', '.,');
  elsif v_texto ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    return to_char(v_texto::date, 'DD-MM-YYYY');
  elsif v_texto ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T' then
    return to_char(v_texto::timestamptz at time zone 'America/Santiago', 'DD-MM-YYYY HH24:MI');
  elsif v_texto ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    v_id := v_texto::uuid;
    select coalesce(
        (select nullif(btrim(u.nombre || ' ' || coalesce(u.apellido_paterno, '')), '') from public.usuarios_plataforma u
          where u.id = v_id and u.empresa_id = v_empresa),
        (select c.nombres || ' ' || c.apellidos from public.colaboradores c where c.id = v_id and c.empresa_id = v_empresa),
        (select t.nombre from public.terceros t where t.id = v_id and t.empresa_id = v_empresa),
        (select a.codigo || ' ' || a.nombre from public.industrial_activos a where a.id = v_id and a.empresa_id = v_empresa),
        (select o.codigo from public.ops_ordenes o where o.id = v_id and o.empresa_id = v_empresa),
        (select private.fin_nombre_documento(d.tipo, d.folio) from public.fin_documentos d
          where d.id = v_id and d.empresa_id = v_empresa))
      into v_nombre;
    return coalesce(v_nombre, 'otro registro');
  elsif v_texto ~ '^[a-z]+(_[a-z]+)*$' and v_texto ~ '_' then
    return upper(left(v_texto, 1)) || replace(substr(v_texto, 2), '_', ' ');
  elsif v_texto ~ '^[a-z]+$' then
    return upper(left(v_texto, 1)) || substr(v_texto, 2);
  end if;
  return v_texto;
end
$$;

-- One audit row as text: "Monto: 100.000 → 120.000 · Descripción: modificada".
create function private.texto_cambios(p_cambios jsonb)
returns text
language sql
stable
set search_path = ''
as $$
  select string_agg(private.nombre_campo(c.key) || ': ' || case
      when c.value -> 0 = 'null'::jsonb and c.value -> 1 = 'null'::jsonb then 'modificado'
      else private.valor_cambio(c.value -> 0) || ' → ' || private.valor_cambio(c.value -> 1) end,
    ' · ' order by c.key)
  from jsonb_each(p_cambios) c
$$;

revoke all on function private.nombre_campo(text), private.valor_cambio(jsonb),
  private.texto_cambios(jsonb) from public, anon;
grant execute on function private.nombre_campo(text), private.valor_cambio(jsonb),
  private.texto_cambios(jsonb) to authenticated, service_role;

-- The timeline as before, plus the changes ('cambio', texto the fields). Security invoker: the
-- audit table's own policy (the record's visibility) decides, as for the comments.
create or replace function public.historial_registro(p_tabla text, p_registro uuid, p_limite integer default 200)
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
    -- 'Last changed' only when no field-by-field change says more (older records, or a change of
    -- left-out fields only).
    select v_creado.actualizado_en, 'actualizado', v_creado.actualizado_por, private.nombre_usuario(v_creado.actualizado_por),
      null, null, null, null, false, false
    where v_creado.actualizado_en > v_creado.creado_en + interval '1 second'
      and p_tabla <> 'ops_ordenes'
      and not exists (select 1 from public.auditoria_cambios a
        where a.tabla = p_tabla and a.registro_id = p_registro and a.cuando >= v_creado.actualizado_en - interval '1 second')
    union all
    select a.cuando, 'cambio', a.autor_id, private.nombre_usuario(a.autor_id), private.texto_cambios(a.cambios),
      null, null, null, false, false
    from public.auditoria_cambios a where a.tabla = p_tabla and a.registro_id = p_registro
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
