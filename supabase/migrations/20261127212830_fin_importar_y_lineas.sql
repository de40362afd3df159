-- Axel Finance (issue 32, phase A): the calls the screens use for lines, the printable document and
-- the SII's documents read in. All three are security invoker: row-level security and the
-- triggers of 20261127212829_fin_lineas_tipos_sii.sql decide, as for any write of the caller.
--
-- - public.fin_guardar_lineas(documento, lineas): a draft's lines replaced in one transaction (the
--   line editor saves them together); returns the amounts Postgres derived.
-- - public.fin_documento_impreso(documento): everything the PDF of a document shows, in one read.
-- - public.fin_importar_documentos(documentos): documents parsed from a DTE's XML or from the SII's
--   purchase and sales register (RCV), each in its own subtransaction: its party found by RUT or
--   created (RUT checked), its lines, references and the note's document; a document already there
--   (same side, type, folio and party's RUT) is skipped, not doubled. One result per document.

-- A draft's lines, replaced ------------------------------------------------------------------------

create function public.fin_guardar_lineas(p_documento uuid, p_lineas jsonb) returns jsonb
language plpgsql set search_path = '' as $$
declare
  v_doc public.fin_documentos%rowtype;
begin
  if not private.tiene_modulo('finance') then
    raise exception using errcode = '42501', message = 'La empresa o el usuario no tiene Axel Finance.';
  end if;
  if jsonb_typeof(p_lineas) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'Las líneas deben ser una lista.';
  end if;
  if jsonb_array_length(p_lineas) > 1000 then
    raise exception using errcode = '22023', message = 'Un documento tiene hasta 1.000 líneas.';
  end if;
  select * into v_doc from public.fin_documentos d where d.id = p_documento for update;
  if not found then
    raise exception using errcode = '23503', message = 'El documento no existe en la empresa.';
  end if;
  if v_doc.estado <> 'borrador' then
    raise exception using errcode = '23514',
      message = format('%s ya fue emitida: sus líneas no cambian. Corríjala con una nota de crédito o de débito, o anúlela.',
        private.fin_nombre_documento(v_doc.tipo, v_doc.folio));
  end if;
  delete from public.fin_documento_lineas where documento_id = p_documento;
  insert into public.fin_documento_lineas (documento_id, numero, producto_id, codigo, descripcion, detalle, cantidad, unidad,
    precio_unitario, descuento_pct, descuento_monto, exento)
  select p_documento, l.n::integer, nullif(l.x ->> 'producto_id', '')::uuid, l.x ->> 'codigo', l.x ->> 'descripcion',
    nullif(btrim(l.x ->> 'detalle'), ''), coalesce((l.x ->> 'cantidad')::numeric, 1), l.x ->> 'unidad',
    (l.x ->> 'precio_unitario')::numeric, (l.x ->> 'descuento_pct')::numeric, coalesce((l.x ->> 'descuento_monto')::numeric, 0),
    (l.x ->> 'exento')::boolean
  from jsonb_array_elements(p_lineas) with ordinality as l(x, n);
  return (select jsonb_build_object('neto', d.neto::text, 'exento', d.exento::text, 'iva', d.iva::text, 'total', d.total::text)
    from public.fin_documentos d where d.id = p_documento);
end
$$;

-- What a document's PDF shows -----------------------------------------------------------------------

create function public.fin_documento_impreso(p_documento uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'documento', to_jsonb(v) - 'busqueda',
    'tipo', (select to_jsonb(t) from public.fin_tipos_documento t where t.clave = v.tipo),
    'empresa', (select e.nombre from public.empresas e where e.id = v.empresa_id),
    'emisor', (select to_jsonb(x) - 'creado_por' - 'actualizado_por' - 'creado_en' - 'actualizado_en'
      from public.fin_emisor x where x.empresa_id = v.empresa_id),
    'lineas', coalesce((select jsonb_agg(jsonb_build_object('numero', l.numero, 'codigo', l.codigo, 'descripcion', l.descripcion,
        'detalle', l.detalle, 'cantidad', l.cantidad::text, 'unidad', l.unidad, 'precio_unitario', l.precio_unitario::text,
        'descuento_pct', l.descuento_pct::text, 'descuento_monto', l.descuento_monto::text, 'exento', l.exento,
        'monto', l.monto::text) order by l.numero)
      from public.fin_documento_lineas l where l.documento_id = v.id), '[]'::jsonb),
    'corrige', (select jsonb_build_object('tipo', r.tipo, 'codigo_sii', t.codigo_sii, 'folio', r.folio, 'fecha_emision', r.fecha_emision)
      from public.fin_documentos r join public.fin_tipos_documento t on t.clave = r.tipo where r.id = v.documento_referencia_id),
    'notas', coalesce((select jsonb_agg(jsonb_build_object('tipo', n.tipo, 'codigo_sii', t.codigo_sii, 'folio', n.folio,
        'fecha_emision', n.fecha_emision, 'total', n.total::text) order by n.fecha_emision, n.folio)
      from public.fin_documentos n join public.fin_tipos_documento t on t.clave = n.tipo
      where n.documento_referencia_id = v.id and n.estado not in ('borrador', 'anulada')), '[]'::jsonb)
  )
  from public.fin_documentos_vista v where v.id = p_documento
$$;

-- The SII's documents, read in ----------------------------------------------------------------------

-- One document of fin_importar_documentos: its id, or 'duplicado' with the one already there.
create function private.fin_importar_uno(p jsonb) returns jsonb
language plpgsql set search_path = '' as $$
declare
  v_empresa uuid := private.empresa_actual();
  v_tipo public.fin_tipos_documento%rowtype;
  v_direccion text := p ->> 'direccion';
  v_origen text := coalesce(p ->> 'origen', 'xml');
  v_folio bigint;
  v_rut text := private.normalizar_rut(btrim(p -> 'tercero' ->> 'rut'));
  v_nombre text := btrim(p -> 'tercero' ->> 'nombre');
  v_tercero uuid;
  v_existente uuid;
  v_ref uuid;
  v_ref_json jsonb;
  v_doc public.fin_documentos%rowtype;
  v_emision date;
  v_titulo text;
begin
  if v_direccion is null or v_direccion not in ('emitido', 'recibido') then
    raise exception using errcode = '22023', message = 'Indique si el documento es emitido (venta) o recibido (compra).';
  end if;
  if v_origen not in ('xml', 'rcv') then
    raise exception using errcode = '22023', message = 'El origen de un documento importado es su XML o el Registro de Compras y Ventas.';
  end if;
  select * into v_tipo from public.fin_tipos_documento t where t.codigo_sii::text = p ->> 'tipo_sii';
  if not found then
    raise exception using errcode = '22023',
      message = format('El tipo de documento %s aún no se registra en Axel Finance (se registran 33, 34, 39, 41, 52, 56 y 61).',
        coalesce(p ->> 'tipo_sii', 'sin tipo'));
  end if;
  if coalesce(p ->> 'folio', '') !~ '^[0-9]{1,18}$' or (p ->> 'folio')::bigint <= 0 then
    raise exception using errcode = '22023', message = format('El folio «%s» no es un número mayor que cero.', coalesce(p ->> 'folio', ''));
  end if;
  v_folio := (p ->> 'folio')::bigint;
  v_titulo := private.fin_nombre_documento(v_tipo.clave, v_folio);
  if coalesce(p ->> 'fecha_emision', '') !~ '^\d{4}-\d{2}-\d{2}$' then
    raise exception using errcode = '22023', message = format('%s: la fecha de emisión debe ser AAAA-MM-DD.', v_titulo);
  end if;
  v_emision := (p ->> 'fecha_emision')::date;
  if v_rut is null or not private.rut_valido(v_rut) then
    raise exception using errcode = '23514',
      message = format('%s: el RUT %s del %s no es válido (el dígito verificador no corresponde).', v_titulo,
        coalesce(p -> 'tercero' ->> 'rut', 'vacío'), case v_direccion when 'emitido' then 'cliente' else 'proveedor' end);
  end if;
  if coalesce(v_nombre, '') = '' then
    raise exception using errcode = '23514', message = format('%s: falta la razón social de %s.', v_titulo,
      case v_direccion when 'emitido' then 'el cliente' else 'el proveedor' end);
  end if;

  -- Already there: same side, type, folio and party's RUT (annulled documents do not count).
  select d.id into v_existente from public.fin_documentos d join public.terceros t on t.id = d.tercero_id
  where d.empresa_id = v_empresa and d.direccion = v_direccion and d.tipo = v_tipo.clave and d.folio = v_folio
    and private.normalizar_rut(t.rut) = v_rut and d.estado <> 'anulada'
  limit 1;
  if found then
    return jsonb_build_object('resultado', 'duplicado', 'documento_id', v_existente,
      'mensaje', format('%s de %s ya está registrada: se omite.', v_titulo, v_rut));
  end if;

  -- The party, by RUT; created when new.
  select t.id into v_tercero from public.terceros t
  where t.empresa_id = v_empresa and private.normalizar_rut(t.rut) = v_rut
  order by t.activo desc, t.creado_en, t.id limit 1;
  if not found then
    insert into public.terceros (tipo, nombre, rut, direccion)
    values (case v_direccion when 'emitido' then 'cliente' else 'proveedor' end, left(v_nombre, 200), v_rut,
      nullif(left(btrim(concat_ws(', ', nullif(btrim(p -> 'tercero' ->> 'direccion'), ''), nullif(btrim(p -> 'tercero' ->> 'comuna'), ''))), 300), ''))
    returning id into v_tercero;
  end if;

  -- A note's document: the first reference to an invoice or a boleta of the same party and side.
  if v_tipo.signo_nota is not null then
    for v_ref_json in select r from jsonb_array_elements(coalesce(p -> 'referencias', '[]'::jsonb)) r loop
      select d.id into v_ref from public.fin_documentos d join public.fin_tipos_documento t on t.clave = d.tipo
      where d.empresa_id = v_empresa and d.direccion = v_direccion and d.tercero_id = v_tercero and t.con_saldo
        and t.codigo_sii::text = v_ref_json ->> 'tipo' and d.folio::text = v_ref_json ->> 'folio' and d.estado <> 'anulada'
      limit 1;
      exit when v_ref is not null;
    end loop;
    if v_ref is null then
      raise exception using errcode = '23503',
        message = format('%s corrige %s, que no está en Axel Finance: importe antes ese documento.', v_titulo,
          coalesce((select private.fin_nombre_documento(t.clave, nullif(r ->> 'folio', '')::bigint)
            from jsonb_array_elements(coalesce(p -> 'referencias', '[]'::jsonb)) r
            join public.fin_tipos_documento t on t.codigo_sii::text = r ->> 'tipo' and t.con_saldo
            where coalesce(r ->> 'folio', '') ~ '^[0-9]{1,18}$' limit 1), 'un documento sin referencia'));
    end if;
  end if;

  perform set_config('fin.importando', 'on', true);
  insert into public.fin_documentos (direccion, tipo, folio, tercero_id, documento_referencia_id, descripcion, fecha_emision,
    fecha_vencimiento, estado, origen, contraparte_nombre, contraparte_rut, contraparte_giro, contraparte_direccion,
    contraparte_comuna, referencias)
  values (v_direccion, v_tipo.clave, v_folio, v_tercero, v_ref, nullif(left(btrim(p ->> 'descripcion'), 500), ''), v_emision,
    greatest(coalesce(nullif(p ->> 'fecha_vencimiento', '')::date, v_emision), v_emision), 'borrador', v_origen,
    left(v_nombre, 200), v_rut, nullif(left(btrim(p -> 'tercero' ->> 'giro'), 80), ''),
    nullif(left(btrim(p -> 'tercero' ->> 'direccion'), 300), ''), nullif(left(btrim(p -> 'tercero' ->> 'comuna'), 50), ''),
    coalesce(p -> 'referencias', '[]'::jsonb))
  returning * into v_doc;
  perform set_config('fin.importando', 'off', true);

  if jsonb_typeof(p -> 'lineas') is distinct from 'array' or jsonb_array_length(p -> 'lineas') = 0 then
    raise exception using errcode = '22023', message = format('%s no trae líneas de detalle.', v_titulo);
  end if;
  insert into public.fin_documento_lineas (documento_id, numero, codigo, descripcion, detalle, cantidad, unidad,
    precio_unitario, descuento_pct, descuento_monto, exento)
  select v_doc.id, l.n::integer, nullif(left(btrim(l.x ->> 'codigo'), 35), ''), l.x ->> 'descripcion',
    nullif(btrim(l.x ->> 'detalle'), ''), coalesce((l.x ->> 'cantidad')::numeric, 1), nullif(btrim(l.x ->> 'unidad'), ''),
    (l.x ->> 'precio_unitario')::numeric, (l.x ->> 'descuento_pct')::numeric, coalesce((l.x ->> 'descuento_monto')::numeric, 0),
    coalesce((l.x ->> 'exento')::boolean, false)
  from jsonb_array_elements(p -> 'lineas') with ordinality as l(x, n);

  -- The amounts Postgres derives must be the document's own.
  select * into v_doc from public.fin_documentos d where d.id = v_doc.id;
  if p ? 'totales' and (v_doc.neto, v_doc.exento, v_doc.iva, v_doc.total) is distinct from (
      coalesce((p -> 'totales' ->> 'neto')::numeric, 0), coalesce((p -> 'totales' ->> 'exento')::numeric, 0),
      coalesce((p -> 'totales' ->> 'iva')::numeric, 0), (p -> 'totales' ->> 'total')::numeric) then
    raise exception using errcode = '23514',
      message = format('%s: los montos de sus líneas (neto $%s, exento $%s, IVA $%s, total $%s) no cuadran con los del documento (neto $%s, exento $%s, IVA $%s, total $%s).',
        v_titulo, v_doc.neto, v_doc.exento, v_doc.iva, v_doc.total, coalesce(p -> 'totales' ->> 'neto', '0'),
        coalesce(p -> 'totales' ->> 'exento', '0'), coalesce(p -> 'totales' ->> 'iva', '0'), coalesce(p -> 'totales' ->> 'total', '?'));
  end if;
  update public.fin_documentos set estado = 'emitida' where id = v_doc.id;
  return jsonb_build_object('resultado', 'importado', 'documento_id', v_doc.id, 'mensaje', format('%s importada.', v_titulo));
end
$$;

create function public.fin_importar_documentos(p_documentos jsonb) returns jsonb
language plpgsql set search_path = '' as $$
declare
  v_item record;
  v_resultados jsonb := '[]'::jsonb;
  v_uno jsonb;
begin
  if not private.tiene_modulo('finance') then
    raise exception using errcode = '42501', message = 'La empresa o el usuario no tiene Axel Finance.';
  end if;
  if jsonb_typeof(p_documentos) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'Los documentos deben ser una lista.';
  end if;
  if jsonb_array_length(p_documentos) > 500 then
    raise exception using errcode = '22023', message = 'Envíe hasta 500 documentos por vez.';
  end if;
  -- Invoices and boletas before the notes that correct them; otherwise in the file's order.
  for v_item in
    select d.x, d.n - 1 as indice from jsonb_array_elements(p_documentos) with ordinality as d(x, n)
    order by (d.x ->> 'tipo_sii') in ('56', '61'), d.n
  loop
    begin
      if jsonb_typeof(v_item.x) is distinct from 'object' then
        raise exception using errcode = '22023', message = 'Cada documento es un objeto.';
      end if;
      v_uno := private.fin_importar_uno(v_item.x);
    exception when others then
      v_uno := jsonb_build_object('resultado', 'error', 'mensaje', case
        when sqlstate = '23505' then 'Ya existe un documento con ese tipo y folio.'
        when sqlstate in ('22P02', '22007', '22008', '22003') then 'Un valor del documento no tiene el formato esperado (números, fechas o identificadores).'
        else sqlerrm end);
    end;
    v_resultados := v_resultados || jsonb_build_array(jsonb_build_object('indice', v_item.indice) || v_uno);
  end loop;
  return (select coalesce(jsonb_agg(r order by (r ->> 'indice')::int), '[]'::jsonb) from jsonb_array_elements(v_resultados) r);
end
$$;

revoke all on function public.fin_guardar_lineas(uuid, jsonb), public.fin_documento_impreso(uuid),
  public.fin_importar_documentos(jsonb), private.fin_importar_uno(jsonb) from public, anon;
grant execute on function public.fin_guardar_lineas(uuid, jsonb), public.fin_documento_impreso(uuid),
  public.fin_importar_documentos(jsonb), private.fin_importar_uno(jsonb) to authenticated, service_role;
