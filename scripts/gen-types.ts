/**
 * `npm run gen:types`: migrates an in-memory database, reads it through the REST schema cache and
 * writes src/lib/database.types.ts (and supabase/schema/, scripts/gen-schema.ts) in the shape `supabase gen types typescript` produces
 * (supabase/postgres-meta's typescript template): Database with Tables (Row / Insert / Update /
 * Relationships), Views, Functions (Args / Returns), Enums, CompositeTypes, and the Tables /
 * TablesInsert / TablesUpdate / Enums / CompositeTypes helpers and Constants.
 */
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import prettier from 'prettier';
import { PgliteDatabase } from '../server/db/pglite.ts';
import type { Database, Queryable } from '../server/db/types.ts';
import { migrate, ROOT } from '../server/migrate.ts';
import {
  loadSchemaCache,
  type Column,
  type Relation,
  type Routine,
  type SchemaCache,
} from '../server/rest/schema-cache.ts';
import { generateSchemaDir, SCHEMA_DIR } from './gen-schema.ts';

export const TYPES_FILE = join(ROOT, 'src/lib/database.types.ts');
const POSTGREST_VERSION = '12.2.3 (519615d)';

const q = (s: string) => JSON.stringify(s);
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

class TypeMapper {
  constructor(
    private readonly cache: SchemaCache,
    private readonly schemas: string[],
  ) {}

  ts(typeName: string, typeSchema?: string): string {
    if (typeName === 'bool') return 'boolean';
    if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'].includes(typeName)) return 'number';
    if (
      [
        'bytea',
        'bpchar',
        'varchar',
        'date',
        'text',
        'citext',
        'time',
        'timetz',
        'timestamp',
        'timestamptz',
        'uuid',
        'vector',
      ].includes(typeName)
    ) {
      return 'string';
    }
    if (typeName === 'json' || typeName === 'jsonb') return 'Json';
    if (typeName === 'void') return 'undefined';
    if (typeName === 'record') return 'Record<string, unknown>';
    if (typeName.startsWith('_')) return `(${this.ts(typeName.slice(1), typeSchema)})[]`;
    const e = this.cache.enums.find(
      (x) => x.name === typeName && (typeSchema === undefined || x.schema === typeSchema),
    );
    if (e)
      return this.schemas.includes(e.schema)
        ? `Database[${q(e.schema)}]['Enums'][${q(e.name)}]`
        : e.values.map(q).join(' | ');
    const rel = [...this.cache.relationsById.values()].find(
      (r) => r.name === typeName && (typeSchema === undefined || r.schema === typeSchema),
    );
    if (rel && this.schemas.includes(rel.schema)) {
      if (rel.kind === 'composite') return `Database[${q(rel.schema)}]['CompositeTypes'][${q(rel.name)}]`;
      const group = rel.kind === 'view' || rel.kind === 'matview' ? 'Views' : 'Tables';
      return `Database[${q(rel.schema)}][${q(group)}][${q(rel.name)}]['Row']`;
    }
    return 'unknown';
  }

  column(c: Column): string {
    return this.ts(c.typeName, c.typeSchema);
  }
}

function sortedColumns(rel: Relation): Column[] {
  return [...rel.columns].sort(byName);
}

function relationships(cache: SchemaCache, rel: Relation): string {
  const rels = (cache.relationships.get(`${rel.schema}.${rel.name}`) ?? [])
    .filter((r) => r.fkOnFrom && r.to.schema === rel.schema)
    .sort(
      (a, b) =>
        a.constraint.localeCompare(b.constraint) ||
        a.to.name.localeCompare(b.to.name) ||
        JSON.stringify(a.toColumns).localeCompare(JSON.stringify(b.toColumns)),
    );
  return `[${rels
    .map(
      (r) => `{
        foreignKeyName: ${q(r.constraint)}
        columns: ${JSON.stringify(r.fromColumns)}
        isOneToOne: ${r.cardinality === 'o2o'}
        referencedRelation: ${q(r.to.name)}
        referencedColumns: ${JSON.stringify(r.toColumns)}
      }`,
    )
    .join(',')}]`;
}

