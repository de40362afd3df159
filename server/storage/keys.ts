/**
 * Object keys and bucket names. Storage accepts the characters S3 handles safely
 * (supabase/storage src/storage/limits.ts: letters, digits and `_/!.*'() &$=@;:+,?-`); keys
 * become paths of files under DATA_DIR/storage here, so this server also refuses what a file
 * system would read as something else: an empty segment (`a//b`, a leading or trailing `/`),
 * `.` and `..` segments, a segment over 255 bytes, a key over 1,024 bytes (S3's limit).
 * Everything outside that set (NUL, `\`, `%`, accents...) is refused by the character rule.
 */
import { ERRORS } from './errors.ts';

const KEY_CHARS = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
const BUCKET_CHARS = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/;

export const MAX_KEY_BYTES = 1024;
export const MAX_SEGMENT_BYTES = 255;

function safeSegments(value: string): boolean {
  return value
    .split('/')
    .every((s) => s !== '' && s !== '.' && s !== '..' && Buffer.byteLength(s) <= MAX_SEGMENT_BYTES);
}

export function isValidKey(key: string): boolean {
  return KEY_CHARS.test(key) && Buffer.byteLength(key) <= MAX_KEY_BYTES && safeSegments(key);
}

export function isValidBucketName(name: string): boolean {
  return name.length > 0 && name.length < 101 && BUCKET_CHARS.test(name) && name !== '.' && name !== '..';
}

export function mustBeValidKey(key: string): string {
  if (!isValidKey(key)) throw ERRORS.invalidKey(key);
  return key;
}

export function mustBeValidBucketName(name: string): string {
  if (!isValidBucketName(name)) throw ERRORS.invalidBucketName();
  return name;
}

/**
 * A percent-encoded path tail (`folder/a%20b.png`) as text; a malformed escape is a bad key. An
 * encoded slash (`%2F`) is a slash of the key, as in S3; the key's rules are checked after.
 */
export function decodePath(raw: string): string {
  try {
    return raw
      .split('/')
      .map((s) => decodeURIComponent(s))
      .join('/');
  } catch {
    throw ERRORS.invalidKey(raw);
  }
}
