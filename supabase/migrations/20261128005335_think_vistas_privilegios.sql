-- Axel Think's views hold exactly what the API uses, with or without Supabase's legacy default
-- privileges (which give service_role everything on a new relation): read by authenticated users
-- (security_invoker: the tables' policies decide the rows) and by the service role.
revoke all on public.think_avance_objetivos, public.think_avance_resultados, public.think_kpis_actual
  from public, anon, authenticated, service_role;
grant select on public.think_avance_objetivos, public.think_avance_resultados, public.think_kpis_actual
  to authenticated, service_role;
