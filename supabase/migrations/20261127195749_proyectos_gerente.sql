-- Issue 30, item 7: any module user could make herself a project's manager. proy_proyectos_editar
-- lets a Projects user edit a project, gerente_id included, and proy_tareas_borrar trusts
-- gerente_id: Ana set the admin's project to herself, then deleted its tasks and the hours of
-- others logged on them.
--
-- Who changes a project's manager: admin_empresa of its company, the current manager handing it
-- over, or, while the project has none, the user who created it (naming one, as creating it with one
-- would have). A trigger of its own (not the module's standard policies, which a later migration may
-- regenerate), raising 42501 (403). Creating a project naming any manager stays open to every
-- Projects user: she creates, she is not taking anything over.
--
-- The same pattern ("a field that grants rights is writable by the people it grants them to")
-- was looked for in every policy of the modules; the others hold (docs/security.md §7): creado_por (ops_comentarios, ops_horas) is kept by private.atribuir_registro;
-- proy_horas.usuario_id and marcas_asistencia.colaborador_id are checked against the caller in
-- WITH CHECK; colaboradores.usuario_id and jefe_id (mi_colaborador(), a leave's approver) are
-- written by People's admins only; solicitudes_ausencia.colaborador_id is the caller's own.

create function private.proy_verificar_gerente() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.gerente_id is distinct from old.gerente_id
     and auth.uid() is not null
     and old.gerente_id is distinct from auth.uid()
     and not (old.gerente_id is null and old.creado_por = auth.uid())
     and old.empresa_id is distinct from (select private.empresa_administrada()) then
    raise exception using errcode = '42501',
      message = 'Solo un administrador de la empresa, o el jefe de proyecto actual, cambia el jefe de proyecto';
  end if;
  return new;
end
$$;
revoke all on function private.proy_verificar_gerente() from public, anon, authenticated;

create trigger c_verificar_gerente before update of gerente_id on public.proy_proyectos
  for each row execute function private.proy_verificar_gerente();
