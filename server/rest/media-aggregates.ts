/** The schema cache's list of aggregates that handle a media type (media-handlers.ts uses them). */

/** An aggregate that handles a media type for a relation (PostgREST's custom aggregate handlers). */
export interface MediaAggregate {
  schema: string;
  name: string;
  /** The relation whose row type it aggregates (pg_class oid); 0: any (`anyelement`). */
  relid: number;
  /** The media type: its return type's name (a domain), lower-cased. */
  media: string;
}

/** The schema cache query's part listing them: one-argument aggregates of the exposed schemas returning a media-type domain. */
export const MEDIA_AGGREGATES_SQL = `(select coalesce(json_agg(json_build_object(
      'schema', pn.nspname, 'name', p.proname, 'relid', at.typrelid::int8, 'media', lower(rt.typname)
    )), '[]')
    from pg_proc p
    join pg_aggregate ag on ag.aggfnoid = p.oid
    join pg_namespace pn on pn.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    join pg_type at on at.oid = p.proargtypes[0]
    where p.pronargs = 1 and rt.typbasetype <> 0 and rt.typname ~* '^[A-Za-z0-9.-]+/[A-Za-z0-9.+-]+$'
      and (at.typrelid <> 0 or at.typname = 'anyelement')
      and pn.nspname in (select nspname from exposed))`;
