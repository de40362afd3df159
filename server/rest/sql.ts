/**
 * The only place identifiers become SQL text, and the collector of bind parameters.
 * Every identifier goes through `ident`; every value through `SqlParams.add` ($1, $2, ...).
 */

/** Quotes one identifier (schema, table, column, type, internal alias) for Postgres. */
export function ident(name: string): string {
  if (name.includes('\0')) throw new Error('identifier contains NUL');
  return `"${name.replaceAll('"', '""')}"`;
}

/** `"schema"."name"`, through `ident`. */
export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

export class SqlParams {
  readonly values: unknown[] = [];
  /** Adds a value and returns its placeholder. */
  add(value: unknown): string {
    if (typeof value === 'string' && value.includes('\0')) {
      // Postgres text cannot hold NUL; drop it rather than fail inside the driver.
      value = value.replaceAll('\0', '');
    }
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A statement built from part of a build context may leave some of its parameters unused (the
 * count's `EXPLAIN` has the rows' source but not the select list). PGlite ignores extra values;
 * PostgreSQL refuses them ('bind message supplies 1 parameters, but prepared statement requires 0').
 * This keeps only the parameters the text uses, renumbered in order ($n outside quoted identifiers
 * and literals).
 */
export function keepUsedParams(sql: string, params: readonly unknown[]): BuiltQuery {
  const renumbered = new Map<number, number>();
  const kept: unknown[] = [];
  const text = sql.replace(/"(?:[^"]|"")*"|'(?:[^']|'')*'|\$(\d+)/g, (token, n: string | undefined) => {
    if (n === undefined) return token;
    const old = Number(n);
    let now = renumbered.get(old);
    if (now === undefined) {
      kept.push(params[old - 1]);
      now = kept.length;
      renumbered.set(old, now);
    }
    return `$${now}`;
  });
  return { sql: text, params: kept };
}

export interface BuiltQuery {
  sql: string;
  params: unknown[];
}
