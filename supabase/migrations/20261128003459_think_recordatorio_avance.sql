-- Axel Think (issue 38, item 5): the weekly check-in reminder through the notices' inbox
-- (docs/notifications.md). A key result of a period under way whose last check-in is more than 7
-- days old (or that has none and was created more than 7 days ago) reminds its owner (the
-- objective's owner when the key result has none), once per key result and ISO week.

insert into public.tipos_notificacion (clave, nombre, descripcion, modulo, canal_predeterminado, orden) values
  ('think_checkin_pendiente', 'Avances semanales pendientes',
   'Cada semana, los resultados clave a tu cargo que llevan más de 7 días sin avance.', 'think', 'app', 110)
on conflict do nothing;

create function private.revisar_checkins_think() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_hoy date := private.hoy_chile();
  r record;
  n integer := 0;
begin
  for r in
    select k.id, k.titulo, o.id as objetivo_id, o.titulo as objetivo, coalesce(k.responsable_id, o.responsable_id) as persona
    from public.think_resultados_clave k
    join public.think_objetivos o on o.id = k.objetivo_id
    left join lateral (select max(c.fecha) as ultimo from public.think_checkins c where c.resultado_id = k.id) u on true
    where private.think_periodo_rango(o.periodo) @> v_hoy
      and coalesce(k.responsable_id, o.responsable_id) is not null
      and coalesce(u.ultimo, (k.creado_en at time zone 'America/Santiago')::date) < v_hoy - 7
  loop
    if private.notificar(r.persona, 'think_checkin_pendiente',
        format('Avance pendiente: %s', r.titulo),
        format('El resultado clave de «%s» lleva más de 7 días sin avance.', r.objetivo),
        '/axel-think/objetivos/' || r.objetivo_id,
        format('think_checkin_pendiente:%s:%s', r.id, to_char(v_hoy, 'IYYY-IW'))) then
      n := n + 1;
    end if;
  end loop;
  return n;
end
$$;
revoke all on function private.revisar_checkins_think() from public, anon, authenticated;

create or replace function private.ejecutar_revisiones() returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  return jsonb_build_object(
    'crm_actividad_hoy', private.revisar_actividades_crm(),
    'factura_vencida', private.revisar_documentos_vencidos(),
    'plan_preventivo', private.revisar_planes_preventivos(),
    'think_checkin_pendiente', private.revisar_checkins_think());
end
$$;
