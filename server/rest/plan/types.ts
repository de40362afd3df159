/** What the planners produce and the SQL builder consumes. */
import type { AggregateFn, FtsOp, JsonPathStep, Operation } from '../parse.ts';
import type { RepFunction } from '../representations.ts';
import type { Relation, Relationship, Routine } from '../schema-cache.ts';

export interface TypeRef {
  schema: string;
  name: string;
}

/** A column of the current level's relation, optionally followed by a json path and a cast. */
export interface ColumnExpr {
  column: string;
  /** A computed column: `schema.fn(row)` instead of the column. */
  computed?: { schema: string; fn: string; row: { schema: string; name: string; columns: string[] } };
  jsonPath: JsonPathStep[];
  /** A json path on a column that is not json (a composite or an array): taken on `to_jsonb(column)`, as PostgREST does. */
  toJson?: boolean;
  /** Output only: the column's data representation as json (`f(column)`), applied before `cast`. */
  format?: RepFunction;
  cast?: TypeRef;
}

export type Cond =
  | {
      type: 'filter';
      expr: ColumnExpr;
      negated: boolean;
      op: Operation;
      columnType: TypeRef;
      isTsvector: boolean;
      /** The column type's data representation from text: the filter's values are read with it. */
      parse?: RepFunction;
    }
  | { type: 'logic'; op: 'and' | 'or'; negated: boolean; children: Cond[] }
  /** `rel=is.null` / `rel=not.is.null` on an embedded resource. */
  | { type: 'embedNull'; embed: number; isNull: boolean };

export interface OrderPlan {
  expr: ColumnExpr;
  /** Index of a to-one embed whose column orders this level (`order=rel(col)`). */
  embed?: number;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/**
 * `catalogKey`: the key is a name the schema cache resolved (a column, a relation, a foreign key),
 * not free text from the request (an alias, a json path key), so it may be a SQL column alias.
 */
export type OutputItem =
  | {
      type: 'column';
      key: string;
      expr: ColumnExpr;
      catalogKey: boolean;
      aggregate?: { fn: AggregateFn; cast?: TypeRef };
    }
  /** `count()`: the number of rows of the group. */
  | { type: 'count'; key: string; cast?: TypeRef; catalogKey: boolean }
  | { type: 'embed'; key: string; embed: number; catalogKey: boolean }
  /** A to-one embed whose keys are spread into this level. */
  | { type: 'spread'; embed: number; keys: string[]; catalogKey: boolean };

export interface EmbedPlan {
  relationship: Relationship;
  toOne: boolean;
  inner: boolean;
  plan: ReadPlan;
  /** Columns (or json paths in them) of the embedded level needed by the parent's `order=rel(col)`. */
  orderColumns: ColumnExpr[];
}

export interface ReadPlan {
  rel: Relation;
  output: OutputItem[];
  embeds: EmbedPlan[];
  where: Cond[];
  order: OrderPlan[];
  limit?: number;
  offset?: number;
  /**
   * The root level only: a filter, order or limit named an aliased embed by its relation's name
   * (`select=the_tasks:tasks(*)&tasks.order=name`), which PostgREST 12 accepts; the response warns.
   */
  legacyName?: { name: string; alias: string };
}

export type { FtsOp, Routine };
