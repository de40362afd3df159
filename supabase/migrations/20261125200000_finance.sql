-- Axel Finance (issue 17): documents issued and received, payments that settle them, income and
-- expense categories, receivables and payables with ageing, and the monthly cash flow. Built on the
-- module platform (20261124050000_plataforma_modulos.sql): every table has empresa_id, the attribution
-- trigger a_atribuir, an index on empresa_id, and policies that start from
--
--   empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance'))
--
-- The client or supplier of a document is a row of the shared directory public.terceros.
--
-- Rules kept by Postgres, not by the client:
-- - amounts are numeric whole pesos (CLP has no decimals): IVA = round(neto × 0.19) and
--   total = neto + IVA are generated columns, so no client ever computes them;
-- - an issued document's folio comes from private.siguiente_numero (per company and document
--   type, without gaps) when it is issued (a draft has none; only drafts can be deleted, so
--   folios are never lost); a received document carries its supplier's folio;
-- - states: borrador → emitida → pagada_parcial → pagada, and anulada. 'pagada_parcial' and
--   'pagada' follow the amount paid (set by the payments' trigger, never by hand). 'vencida' is not
--   stored: it is derived at read time (view public.fin_documentos_vista and the RPCs) from the due
--   date of a document that still has a balance, so it is always true today without a nightly job;
-- - a paid or annulled document cannot be edited; only admin_empresa annuls, and only a document
--   without payments applied;
-- - a payment is applied to one or several documents (fin_pago_aplicaciones): an application never
--   exceeds the document's balance nor what is left of the payment. The trigger locks the payment
--   row and the document row (SELECT ... FOR UPDATE), so two concurrent payments on the same
--   document queue and the second one sees the balance the first one left.

-- Income and expense categories (catalogue managed by admin_empresa) ---------------------------------

create table public.fin_categorias (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  tipo text not null,
  nombre text not null,
  activo boolean not null default true,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint fin_categorias_tipo_check check (tipo in ('ingreso', 'gasto')),
  constraint fin_categorias_nombre_check check (char_length(btrim(nombre)) between 1 and 100)
);
create unique index fin_categorias_empresa_nombre_key on public.fin_categorias (empresa_id, tipo, lower(nombre));
create index fin_categorias_creado_por_idx on public.fin_categorias (creado_por);
create index fin_categorias_actualizado_por_idx on public.fin_categorias (actualizado_por);
create trigger a_atribuir before insert or update on public.fin_categorias
  for each row execute function private.atribuir_registro();
alter table public.fin_categorias enable row level security;

create policy fin_categorias_leer on public.fin_categorias for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_categorias_crear on public.fin_categorias for insert to authenticated
  with check (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')));
create policy fin_categorias_editar on public.fin_categorias for update to authenticated
  using (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')))
  with check (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')));
create policy fin_categorias_borrar on public.fin_categorias for delete to authenticated
  using (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')));

-- Documents -------------------------------------------------------------------------------------

create table public.fin_documentos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  -- emitido: issued by the company to a client (receivable); recibido: from a supplier (payable).
  direccion text not null,
  tipo text not null default 'factura',
  folio bigint,
  tercero_id uuid not null references public.terceros (id) on delete restrict,
  categoria_id uuid references public.fin_categorias (id) on delete set null,
  -- A credit note refers to the document it corrects.
  documento_referencia_id uuid references public.fin_documentos (id) on delete restrict,
  descripcion text,
  fecha_emision date not null default current_date,
  fecha_vencimiento date not null default (current_date + 30),
  neto numeric not null,
  iva numeric generated always as (round(neto * 0.19)) stored,
  total numeric generated always as (neto + round(neto * 0.19)) stored,
  monto_pagado numeric not null default 0,
  saldo numeric generated always as (neto + round(neto * 0.19) - monto_pagado) stored,
  estado text not null default 'borrador',
  anulado_en timestamptz,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint fin_documentos_direccion_check check (direccion in ('emitido', 'recibido')),
  constraint fin_documentos_tipo_check check (tipo in ('factura', 'boleta', 'nota_credito')),
  constraint fin_documentos_estado_check check (estado in ('borrador', 'emitida', 'pagada_parcial', 'pagada', 'anulada')),
  constraint fin_documentos_neto_check check (neto > 0 and neto = trunc(neto) and neto < 1000000000000),
  constraint fin_documentos_pagado_check check (monto_pagado >= 0 and monto_pagado <= neto + round(neto * 0.19)),
  constraint fin_documentos_fechas_check check (fecha_vencimiento >= fecha_emision),
  constraint fin_documentos_folio_check check (folio is null or folio > 0),
  constraint fin_documentos_descripcion_check check (char_length(coalesce(descripcion, '')) <= 500),
  constraint fin_documentos_referencia_check check (documento_referencia_id is distinct from id)
);
create unique index fin_documentos_folio_emitido_key on public.fin_documentos (empresa_id, tipo, folio)
  where direccion = 'emitido' and folio is not null;
create unique index fin_documentos_folio_recibido_key on public.fin_documentos (empresa_id, tercero_id, tipo, folio)
  where direccion = 'recibido';
create index fin_documentos_empresa_emision_idx on public.fin_documentos (empresa_id, direccion, fecha_emision desc);
-- Receivables, payables, ageing and the projected cash flow read only open documents.
create index fin_documentos_abiertos_idx on public.fin_documentos (empresa_id, direccion, fecha_vencimiento)
  include (tercero_id, tipo, saldo) where estado in ('emitida', 'pagada_parcial');
create index fin_documentos_tercero_id_idx on public.fin_documentos (tercero_id);
create index fin_documentos_categoria_id_idx on public.fin_documentos (categoria_id);
create index fin_documentos_documento_referencia_id_idx on public.fin_documentos (documento_referencia_id);
create index fin_documentos_creado_por_idx on public.fin_documentos (creado_por);
create index fin_documentos_actualizado_por_idx on public.fin_documentos (actualizado_por);
alter table public.fin_documentos enable row level security;

create function private.fin_verificar_documento() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_usuario uuid := auth.uid();
begin
  if tg_op = 'INSERT' then
    new.monto_pagado := 0;
    new.anulado_en := null;
    if new.estado not in ('borrador', 'emitida') then
      raise exception using errcode = '23514', message = 'un documento nuevo es borrador o emitido';
    end if;
  else
    if new.direccion is distinct from old.direccion then
      raise exception using errcode = '23514', message = 'un documento no cambia de emitido a recibido';
    end if;
    if new.monto_pagado is distinct from old.monto_pagado then
      -- The payments' trigger: only the amount paid, and the state follows it.
      if old.estado not in ('emitida', 'pagada_parcial', 'pagada') then
        raise exception using errcode = '23514', message = 'solo se registran pagos de documentos emitidos';
      end if;
      new.estado := case
        when new.monto_pagado = 0 then 'emitida'
        when new.monto_pagado >= new.neto + round(new.neto * 0.19) then 'pagada'
        else 'pagada_parcial' end;
    elsif new.estado is distinct from old.estado then
      if old.estado = 'anulada' then
        raise exception using errcode = '23514', message = 'un documento anulado no se modifica';
      elsif new.estado = 'anulada' then
        if v_usuario is not null and new.empresa_id is distinct from private.empresa_administrada() then
          raise exception using errcode = '42501', message = 'solo el administrador de la empresa anula documentos';
        end if;
        if old.monto_pagado > 0 then
          raise exception using errcode = '23514', message = 'un documento con pagos aplicados no se anula: elimine antes los pagos';
        end if;
        new.anulado_en := now();
      elsif new.estado in ('pagada', 'pagada_parcial') or old.estado in ('pagada', 'pagada_parcial') then
        raise exception using errcode = '23514', message = 'el estado de pago lo fija el registro de pagos';
      elsif not (old.estado = 'borrador' and new.estado = 'emitida') then
        raise exception using errcode = '23514', message = format('cambio de estado no permitido: %s → %s', old.estado, new.estado);
      end if;
    end if;
    -- A paid or annulled document is frozen: nothing of it changes (but a payment removed
    -- reopens a paid document, through the branch above).
    if old.estado in ('pagada', 'anulada') and new.monto_pagado is not distinct from old.monto_pagado
       and (new.tipo, new.folio, new.tercero_id, new.categoria_id, new.documento_referencia_id, new.descripcion,
            new.fecha_emision, new.fecha_vencimiento, new.neto, new.estado)
         is distinct from (old.tipo, old.folio, old.tercero_id, old.categoria_id, old.documento_referencia_id, old.descripcion,
            old.fecha_emision, old.fecha_vencimiento, old.neto, old.estado) then
      raise exception using errcode = '23514',
        message = case old.estado when 'pagada' then 'un documento pagado no se modifica' else 'un documento anulado no se modifica' end;
    end if;
    if new.monto_pagado is distinct from old.monto_pagado
       and (new.tipo, new.folio, new.tercero_id, new.neto) is distinct from (old.tipo, old.folio, old.tercero_id, old.neto) then
      raise exception using errcode = '23514', message = 'un pago no cambia el documento';
    end if;
    new.anulado_en := case when new.estado = 'anulada' then coalesce(new.anulado_en, old.anulado_en, now()) else null end;
    if new.neto + round(new.neto * 0.19) < new.monto_pagado then
      raise exception using errcode = '23514',
        message = format('el total no puede quedar bajo lo ya pagado ($%s)', new.monto_pagado);
    end if;
    if old.estado <> 'borrador' and new.tipo is distinct from old.tipo then
      raise exception using errcode = '23514', message = 'el tipo de un documento emitido no cambia';
    end if;
    if old.estado <> 'borrador' and new.tercero_id is distinct from old.tercero_id and old.monto_pagado > 0 then
      raise exception using errcode = '23514', message = 'el cliente o proveedor de un documento con pagos no cambia';
    end if;
  end if;
  -- The folio: an issued document takes the next number of its type when it stops being a draft;
  -- a received one carries the supplier's.
  if new.direccion = 'emitido' then
    if tg_op = 'UPDATE' and old.folio is not null then
      new.folio := old.folio;
    elsif new.estado = 'borrador' then
      new.folio := null;
    else
      new.folio := private.siguiente_numero(new.empresa_id, 'fin_' || new.tipo);
    end if;
  elsif new.folio is null then
    raise exception using errcode = '23502', message = 'falta el folio del documento del proveedor';
  end if;
  if not exists (select 1 from public.terceros t where t.id = new.tercero_id and t.empresa_id = new.empresa_id) then
    raise exception using errcode = '23503',
      message = case new.direccion when 'emitido' then 'el cliente no existe en la empresa' else 'el proveedor no existe en la empresa' end;
  end if;
  if new.categoria_id is not null and not exists (
    select 1 from public.fin_categorias c where c.id = new.categoria_id and c.empresa_id = new.empresa_id
      and c.tipo = case new.direccion when 'emitido' then 'ingreso' else 'gasto' end) then
    raise exception using errcode = '23503',
      message = case new.direccion when 'emitido' then 'la categoría no es una categoría de ingresos de la empresa' else 'la categoría no es una categoría de gastos de la empresa' end;
  end if;
  if new.documento_referencia_id is not null then
    if new.tipo <> 'nota_credito' then
      raise exception using errcode = '23514', message = 'solo una nota de crédito hace referencia a otro documento';
    end if;
    if not exists (select 1 from public.fin_documentos d where d.id = new.documento_referencia_id
        and d.empresa_id = new.empresa_id and d.direccion = new.direccion and d.tipo <> 'nota_credito') then
      raise exception using errcode = '23503', message = 'el documento de referencia no existe en la empresa';
    end if;
  end if;
  return new;
end
$$;

-- Only drafts are deleted: an issued document is annulled, so its folio is never lost.
create function private.fin_borrar_documento() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.estado <> 'borrador' and auth.uid() is not null then
    raise exception using errcode = '23514', message = 'solo se eliminan borradores: un documento emitido se anula';
  end if;
  return old;
end
$$;

create trigger a_atribuir before insert or update on public.fin_documentos
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.fin_documentos
  for each row execute function private.fin_verificar_documento();
create trigger b_borrar before delete on public.fin_documentos
  for each row execute function private.fin_borrar_documento();

create policy fin_documentos_leer on public.fin_documentos for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_documentos_crear on public.fin_documentos for insert to authenticated
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_documentos_editar on public.fin_documentos for update to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')))
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_documentos_borrar on public.fin_documentos for delete to authenticated
  using (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')));

-- The documents as screens read them: the state of today ('vencida' when the due date has passed
-- and a balance is left), the days overdue, and the party's name.
create view public.fin_documentos_vista with (security_invoker = true) as
  select d.id, d.empresa_id, d.direccion, d.tipo, d.folio, d.tercero_id, t.nombre as tercero_nombre, t.rut as tercero_rut,
    d.categoria_id, c.nombre as categoria_nombre, d.documento_referencia_id, d.descripcion,
    d.fecha_emision, d.fecha_vencimiento, d.neto, d.iva, d.total, d.monto_pagado, d.saldo, d.estado,
    case when d.estado in ('emitida', 'pagada_parcial') and d.fecha_vencimiento < current_date then 'vencida' else d.estado end as estado_actual,
    case when d.estado in ('emitida', 'pagada_parcial') then greatest(current_date - d.fecha_vencimiento, 0) else 0 end as dias_vencido,
    d.anulado_en, d.creado_en, d.actualizado_en
  from public.fin_documentos d
  left join public.terceros t on t.id = d.tercero_id
  left join public.fin_categorias c on c.id = d.categoria_id;

-- Payments ---------------------------------------------------------------------------------------

create table public.fin_pagos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  numero bigint not null,
  -- cobro: received from a client; pago: paid to a supplier.
  direccion text not null,
  tercero_id uuid not null references public.terceros (id) on delete restrict,
  fecha date not null default current_date,
  monto numeric not null,
  monto_aplicado numeric not null default 0,
  medio text not null default 'transferencia',
  referencia text,
  notas text,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint fin_pagos_direccion_check check (direccion in ('cobro', 'pago')),
  constraint fin_pagos_monto_check check (monto > 0 and monto = trunc(monto) and monto < 10000000000000),
  constraint fin_pagos_aplicado_check check (monto_aplicado >= 0 and monto_aplicado <= monto),
  constraint fin_pagos_medio_check check (medio in ('transferencia', 'cheque', 'efectivo', 'tarjeta', 'otro')),
  constraint fin_pagos_textos_check check (char_length(coalesce(referencia, '')) <= 100 and char_length(coalesce(notas, '')) <= 1000),
  constraint fin_pagos_numero_key unique (empresa_id, numero)
);
create index fin_pagos_empresa_fecha_idx on public.fin_pagos (empresa_id, fecha desc);
create index fin_pagos_tercero_id_idx on public.fin_pagos (tercero_id);
create index fin_pagos_creado_por_idx on public.fin_pagos (creado_por);
create index fin_pagos_actualizado_por_idx on public.fin_pagos (actualizado_por);
alter table public.fin_pagos enable row level security;

create function private.fin_verificar_pago() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.numero := private.siguiente_numero(new.empresa_id, 'fin_pago');
    new.monto_aplicado := 0;
  else
    new.numero := old.numero;
    if (new.direccion, new.tercero_id) is distinct from (old.direccion, old.tercero_id) and old.monto_aplicado > 0 then
      raise exception using errcode = '23514', message = 'un pago ya aplicado no cambia de cliente o proveedor';
    end if;
    if new.monto < new.monto_aplicado then
      raise exception using errcode = '23514',
        message = format('el monto no puede ser menor que lo ya aplicado a documentos ($%s)', old.monto_aplicado);
    end if;
  end if;
  if not exists (select 1 from public.terceros t where t.id = new.tercero_id and t.empresa_id = new.empresa_id) then
    raise exception using errcode = '23503',
      message = case new.direccion when 'cobro' then 'el cliente no existe en la empresa' else 'el proveedor no existe en la empresa' end;
  end if;
  return new;
end
$$;
create trigger a_atribuir before insert or update on public.fin_pagos
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.fin_pagos
  for each row execute function private.fin_verificar_pago();

create policy fin_pagos_leer on public.fin_pagos for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_pagos_crear on public.fin_pagos for insert to authenticated
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_pagos_editar on public.fin_pagos for update to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')))
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
-- Removing a payment (admin_empresa) removes its applications, which gives the balances back.
create policy fin_pagos_borrar on public.fin_pagos for delete to authenticated
  using (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')));

create table public.fin_pago_aplicaciones (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  pago_id uuid not null references public.fin_pagos (id) on delete cascade,
  documento_id uuid not null references public.fin_documentos (id) on delete restrict,
  monto numeric not null,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint fin_pago_aplicaciones_monto_check check (monto > 0 and monto = trunc(monto))
);
create index fin_pago_aplicaciones_pago_id_idx on public.fin_pago_aplicaciones (pago_id);
create index fin_pago_aplicaciones_documento_id_idx on public.fin_pago_aplicaciones (documento_id);
create index fin_pago_aplicaciones_empresa_id_idx on public.fin_pago_aplicaciones (empresa_id);
create index fin_pago_aplicaciones_creado_por_idx on public.fin_pago_aplicaciones (creado_por);
create index fin_pago_aplicaciones_actualizado_por_idx on public.fin_pago_aplicaciones (actualizado_por);
alter table public.fin_pago_aplicaciones enable row level security;

-- Applies a payment to a document. SECURITY DEFINER: the amounts paid and applied are not writable
-- through the API; this trigger is their one path (and the check constraints have the last word).
-- It runs after a_atribuir, so new.empresa_id is the caller's company, and every row it reads is
-- checked against it. Locks: the payment, then the document (FOR UPDATE), so concurrent
-- applications on the same document or payment queue and each sees the balance left before it.
create function private.fin_aplicar_pago() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_pago public.fin_pagos%rowtype;
  v_doc public.fin_documentos%rowtype;
begin
  select * into v_pago from public.fin_pagos p where p.id = new.pago_id and p.empresa_id = new.empresa_id for update;
  if not found then
    raise exception using errcode = '23503', message = 'el pago no existe en la empresa';
  end if;
  select * into v_doc from public.fin_documentos d where d.id = new.documento_id and d.empresa_id = new.empresa_id for update;
  if not found then
    raise exception using errcode = '23503', message = 'el documento no existe en la empresa';
  end if;
  if v_doc.estado not in ('emitida', 'pagada_parcial', 'pagada') then
    raise exception using errcode = '23514', message = 'solo se registran pagos de documentos emitidos';
  end if;
  if (v_pago.direccion = 'cobro') <> (v_doc.direccion = 'emitido') then
    raise exception using errcode = '23514',
      message = case v_pago.direccion when 'cobro' then 'un cobro se aplica a documentos emitidos' else 'un pago a proveedor se aplica a documentos recibidos' end;
  end if;
  if v_pago.tercero_id <> v_doc.tercero_id then
    raise exception using errcode = '23514', message = 'el pago y el documento son de distinto cliente o proveedor';
  end if;
  if new.monto > v_doc.saldo then
    raise exception using errcode = '23514',
      message = format('el monto ($%s) supera el saldo del documento N° %s ($%s)', new.monto, v_doc.folio, v_doc.saldo);
  end if;
  if new.monto > v_pago.monto - v_pago.monto_aplicado then
    raise exception using errcode = '23514',
      message = format('el monto ($%s) supera lo que queda por aplicar del pago ($%s)', new.monto, v_pago.monto - v_pago.monto_aplicado);
  end if;
  update public.fin_documentos set monto_pagado = monto_pagado + new.monto where id = v_doc.id;
  update public.fin_pagos set monto_aplicado = monto_aplicado + new.monto where id = v_pago.id;
  return new;
end
$$;

-- Removing an application (or its payment) gives the balance back; the document reopens.
create function private.fin_desaplicar_pago() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.fin_documentos set monto_pagado = monto_pagado - old.monto where id = old.documento_id;
  update public.fin_pagos set monto_aplicado = monto_aplicado - old.monto where id = old.pago_id;
  return null;
end
$$;

create trigger a_atribuir before insert or update on public.fin_pago_aplicaciones
  for each row execute function private.atribuir_registro();
create trigger b_aplicar before insert on public.fin_pago_aplicaciones
  for each row execute function private.fin_aplicar_pago();
create trigger z_desaplicar after delete on public.fin_pago_aplicaciones
  for each row execute function private.fin_desaplicar_pago();

create policy fin_pago_aplicaciones_leer on public.fin_pago_aplicaciones for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_pago_aplicaciones_crear on public.fin_pago_aplicaciones for insert to authenticated
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('finance')));
create policy fin_pago_aplicaciones_borrar on public.fin_pago_aplicaciones for delete to authenticated
  using (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('finance')));

-- A payment and its applications in one transaction (the payment screen's one request). The
-- applications go in document order, so two payments touching the same documents lock them in the
-- same order and never deadlock.
create function public.fin_registrar_pago(p_pago jsonb, p_aplicaciones jsonb default '[]'::jsonb) returns uuid
language plpgsql set search_path = '' as $$
declare
  v_id uuid;
  v_app record;
begin
  if not private.tiene_modulo('finance') then
    raise exception using errcode = '42501', message = 'la empresa o el usuario no tiene Axel Finance';
  end if;
  if jsonb_typeof(coalesce(p_aplicaciones, '[]'::jsonb)) <> 'array' then
    raise exception using errcode = '22023', message = 'las aplicaciones deben ser una lista';
  end if;
  insert into public.fin_pagos (direccion, tercero_id, fecha, monto, medio, referencia, notas)
  values (p_pago ->> 'direccion', (p_pago ->> 'tercero_id')::uuid, coalesce((p_pago ->> 'fecha')::date, current_date),
    (p_pago ->> 'monto')::numeric, coalesce(p_pago ->> 'medio', 'transferencia'),
    nullif(btrim(p_pago ->> 'referencia'), ''), nullif(btrim(p_pago ->> 'notas'), ''))
  returning id into v_id;
  for v_app in
    select (a ->> 'documento_id')::uuid as documento_id, sum((a ->> 'monto')::numeric) as monto
    from jsonb_array_elements(coalesce(p_aplicaciones, '[]'::jsonb)) a
    group by 1 order by 1
  loop
    insert into public.fin_pago_aplicaciones (pago_id, documento_id, monto) values (v_id, v_app.documento_id, v_app.monto);
  end loop;
  return v_id;
end
$$;

-- Receivables and payables with ageing ---------------------------------------------------------------
-- Per client (emitido) or supplier (recibido): the open balances not yet due, and overdue by
-- 0-30, 31-60, 61-90 and more than 90 days; the last row (tercero_id null) is the total. A credit
-- note's balance counts against the party. Computed here, over the partial index of open documents.
create function public.fin_antiguedad(p_direccion text) returns table (
  tercero_id uuid, tercero_nombre text, documentos bigint,
  por_vencer numeric, d0_30 numeric, d31_60 numeric, d61_90 numeric, d90_mas numeric, total numeric)
language sql stable set search_path = '' as $$
  with abiertos as (
    select d.tercero_id, current_date - d.fecha_vencimiento as dias,
      case when d.tipo = 'nota_credito' then -d.saldo else d.saldo end as saldo
    from public.fin_documentos d
    where d.direccion = p_direccion and d.estado in ('emitida', 'pagada_parcial')
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

-- Cash flow by month: what was actually collected and paid (payments' dates), and what is projected
-- from the open balances' due dates (an overdue balance is projected into the current month).
create function public.fin_flujo_caja(p_meses_atras integer default 6, p_meses_adelante integer default 5) returns table (
  mes date, cobrado numeric, pagado numeric, por_cobrar numeric, por_pagar numeric)
language sql stable set search_path = '' as $$
  with limites as (
    select (date_trunc('month', current_date) - make_interval(months => least(greatest(coalesce(p_meses_atras, 6), 0), 36)))::date as desde,
      (date_trunc('month', current_date) + make_interval(months => least(greatest(coalesce(p_meses_adelante, 5), 0), 36) + 1))::date as hasta
  ), meses as (
    select m::date as mes from limites l, generate_series(l.desde, l.hasta - 1, interval '1 month') m
  ), reales as (
    select date_trunc('month', p.fecha)::date as mes,
      sum(p.monto) filter (where p.direccion = 'cobro') as cobrado,
      sum(p.monto) filter (where p.direccion = 'pago') as pagado
    from public.fin_pagos p, limites l
    where p.fecha >= l.desde and p.fecha < l.hasta
    group by 1
  ), proyectados as (
    select greatest(date_trunc('month', d.fecha_vencimiento), date_trunc('month', current_date))::date as mes,
      sum(case when d.tipo = 'nota_credito' then -d.saldo else d.saldo end) filter (where d.direccion = 'emitido') as por_cobrar,
      sum(case when d.tipo = 'nota_credito' then -d.saldo else d.saldo end) filter (where d.direccion = 'recibido') as por_pagar
    from public.fin_documentos d, limites l
    where d.estado in ('emitida', 'pagada_parcial') and d.fecha_vencimiento < l.hasta
      and d.empresa_id = (select private.empresa_actual())
    group by 1
  )
  select m.mes, coalesce(r.cobrado, 0), coalesce(r.pagado, 0), coalesce(p.por_cobrar, 0), coalesce(p.por_pagar, 0)
  from meses m left join reales r on r.mes = m.mes left join proyectados p on p.mes = m.mes
  order by m.mes
$$;

-- Overview figures in one request (amounts as text: exact whole pesos, summed here).
create function public.fin_resumen() returns jsonb
language sql stable set search_path = '' as $$
  with abiertos as (
    select d.direccion, d.fecha_vencimiento < current_date as vencido,
      case when d.tipo = 'nota_credito' then -d.saldo else d.saldo end as saldo
    from public.fin_documentos d
    where d.estado in ('emitida', 'pagada_parcial') and d.empresa_id = (select private.empresa_actual())
  ), mes as (
    select date_trunc('month', current_date)::date as desde
  )
  select jsonb_build_object(
    'por_cobrar', (select coalesce(sum(saldo), 0)::text from abiertos where direccion = 'emitido'),
    'por_pagar', (select coalesce(sum(saldo), 0)::text from abiertos where direccion = 'recibido'),
    'vencido_cobrar', (select coalesce(sum(saldo), 0)::text from abiertos where direccion = 'emitido' and vencido),
    'vencido_pagar', (select coalesce(sum(saldo), 0)::text from abiertos where direccion = 'recibido' and vencido),
    'documentos_vencidos', (select count(*) from abiertos where vencido),
    'facturado_mes', (select coalesce(sum(case when d.tipo = 'nota_credito' then -d.total else d.total end), 0)::text
      from public.fin_documentos d, mes where d.direccion = 'emitido' and d.estado <> 'borrador' and d.estado <> 'anulada' and d.fecha_emision >= mes.desde),
    'cobrado_mes', (select coalesce(sum(p.monto), 0)::text from public.fin_pagos p, mes where p.direccion = 'cobro' and p.fecha >= mes.desde),
    'pagado_mes', (select coalesce(sum(p.monto), 0)::text from public.fin_pagos p, mes where p.direccion = 'pago' and p.fecha >= mes.desde),
    'borradores', (select count(*) from public.fin_documentos d where d.estado = 'borrador')
  )
$$;

-- Privileges (docs/design.md §11: explicit) --------------------------------------------------------
grant select, insert, update, delete on public.fin_categorias to authenticated;
-- The amount paid is the payments' (the trigger sets it); the generated columns are Postgres's.
grant select, insert, delete on public.fin_documentos to authenticated;
grant update (tipo, folio, tercero_id, categoria_id, documento_referencia_id, descripcion, fecha_emision,
  fecha_vencimiento, neto, estado) on public.fin_documentos to authenticated;
grant select on public.fin_documentos_vista to authenticated;
grant select, insert, delete on public.fin_pagos to authenticated;
grant update (fecha, monto, medio, referencia, notas) on public.fin_pagos to authenticated;
-- Applications are added and removed, never edited.
grant select, insert, delete on public.fin_pago_aplicaciones to authenticated;
grant select, insert, update, delete on public.fin_categorias, public.fin_documentos, public.fin_pagos,
  public.fin_pago_aplicaciones to service_role;
grant select on public.fin_documentos_vista to service_role;

revoke all on function private.fin_verificar_documento(), private.fin_borrar_documento(), private.fin_verificar_pago(),
  private.fin_aplicar_pago(), private.fin_desaplicar_pago() from public, anon;
grant execute on function private.fin_verificar_documento(), private.fin_borrar_documento(), private.fin_verificar_pago(),
  private.fin_aplicar_pago(), private.fin_desaplicar_pago() to authenticated, service_role;
revoke all on function public.fin_registrar_pago(jsonb, jsonb), public.fin_antiguedad(text),
  public.fin_flujo_caja(integer, integer), public.fin_resumen() from public, anon;
grant execute on function public.fin_registrar_pago(jsonb, jsonb), public.fin_antiguedad(text),
  public.fin_flujo_caja(integer, integer), public.fin_resumen() to authenticated, service_role;