/** "schema.table" → the columns a BEFORE INSERT trigger of the table fills (triggerFilledColumns). */
export type FilledColumns = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The columns the database fills on insert by a BEFORE INSERT row trigger, so a client never sends
 * them: `private.atribuir_registro` sets every module row's empresa_id (from the caller, never the
 * request) and its authorship, `ops_verificar_orden` gives an order its number. Read from the
 * trigger functions' bodies: an assignment `new.<column> := <expression>` whose expression does
 * not read the column (a normalisation such as `new.rut := upper(new.rut)` does, and leaves it
 * required) or only as coalesce(new.<column>, ...)'s first argument. One addition to the
 * `supabase gen types` shape: such a NOT NULL column without a default is optional in Insert.
 */
export async function triggerFilledColumns(db: Queryable, schemas: readonly string[]): Promise<FilledColumns> {
  const { rows } = await db.query<{ relation: string; body: string }>(
    `select n.nspname || '.' || c.relname as relation, p.prosrc as body
       from pg_trigger t
       join pg_class c on c.oid = t.tgrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and n.nspname = any($1::text[])
        and t.tgtype & 1 = 1 and t.tgtype & 2 = 2 and t.tgtype & 4 = 4`,
    [schemas],
  );
  const filled = new Map<string, Set<string>>();
  for (const { relation, body } of rows) {
    for (const m of body.matchAll(/\bnew\.(\w+)\s*:=\s*([^;]+);/gi)) {
      const column = m[1].toLowerCase();
      const expression = m[2].toLowerCase().replace(new RegExp(`^coalesce\\(\\s*new\\.${column}\\s*,`), 'coalesce(');
      if (new RegExp(`\\bnew\\.${column}\\b`).test(expression)) continue;
      if (!filled.has(relation)) filled.set(relation, new Set());
      filled.get(relation)!.add(column);
    }
  }
  return filled;
}

function tableType(cache: SchemaCache, m: TypeMapper, rel: Relation, filled: FilledColumns): string {
  const cols = sortedColumns(rel);
  const byTrigger = filled.get(`${rel.schema}.${rel.name}`);
  const row = cols.map((c) => `${q(c.name)}: ${m.column(c)}${c.nullable ? ' | null' : ''}`).join('\n');
  const ins = cols
    .map((c) => {
      if (c.identityAlways || c.isGenerated) return `${q(c.name)}?: never`;
      const optional = c.nullable || c.isIdentity || c.default !== null || !!byTrigger?.has(c.name);
      return `${q(c.name)}${optional ? '?' : ''}: ${m.column(c)}${c.nullable ? ' | null' : ''}`;
    })
    .join('\n');
  const upd = cols
    .map((c) =>
      c.isGenerated || c.identityAlways
        ? `${q(c.name)}?: never`
        : `${q(c.name)}?: ${m.column(c)}${c.nullable ? ' | null' : ''}`,
    )
    .join('\n');
  return `${q(rel.name)}: {
    Row: {
      ${row}
    }
    Insert: {
      ${ins}
    }
    Update: {
      ${upd}
    }
    Relationships: ${relationships(cache, rel)}
  }`;
}

function viewType(cache: SchemaCache, m: TypeMapper, rel: Relation): string {
  const cols = sortedColumns(rel);
  const row = cols.map((c) => `${q(c.name)}: ${m.column(c)}${c.nullable ? ' | null' : ''}`).join('\n');
  const writable = rel.kind === 'view' && (rel.insertable || rel.updatable);
  const opt = cols
    .map((c) => (c.updatable ? `${q(c.name)}?: ${m.column(c)} | null` : `${q(c.name)}?: never`))
    .join('\n');
  return `${q(rel.name)}: {
    Row: {
      ${row}
    }
    ${writable ? `Insert: {\n${opt}\n}\nUpdate: {\n${opt}\n}\n` : ''}Relationships: ${relationships(cache, rel)}
  }`;
}

function functionType(m: TypeMapper, fns: Routine[]): string {
  const args = fns
    .map((f) => {
      const ins = f.params.filter((p) => p.mode === 'i');
      if (ins.length === 0) return 'Record<PropertyKey, never>';
      return `{ ${ins.map((p) => `${q(p.name)}${p.hasDefault ? '?' : ''}: ${m.ts(p.typeName, p.typeSchema)}`).join('; ')} }`;
    })
    .join(' | ');
  const f = fns[0];
  let returns: string;
  const tableCols = f.outParams.filter((p) => p.mode === 't');
  if (tableCols.length > 0) {
    returns = `{ ${tableCols.map((p) => `${q(p.name)}: ${m.ts(p.typeName, p.typeSchema)}`).join('; ')} }`;
  } else if (f.returnRel && f.returnRel.kind !== 'composite') {
    returns = `{ ${sortedColumns(f.returnRel)
      .map((c) => `${q(c.name)}: ${m.column(c)}${c.nullable ? ' | null' : ''}`)
      .join('; ')} }`;
  } else {
    returns = m.ts(f.returnTypeName, f.returnTypeSchema);
  }
  return `${q(f.name)}: {
    Args: ${args}
    Returns: ${returns}${f.returnsSet ? '[]' : ''}
  }`;
}

