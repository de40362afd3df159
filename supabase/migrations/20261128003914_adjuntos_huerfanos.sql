-- Files whose record is gone (docs/storage.md §2 "Removing a record"). A record is deleted through
-- PostgREST; its files cannot be removed with it (Storage refuses SQL deletes of its rows, and
-- once the record is gone the bucket's policies no longer let anyone remove them). They are
-- swept instead: the server (server/storage/orphans.ts; on hosted, a scheduled Edge Function with
-- the service key) asks this function for them and removes them through Storage, bytes and row,
-- which also gives their space back to the company's quota.

-- Up to p_limite objects of the bucket adjuntos whose record no longer exists, or whose path is
-- not one the policies could ever have let in. Security definer: the record tables are read past
-- their row-level security (the function's owner), so "exists" means exists for anyone.
create function private.adjuntos_huerfanos(p_limite integer default 500)
returns setof text
language plpgsql stable security definer set search_path = '' as $$
begin
  return query
    select o.name from storage.objects o
    where o.bucket_id = 'adjuntos'
      and not coalesce(
        private.registro_visible(split_part(o.name, '/', 3), private.uuid_o_nulo(split_part(o.name, '/', 4))),
        false)
    order by o.name
    limit greatest(least(coalesce(p_limite, 500), 1000), 1);
end
$$;
revoke all on function private.adjuntos_huerfanos(integer) from public, anon, authenticated;
grant execute on function private.adjuntos_huerfanos(integer) to service_role;
