/**
 * GET /rest/v1/: the OpenAPI 2.0 (Swagger) description of a schema, as PostgREST serves it at its
 * root (src/PostgREST/Response/OpenAPI.hs): one path per table or view and per function, a
 * definition per relation, the shared parameters. PostgREST's default openapi-mode,
 * follow-privileges: only the relations and functions the request's role may use are listed.
 * Pure: takes the schema cache and what the role may access.
 */
import type { Column, Relation, Relationship, Routine, RoutineParam, SchemaCache } from './schema-cache.ts';

export interface OpenApiInput {
  cache: SchemaCache;
  schema: string;
  /** Relation oids the role holds some privilege on. */
  relations: ReadonlySet<number>;
  /** Function oids the role may execute. */
  routines: ReadonlySet<number>;
  /** `host[:port]` of the request, for `host`. */
  host: string;
  /** The path the API is served under, for `basePath` (`/rest/v1`). */
  basePath: string;
}

type Json = Record<string, unknown>;

const MEDIA = [
  'application/json',
  'application/vnd.pgrst.object+json;nulls=stripped',
  'application/vnd.pgrst.object+json',
  'text/csv',
];

function swaggerType(dataType: string): string | undefined {
  if (dataType.endsWith('[]')) return 'array';
  const base = dataType.replace(/\(.*\)$/, '');
  switch (base) {
    case 'character varying':
    case 'character':
    case 'text':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'smallint':
    case 'integer':
    case 'bigint':
      return 'integer';
    case 'numeric':
    case 'real':
    case 'double precision':
      return 'number';
    case 'json':
    case 'jsonb':
      return undefined;
    default:
      return 'string';
  }
}

function swaggerFormat(dataType: string): string {
  if (dataType === 'smallint' || dataType === 'integer') return 'int32';
  if (dataType === 'bigint') return 'int64';
  return dataType;
}

function columnSchema(col: Column, rel: Relation, fks: Relationship[], enums: SchemaCache['enums']): Json {
  const type = swaggerType(col.dataType);
  const out: Json = { format: swaggerFormat(col.dataType) };
  if (type) out.type = type;
  if (type === 'array') out.items = { type: swaggerType(col.dataType.slice(0, -2)) ?? 'string' };
  const len = /^character(?: varying)?\((\d+)\)$/.exec(col.dataType);
  if (len) out.maxLength = Number(len[1]);
  const en = enums.find((e) => e.schema === col.typeSchema && e.name === col.typeName);
  if (en) out.enum = en.values;
  const def = col.default === null ? undefined : defaultOf(col, type);
  if (def !== undefined) out.default = def;
  const notes: string[] = [];
  if (rel.primaryKey.includes(col.name)) notes.push('This is a Primary Key.<pk/>');
  for (const fk of fks) {
    const i = fk.fromColumns.indexOf(col.name);
    if (i !== -1 && fk.fromColumns.length === 1) {
      notes.push(
        `This is a Foreign Key to \`${fk.to.name}.${fk.toColumns[i]}\`.<fk table='${fk.to.name}' column='${fk.toColumns[i]}'/>`,
      );
    }
  }
  const text = [col.description, notes.length ? ['Note:', ...notes].join('\n') : null].filter((x): x is string => !!x);
  if (text.length) out.description = text.join('\n\n');
  return out;
}

/**
 * A column default as PostgREST shows it (parseDefault): for string types the literal without its
 * cast and quotes; otherwise the default's text when it is JSON (`10`, `true`), else none.
 */
function defaultOf(col: Column, type: string | undefined): unknown {
  const d = col.default!;
  if (type === 'string') {
    const suffix = `::${col.dataType}`;
    return d.endsWith(suffix) ? d.slice(0, -suffix.length).replace(/^'+|'+$/g, '') : d;
  }
  try {
    return JSON.parse(d) as unknown;
  } catch {
    return undefined;
  }
}

function definition(rel: Relation, cache: SchemaCache): Json {
  const fks = (cache.relationships.get(`${rel.schema}.${rel.name}`) ?? []).filter((r) => r.fkOnFrom);
  const required = rel.columns.filter((c) => !c.nullable).map((c) => c.name);
  const out: Json = {
    properties: Object.fromEntries(rel.columns.map((c) => [c.name, columnSchema(c, rel, fks, cache.enums)])),
    type: 'object',
  };
  if (required.length) out.required = required;
  if (rel.description) out.description = rel.description;
  return out;
}

const ref = (name: string) => ({ $ref: `#/parameters/${name}` });

function relationPath(rel: Relation): Json {
  const filters = rel.columns.map((c) => ref(`rowFilter.${rel.name}.${c.name}`));
  const [summary, ...rest] = (rel.description ?? '').split('\n');
  const doc = (o: Json): Json => {
    const out: Json = { tags: [rel.name], ...o };
    if (summary) out.summary = summary;
    if (rest.join('\n').trim()) out.description = rest.join('\n').trim();
    return out;
  };
  const item: Json = {
    get: doc({
      parameters: [...filters, ...['select', 'order', 'range', 'rangeUnit', 'offset', 'limit', 'preferCount'].map(ref)],
      responses: {
        '200': { description: 'OK', schema: { items: { $ref: `#/definitions/${rel.name}` }, type: 'array' } },
        '206': { description: 'Partial Content' },
      },
    }),
  };
  if (rel.insertable) {
    item.post = doc({
      parameters: [ref(`body.${rel.name}`), ref('select'), ref('preferPost')],
      responses: { '201': { description: 'Created' } },
    });
  }
  if (rel.deletable)
    item.delete = doc({
      parameters: [...filters, ref('preferReturn')],
      responses: { '204': { description: 'No Content' } },
    });
  if (rel.updatable) {
    item.patch = doc({
      parameters: [...filters, ref(`body.${rel.name}`), ref('preferReturn')],
      responses: { '204': { description: 'No Content' } },
    });
  }
  return item;
}

