-- Issue 30, item 5: rules that check and then write, under concurrent requests on PostgreSQL.
--
-- Leave requests. private.validar_solicitud_ausencia checks the vacation balance and the overlap
-- with the employee's other requests, then the row is written; two requests of the same employee
-- at once each saw the other's absence: 26 parallel one-day vacation requests took Ana's balance
-- from 17.5 to -7.5 days, and 20 identical requests stored 3 to 9 rows. Requests of one employee
-- are now serialised: a transaction-scoped advisory lock on the employee, taken by a trigger that
-- fires before the validation (triggers fire in name order). The validation's queries run after
-- it, each with a new snapshot (READ COMMITTED), so they see what the request before committed.
-- An advisory lock needs no privilege on colaboradores (a usuario may not lock its row FOR UPDATE).
--
-- Company names. private.crear_empresa refuses a name that differs from another only in case,
-- then inserts; the unique index was on the exact name, so 'Acme' and 'ACME' created at once both
-- passed. The index is now on lower(nombre): the database refuses the second (23505, 409).
--
-- The other check-then-write rules were read for the same race (docs/security.md §5); they hold: stock (the part's row FOR UPDATE, then a CHECK on stock >= 0), payments
-- (the payment's and the document's rows FOR UPDATE, applications inserted in document order so
-- two payments never lock in opposite orders), folios and order numbers (private.siguiente_numero:
-- an upsert on the counter row), attendance (unique (colaborador_id, fecha)), a lead's conversion
-- (its row FOR UPDATE), invitations (a unique index on the pending address, the row FOR UPDATE to
-- resend or revoke), task dependencies (the project's row FOR UPDATE), and state changes of orders
-- and requests (the UPDATE's row lock, the trigger sees the row it replaces).

create function private.serializar_solicitud_ausencia() returns trigger
language plpgsql set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('public.solicitudes_ausencia'), hashtext(new.colaborador_id::text));
  return new;
end
$$;
revoke all on function private.serializar_solicitud_ausencia() from public, anon, authenticated;

create trigger solicitudes_ausencia_a_serializar before insert on public.solicitudes_ausencia
  for each row execute function private.serializar_solicitud_ausencia();

create unique index empresas_nombre_minusculas_key on public.empresas (lower(nombre));
