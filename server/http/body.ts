/**
 * The one request-body reader of the server's areas: the content types we take, a nesting-depth
 * cap checked on the text before JSON.parse (so no later recursive walk can overflow the stack),
 * and an optional size limit. The server-wide size limit (MAX_BODY_BYTES) is Hono's body-limit
 * middleware in front of each area (rest/app.ts, functions.ts, index.ts for /auth/v1); what Hono
 * lacks is kept here: content types, the depth cap, and a smaller limit for one route (the
 * expert backend's questions).
 *
 * Protocol-neutral: it throws BodyError, which each area turns into its own error shape
 * (PostgREST's `{code, message, details, hint}`, GoTrue's `{code, error_code, msg}`, the expert
 * backend's `{error}`). Functions' handlers (supabase/functions) read their own bodies: they also run on Deno.
 */

export type BodyProblem = 'too-large' | 'unsupported-type' | 'invalid-json' | 'too-deep';

export class BodyError extends Error {
  constructor(
    readonly problem: BodyProblem,
    message: string,
    /** The content type refused (unsupported-type) or the limit passed (too-large, too-deep). */
    readonly detail: string | number | null = null,
  ) {
    super(message);
  }
}

/** Deepest nesting of arrays and objects accepted in a JSON body, unless told otherwise. */
export const DEFAULT_MAX_JSON_DEPTH = 100;

export interface ReadBodyOptions {
  /** Largest body in bytes (what is declared and what arrives); none when absent. */
  maxBytes?: number;
  /** Deepest nesting of JSON arrays and objects; DEFAULT_MAX_JSON_DEPTH when absent. */
  maxDepth?: number;
  /**
   * Content type assumed when the request has none. Types taken: JSON (`application/json`,
   * `*\/*`, `text/plain`, any `+json`) and `application/x-www-form-urlencoded` (an object of strings).
   */
  defaultType?: string;
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaTypeOf(header: string | null | undefined, fallback = 'application/json'): string {
  return (header ?? fallback).split(';')[0].trim().toLowerCase() || fallback;
}

function isJsonType(type: string): boolean {
  return type === 'application/json' || type === '*/*' || type === 'text/plain' || type.endsWith('+json');
}

/**
 * The body's text, at most `maxBytes` bytes when given (throws too-large on a larger declared
 * length before reading, or as soon as more arrives; the rest of the stream is cancelled). No
 * body: ''.
 */
export async function readBodyText(req: Request, maxBytes = Infinity): Promise<string> {
  const tooLarge = () =>
    new BodyError('too-large', `The request body exceeds the limit of ${maxBytes} bytes`, maxBytes);
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge();
  const stream = req.body;
  if (!stream) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Whether the JSON text nests arrays and objects deeper than `max` (a linear scan that skips
 * strings; it does not validate, JSON.parse does that after).
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/** Parses JSON text with the depth cap. Throws too-deep or invalid-json. */
export function parseJsonText(text: string, maxDepth = DEFAULT_MAX_JSON_DEPTH): unknown {
  if (jsonNestsDeeperThan(text, maxDepth)) {
    throw new BodyError('too-deep', `The JSON value is nested deeper than ${maxDepth} levels`, maxDepth);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new BodyError('invalid-json', e instanceof Error ? e.message : 'invalid JSON');
  }
}

/**
 * Reads a body that is JSON whatever its Content-Type says (GoTrue and the expert backend take only
 * JSON): `undefined` when there is none (or only white space), else the parsed value. Throws
 * BodyError (too-large, too-deep, invalid-json).
 */
export async function readJsonBody(req: Request, opts: Omit<ReadBodyOptions, 'defaultType'>): Promise<unknown> {
  const text = await readBodyText(req, opts.maxBytes);
  if (text.trim() === '') return undefined;
  return parseJsonText(text, opts.maxDepth ?? DEFAULT_MAX_JSON_DEPTH);
}

/**
 * Reads the request body: `undefined` when there is none (or only white space), the parsed JSON
 * value, or the fields of a form. Throws BodyError.
 */
export async function readBody(req: Request, opts: ReadBodyOptions): Promise<unknown> {
  const text = await readBodyText(req, opts.maxBytes);
  if (text.trim() === '') return undefined;
  const type = mediaTypeOf(req.headers.get('content-type'), opts.defaultType);
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (!isJsonType(type)) throw new BodyError('unsupported-type', `Content-Type not acceptable: ${type}`, type);
  return parseJsonText(text, opts.maxDepth ?? DEFAULT_MAX_JSON_DEPTH);
}
