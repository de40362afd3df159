/**
 * URLs of the system configuration (app_config, videos_demo.url_video): what may be stored.
 *
 * - An absolute http(s) URL with a host, no credentials, no spaces or control characters.
 * - Where `allowPath` is set (api_url_backend, url_video), also a path on the app's own origin that
 *   starts with a single '/' (the seed's '/expert' and '/videos/home.mp4'); '//host' and '/\host'
 *   are protocol-relative in browsers, so they are refused.
 *
 * The database refuses the same values with check constraints
 * (supabase/migrations/20261122053000_configuracion_urls_validas.sql); this check runs first so the
 * admin reads a clear message instead of a refused write.
 */

export const MAX_URL_LENGTH = 2000;

const ABSOLUTE_URL = /^https?:\/\/[^/?#@:\s\p{Cc}][^/?#@\s\p{Cc}]*(?:[/?#][^\s\p{Cc}]*)?$/iu;
const SAME_ORIGIN_PATH = /^\/(?:[^/\\\s\p{Cc}][^\s\p{Cc}]*)?$/u;

export const URL_MESSAGES = {
  required: 'Escribe una URL.',
  tooLong: `La URL no puede superar los ${MAX_URL_LENGTH} caracteres.`,
  absolute:
    'Escribe una URL válida que empiece con http:// o https:// y tenga un dominio, por ejemplo https://ejemplo.com.',
  absoluteOrPath:
    'Escribe una URL válida que empiece con http:// o https:// y tenga un dominio (por ejemplo https://ejemplo.com), o una ruta de este mismo sitio que empiece con / (por ejemplo /expert).',
} as const;

export interface UrlRules {
  /** Also accept a same-origin path starting with a single '/'. */
  allowPath: boolean;
}

export type UrlCheck = { ok: true; value: string } | { ok: false; message: string };

function isAbsoluteHttpUrl(value: string): boolean {
  if (!ABSOLUTE_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isSameOriginPath(value: string): boolean {
  return SAME_ORIGIN_PATH.test(value);
}

/** Trims `raw` and says whether it may be stored; `value` is what to store. */
export function checkConfigUrl(raw: string, { allowPath }: UrlRules): UrlCheck {
  const value = raw.trim();
  if (!value) return { ok: false, message: URL_MESSAGES.required };
  if (value.length > MAX_URL_LENGTH) return { ok: false, message: URL_MESSAGES.tooLong };
  if (isAbsoluteHttpUrl(value) || (allowPath && isSameOriginPath(value))) return { ok: true, value };
  return { ok: false, message: allowPath ? URL_MESSAGES.absoluteOrPath : URL_MESSAGES.absolute };
}

/** True for a URL that may be opened in a new tab as an external link (absolute http(s) only). */
export function isExternalHttpUrl(value: string | null | undefined): value is string {
  return value != null && checkConfigUrl(value, { allowPath: false }).ok;
}

/** The app_config keys the configuration screen edits, and what each accepts. */
export const CONFIG_URL_KEYS = {
  api_url_backend: { allowPath: true },
  url_servicios_campo: { allowPath: false },
} as const satisfies Record<string, UrlRules>;

export type ConfigUrlKey = keyof typeof CONFIG_URL_KEYS;

export const VIDEO_URL_RULES: UrlRules = { allowPath: true };

/** videos_demo.slug as the database accepts it (videos_demo_slug_check). */
const SLUG = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export const SLUG_MESSAGE =
  'El slug solo admite minúsculas sin acentos, números, guiones y guiones bajos, y empieza con una letra o un número (máximo 63 caracteres).';

/** Trims and lower-cases a typed slug; null when the database would refuse it. */
export function normalizeSlug(raw: string): string | null {
  const slug = raw.trim().toLowerCase();
  return SLUG.test(slug) ? slug : null;
}
