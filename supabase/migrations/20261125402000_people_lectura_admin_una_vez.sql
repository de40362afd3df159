-- People's read policies answer "is the caller the company's admin?" once per statement (issue 13's
-- People bench: 5,000 employees). private.puede_ver_colaborador(colaborador_id), called per row,
-- starts with that very question; as a function call per row it ran for every row (an admin
-- reading 5,000 records: seconds). The same rule, with the admin's answer as an init plan first:
-- (select private.es_admin_people()) or private.puede_ver_colaborador(colaborador_id). For a
-- usuario nothing changes (the admin answer is false, the per-row check follows). The policies'
-- other conditions are copied from 20261124110000_people_colaboradores.sql, unchanged.
alter policy colaboradores_ficha_leer on public.colaboradores_ficha
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and ((select private.es_admin_people()) or private.puede_ver_colaborador(colaborador_id)));
alter policy solicitudes_ausencia_leer on public.solicitudes_ausencia
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and ((select private.es_admin_people()) or private.puede_ver_colaborador(colaborador_id)));
alter policy solicitudes_ausencia_resolver on public.solicitudes_ausencia
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and ((select private.es_admin_people()) or private.puede_ver_colaborador(colaborador_id)));
alter policy marcas_asistencia_leer on public.marcas_asistencia
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and ((select private.es_admin_people()) or private.puede_ver_colaborador(colaborador_id)));
