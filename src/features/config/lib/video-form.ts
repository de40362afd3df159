import { checkConfigUrl, normalizeSlug, SLUG_MESSAGE, VIDEO_URL_RULES } from './config-url';

/** docs/product.md §9: after a video is saved, the slug list is reloaded 100 ms later. */
export const SLUG_RELOAD_DELAY_MS = 100;

export const MAX_TITULO_LENGTH = 200;
export const MAX_DESCRIPCION_LENGTH = 2000;

export interface VideoFormValues {
  slug: string;
  titulo: string;
  descripcion: string;
  url_video: string;
  activo: boolean;
}

/** What is upserted into videos_demo (docs/product.md §7: slug, titulo, descripcion, url_video, activo). */
export interface VideoRecord {
  slug: string;
  titulo: string;
  descripcion: string | null;
  url_video: string;
  activo: boolean;
}

/**
 * docs/product.md §5: "Video activo is loaded as true whenever the stored value is false or missing." A stored
 * true is true as well, so the editor always starts with activo on, whatever is stored. Implemented
 * exactly as specified; the editor says so when the stored row is inactive.
 */
export function activoAsLoaded(stored: boolean | null | undefined): boolean {
  if (stored === false || stored == null) return true;
  return stored;
}

/** The form of a stored row, or of a new slug (empty fields, activo true). */
export function videoFormValues(
  slug: string,
  row: { titulo: string; descripcion: string | null; url_video: string; activo: boolean | null } | null,
): VideoFormValues {
  return {
    slug,
    titulo: row?.titulo ?? '',
    descripcion: row?.descripcion ?? '',
    url_video: row?.url_video ?? '',
    activo: activoAsLoaded(row?.activo),
  };
}

/** docs/product.md §5: save is disabled unless slug, título and URL are filled and nothing is being saved. */
export function canSaveVideo(values: Pick<VideoFormValues, 'slug' | 'titulo' | 'url_video'>, saving: boolean): boolean {
  return !saving && values.slug.trim() !== '' && values.titulo.trim() !== '' && values.url_video.trim() !== '';
}

export type VideoFieldErrors = Partial<Record<'slug' | 'titulo' | 'descripcion' | 'url_video', string>>;

/** Trims and checks the form; the record to store, or a message per field. */
export function toVideoRecord(
  values: VideoFormValues,
): { ok: true; record: VideoRecord } | { ok: false; errors: VideoFieldErrors } {
  const errors: VideoFieldErrors = {};
  const slug = normalizeSlug(values.slug);
  if (!slug) errors.slug = SLUG_MESSAGE;
  const titulo = values.titulo.trim();
  if (!titulo) errors.titulo = 'Escribe un título.';
  else if (titulo.length > MAX_TITULO_LENGTH)
    errors.titulo = `El título no puede superar los ${MAX_TITULO_LENGTH} caracteres.`;
  const descripcion = values.descripcion.trim();
  if (descripcion.length > MAX_DESCRIPCION_LENGTH)
    errors.descripcion = `La descripción no puede superar los ${MAX_DESCRIPCION_LENGTH} caracteres.`;
  const url = checkConfigUrl(values.url_video, VIDEO_URL_RULES);
  if (!url.ok) errors.url_video = url.message;
  if (!slug || !url.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    record: { slug, titulo, descripcion: descripcion || null, url_video: url.value, activo: values.activo },
  };
}
