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

export interface BuiltQuery {
  sql: string;
  params: unknown[];
}
