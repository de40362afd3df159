/**
 * What an upload's bytes are, against what the client says they are. Hosted Storage trusts the
 * declared content type; this server looks at the first bytes (file-type's signatures) and
 * refuses a file whose content contradicts its type: an `.exe` sent as `image/jpeg`, a PNG that
 * is not a PNG, a binary sent as text. A file whose type the signatures cannot tell (text, CSV)
 * keeps its declared type; a generic declared type (`application/octet-stream`) takes the
 * detected one. docs/storage.md lists this among the differences from hosted Storage.
 */
import { fileTypeFromBuffer, supportedMimeTypes } from 'file-type';

/** Bytes read before deciding (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'application/x-pdf': 'application/pdf',
  'application/x-zip-compressed': 'application/zip',
  'audio/mp3': 'audio/mpeg',
};
const GENERIC = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/unknown']);

/** Containers whose signature is the container's: a .docx is a ZIP, a .doc an OLE file. */
const FAMILIES: string[][] = [
  [
    'application/zip',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    'application/epub+zip',
  ],
  [
    'application/x-cfb',
    'application/msword',
    'application/vnd.ms-excel',
    'application/vnd.ms-powerpoint',
    'application/vnd.ms-outlook',
  ],
];
/** Declared types that file-type lists but a text file also matches (no signature to require). */
const TEXTUAL = new Set([
  'application/xml',
  'text/xml',
  'image/svg+xml',
  'application/json',
  'text/calendar',
  'text/vtt',
]);

/** The media type without parameters, lower-case, with common aliases resolved. */
export function normalizeMime(value: string | null | undefined): string {
  const base = (value ?? '').split(';')[0].trim().toLowerCase();
  return ALIASES[base] ?? base;
}

function sameFamily(a: string, b: string): boolean {
  return FAMILIES.some((f) => f.includes(a) && f.includes(b));
}

export type ContentVerdict =
  | { ok: true; mimetype: string; detected: string | undefined }
  | { ok: false; declared: string; detected: string | undefined };

/**
 * Decides on the first bytes of a file (`sample`, up to SNIFF_BYTES; all of it when shorter).
 * `declared` is the content type the client gave (parameters such as charset are kept).
 */
export async function judgeContent(declared: string, sample: Uint8Array): Promise<ContentVerdict> {
  const type = normalizeMime(declared);
  const found = sample.byteLength > 0 ? await fileTypeFromBuffer(sample) : undefined;
  const detected = found ? normalizeMime(found.mime) : undefined;
  if (detected) {
    if (detected === type || sameFamily(detected, type)) return { ok: true, mimetype: declared, detected };
    if (GENERIC.has(type)) return { ok: true, mimetype: detected, detected };
    if (TEXTUAL.has(type) && (detected === 'application/xml' || detected === 'text/xml'))
      return { ok: true, mimetype: declared, detected };
    return { ok: false, declared: type, detected };
  }
  // No signature found: a type that has one must show it; text must not be binary.
  if (sample.byteLength > 0 && supportedMimeTypes.has(type as never) && !TEXTUAL.has(type))
    return { ok: false, declared: type, detected };
  if ((type.startsWith('text/') || TEXTUAL.has(type)) && sample.includes(0))
    return { ok: false, declared: type, detected };
  return { ok: true, mimetype: GENERIC.has(type) ? 'application/octet-stream' : declared, detected };
}
