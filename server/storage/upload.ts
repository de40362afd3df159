/**
 * An upload's body as storage reads it (supabase/storage src/storage/uploader.ts,
 * fileUploadFromRequest): `multipart/form-data` (the file part, with the fields sent before it:
 * cacheControl, contentType, metadata) or any other body as the file itself (Content-Type,
 * Cache-Control, x-metadata). Nothing is buffered beyond the first few KB used to check the
 * content: the bytes flow through `chunks`, which throws EntityTooLarge as soon as more than the
 * limit has arrived, and InvalidMimeType when the content contradicts the declared type.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { ERRORS } from './errors.ts';
import { judgeContent, normalizeMime, SNIFF_BYTES } from './sniff.ts';

export interface UploadBody {
  /** The declared content type, as the client gave it. */
  declaredType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
  /** The file's bytes, limited and checked; its `mimetype()` is known once it has been read. */
  chunks: AsyncIterable<Uint8Array>;
  /** The stored content type (the declared one, or the detected one for a generic declaration). */
  mimetype(): string;
  /** Reads and discards what is left of the request (a refused upload still gets its answer). */
  drain(): Promise<void>;
}

export interface UploadLimits {
  maxBytes: number;
  /** The bucket's allowed types (`image/*` patterns); empty = any. */
  allowedMimeTypes: string[];
}

/** Storage's rule: `type/subtype` against each allowed `type/subtype` or `type/*`. */
export function mimeAllowed(mimeType: string, allowed: string[]): boolean {
  if (allowed.length === 0) return true;
  const [type, sub] = normalizeMime(mimeType).split('/');
  if (!type || !sub) return false;
  return allowed.some((a) => {
    const [at, as] = normalizeMime(a).split('/');
    return at === type && (as === '*' || as === sub);
  });
}

function parseUserMetadata(text: string | undefined, base64: boolean): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  if (Buffer.byteLength(text) > 1024 * 1024) throw ERRORS.entityTooLarge('user_metadata');
  try {
    const value = JSON.parse(base64 ? Buffer.from(text, 'base64').toString('utf8') : text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Limits the bytes and checks the first SNIFF_BYTES before letting any of them through. */
async function* guarded(
  source: AsyncIterable<Uint8Array>,
  limits: UploadLimits,
  declared: string,
  decided: (mimetype: string) => void,
): AsyncGenerator<Uint8Array> {
  if (!mimeAllowed(declared, limits.allowedMimeTypes)) throw ERRORS.invalidMimeType(declared);
  let total = 0;
  let head: Uint8Array[] | undefined = [];
  let headBytes = 0;
  const check = async () => {
    const sample = Buffer.concat(head!).subarray(0, SNIFF_BYTES);
    const verdict = await judgeContent(declared, sample);
    if (!verdict.ok) {
      throw ERRORS.invalidMimeType(
        verdict.declared,
        `mime type ${verdict.declared || '(none)'} does not match the content${verdict.detected ? ` (${verdict.detected})` : ''}`,
      );
    }
    if (!mimeAllowed(verdict.mimetype, limits.allowedMimeTypes)) throw ERRORS.invalidMimeType(verdict.mimetype);
    decided(verdict.mimetype);
    const out = head!;
    head = undefined;
    return out;
  };
  for await (const chunk of source) {
    total += chunk.byteLength;
    if (total > limits.maxBytes) throw ERRORS.entityTooLarge();
    if (head) {
      head.push(chunk);
      headBytes += chunk.byteLength;
      if (headBytes >= SNIFF_BYTES) yield* await check();
    } else yield chunk;
  }
  if (head) yield* await check();
}

/** The stream's chunks; leaving early releases the stream instead of cancelling it (which would drop the connection before the answer). */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

async function discard(stream: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!stream) return;
  const deadline = Date.now() + 30_000;
  try {
    const reader = stream.getReader();
    while (Date.now() < deadline) if ((await reader.read()).done) return;
    await reader.cancel();
  } catch {
    // the client went away: nothing left to read
  }
}

/**
 * Reads the upload's framing (for multipart, up to the file part) and returns its file. Throws
 * NoContentProvided for a multipart body without a file, EntityTooLarge for a raw body whose
 * declared length is over the limit; the type and the size are checked as `chunks` is read.
 */
export async function readUpload(req: Request, limits: UploadLimits): Promise<UploadBody> {
  const contentType = req.headers.get('content-type') ?? '';
  let mimetype = '';
  const decided = (m: string) => (mimetype = m);
  if (!req.body) throw ERRORS.noContent();

  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    const declaredType = contentType || 'application/octet-stream';
    const declared = Number(req.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > limits.maxBytes) throw ERRORS.entityTooLarge();
    const body = req.body;
    return {
      declaredType,
      cacheControl: req.headers.get('cache-control') ?? 'no-cache',
      userMetadata: parseUserMetadata(req.headers.get('x-metadata') ?? undefined, true),
      chunks: guarded(chunksOf(body), limits, declaredType, decided),
      mimetype: () => mimetype,
      drain: () => discard(body.locked ? null : body),
    };
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fields: 10, fieldSize: 1024 * 1024, fileSize: limits.maxBytes + 1 },
    });
  } catch {
    throw ERRORS.noContent('Malformed multipart body');
  }
  const input = Readable.fromWeb(req.body as NodeReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  const drain = () =>
    new Promise<void>((ok) => {
      const timer = setTimeout(() => {
        input.destroy();
        ok();
      }, 30_000);
      // What is left of the request goes nowhere: the parser may be stuck on the abandoned file.
      input.unpipe(parser);
      input.once('close', () => {
        clearTimeout(timer);
        ok();
      });
      input.once('end', () => {
        clearTimeout(timer);
        ok();
      });
      input.on('data', () => {});
      input.resume();
      if (input.readableEnded || input.destroyed) {
        clearTimeout(timer);
        ok();
      }
    });
  const file = await new Promise<{ stream: Readable; type: string }>((ok, fail) => {
    parser.on('field', (name: string, value: string) => {
      fields[name] = value;
    });
    parser.on('file', (_name: string, stream: Readable, info: { mimeType: string }) =>
      ok({ stream, type: info.mimeType }),
    );
    parser.on('close', () => fail(ERRORS.noContent()));
    parser.on('error', () => fail(ERRORS.noContent('Malformed multipart body')));
    input.on('error', () => fail(ERRORS.noContent('Request stream closed before upload could complete')));
    input.pipe(parser);
  });
  parser.on('error', (e: unknown) => file.stream.destroy(e instanceof Error ? e : new Error(String(e))));
  input.on('error', (e: unknown) => file.stream.destroy(e instanceof Error ? e : new Error(String(e))));
  const declaredType = fields.contentType || file.type || 'application/octet-stream';
  return {
    declaredType,
    cacheControl: fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache',
    userMetadata: parseUserMetadata(fields.metadata ?? fields.userMetadata, false),
    chunks: guarded(file.stream as AsyncIterable<Uint8Array>, limits, declaredType, decided),
    mimetype: () => mimetype,
    drain,
  };
}