const NEVER = '[_ in never]: never';

export async function renderTypes(
  cache: SchemaCache,
  schemas: string[],
  filled: FilledColumns = new Map(),
): Promise<string> {
  const m = new TypeMapper(cache, schemas);
  const sorted = [...schemas].sort((a, b) => a.localeCompare(b));
  const rels = [...cache.relationsById.values()];
  const schemaBlocks = sorted.map((schema) => {
    const tables = rels
      .filter((r) => r.schema === schema && (r.kind === 'table' || r.kind === 'partitioned' || r.kind === 'foreign'))
      .sort(byName);
    const views = rels.filter((r) => r.schema === schema && (r.kind === 'view' || r.kind === 'matview')).sort(byName);
    const composites = rels.filter((r) => r.schema === schema && r.kind === 'composite').sort(byName);
    const enums = cache.enums.filter((e) => e.schema === schema).sort(byName);
    const fnGroups = new Map<string, Routine[]>();
    for (const [key, fns] of [...cache.routines.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      if (!key.startsWith(`${schema}.`)) continue;
      const usable = fns.filter((f) => {
        const ins = f.params.filter((p) => p.mode === 'i' || p.mode === 'b' || p.mode === 'v');
        return !ins.some((p) => p.name === '') || ins.length === 1;
      });
      if (usable.length) fnGroups.set(usable[0].name, usable);
    }
    return `${q(schema)}: {
      Tables: {
        ${tables.length ? tables.map((t) => tableType(cache, m, t, filled)).join('\n') : NEVER}
      }
      Views: {
        ${views.length ? views.map((v) => viewType(cache, m, v)).join('\n') : NEVER}
      }
      Functions: {
        ${fnGroups.size ? [...fnGroups.values()].map((fns) => functionType(m, fns)).join('\n') : NEVER}
      }
      Enums: {
        ${enums.length ? enums.map((e) => `${q(e.name)}: ${e.values.map(q).join(' | ')}`).join('\n') : NEVER}
      }
      CompositeTypes: {
        ${
          composites.length
            ? composites
                .map(
                  (c) =>
                    `${q(c.name)}: { ${c.columns.map((col) => `${q(col.name)}: ${m.column(col)} | null`).join('; ')} }`,
                )
                .join('\n')
            : NEVER
        }
      }
    }`;
  });
  const constants = sorted.map((schema) => {
    const enums = cache.enums.filter((e) => e.schema === schema).sort(byName);
    return `${q(schema)}: {
      Enums: {
        ${enums.map((e) => `${q(e.name)}: [${e.values.map(q).join(', ')}]`).join(',\n')}
      },
    }`;
  });
  const defaultSchema = schemas.includes('public') ? 'public' : sorted[0];
  const source = `export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${q(POSTGREST_VERSION)}
  }
  ${schemaBlocks.join('\n')}
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${q(defaultSchema)}>]

${HELPERS}
export const Constants = {
  ${constants.join(',\n')}
} as const
`;
  return prettier.format(source, { parser: 'typescript', semi: false });
}

const HELPERS = `export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`;

async function generateTypesFile(db: Database, schemas: string[], file = TYPES_FILE): Promise<string> {
  const cache = await loadSchemaCache(db, schemas);
  const out = await renderTypes(cache, schemas, await triggerFilledColumns(db, schemas));
  await writeFile(file, out);
  return out;
}

// `npm run gen:types [schemas...]`: the types, and supabase/schema/ (scripts/gen-schema.ts) from the
// same migrated database, so one command brings both up to date after a migration.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const schemas = process.argv.slice(2).length ? process.argv.slice(2) : ['public'];
  (async () => {
    const db = await PgliteDatabase.open();
    try {
      await migrate(db, { seedFile: false });
      await generateTypesFile(db, schemas);
      console.log(`wrote ${relative(ROOT, TYPES_FILE)}`);
      const n = await generateSchemaDir(db);
      console.log(`wrote ${n} files in ${relative(ROOT, SCHEMA_DIR)}/`);
    } finally {
      await db.close();
    }
  })().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
