-- A usuario reads the ACTIVE plan row of their own company, nothing more: their effective access
-- is computed from it under their own row-level security (private.accesos_modulo is a
-- security-invoker view, and so is mis_modulos()), their own effective-access rows name the plan,
-- and the workspace tells them when a module is not in their company's plan (docs/design.md §3).
-- The history of plan changes (older, inactive rows) is billing: only the company's admin and the
-- platform's super_admin read it. Writes stay super_admin only (planes_empresa_super_admin).
drop policy planes_empresa_leer_propia on public.planes_empresa;
create policy planes_empresa_leer_propia on public.planes_empresa for select to authenticated
  using (
    empresa_id = (select private.empresa_actual())
    and (activo or (select private.rol_actual()) = 'admin_empresa')
  );
