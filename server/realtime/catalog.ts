/**
 * What the change feed needs to know of the published tables, read from the catalog: the tables of
 * the `supabase_realtime` publication, their columns and primary keys, and for each API role the
 * columns it may select and its row-level security predicate: the table's own SELECT policies that
 * apply to the role (pg_policy, deparsed by Postgres), permissive ones OR-ed and restrictive ones
 * AND-ed, as Postgres combines them. The predicate is evaluated by Postgres, under the
 * subscriber's role and claims, against the changed row (server/realtime/feed.sql,
 * realtime.visibles); nothing here decides who sees a row.
 */
import type { Queryable } from '../db/types.ts';

export interface Column {
  name: string;
  /** pg_type.typname, as hosted Realtime names it in `columns`. */
  type: string;
  /** format_type(): the type to cast filter values to. */
  sqlType: string;
}

export interface PublishedTable {
  schema: string;
  name: string;
  columns: Column[];
  primaryKey: string[];
  rls: boolean;
  /** REPLICA IDENTITY FULL: an update's old_record carries the whole old row (as hosted). */
  identityFull: boolean;
}

export interface RoleView {
  /** The columns the role may select; none: the role sees no change of the table. */
  columns: Set<string>;
  /** A SQL boolean over the table's columns (alias = the table's name). */
  predicate: string;
}

export const PUBLICATION = 'supabase_realtime';

/** `"schema"."name"`, quoted. */
export function qualified(t: { schema: string; name: string }): string {
  return `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;
}

export function quoteIdent(s: string): string {
  return `"${s.replaceAll('"', '""')}"`;
}

const TABLES_SQL = `
select n.nspname as schema, c.relname as name, c.relrowsecurity as rls, c.relreplident = 'f' as identity_full,
  coalesce((select jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname,
      'sqlType', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'::jsonb)::text as columns,
  coalesce((select jsonb_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
    from pg_index i join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey::int2[])
    where i.indrelid = c.oid and i.indisprimary), '[]'::jsonb)::text as primary_key
from pg_publication_tables pt
join pg_namespace n on n.nspname = pt.schemaname
join pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
where pt.pubname = $1
order by 1, 2`;

const ROLE_SQL = `
select r.rolbypassrls as bypass,
  coalesce((select jsonb_agg(a.attname order by a.attnum) from pg_attribute a
    where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
      and has_column_privilege($2, $1::regclass, a.attname, 'SELECT')), '[]'::jsonb)::text as columns,
  coalesce((select jsonb_agg(jsonb_build_object('permissive', p.polpermissive,
      'qual', coalesce(pg_get_expr(p.polqual, p.polrelid), 'true')) order by p.polname)
    from pg_policy p
    where p.polrelid = $1::regclass and p.polcmd in ('r', '*')
      and (0::oid = any (p.polroles) or exists (
        select 1 from unnest(p.polroles) pr where pr <> 0 and pg_has_role($2, pr, 'MEMBER')))), '[]'::jsonb)::text as policies
from pg_roles r where r.rolname = $2`;

export class Catalog {
  private tables = new Map<string, PublishedTable>();
  private roles = new Map<string, Promise<RoleView | null>>();

  constructor(private readonly db: Queryable) {}

  /** Reads the publication again (at start, and when the schema is reloaded). */
  async load(): Promise<void> {
    const { rows } = await this.db.query<{
      schema: string;
      name: string;
      rls: boolean | string;
      identity_full: boolean | string;
      columns: string;
      primary_key: string;
    }>(TABLES_SQL, [PUBLICATION]);
    const next = new Map<string, PublishedTable>();
    for (const r of rows) {
      next.set(key(r.schema, r.name), {
        schema: r.schema,
        name: r.name,
        rls: r.rls === true || r.rls === 't',
        identityFull: r.identity_full === true || r.identity_full === 't',
        columns: JSON.parse(r.columns) as Column[],
        primaryKey: JSON.parse(r.primary_key) as string[],
      });
    }
    this.tables = next;
    this.roles.clear();
  }

  all(): PublishedTable[] {
    return [...this.tables.values()];
  }

  table(schema: string, name: string): PublishedTable | undefined {
    return this.tables.get(key(schema, name));
  }

  /** The tables a subscription names: one table, or every published one of a schema ('*' = any). */
  matching(schema: string, table: string | undefined): PublishedTable[] {
    return this.all().filter(
      (t) => (schema === '*' || t.schema === schema) && (table === undefined || table === '*' || t.name === table),
    );
  }

  /** The role's columns and predicate on a published table; null when the role does not exist. */
  view(table: PublishedTable, role: string): Promise<RoleView | null> {
    const k = `${key(table.schema, table.name)}\u0000${role}`;
    let v = this.roles.get(k);
    if (!v) {
      v = this.readView(table, role);
      this.roles.set(k, v);
      v.catch(() => this.roles.delete(k));
    }
    return v;
  }

  private async readView(table: PublishedTable, role: string): Promise<RoleView | null> {
    const { rows } = await this.db.query<{ bypass: boolean | string; columns: string; policies: string }>(ROLE_SQL, [
      qualified(table),
      role,
    ]);
    const r = rows[0];
    if (!r) return null;
    const columns = new Set(JSON.parse(r.columns) as string[]);
    const bypass = r.bypass === true || r.bypass === 't';
    const policies = JSON.parse(r.policies) as { permissive: boolean; qual: string }[];
    return { columns, predicate: table.rls && !bypass ? combine(policies) : 'true' };
  }
}

/** Postgres's rule: any permissive policy admits the row, and every restrictive one must. */
export function combine(policies: { permissive: boolean; qual: string }[]): string {
  const permissive = policies.filter((p) => p.permissive).map((p) => `(${p.qual})`);
  const restrictive = policies.filter((p) => !p.permissive).map((p) => `(${p.qual})`);
  if (permissive.length === 0) return 'false';
  const any = `(${permissive.join(' or ')})`;
  return restrictive.length === 0 ? any : `(${[any, ...restrictive].join(' and ')})`;
}

function key(schema: string, name: string): string {
  return `${schema}.${name}`;
}
