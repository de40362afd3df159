import type { Context } from 'hono';
import type { z } from 'zod';
import { badJson, validationFailed } from './errors.ts';

/** First issue of a zod error as one readable line (`email: Invalid email address`). */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request body';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** True if any string (key or value) inside holds U+0000, which Postgres text cannot store. */
function hasNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (depth > 64 || v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.some((x) => hasNul(x, depth + 1));
  return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x, depth + 1));
}

/** Parses `text` as JSON (empty = {}) and validates it. Throws bad_json / validation_failed. */
export function parseBody<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  let data: unknown = {};
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch (e) {
      throw badJson(e instanceof Error ? e.message : 'invalid JSON');
    }
  }
  if (hasNul(data)) throw validationFailed('Strings must not contain NUL characters');
  const result = schema.safeParse(data);
  if (!result.success) throw validationFailed(describeIssues(result.error));
  return result.data;
}

/** Reads and validates the request's JSON body (the size limit is enforced by middleware). */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseBody(await c.req.text(), schema);
}
