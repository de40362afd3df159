-- Axel Finance you can keep books on (issue 32, phase A): documents with lines, the SII's document
-- types, issued documents that never change, notes applied to the document they correct, the
-- party's RUT checked before issuing, and the model a future DTE emission needs.
--
-- What changes in public.fin_documentos (20261125200000_finance.sql):
-- - A document has lines (public.fin_documento_lineas): description, quantity, unit, unit price,
--   discount %, exempt or affected. Each line's amount is round(quantity × unit price) minus its
--   discount, round(quantity × unit price × discount % / 100), in whole pesos as the SII's MontoItem.
--   The document's neto (affected), exento and IVA are derived by Postgres from its lines:
--   IVA = round(neto × 0.19) (half up, on the total base, as the SII computes it); in a boleta (39)
--   prices include IVA, so neto = round(affected gross / 1.19) and IVA = gross − neto. The total is
--   neto + exento + IVA. Types 34 and 41 are exempt: all their lines are.
-- - Single-amount writes keep working (the screens of issue 17, the seed): a document inserted with
--   `neto` gets one line of that amount, and `neto` written on a draft with at most one line
--   rewrites that line (a draft with several lines refuses it: its lines are what to edit).
-- - The SII's types with their codes (public.fin_tipos_documento): factura 33, factura exenta 34,
--   boleta 39, boleta exenta 41, guía de despacho 52 (no amount due), nota de débito 56, nota de
--   crédito 61. Folios per type and company without gaps (private.siguiente_numero at issue).
-- - Once issued (any state but borrador), the document is locked, for every role and every
--   column: parties, dates, lines, amounts, references. What still moves: the state (payments,
--   notes, annulling), the amounts paid and corrected (kept by triggers from their rows, never
--   writable), the category (internal classification) and the DTE state. Corrections: a note, or
--   annulling.
-- - A note (56, 61) is applied to the document it references when it is issued: the referenced
--   document's ajuste_notas moves by the note's total (credit −, debit +), its balance and state
--   follow; a credit note never exceeds the balance it corrects. The referenced row is locked
--   (FOR UPDATE), so two notes (or a note and a payment) at once on one invoice queue.
-- - Before a document is issued its party must have a valid RUT (private.rut_valido, module 11);
--   a boleta's buyer may have none (final consumer). The party's name, RUT and address are kept on
--   the document as issued (contraparte_*), so a later edit of the party never rewrites it.
-- - DTE-ready: dte_estado per document ('sin_dte': a document of Axel, not issued through the SII;
--   'registrado_sii': read in from the SII; the emission states for later), origen (manual, xml,
--   rcv), and public.fin_caf (the SII's authorised folio ranges per type). docs/finance.md says what
--   emission still needs.
--
-- New tables' policies follow Finance's style (same company and private.tiene_modulo('finance');
-- deletes and configuration by admin_empresa), grouped at the end of each table's section so the
-- module-table policy helper can replace them in one place.

-- SII document types ----------------------------------------------------------------------------

create table public.fin_tipos_documento (
  clave text primary key,
  codigo_sii smallint not null,
  nombre text not null,
  -- The SII's name, as printed in the document's red box.
  nombre_sii text not null,
  -- Every line is exempt (34, 41).
  exento boolean not null,
  -- Unit prices include IVA (39: a boleta shows what the buyer pays).
  montos_brutos boolean not null,
  -- Leaves an amount due that payments settle (not a dispatch guide nor a note: a note moves the
  -- balance of the document it corrects).
  con_saldo boolean not null,
  -- A note's effect on the document it references: −1 credit, +1 debit.
  signo_nota smallint,
  -- The party must have a valid RUT to issue (a boleta's buyer may be anonymous).
  requiere_rut boolean not null,
  orden smallint not null,
  constraint fin_tipos_documento_codigo_key unique (codigo_sii),
  constraint fin_tipos_documento_signo_check check (signo_nota in (-1, 1))
);
insert into public.fin_tipos_documento (clave, codigo_sii, nombre, nombre_sii, exento, montos_brutos, con_saldo, signo_nota, requiere_rut, orden)
values
  ('factura', 33, 'Factura', 'Factura electrónica', false, false, true, null, true, 1),
  ('factura_exenta', 34, 'Factura exenta', 'Factura no afecta o exenta electrónica', true, false, true, null, true, 2),
  ('boleta', 39, 'Boleta', 'Boleta electrónica', false, true, true, null, false, 3),
  ('boleta_exenta', 41, 'Boleta exenta', 'Boleta exenta electrónica', true, false, true, null, false, 4),
  ('guia_despacho', 52, 'Guía de despacho', 'Guía de despacho electrónica', false, false, false, null, true, 5),
  ('nota_debito', 56, 'Nota de débito', 'Nota de débito electrónica', false, false, false, 1, true, 6),
  ('nota_credito', 61, 'Nota de crédito', 'Nota de crédito electrónica', false, false, false, -1, true, 7);
alter table public.fin_tipos_documento enable row level security;
create policy fin_tipos_documento_leer on public.fin_tipos_documento for select to authenticated using (true);

-- The issuing company's tax data (one row per company) -------------------------------------------
-- What the document's header and a DTE's Emisor carry. Configured by admin_empresa.

create table public.fin_emisor (
  empresa_id uuid primary key references public.empresas (id) on delete cascade,
  rut text not null,
  razon_social text not null,
  giro text not null,
  direccion text,
  comuna text,
  ciudad text,
  telefono text,
  correo text,
  -- The SII's code of economic activity (Acteco), and its authorisation to issue DTEs.
  actividad_economica integer,
  resolucion_numero integer,
  resolucion_fecha date,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint fin_emisor_rut_check check (private.rut_valido(rut)),
  constraint fin_emisor_textos_check check (
    char_length(btrim(razon_social)) between 1 and 100 and char_length(btrim(giro)) between 1 and 80
    and char_length(coalesce(direccion, '')) <= 70 and char_length(coalesce(comuna, '')) <= 20
    and char_length(coalesce(ciudad, '')) <= 20 and char_length(coalesce(telefono, '')) <= 20
    and char_length(coalesce(correo, '')) <= 80),
  constraint fin_emisor_acteco_check check (actividad_economica is null or actividad_economica between 1 and 999999)
);
create index fin_emisor_creado_por_idx on public.fin_emisor (creado_por);
create index fin_emisor_actualizado_por_idx on public.fin_emisor (actualizado_por);
alter table public.fin_emisor enable row level security;

create function private.fin_verificar_emisor() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.rut := private.normalizar_rut(new.rut);
  if not private.rut_valido(new.rut) then
    raise exception using errcode = '23514',
      message = format('El RUT de la empresa (%s) no es válido: revise el número y el dígito verificador.', coalesce(new.rut, 'vacío'));
  end if;
  return new;
end
$$;
create trigger a_atribuir before insert or update on public.fin_emisor
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.fin_emisor
  for each row execute function private.fin_verificar_emisor();

-- Policies (Finance's style; configuration: admin_empresa writes).
create policy fin_emisor_leer on public.fin_emisor for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_emisor_crear on public.fin_emisor for insert to authenticated
  with check (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')));
create policy fin_emisor_editar on public.fin_emisor for update to authenticated
  using (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')))
  with check (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')));
create policy fin_emisor_borrar on public.fin_emisor for delete to authenticated
  using (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')));

-- Products and services (the catalogue a line may take its description, unit and price from) -----

create table public.fin_productos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  codigo text,
  nombre text not null,
  descripcion text,
  -- The SII's UnmdItem: at most 4 characters (UN, HR, KG, M2, LT ...).
  unidad text not null default 'UN',
  -- Net unit price (a boleta's line adds IVA to it), up to 6 decimals as the SII's PrcItem.
  precio numeric not null default 0,
  exento boolean not null default false,
  activo boolean not null default true,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint fin_productos_nombre_check check (char_length(btrim(nombre)) between 1 and 80),
  constraint fin_productos_textos_check check (
    char_length(coalesce(codigo, '')) <= 35 and char_length(coalesce(descripcion, '')) <= 1000),
  constraint fin_productos_unidad_check check (char_length(btrim(unidad)) between 1 and 4),
  constraint fin_productos_precio_check check (precio >= 0 and precio < 1000000000000 and precio = round(precio, 6))
);
create unique index fin_productos_codigo_key on public.fin_productos (empresa_id, lower(codigo)) where codigo is not null;
create index fin_productos_empresa_nombre_idx on public.fin_productos (empresa_id, nombre, id);
create index fin_productos_creado_por_idx on public.fin_productos (creado_por);
create index fin_productos_actualizado_por_idx on public.fin_productos (actualizado_por);
alter table public.fin_productos enable row level security;

create function private.fin_verificar_producto() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.codigo := nullif(btrim(new.codigo), '');
  new.nombre := btrim(new.nombre);
  new.unidad := upper(btrim(coalesce(new.unidad, 'UN')));
  if new.nombre = '' then
    raise exception using errcode = '23514', message = 'El producto o servicio necesita un nombre.';
  end if;
  if char_length(new.unidad) not between 1 and 4 then
    raise exception using errcode = '23514',
      message = format('La unidad «%s» es demasiado larga: el SII acepta hasta 4 caracteres (UN, HR, KG, M2).', new.unidad);
  end if;
  if new.precio < 0 then
    raise exception using errcode = '23514', message = 'El precio de un producto no puede ser negativo.';
  end if;
  if new.precio <> round(new.precio, 6) then
    raise exception using errcode = '23514', message = 'El precio admite hasta 6 decimales, como en el SII.';
  end if;
  if new.codigo is not null and exists (select 1 from public.fin_productos p where p.empresa_id = new.empresa_id
      and lower(p.codigo) = lower(new.codigo) and p.id <> new.id) then
    raise exception using errcode = '23505', message = format('Ya existe un producto con el código «%s».', new.codigo);
  end if;
  return new;
end
$$;
create trigger a_atribuir before insert or update on public.fin_productos
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.fin_productos
  for each row execute function private.fin_verificar_producto();

-- Policies (Finance's style: module users write, admin_empresa deletes).
create policy fin_productos_leer on public.fin_productos for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_productos_crear on public.fin_productos for insert to authenticated
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_productos_editar on public.fin_productos for update to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')))
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_productos_borrar on public.fin_productos for delete to authenticated
  using (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')));

-- The documents' new shape ------------------------------------------------------------------------
-- iva, total and saldo were generated from neto alone; they are rebuilt from neto, exento and IVA
-- (set from the lines), the notes applied and the amount paid. The view and the page function that
-- returns its rows depend on them, so they are dropped here and made again below.

drop function public.fin_documentos_pagina(text, text, text, text, text, boolean, jsonb, integer);
drop view public.fin_documentos_vista;
alter table public.fin_documentos
  drop constraint fin_documentos_tipo_check,
  drop constraint fin_documentos_neto_check,
  drop constraint fin_documentos_pagado_check,
  drop column saldo,
  drop column total,
  drop column iva,
  drop column busqueda;
drop index public.fin_documentos_folio_emitido_key;
drop index public.fin_documentos_folio_recibido_key;

alter table public.fin_documentos
  add column exento numeric not null default 0,
  add column iva numeric not null default 0,
  -- The notes applied to this document: debit notes' totals minus credit notes' (kept by the
  -- notes' trigger from their rows).
  add column ajuste_notas numeric not null default 0,
  -- A note: how much of it is applied to the document it references (all of it, but for credit
  -- notes older than this migration that exceeded the balance they corrected).
  add column aplicado_referencia numeric not null default 0,
  -- The party as issued (name, RUT, business line, address), kept when the document leaves draft.
  add column contraparte_nombre text,
  add column contraparte_rut text,
  add column contraparte_giro text,
  add column contraparte_direccion text,
  add column contraparte_comuna text,
  -- The SII's references (Referencia): [{tipo, folio, fecha, codigo, razon}], tipo an SII code
  -- ('33', '801' for a purchase order, 'HES' ...), codigo 1 annuls, 2 corrects text, 3 amounts.
  add column referencias jsonb not null default '[]'::jsonb,
  -- How it came in: typed in Axel, or read from a DTE's XML or from the SII's register (RCV).
  add column origen text not null default 'manual',
  -- 'sin_dte': a document of Axel, not issued through the SII (its PDF says so);
  -- 'registrado_sii': read in from the SII (issued through it, by the company or its supplier);
  -- 'por_enviar', 'enviado', 'aceptado', 'aceptado_reparos', 'rechazado': DTE emission (not built).
  add column dte_estado text not null default 'sin_dte',
  add column dte_track_id text,
  add column dte_actualizado_en timestamptz;

update public.fin_documentos set iva = round(neto * 0.19);

alter table public.fin_documentos
  add constraint fin_documentos_tipo_fkey foreign key (tipo) references public.fin_tipos_documento (clave),
  add constraint fin_documentos_origen_check check (origen in ('manual', 'xml', 'rcv')),
  add constraint fin_documentos_dte_estado_check check (
    dte_estado in ('sin_dte', 'registrado_sii', 'por_enviar', 'enviado', 'aceptado', 'aceptado_reparos', 'rechazado')),
  add constraint fin_documentos_montos_check check (
    neto >= 0 and exento >= 0 and iva >= 0 and neto = trunc(neto) and exento = trunc(exento) and iva = trunc(iva)
    and neto < 1000000000000 and exento < 1000000000000),
  add constraint fin_documentos_pagado_check check (monto_pagado >= 0 and monto_pagado <= neto + exento + iva + ajuste_notas),
  add constraint fin_documentos_aplicado_check check (aplicado_referencia >= 0 and aplicado_referencia <= neto + exento + iva),
  add constraint fin_documentos_contraparte_check check (
    char_length(coalesce(contraparte_nombre, '')) <= 200 and char_length(coalesce(contraparte_rut, '')) <= 12
    and char_length(coalesce(contraparte_giro, '')) <= 80 and char_length(coalesce(contraparte_direccion, '')) <= 300
    and char_length(coalesce(contraparte_comuna, '')) <= 50),
  add constraint fin_documentos_referencias_check check (jsonb_typeof(referencias) = 'array' and jsonb_array_length(referencias) <= 40),
  add constraint fin_documentos_dte_track_check check (char_length(coalesce(dte_track_id, '')) <= 20);

alter table public.fin_documentos
  add column total numeric generated always as (neto + exento + iva) stored,
  -- What is still due: a note's balance is the part not applied to its document (none since this
  -- migration), a dispatch guide has none.
  add column saldo numeric generated always as (case
    when tipo in ('nota_credito', 'nota_debito') then neto + exento + iva - aplicado_referencia
    when tipo = 'guia_despacho' then 0
    else neto + exento + iva + ajuste_notas - monto_pagado end) stored,
  add column busqueda text generated always as (
    translate(lower(
      case tipo when 'factura' then 'Factura' when 'factura_exenta' then 'Factura exenta' when 'boleta' then 'Boleta'
        when 'boleta_exenta' then 'Boleta exenta' when 'guia_despacho' then 'Guía de despacho'
        when 'nota_debito' then 'Nota de débito' when 'nota_credito' then 'Nota de crédito' else tipo end
      || case when folio is null then ' (borrador)' else ' N° ' || folio::text end
      || ' ' || coalesce(descripcion, '')),
      'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')
  ) stored;

create index fin_documentos_tipo_idx on public.fin_documentos (tipo);
create index fin_documentos_orden_total_idx on public.fin_documentos (empresa_id, total, id);
create index fin_documentos_orden_saldo_idx on public.fin_documentos (empresa_id, saldo, id);
create index fin_documentos_abiertos_idx on public.fin_documentos (empresa_id, direccion, fecha_vencimiento)
  include (tercero_id, tipo, saldo) where estado in ('emitida', 'pagada_parcial');
create index fin_documentos_busqueda_trgm_idx on public.fin_documentos using gin (busqueda extensions.gin_trgm_ops);
-- Folios: the company's own series (documents of Axel, numbered here without gaps) and the SII's
-- (documents issued through the SII carry the SII's folio); a supplier's per supplier.
create unique index fin_documentos_folio_interno_key on public.fin_documentos (empresa_id, tipo, folio)
  where direccion = 'emitido' and folio is not null and dte_estado = 'sin_dte';
create unique index fin_documentos_folio_sii_key on public.fin_documentos (empresa_id, tipo, folio)
  where direccion = 'emitido' and dte_estado <> 'sin_dte';
create unique index fin_documentos_folio_recibido_key on public.fin_documentos (empresa_id, tercero_id, tipo, folio)
  where direccion = 'recibido' and estado <> 'anulada';

-- Lines ---------------------------------------------------------------------------------------------

create table public.fin_documento_lineas (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  documento_id uuid not null references public.fin_documentos (id) on delete cascade,
  -- The line's position (the SII's NroLinDet), 1, 2, 3 ... given by the trigger when not sent.
  numero integer not null,
  producto_id uuid references public.fin_productos (id) on delete set null,
  codigo text,
  -- NmbItem (the product or service) and DscItem (more detail).
  descripcion text not null,
  detalle text,
  cantidad numeric not null default 1,
  unidad text,
  -- Net, or with IVA in a boleta (39); up to 6 decimals.
  precio_unitario numeric not null,
  -- A discount as a percentage (the amount is derived) or, when null, as an amount (descuento_monto).
  descuento_pct numeric,
  descuento_monto numeric not null default 0,
  exento boolean not null,
  monto numeric generated always as (round(cantidad * precio_unitario) - descuento_monto) stored,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint fin_documento_lineas_numero_key unique (documento_id, numero) deferrable initially immediate,
  constraint fin_documento_lineas_numero_check check (numero between 1 and 1000),
  constraint fin_documento_lineas_textos_check check (
    char_length(btrim(descripcion)) between 1 and 1000 and char_length(coalesce(detalle, '')) <= 1000
    and char_length(coalesce(codigo, '')) <= 35 and char_length(coalesce(unidad, '')) <= 4),
  constraint fin_documento_lineas_cantidad_check check (cantidad > 0 and cantidad < 1000000000 and cantidad = round(cantidad, 6)),
  constraint fin_documento_lineas_precio_check check (
    precio_unitario >= 0 and precio_unitario < 10000000000000 and precio_unitario = round(precio_unitario, 6)),
  constraint fin_documento_lineas_descuento_check check (
    (descuento_pct is null or (descuento_pct between 0 and 100 and descuento_pct = round(descuento_pct, 2)))
    and descuento_monto >= 0 and descuento_monto = trunc(descuento_monto)
    and descuento_monto <= round(cantidad * precio_unitario))
);
create index fin_documento_lineas_empresa_id_idx on public.fin_documento_lineas (empresa_id);
create index fin_documento_lineas_producto_id_idx on public.fin_documento_lineas (producto_id);
create index fin_documento_lineas_creado_por_idx on public.fin_documento_lineas (creado_por);
create index fin_documento_lineas_actualizado_por_idx on public.fin_documento_lineas (actualizado_por);
alter table public.fin_documento_lineas enable row level security;

-- The data below is moved as it is: no trigger stamps or re-checks it.
alter table public.fin_documentos disable trigger user;

-- Today's documents become one line each, with the same figures: the amount was the net (a
-- boleta's line carries the price with IVA, round(gross / 1.19) gives the same net back).
insert into public.fin_documento_lineas (empresa_id, documento_id, numero, descripcion, cantidad, precio_unitario,
  descuento_monto, exento, creado_por, actualizado_por, creado_en, actualizado_en)
select d.empresa_id, d.id, 1, coalesce(nullif(left(btrim(d.descripcion), 1000), ''), 'Monto del documento'), 1,
  case when d.tipo = 'boleta' then d.neto + round(d.neto * 0.19) else d.neto end,
  0, false, d.creado_por, d.actualizado_por, d.creado_en, d.actualizado_en
from public.fin_documentos d;

-- Today's credit notes are applied to the documents they reference, oldest first, each up to the
-- balance left (what exceeded it stays as the note's own balance, a credit in the party's favour,
-- as before); the referenced documents' states follow their new balances.
do $$
declare
  v_nota record;
  v_aplicar numeric;
begin
  for v_nota in
    select n.id, n.documento_referencia_id, n.total from public.fin_documentos n
    where n.tipo = 'nota_credito' and n.documento_referencia_id is not null and n.estado not in ('borrador', 'anulada')
    order by n.fecha_emision, n.creado_en, n.id
  loop
    select greatest(least(v_nota.total, d.saldo), 0) into v_aplicar
    from public.fin_documentos d where d.id = v_nota.documento_referencia_id and d.estado in ('emitida', 'pagada_parcial', 'pagada');
    continue when coalesce(v_aplicar, 0) = 0;
    update public.fin_documentos set aplicado_referencia = v_aplicar where id = v_nota.id;
    update public.fin_documentos set ajuste_notas = ajuste_notas - v_aplicar where id = v_nota.documento_referencia_id;
  end loop;
  update public.fin_documentos d set estado = case when d.saldo = 0 then 'pagada' when d.monto_pagado > 0 then 'pagada_parcial' else 'emitida' end
  where d.ajuste_notas <> 0 and d.estado in ('emitida', 'pagada_parcial', 'pagada');
  -- The party as it is today, for the documents already issued.
  update public.fin_documentos d set contraparte_nombre = left(t.nombre, 200),
    contraparte_rut = left(private.normalizar_rut(t.rut), 12), contraparte_direccion = left(t.direccion, 300)
  from public.terceros t where t.id = d.tercero_id and d.estado <> 'borrador';
end
$$;
alter table public.fin_documentos enable trigger user;
alter table public.fin_documentos alter column neto set default 0;

-- The rules of a document -----------------------------------------------------------------------

-- What the lines of a document add up to, by its type: [neto, exento, iva].
create function private.fin_montos_lineas(p_documento uuid, p_tipo text) returns numeric[]
language sql stable set search_path = '' as $$
  with t as (
    select * from public.fin_tipos_documento where clave = p_tipo
  ), l as (
    select coalesce(sum(x.monto) filter (where not (x.exento or t.exento)), 0) as afecto,
      coalesce(sum(x.monto) filter (where x.exento or t.exento), 0) as exento
    from t left join public.fin_documento_lineas x on x.documento_id = p_documento
  )
  select case when t.montos_brutos
      then array[round(l.afecto / 1.19), l.exento, l.afecto - round(l.afecto / 1.19)]
      else array[l.afecto, l.exento, round(l.afecto * 0.19)] end
  from l, t
$$;

-- 'Factura N° 12', 'Nota de crédito (borrador)': how a refusal names a document.
create function private.fin_nombre_documento(p_tipo text, p_folio bigint) returns text
language sql stable set search_path = '' as $$
  select coalesce((select t.nombre from public.fin_tipos_documento t where t.clave = p_tipo), p_tipo)
    || case when p_folio is null then ' (borrador)' else ' N° ' || p_folio end
$$;

-- Spanish names of the columns a person may try to change on an issued document.
create function private.fin_campos_documento(p_campos text[]) returns text
language sql immutable set search_path = '' as $$
  select string_agg(coalesce(case c
      when 'tipo' then 'el tipo' when 'folio' then 'el folio' when 'tercero_id' then 'el cliente o proveedor'
      when 'direccion' then 'si es emitido o recibido' when 'documento_referencia_id' then 'el documento que corrige'
      when 'descripcion' then 'la descripción' when 'fecha_emision' then 'la fecha de emisión'
      when 'fecha_vencimiento' then 'la fecha de vencimiento' when 'neto' then 'el monto neto'
      when 'exento' then 'el monto exento' when 'iva' then 'el IVA' when 'referencias' then 'las referencias'
      when 'contraparte_nombre' then 'el nombre del cliente o proveedor' when 'contraparte_rut' then 'el RUT'
      when 'contraparte_giro' then 'el giro' when 'contraparte_direccion' then 'la dirección'
      when 'contraparte_comuna' then 'la comuna' when 'origen' then 'el origen' end, c), ', ' order by c)
  from unnest(p_campos) c
$$;

create or replace function private.fin_verificar_documento() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_usuario uuid := auth.uid();
  v_tipo public.fin_tipos_documento%rowtype;
  v_tercero public.terceros%rowtype;
  v_ref public.fin_documentos%rowtype;
  v_montos numeric[];
  v_lineas integer;
  v_valor numeric;
  v_emitiendo boolean;
  v_cambios text[];
  v_nombre text;
  v_importando boolean := coalesce(current_setting('fin.importando', true), '') = 'on';
  -- What may change on an issued document (everything else is locked, for every role).
  c_movibles constant text[] := array['estado', 'anulado_en', 'monto_pagado', 'ajuste_notas', 'aplicado_referencia',
    'categoria_id', 'dte_estado', 'dte_track_id', 'dte_actualizado_en', 'actualizado_por', 'actualizado_en',
    'total', 'saldo', 'busqueda'];
begin
  select * into v_tipo from public.fin_tipos_documento t where t.clave = new.tipo;
  if not found then
    raise exception using errcode = '23514',
      message = format('El tipo de documento «%s» no existe: use factura, factura exenta, boleta, boleta exenta, guía de despacho, nota de débito o nota de crédito.', new.tipo);
  end if;
  v_nombre := private.fin_nombre_documento(coalesce(old.tipo, new.tipo), coalesce(old.folio, new.folio));

  if tg_op = 'INSERT' then
    new.monto_pagado := 0;
    new.ajuste_notas := 0;
    new.aplicado_referencia := 0;
    new.anulado_en := null;
    new.dte_track_id := null;
    new.dte_actualizado_en := null;
    if new.estado not in ('borrador', 'emitida') then
      raise exception using errcode = '23514',
        message = format('Un documento nuevo se guarda como borrador o se emite; «%s» lo fija el sistema.', new.estado);
    end if;
    -- Only the import (public.fin_importar_documentos) records documents read from the SII.
    if new.origen <> 'manual' and not v_importando then
      raise exception using errcode = '42501',
        message = 'Los documentos del SII entran por la importación de su XML o del Registro de Compras y Ventas.';
    end if;
    new.dte_estado := case when new.origen = 'manual' then 'sin_dte' else 'registrado_sii' end;
    -- A single amount (the screens of issue 17): one line of that amount, written after the insert.
    if new.neto <> 0 or new.exento <> 0 or new.iva <> 0 then
      if new.exento <> 0 or new.iva <> 0 then
        raise exception using errcode = '23514', message = 'El exento y el IVA se calculan de las líneas del documento.';
      end if;
      if new.neto < 0 or new.neto <> trunc(new.neto) or new.neto >= 1000000000000 then
        raise exception using errcode = '23514', message = 'El monto neto es un número entero de pesos, mayor que cero.';
      end if;
      if v_tipo.exento then
        new.exento := new.neto;
        new.neto := 0;
      else
        new.iva := round(new.neto * 0.19);
      end if;
    end if;
  else
    if new.direccion is distinct from old.direccion then
      raise exception using errcode = '23514', message = 'Un documento no cambia de emitido a recibido: cree otro.';
    end if;
    if new.origen is distinct from old.origen then
      raise exception using errcode = '23514', message = 'El origen de un documento no cambia.';
    end if;

    -- The lock: an issued document's parties, dates, lines, amounts and references never change.
    if old.estado <> 'borrador' then
      select array_agg(k order by k) into v_cambios
      from jsonb_each(to_jsonb(new)) n(k, v)
      where not k = any (c_movibles) and n.v is distinct from to_jsonb(old) -> k
        -- A deleted author becomes null (on delete set null): the document keeps everything else.
        and not (k = 'creado_por' and new.creado_por is null and not private.usuario_existe(old.creado_por));
      if v_cambios is not null then
        raise exception using errcode = '23514',
          message = format('%s ya fue %s y no se modifica (%s). Corríjala con una nota de crédito o de débito, o anúlela.',
            v_nombre, case old.direccion when 'emitido' then 'emitida' else 'registrada' end, private.fin_campos_documento(v_cambios));
      end if;
    end if;

    -- Amounts kept by triggers from their rows: the payments applied and the notes applied.
    if new.monto_pagado is distinct from old.monto_pagado then
      select coalesce(sum(a.monto), 0) into v_valor from public.fin_pago_aplicaciones a where a.documento_id = new.id;
      if new.monto_pagado <> v_valor then
        raise exception using errcode = '23514', message = 'El monto pagado lo fija el registro de pagos: registre o elimine un pago.';
      end if;
    end if;
    if new.ajuste_notas is distinct from old.ajuste_notas then
      select coalesce(sum(t.signo_nota * n.aplicado_referencia), 0) into v_valor
      from public.fin_documentos n join public.fin_tipos_documento t on t.clave = n.tipo
      where n.documento_referencia_id = new.id and n.estado not in ('borrador', 'anulada');
      if new.ajuste_notas <> v_valor then
        raise exception using errcode = '23514', message = 'Lo que corrigen las notas lo fijan las notas emitidas: emita o anule una nota.';
      end if;
    end if;
    if new.aplicado_referencia is distinct from old.aplicado_referencia then
      raise exception using errcode = '23514', message = 'Lo aplicado de una nota lo fija su emisión.';
    end if;
    if new.dte_estado is distinct from old.dte_estado and v_usuario is not null then
      raise exception using errcode = '42501', message = 'El estado ante el SII lo fija el envío del documento, no se edita.';
    end if;

    -- Draft: neto written directly rewrites its single line (more lines: edit the lines); the
    -- amounts are otherwise the lines' (recomputed here, on every write of a draft).
    if old.estado = 'borrador' then
      if (new.exento, new.iva) is distinct from (old.exento, old.iva)
         and coalesce(current_setting('fin.recalculando', true), '') <> 'on' then
        raise exception using errcode = '23514', message = 'El exento y el IVA se calculan de las líneas del documento.';
      end if;
      v_montos := private.fin_montos_lineas(new.id, new.tipo);
      if new.neto is distinct from old.neto and new.neto is distinct from v_montos[1]
         and coalesce(current_setting('fin.recalculando', true), '') <> 'on' then
        select count(*) into v_lineas from public.fin_documento_lineas l where l.documento_id = new.id;
        if v_lineas > 1 then
          raise exception using errcode = '23514',
            message = format('Este documento tiene %s líneas: cambie sus líneas, no el monto neto.', v_lineas);
        end if;
        if new.neto is null or new.neto <= 0 or new.neto <> trunc(new.neto) or new.neto >= 1000000000000 then
          raise exception using errcode = '23514', message = 'El monto neto es un número entero de pesos, mayor que cero.';
        end if;
        perform set_config('fin.puente', 'on', true);
        if v_lineas = 0 then
          insert into public.fin_documento_lineas (empresa_id, documento_id, numero, descripcion, cantidad, precio_unitario, exento)
          values (new.empresa_id, new.id, 1, coalesce(nullif(left(btrim(new.descripcion), 1000), ''), 'Monto del documento'), 1,
            case when v_tipo.montos_brutos then new.neto + round(new.neto * 0.19) else new.neto end, v_tipo.exento);
        else
          update public.fin_documento_lineas set cantidad = 1, descuento_pct = null, descuento_monto = 0,
            precio_unitario = case when v_tipo.montos_brutos then new.neto + round(new.neto * 0.19) else new.neto end
          where documento_id = new.id;
        end if;
        perform set_config('fin.puente', 'off', true);
        v_montos := private.fin_montos_lineas(new.id, new.tipo);
      end if;
      new.neto := v_montos[1];
      new.exento := v_montos[2];
      new.iva := v_montos[3];
    end if;

    -- States: the payment states follow the balance; annulling; issuing.
    if new.estado is distinct from old.estado then
      if old.estado = 'anulada' then
        raise exception using errcode = '23514', message = format('%s está anulada: un documento anulado no se modifica.', v_nombre);
      elsif new.estado = 'anulada' then
        if v_usuario is not null and new.empresa_id is distinct from private.empresa_administrada() then
          raise exception using errcode = '42501', message = 'Solo el administrador de la empresa anula documentos.';
        end if;
        if old.estado = 'borrador' then
          raise exception using errcode = '23514', message = 'Un borrador no se anula: elimínelo.';
        end if;
        if old.monto_pagado > 0 then
          raise exception using errcode = '23514',
            message = format('%s tiene pagos aplicados y no se anula: elimine antes los pagos.', v_nombre);
        end if;
        if exists (select 1 from public.fin_documentos n where n.documento_referencia_id = old.id and n.estado not in ('borrador', 'anulada')) then
          raise exception using errcode = '23514',
            message = format('%s tiene notas de crédito o débito emitidas que la corrigen: anule antes esas notas.', v_nombre);
        end if;
        if old.direccion = 'emitido' and old.dte_estado <> 'sin_dte' then
          raise exception using errcode = '23514',
            message = format('%s fue emitida en el SII y no se anula en Axel: anúlela con una nota de crédito (código de referencia 1).', v_nombre);
        end if;
        new.anulado_en := now();
      elsif new.estado in ('pagada', 'pagada_parcial') or old.estado in ('pagada', 'pagada_parcial') then
        if new.estado = 'borrador' or new.monto_pagado is not distinct from old.monto_pagado
           and new.ajuste_notas is not distinct from old.ajuste_notas then
          raise exception using errcode = '23514', message = 'El estado de pago lo fijan los pagos y las notas registrados, no se edita.';
        end if;
      elsif not (old.estado = 'borrador' and new.estado = 'emitida') then
        raise exception using errcode = '23514',
          message = format('Cambio de estado no permitido: de %s a %s.', old.estado, new.estado);
      end if;
    end if;
    new.anulado_en := case when new.estado = 'anulada' then coalesce(new.anulado_en, old.anulado_en, now()) else null end;
  end if;

  v_emitiendo := new.estado = 'emitida' and (tg_op = 'INSERT' or old.estado = 'borrador');

  -- An issued document with a balance: its state follows what is due and what was paid.
  if tg_op = 'UPDATE' and old.estado <> 'borrador' and new.estado in ('emitida', 'pagada_parcial', 'pagada') and v_tipo.con_saldo then
    if new.monto_pagado > new.neto + new.exento + new.iva + new.ajuste_notas then
      raise exception using errcode = '23514',
        message = format('El total de %s ($%s) no puede quedar bajo lo ya pagado ($%s).', v_nombre,
          new.neto + new.exento + new.iva + new.ajuste_notas, new.monto_pagado);
    end if;
    new.estado := case
      when new.neto + new.exento + new.iva + new.ajuste_notas - new.monto_pagado = 0 then 'pagada'
      when new.monto_pagado > 0 then 'pagada_parcial'
      else 'emitida' end;
  end if;

  if not exists (select 1 from public.terceros t where t.id = new.tercero_id and t.empresa_id = new.empresa_id) then
    raise exception using errcode = '23503',
      message = case new.direccion when 'emitido' then 'El cliente no existe en la empresa.' else 'El proveedor no existe en la empresa.' end;
  end if;
  if new.categoria_id is not null and not exists (
    select 1 from public.fin_categorias c where c.id = new.categoria_id and c.empresa_id = new.empresa_id
      and c.tipo = case new.direccion when 'emitido' then 'ingreso' else 'gasto' end) then
    raise exception using errcode = '23503',
      message = case new.direccion when 'emitido' then 'La categoría no es una categoría de ingresos de la empresa.'
        else 'La categoría no es una categoría de gastos de la empresa.' end;
  end if;

  -- The document it corrects: a note's, issued, of the same company, side and party, with a
  -- balance (an invoice or a boleta). Locked, so two notes (or a note and a payment) queue.
  if new.documento_referencia_id is not null then
    if v_tipo.signo_nota is null then
      raise exception using errcode = '23514', message = 'Solo una nota de crédito o de débito corrige otro documento.';
    end if;
    select * into v_ref from public.fin_documentos d where d.id = new.documento_referencia_id and d.empresa_id = new.empresa_id
      for update;
    if not found or v_ref.direccion <> new.direccion then
      raise exception using errcode = '23503', message = 'El documento que corrige la nota no existe en la empresa.';
    end if;
    if v_emitiendo or tg_op = 'INSERT' or new.documento_referencia_id is distinct from old.documento_referencia_id then
      if not (select t.con_saldo from public.fin_tipos_documento t where t.clave = v_ref.tipo) then
        raise exception using errcode = '23514',
          message = format('Una nota corrige una factura o una boleta, no %s.', private.fin_nombre_documento(v_ref.tipo, v_ref.folio));
      end if;
      if v_ref.tercero_id <> new.tercero_id then
        raise exception using errcode = '23514',
          message = format('La nota debe ser del mismo cliente o proveedor que %s.', private.fin_nombre_documento(v_ref.tipo, v_ref.folio));
      end if;
    end if;
  end if;

  if v_emitiendo then
    -- Issuing: lines, a valid RUT, the reference and its cap.
    if new.neto + new.exento + new.iva <= 0 and new.tipo <> 'guia_despacho' then
      raise exception using errcode = '23514',
        message = format('%s no tiene montos: agregue al menos una línea con precio antes de emitirla.', v_nombre);
    end if;
    if tg_op = 'UPDATE' and not exists (select 1 from public.fin_documento_lineas l where l.documento_id = new.id) then
      raise exception using errcode = '23514', message = format('%s no tiene líneas: agregue al menos una antes de emitirla.', v_nombre);
    end if;
    select * into v_tercero from public.terceros t where t.id = new.tercero_id;
    if v_tercero.rut is null or btrim(v_tercero.rut) = '' then
      if v_tipo.requiere_rut then
        raise exception using errcode = '23514',
          message = format('%s «%s» no tiene RUT: agréguelo en su ficha antes de emitir %s.',
            case new.direccion when 'emitido' then 'El cliente' else 'El proveedor' end, v_tercero.nombre, lower(v_tipo.nombre));
      end if;
    elsif not private.rut_valido(private.normalizar_rut(v_tercero.rut)) then
      raise exception using errcode = '23514',
        message = format('El RUT %s del %s «%s» no es válido (el dígito verificador no corresponde): corríjalo en su ficha antes de emitir.',
          v_tercero.rut, case new.direccion when 'emitido' then 'cliente' else 'proveedor' end, v_tercero.nombre);
    end if;
    new.contraparte_nombre := coalesce(nullif(btrim(new.contraparte_nombre), ''), left(v_tercero.nombre, 200));
    new.contraparte_rut := coalesce(private.normalizar_rut(nullif(btrim(new.contraparte_rut), '')), left(private.normalizar_rut(v_tercero.rut), 12));
    new.contraparte_direccion := coalesce(nullif(btrim(new.contraparte_direccion), ''), left(v_tercero.direccion, 300));
    if v_tipo.signo_nota is not null then
      if new.documento_referencia_id is null then
        raise exception using errcode = '23514',
          message = format('Una %s indica el documento que corrige: elija la factura o boleta antes de emitirla.', lower(v_tipo.nombre));
      end if;
      if v_ref.estado not in ('emitida', 'pagada_parcial', 'pagada') then
        raise exception using errcode = '23514',
          message = format('%s no está emitida (%s): una nota corrige un documento emitido.',
            private.fin_nombre_documento(v_ref.tipo, v_ref.folio), v_ref.estado);
      end if;
      if v_tipo.signo_nota < 0 and new.neto + new.exento + new.iva > v_ref.saldo then
        raise exception using errcode = '23514',
          message = format('La nota de crédito ($%s) supera el saldo de %s ($%s): una nota de crédito rebaja a lo más lo que se adeuda.',
            new.neto + new.exento + new.iva, private.fin_nombre_documento(v_ref.tipo, v_ref.folio), v_ref.saldo);
      end if;
      new.aplicado_referencia := new.neto + new.exento + new.iva;
    end if;
  end if;

  -- Annulling a note gives back what it corrected (the AFTER trigger moves the document); a debit
  -- note already paid through its document cannot go.
  if tg_op = 'UPDATE' and new.estado = 'anulada' and old.estado <> 'anulada' and v_tipo.signo_nota is not null then
    if v_tipo.signo_nota > 0 and old.aplicado_referencia > v_ref.saldo then
      raise exception using errcode = '23514',
        message = format('%s no se anula: %s ya tiene pagos que cubren lo que la nota agregó; elimine antes esos pagos.',
          v_nombre, private.fin_nombre_documento(v_ref.tipo, v_ref.folio));
    end if;
    new.aplicado_referencia := 0;
  end if;

  -- The folio: an issued document of the company takes the next number of its type (no gaps);
  -- a document from the SII or from a supplier carries its own.
  if new.direccion = 'emitido' and new.dte_estado = 'sin_dte' then
    if tg_op = 'UPDATE' and old.folio is not null then
      new.folio := old.folio;
    elsif new.estado = 'borrador' then
      new.folio := null;
    else
      new.folio := private.siguiente_numero(new.empresa_id, 'fin_' || new.tipo);
    end if;
  elsif new.folio is null then
    raise exception using errcode = '23502',
      message = case new.direccion when 'recibido' then 'Falta el folio del documento del proveedor.' else 'Falta el folio que el SII dio al documento.' end;
  elsif new.folio is not null and new.folio <= 0 then
    raise exception using errcode = '23514', message = 'El folio es un número mayor que cero.';
  end if;
  if new.folio is not null and new.direccion = 'recibido' and new.estado <> 'anulada' and exists (
      select 1 from public.fin_documentos d where d.empresa_id = new.empresa_id and d.tercero_id = new.tercero_id
        and d.tipo = new.tipo and d.folio = new.folio and d.direccion = 'recibido' and d.estado <> 'anulada' and d.id <> new.id) then
    raise exception using errcode = '23505',
      message = format('Ya está registrada %s de este proveedor.', private.fin_nombre_documento(new.tipo, new.folio));
  end if;
  return new;
end
$$;

-- After a document is written: the single line of a single-amount insert, the lines of a draft
-- that became exempt, and the document a note corrects.
create function private.fin_documento_escrito() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_tipo public.fin_tipos_documento%rowtype;
  v_antes numeric := 0;
  v_despues numeric := 0;
begin
  select * into v_tipo from public.fin_tipos_documento t where t.clave = new.tipo;
  if tg_op = 'INSERT' and new.neto + new.exento > 0
     and not exists (select 1 from public.fin_documento_lineas l where l.documento_id = new.id) then
    perform set_config('fin.puente', 'on', true);
    insert into public.fin_documento_lineas (empresa_id, documento_id, numero, descripcion, cantidad, precio_unitario, exento,
      creado_por, actualizado_por)
    values (new.empresa_id, new.id, 1, coalesce(nullif(left(btrim(new.descripcion), 1000), ''), 'Monto del documento'), 1,
      case when v_tipo.montos_brutos then new.neto + new.iva when v_tipo.exento then new.exento else new.neto end,
      v_tipo.exento, new.creado_por, new.actualizado_por);
    perform set_config('fin.puente', 'off', true);
  end if;
  if tg_op = 'UPDATE' and new.estado = 'borrador' and v_tipo.exento and new.tipo is distinct from old.tipo then
    perform set_config('fin.puente', 'on', true);
    update public.fin_documento_lineas set exento = true where documento_id = new.id and not exento;
    perform set_config('fin.puente', 'off', true);
  end if;
  -- A note: what it applies to its document, before and after this write.
  if v_tipo.signo_nota is not null then
    if tg_op = 'UPDATE' and old.documento_referencia_id is not null and old.estado not in ('borrador', 'anulada') then
      v_antes := old.aplicado_referencia;
    end if;
    if new.documento_referencia_id is not null and new.estado not in ('borrador', 'anulada') then
      v_despues := new.aplicado_referencia;
    end if;
    if v_antes <> v_despues or (tg_op = 'UPDATE' and old.documento_referencia_id is distinct from new.documento_referencia_id) then
      if tg_op = 'UPDATE' and old.documento_referencia_id is not null and v_antes <> 0 then
        update public.fin_documentos set ajuste_notas = ajuste_notas - v_tipo.signo_nota * v_antes
        where id = old.documento_referencia_id;
      end if;
      if new.documento_referencia_id is not null and v_despues <> 0 then
        update public.fin_documentos set ajuste_notas = ajuste_notas + v_tipo.signo_nota * v_despues
        where id = new.documento_referencia_id;
      end if;
    end if;
  end if;
  return null;
end
$$;
create trigger z_escrito after insert or update on public.fin_documentos
  for each row execute function private.fin_documento_escrito();

-- Only drafts are deleted: an issued document is annulled, so its folio is never lost. (The service
-- role may still purge rows, e.g. a test's own.)
create or replace function private.fin_borrar_documento() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.estado <> 'borrador' and auth.uid() is not null then
    raise exception using errcode = '23514',
      message = format('%s ya fue emitida: solo se eliminan borradores; un documento emitido se anula.',
        private.fin_nombre_documento(old.tipo, old.folio));
  end if;
  return old;
end
$$;

-- Lines: written only while their document is a draft -----------------------------------------

create function private.fin_verificar_linea() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_doc public.fin_documentos%rowtype;
  v_tipo public.fin_tipos_documento%rowtype;
  v_producto public.fin_productos%rowtype;
  v_linea record := case when tg_op = 'DELETE' then old else new end;
begin
  select * into v_doc from public.fin_documentos d where d.id = v_linea.documento_id for update;
  if not found then
    -- The document is being deleted (its lines go with it), or never existed.
    if tg_op = 'DELETE' then
      return old;
    end if;
    raise exception using errcode = '23503', message = 'El documento de la línea no existe en la empresa.';
  end if;
  -- A deleted author becomes null on an issued document's lines too (on delete set null): a line
  -- whose author no longer exists is being updated by that foreign key's action and nothing else.
  if tg_op = 'UPDATE' and v_doc.estado <> 'borrador'
     and ((new.creado_por is null and old.creado_por is not null and not private.usuario_existe(old.creado_por))
          or (new.actualizado_por is null and old.actualizado_por is not null
              and not private.usuario_existe(old.actualizado_por))) then
    return new;
  end if;
  if v_doc.estado <> 'borrador' and coalesce(current_setting('fin.puente', true), '') <> 'on' then
    raise exception using errcode = '23514',
      message = format('%s ya fue emitida: sus líneas no cambian. Corríjala con una nota de crédito o de débito, o anúlela.',
        private.fin_nombre_documento(v_doc.tipo, v_doc.folio));
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  if v_doc.empresa_id <> new.empresa_id then
    raise exception using errcode = '23503', message = 'El documento de la línea no existe en la empresa.';
  end if;
  if tg_op = 'UPDATE' and new.documento_id <> old.documento_id then
    raise exception using errcode = '23514', message = 'Una línea no se cambia de documento.';
  end if;
  select * into v_tipo from public.fin_tipos_documento t where t.clave = v_doc.tipo;
  if new.producto_id is not null then
    select * into v_producto from public.fin_productos p where p.id = new.producto_id and p.empresa_id = new.empresa_id;
    if not found then
      raise exception using errcode = '23503', message = 'El producto o servicio no existe en la empresa.';
    end if;
    -- What the line does not say is the product's.
    new.descripcion := coalesce(nullif(btrim(new.descripcion), ''), v_producto.nombre);
    new.codigo := coalesce(new.codigo, v_producto.codigo);
    new.unidad := coalesce(new.unidad, v_producto.unidad);
    new.precio_unitario := coalesce(new.precio_unitario,
      case when v_tipo.montos_brutos and not v_producto.exento then round(v_producto.precio * 1.19, 6) else v_producto.precio end);
    new.exento := coalesce(new.exento, v_producto.exento);
  end if;
  new.descripcion := btrim(coalesce(new.descripcion, ''));
  new.codigo := nullif(btrim(new.codigo), '');
  new.unidad := nullif(upper(btrim(new.unidad)), '');
  new.exento := coalesce(new.exento, false) or v_tipo.exento;
  if new.numero is null then
    select coalesce(max(l.numero), 0) + 1 into new.numero from public.fin_documento_lineas l where l.documento_id = new.documento_id;
  end if;
  if new.descripcion = '' then
    raise exception using errcode = '23514', message = format('La línea %s necesita una descripción.', new.numero);
  end if;
  if char_length(new.descripcion) > 1000 or char_length(coalesce(new.detalle, '')) > 1000 then
    raise exception using errcode = '23514', message = format('La descripción de la línea %s es demasiado larga (hasta 1.000 caracteres).', new.numero);
  end if;
  if char_length(coalesce(new.unidad, '')) > 4 then
    raise exception using errcode = '23514',
      message = format('La unidad «%s» de la línea %s es demasiado larga: el SII acepta hasta 4 caracteres (UN, HR, KG, M2).', new.unidad, new.numero);
  end if;
  if new.cantidad is null or new.cantidad <= 0 then
    raise exception using errcode = '23514', message = format('La cantidad de la línea %s debe ser mayor que cero.', new.numero);
  end if;
  if new.cantidad <> round(new.cantidad, 6) or new.cantidad >= 1000000000 then
    raise exception using errcode = '23514', message = format('La cantidad de la línea %s admite hasta 6 decimales y menos de mil millones.', new.numero);
  end if;
  if new.precio_unitario is null then
    raise exception using errcode = '23502', message = format('La línea %s necesita un precio unitario.', new.numero);
  end if;
  if new.precio_unitario < 0 then
    raise exception using errcode = '23514',
      message = format('El precio de la línea %s no puede ser negativo: un descuento se indica en %% o con una nota de crédito.', new.numero);
  end if;
  if new.precio_unitario <> round(new.precio_unitario, 6) then
    raise exception using errcode = '23514', message = format('El precio de la línea %s admite hasta 6 decimales.', new.numero);
  end if;
  if new.precio_unitario >= 10000000000000 then
    raise exception using errcode = '23514', message = format('El precio de la línea %s es demasiado grande.', new.numero);
  end if;
  if new.descuento_pct is not null then
    if new.descuento_pct < 0 or new.descuento_pct > 100 or new.descuento_pct <> round(new.descuento_pct, 2) then
      raise exception using errcode = '23514',
        message = format('El descuento de la línea %s es un porcentaje entre 0 y 100, con hasta 2 decimales.', new.numero);
    end if;
    new.descuento_monto := round(new.cantidad * new.precio_unitario * new.descuento_pct / 100);
  end if;
  new.descuento_monto := coalesce(new.descuento_monto, 0);
  if new.descuento_monto < 0 or new.descuento_monto <> trunc(new.descuento_monto)
     or new.descuento_monto > round(new.cantidad * new.precio_unitario) then
    raise exception using errcode = '23514',
      message = format('El descuento de la línea %s es un monto entero entre 0 y el valor de la línea.', new.numero);
  end if;
  return new;
end
$$;

-- The document's amounts follow its lines: once per statement, each touched document recomputed.
create function private.fin_lineas_escritas() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if coalesce(current_setting('fin.puente', true), '') = 'on' then
    return null;
  end if;
  perform set_config('fin.recalculando', 'on', true);
  if tg_op = 'DELETE' then
    update public.fin_documentos d set neto = m[1], exento = m[2], iva = m[3]
    from (select distinct x.documento_id from viejas x) t, lateral (select private.fin_montos_lineas(t.documento_id, (
      select tipo from public.fin_documentos where id = t.documento_id)) as m) c
    where d.id = t.documento_id and d.estado = 'borrador';
  else
    update public.fin_documentos d set neto = m[1], exento = m[2], iva = m[3]
    from (select distinct x.documento_id from nuevas x) t, lateral (select private.fin_montos_lineas(t.documento_id, (
      select tipo from public.fin_documentos where id = t.documento_id)) as m) c
    where d.id = t.documento_id and d.estado = 'borrador';
  end if;
  perform set_config('fin.recalculando', 'off', true);
  return null;
end
$$;

create trigger a_atribuir before insert or update on public.fin_documento_lineas
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update or delete on public.fin_documento_lineas
  for each row execute function private.fin_verificar_linea();
create trigger z_recalcular_insertadas after insert on public.fin_documento_lineas
  referencing new table as nuevas for each statement execute function private.fin_lineas_escritas();
create trigger z_recalcular_editadas after update on public.fin_documento_lineas
  referencing new table as nuevas for each statement execute function private.fin_lineas_escritas();
create trigger z_recalcular_borradas after delete on public.fin_documento_lineas
  referencing old table as viejas for each statement execute function private.fin_lineas_escritas();

-- Policies (Finance's style: module users write their drafts' lines, admin_empresa deletes too:
-- a line removed from a draft is deleted by whoever edits the draft, so delete is for users).
create policy fin_documento_lineas_leer on public.fin_documento_lineas for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_documento_lineas_crear on public.fin_documento_lineas for insert to authenticated
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_documento_lineas_editar on public.fin_documento_lineas for update to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')))
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_documento_lineas_borrar on public.fin_documento_lineas for delete to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));

-- Payments: kept from their applications, never on a note or a dispatch guide -------------------

create or replace function private.fin_aplicar_pago() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_pago public.fin_pagos%rowtype;
  v_doc public.fin_documentos%rowtype;
  v_nombre text;
begin
  select * into v_pago from public.fin_pagos p where p.id = new.pago_id and p.empresa_id = new.empresa_id for update;
  if not found then
    raise exception using errcode = '23503', message = 'El pago no existe en la empresa.';
  end if;
  select * into v_doc from public.fin_documentos d where d.id = new.documento_id and d.empresa_id = new.empresa_id for update;
  if not found then
    raise exception using errcode = '23503', message = 'El documento no existe en la empresa.';
  end if;
  v_nombre := private.fin_nombre_documento(v_doc.tipo, v_doc.folio);
  if v_doc.estado not in ('emitida', 'pagada_parcial', 'pagada') then
    raise exception using errcode = '23514',
      message = format('%s no está emitida: solo se registran pagos de documentos emitidos.', v_nombre);
  end if;
  if v_doc.tipo in ('nota_credito', 'nota_debito') then
    raise exception using errcode = '23514',
      message = format('%s no se paga: rebaja o aumenta el saldo del documento que corrige; registre el pago en ese documento.', v_nombre);
  end if;
  if v_doc.tipo = 'guia_despacho' then
    raise exception using errcode = '23514', message = format('%s no se paga: se paga la factura que la incluye.', v_nombre);
  end if;
  if (v_pago.direccion = 'cobro') <> (v_doc.direccion = 'emitido') then
    raise exception using errcode = '23514',
      message = case v_pago.direccion when 'cobro' then 'Un cobro se aplica a documentos emitidos.' else 'Un pago a proveedor se aplica a documentos recibidos.' end;
  end if;
  if v_pago.tercero_id <> v_doc.tercero_id then
    raise exception using errcode = '23514', message = 'El pago y el documento son de distinto cliente o proveedor.';
  end if;
  if new.monto > v_doc.saldo then
    raise exception using errcode = '23514',
      message = format('El monto ($%s) supera el saldo de %s ($%s).', new.monto, v_nombre, v_doc.saldo);
  end if;
  if new.monto > v_pago.monto - v_pago.monto_aplicado then
    raise exception using errcode = '23514',
      message = format('El monto ($%s) supera lo que queda por aplicar del pago ($%s).', new.monto, v_pago.monto - v_pago.monto_aplicado);
  end if;
  return new;
end
$$;

-- The amounts paid and applied are the sums of the applications (the document's trigger checks it).
create function private.fin_pago_aplicado() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.fin_documentos d set monto_pagado = (select coalesce(sum(a.monto), 0) from public.fin_pago_aplicaciones a where a.documento_id = d.id)
  where d.id = new.documento_id;
  update public.fin_pagos p set monto_aplicado = (select coalesce(sum(a.monto), 0) from public.fin_pago_aplicaciones a where a.pago_id = p.id)
  where p.id = new.pago_id;
  return null;
end
$$;
create trigger z_aplicado after insert on public.fin_pago_aplicaciones
  for each row execute function private.fin_pago_aplicado();

create or replace function private.fin_desaplicar_pago() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.fin_documentos d set monto_pagado = (select coalesce(sum(a.monto), 0) from public.fin_pago_aplicaciones a where a.documento_id = d.id)
  where d.id = old.documento_id;
  update public.fin_pagos p set monto_aplicado = (select coalesce(sum(a.monto), 0) from public.fin_pago_aplicaciones a where a.pago_id = p.id)
  where p.id = old.pago_id;
  return null;
end
$$;

-- The SII's authorised folio ranges (CAF), per company and type -------------------------------------
-- Ready for DTE emission: the range the SII authorised and the next folio to use. The CAF file
-- itself (it holds the private key that stamps each DTE) is not kept in a table: see docs/finance.md.

create table public.fin_caf (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  tipo text not null references public.fin_tipos_documento (clave),
  folio_desde bigint not null,
  folio_hasta bigint not null,
  fecha_autorizacion date not null,
  siguiente_folio bigint not null,
  activo boolean not null default true,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint fin_caf_rango_check check (folio_desde > 0 and folio_hasta >= folio_desde),
  constraint fin_caf_siguiente_check check (siguiente_folio between folio_desde and folio_hasta + 1)
);
create index fin_caf_empresa_tipo_idx on public.fin_caf (empresa_id, tipo, folio_desde);
create index fin_caf_tipo_idx on public.fin_caf (tipo);
create index fin_caf_creado_por_idx on public.fin_caf (creado_por);
create index fin_caf_actualizado_por_idx on public.fin_caf (actualizado_por);
alter table public.fin_caf enable row level security;

-- Ranges of one type never overlap: checked under a lock per company and type, so two at once queue.
create function private.fin_verificar_caf() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_otro public.fin_caf%rowtype;
begin
  if new.folio_desde is null or new.folio_hasta is null or new.folio_desde <= 0 or new.folio_hasta < new.folio_desde then
    raise exception using errcode = '23514', message = 'El rango de folios autorizado va de un folio mayor que cero a otro igual o mayor.';
  end if;
  if tg_op = 'INSERT' then
    new.siguiente_folio := coalesce(new.siguiente_folio, new.folio_desde);
  elsif (new.tipo, new.folio_desde, new.folio_hasta, new.fecha_autorizacion) is distinct from
        (old.tipo, old.folio_desde, old.folio_hasta, old.fecha_autorizacion) then
    raise exception using errcode = '23514', message = 'Un rango de folios autorizado por el SII no cambia: desactívelo y cargue el nuevo.';
  end if;
  if new.siguiente_folio not between new.folio_desde and new.folio_hasta + 1 then
    raise exception using errcode = '23514', message = 'El siguiente folio debe estar dentro del rango autorizado.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('fin_caf:' || new.empresa_id || ':' || new.tipo, 0));
  select * into v_otro from public.fin_caf c where c.empresa_id = new.empresa_id and c.tipo = new.tipo and c.id <> new.id
    and c.folio_desde <= new.folio_hasta and new.folio_desde <= c.folio_hasta limit 1;
  if found then
    raise exception using errcode = '23505',
      message = format('Los folios %s a %s se cruzan con el rango ya cargado %s a %s de %s.', new.folio_desde, new.folio_hasta,
        v_otro.folio_desde, v_otro.folio_hasta, (select lower(t.nombre) from public.fin_tipos_documento t where t.clave = new.tipo));
  end if;
  return new;
end
$$;
create trigger a_atribuir before insert or update on public.fin_caf
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.fin_caf
  for each row execute function private.fin_verificar_caf();

-- Policies (Finance's style; configuration: admin_empresa writes).
create policy fin_caf_leer on public.fin_caf for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_caf_crear on public.fin_caf for insert to authenticated
  with check (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')));
create policy fin_caf_editar on public.fin_caf for update to authenticated
  using (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')))
  with check (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')));
create policy fin_caf_borrar on public.fin_caf for delete to authenticated
  using (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')));

-- The view, the list functions and the figures, with the new types ----------------------------------

create view public.fin_documentos_vista with (security_invoker = true) as
  select d.id, d.empresa_id, d.direccion, d.tipo, d.folio, d.tercero_id, t.nombre as tercero_nombre, t.rut as tercero_rut,
    d.categoria_id, c.nombre as categoria_nombre, d.documento_referencia_id, d.descripcion,
    d.fecha_emision, d.fecha_vencimiento, d.neto, d.iva, d.total, d.monto_pagado, d.saldo, d.estado,
    case when d.estado in ('emitida', 'pagada_parcial') and d.saldo > 0 and d.fecha_vencimiento < current_date then 'vencida' else d.estado end as estado_actual,
    case when d.estado in ('emitida', 'pagada_parcial') and d.saldo > 0 then greatest(current_date - d.fecha_vencimiento, 0) else 0 end as dias_vencido,
    d.anulado_en, d.creado_en, d.actualizado_en, d.busqueda,
    d.exento, d.ajuste_notas, d.aplicado_referencia, tp.codigo_sii, tp.nombre as tipo_nombre,
    d.origen, d.dte_estado, d.contraparte_nombre, d.contraparte_rut, d.contraparte_giro, d.contraparte_direccion,
    d.contraparte_comuna, d.referencias
  from public.fin_documentos d
  join public.fin_tipos_documento tp on tp.clave = d.tipo
  left join public.terceros t on t.id = d.tercero_id
  left join public.fin_categorias c on c.id = d.categoria_id;

-- (As in 20261127110000_listas_modulos_paginas.sql; made again because its rows are the view's.)
create function public.fin_documentos_pagina(
  p_busqueda text default '',
  p_direccion text default null,
  p_estado text default null,
  p_tipo text default null,
  p_orden text default 'fecha_emision',
  p_descendente boolean default true,
  p_despues jsonb default null,
  p_limite integer default 100
)
returns setof public.fin_documentos_vista
language plpgsql stable set search_path = '' as $$
declare
  v_tipo regtype := case p_orden when 'fecha_emision' then 'date' when 'fecha_vencimiento' then 'date'
    when 'folio' then 'bigint' when 'total' then 'numeric' when 'saldo' then 'numeric' end;
  v_condicion text;
  v_clave text;
  v_valor text;
  v_cmp text := case when p_descendente then '<' else '>' end;
  v_dir text := case when p_descendente then 'desc' else 'asc' end;
begin
  perform private.verificar_pagina(p_orden, array['fecha_emision', 'fecha_vencimiento', 'folio', 'total', 'saldo', 'tercero'],
    p_despues, p_limite, v_tipo, 'id', 'uuid');
  if p_orden = 'tercero' and p_despues is not null and (jsonb_typeof(p_despues->0) <> 'array'
      or jsonb_array_length(p_despues->0) <> 2 or jsonb_typeof(p_despues->0->0) <> 'string'
      or p_despues->0->>1 !~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$') then
    raise exception 'La clave de página no es válida'
      using errcode = '22023', detail = 'p_despues: [[nombre, id del tercero], id]';
  end if;
  v_condicion := private.fin_documentos_condicion(p_busqueda, p_direccion, p_estado, p_tipo);

  if p_orden = 'tercero' then
    return query execute
      'select x.* from public.terceros t cross join lateral ('
      || ' select x.* from public.fin_documentos_vista x where x.tercero_id = t.id and ' || v_condicion
      || case when p_despues is null then '' else format(' and (t.id <> ($1->0->>1)::uuid or x.id %s ($1->>1)::uuid)', v_cmp) end
      || format(' order by x.id %s limit $2) x', v_dir)
      || case when p_despues is null then '' else format(' where (t.nombre, t.id) %s= ($1->0->>0, ($1->0->>1)::uuid)', v_cmp) end
      || format(' order by t.nombre %1$s, t.id %1$s, x.id %1$s limit $2', v_dir)
      using p_despues, p_limite;
    return;
  end if;

  v_clave := case p_orden when 'folio' then 'coalesce(x.folio, 0)' else 'x.' || p_orden end;
  if p_despues is not null then
    v_valor := case p_orden when 'folio' then 'coalesce(($1->>0)::bigint, 0)' else format('($1->>0)::%s', v_tipo) end;
    v_condicion := v_condicion || format(' and (%s, x.id) %s (%s, ($1->>1)::uuid)', v_clave, v_cmp, v_valor);
  end if;
  return query execute 'select x.* from public.fin_documentos_vista x where ' || v_condicion
    || format(' order by %1$s %2$s, x.id %2$s limit $2', v_clave, v_dir)
    using p_despues, p_limite;
end
$$;

-- The list's totals: a credit note subtracts, a debit note adds, a dispatch guide counts nothing.
create or replace function public.fin_documentos_totales(
  p_busqueda text default '',
  p_direccion text default null,
  p_estado text default null,
  p_tipo text default null
)
returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  v_resultado jsonb;
begin
  execute 'select jsonb_build_object(''documentos'', count(*),'
    || ' ''total'', coalesce(sum(case x.tipo when ''nota_credito'' then -x.total when ''guia_despacho'' then 0 else x.total end)'
    || '   filter (where x.estado not in (''borrador'', ''anulada'')), 0)::text,'
    || ' ''saldo'', coalesce(sum(case when x.tipo = ''nota_credito'' then -x.saldo else x.saldo end)'
    || '   filter (where x.estado not in (''borrador'', ''anulada'')), 0)::text)'
    || ' from public.fin_documentos_vista x where '
    || private.fin_documentos_condicion(p_busqueda, p_direccion, p_estado, p_tipo)
    into v_resultado;
  return v_resultado;
end
$$;

-- Ageing: the open balances (a note's own balance, left only by credit notes older than this
-- migration, counts against the party).
create or replace function public.fin_antiguedad(p_direccion text) returns table (
  tercero_id uuid, tercero_nombre text, documentos bigint,
  por_vencer numeric, d0_30 numeric, d31_60 numeric, d61_90 numeric, d90_mas numeric, total numeric)
language sql stable set search_path = '' as $$
  with abiertos as (
    select d.tercero_id, current_date - d.fecha_vencimiento as dias,
      case when d.tipo = 'nota_credito' then -d.saldo else d.saldo end as saldo
    from public.fin_documentos d
    where d.direccion = p_direccion and d.estado in ('emitida', 'pagada_parcial') and d.saldo <> 0
      and d.empresa_id = (select private.empresa_actual())
  ), grupos as (
    select a.tercero_id, count(*) as documentos,
      coalesce(sum(a.saldo) filter (where a.dias < 0), 0) as por_vencer,
      coalesce(sum(a.saldo) filter (where a.dias between 0 and 30), 0) as d0_30,
      coalesce(sum(a.saldo) filter (where a.dias between 31 and 60), 0) as d31_60,
      coalesce(sum(a.saldo) filter (where a.dias between 61 and 90), 0) as d61_90,
      coalesce(sum(a.saldo) filter (where a.dias > 90), 0) as d90_mas,
      coalesce(sum(a.saldo), 0) as total
    from abiertos a
    group by grouping sets ((a.tercero_id), ())
  )
  select g.tercero_id, t.nombre, g.documentos, g.por_vencer, g.d0_30, g.d31_60, g.d61_90, g.d90_mas, g.total
  from grupos g left join public.terceros t on t.id = g.tercero_id
  order by g.tercero_id is null, g.total desc, t.nombre
$$;

create or replace function public.fin_resumen() returns jsonb
language sql stable set search_path = '' as $$
  with abiertos as (
    select d.direccion, d.fecha_vencimiento < current_date as vencido,
      case when d.tipo = 'nota_credito' then -d.saldo else d.saldo end as saldo
    from public.fin_documentos d
    where d.estado in ('emitida', 'pagada_parcial') and d.saldo <> 0 and d.empresa_id = (select private.empresa_actual())
  ), mes as (
    select date_trunc('month', current_date)::date as desde
  )
  select jsonb_build_object(
    'por_cobrar', (select coalesce(sum(saldo), 0)::text from abiertos where direccion = 'emitido'),
    'por_pagar', (select coalesce(sum(saldo), 0)::text from abiertos where direccion = 'recibido'),
    'vencido_cobrar', (select coalesce(sum(saldo), 0)::text from abiertos where direccion = 'emitido' and vencido),
    'vencido_pagar', (select coalesce(sum(saldo), 0)::text from abiertos where direccion = 'recibido' and vencido),
    'documentos_vencidos', (select count(*) from abiertos where vencido),
    'facturado_mes', (select coalesce(sum(case d.tipo when 'nota_credito' then -d.total when 'guia_despacho' then 0 else d.total end), 0)::text
      from public.fin_documentos d, mes where d.direccion = 'emitido' and d.estado <> 'borrador' and d.estado <> 'anulada' and d.fecha_emision >= mes.desde),
    'cobrado_mes', (select coalesce(sum(p.monto), 0)::text from public.fin_pagos p, mes where p.direccion = 'cobro' and p.fecha >= mes.desde),
    'pagado_mes', (select coalesce(sum(p.monto), 0)::text from public.fin_pagos p, mes where p.direccion = 'pago' and p.fecha >= mes.desde),
    'borradores', (select count(*) from public.fin_documentos d where d.estado = 'borrador')
  )
$$;

-- Privileges (docs/design.md §11: explicit) --------------------------------------------------------
-- The SII's types are read by signed-in users and written by no API user (the service role
-- administers every table, as on hosted Supabase).
grant select on public.fin_tipos_documento to authenticated;
grant select, insert, update, delete on public.fin_tipos_documento to service_role;
grant select, insert, update, delete on public.fin_emisor, public.fin_productos, public.fin_documento_lineas,
  public.fin_caf to authenticated;
grant select, insert, update, delete on public.fin_emisor, public.fin_productos, public.fin_documento_lineas,
  public.fin_caf to service_role;
-- A draft's fields (its amounts come from its lines; neto stays writable for single-amount drafts).
grant update (contraparte_giro, contraparte_direccion, contraparte_comuna, referencias) on public.fin_documentos to authenticated;
grant select on public.fin_documentos_vista to authenticated, service_role;

revoke all on function private.fin_montos_lineas(uuid, text), private.fin_nombre_documento(text, bigint),
  private.fin_campos_documento(text[]), private.fin_documento_escrito(), private.fin_verificar_linea(),
  private.fin_lineas_escritas(), private.fin_pago_aplicado(), private.fin_verificar_caf(), private.fin_verificar_emisor(),
  private.fin_verificar_producto() from public, anon;
grant execute on function private.fin_montos_lineas(uuid, text), private.fin_nombre_documento(text, bigint),
  private.fin_campos_documento(text[]), private.fin_documento_escrito(), private.fin_verificar_linea(),
  private.fin_lineas_escritas(), private.fin_pago_aplicado(), private.fin_verificar_caf(), private.fin_verificar_emisor(),
  private.fin_verificar_producto() to authenticated, service_role;
revoke all on function public.fin_documentos_pagina(text, text, text, text, text, boolean, jsonb, integer) from public, anon;
grant execute on function public.fin_documentos_pagina(text, text, text, text, text, boolean, jsonb, integer)
  to authenticated, service_role;