function argsSchema(params: RoutineParam[], cache: SchemaCache): Json {
  const properties: Json = {};
  for (const p of params) {
    const type = swaggerType(p.dataType);
    const s: Json = { format: swaggerFormat(p.dataType) };
    if (type) s.type = type;
    if (type === 'array') s.items = { type: swaggerType(p.dataType.slice(0, -2)) ?? 'string' };
    const en = cache.enums.find((e) => e.schema === p.typeSchema && e.name === p.typeName);
    if (en) s.enum = en.values;
    properties[p.name] = s;
  }
  const required = params.filter((p) => !p.hasDefault).map((p) => p.name);
  return { ...(required.length ? { required } : {}), properties, type: 'object' };
}

function routinePath(r: Routine, cache: SchemaCache): Json {
  const named = r.params.filter((p) => p.name !== '');
  const [summary, ...rest] = (r.description ?? '').split('\n');
  const base: Json = {
    tags: [`(rpc) ${r.name}`],
    produces: [
      'application/json',
      'application/vnd.pgrst.object+json;nulls=stripped',
      'application/vnd.pgrst.object+json',
    ],
  };
  if (summary) base.summary = summary;
  if (rest.join('\n').trim()) base.description = rest.join('\n').trim();
  const post = {
    ...base,
    parameters: [{ in: 'body', name: 'args', required: true, schema: argsSchema(named, cache) }, ref('preferParams')],
    responses: { '200': { description: 'OK' } },
  };
  const item: Json = { post };
  if (r.volatility !== 'v') {
    item.get = {
      ...base,
      parameters: named.map((p) => {
        const type = swaggerType(p.dataType);
        return {
          format: swaggerFormat(p.dataType),
          in: 'query',
          name: p.name,
          required: !p.hasDefault,
          type: type === undefined || type === 'array' ? 'string' : type,
        };
      }),
      responses: { '200': { description: 'OK' } },
    };
  }
  return item;
}

function preferParam(description: string, values: string[]): Json {
  return {
    description: 'Preference',
    enum: values,
    in: 'header',
    name: 'Prefer',
    required: false,
    type: 'string',
    'x-description': description,
  };
}

function sharedParameters(rels: Relation[]): Json {
  const params: Json = {
    preferParams: preferParam('params', ['params=single-object']),
    preferReturn: preferParam('return', ['return=representation', 'return=minimal', 'return=none']),
    preferCount: preferParam('count', ['count=none']),
    preferPost: preferParam('return, resolution', [
      'return=representation',
      'return=minimal',
      'return=none',
      'resolution=ignore-duplicates',
      'resolution=merge-duplicates',
    ]),
    select: { description: 'Filtering Columns', in: 'query', name: 'select', required: false, type: 'string' },
    on_conflict: { description: 'On Conflict', in: 'query', name: 'on_conflict', required: false, type: 'string' },
    order: { description: 'Ordering', in: 'query', name: 'order', required: false, type: 'string' },
    range: { description: 'Limiting and Pagination', in: 'header', name: 'Range', required: false, type: 'string' },
    rangeUnit: {
      default: 'items',
      description: 'Limiting and Pagination',
      in: 'header',
      name: 'Range-Unit',
      required: false,
      type: 'string',
    },
    offset: { description: 'Limiting and Pagination', in: 'query', name: 'offset', required: false, type: 'string' },
    limit: { description: 'Limiting and Pagination', in: 'query', name: 'limit', required: false, type: 'string' },
  };
  for (const rel of rels) {
    params[`body.${rel.name}`] = {
      description: rel.name,
      in: 'body',
      name: rel.name,
      required: false,
      schema: { $ref: `#/definitions/${rel.name}` },
    };
    for (const c of rel.columns) {
      params[`rowFilter.${rel.name}.${c.name}`] = {
        format: swaggerFormat(c.dataType),
        in: 'query',
        name: c.name,
        required: false,
        type: 'string',
      };
    }
  }
  return params;
}

/** The OpenAPI 2.0 document of `input.schema`. */
export function openApiDocument(input: OpenApiInput): Json {
  const { cache, schema } = input;
  const rels = [...cache.relations.values()]
    .filter((r) => r.schema === schema && input.relations.has(r.oid))
    .sort((a, b) => a.name.localeCompare(b.name));
  const routines = [...cache.routines.values()]
    .flat()
    .filter((r) => r.schema === schema && input.routines.has(r.oid))
    .sort((a, b) => a.name.localeCompare(b.name));
  const paths: Json = {
    '/': {
      get: {
        produces: ['application/openapi+json', 'application/json'],
        responses: { '200': { description: 'OK' } },
        summary: 'OpenAPI description (this document)',
        tags: ['Introspection'],
      },
    },
  };
  for (const rel of rels) paths[`/${rel.name}`] = relationPath(rel);
  // Overloads share one path; the last one described wins, as in PostgREST.
  for (const r of routines) paths[`/rpc/${r.name}`] = routinePath(r, cache);
  return {
    swagger: '2.0',
    info: { description: 'This is a dynamic API generated by PostgREST', title: 'PostgREST API', version: '12.2.0' },
    host: input.host,
    basePath: input.basePath,
    schemes: ['http'],
    consumes: MEDIA,
    produces: MEDIA,
    paths,
    definitions: Object.fromEntries(rels.map((r) => [r.name, definition(r, cache)])),
    parameters: sharedParameters(rels),
    externalDocs: { description: 'PostgREST Documentation', url: 'https://postgrest.org/en/v12/references/api.html' },
  };
}
