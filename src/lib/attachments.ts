/**
 * Files on records (docs/storage.md): the private bucket `adjuntos` of Supabase Storage, one
 * folder per record, `<empresa_id>/<module key>/<table>/<record id>/<file>`. Who may read, attach
 * and remove is decided by the bucket's policies (the record's own rules); this file only names
 * things, checks a file before it is sent and turns Storage's answers into Spanish.
 *
 * Shared by every module (the attachments panel of src/components/attachments reads it); storage-js
 * is loaded on the first file operation (loadStorage), file-type on the first check.
 */
import { getEnv } from '@/config/env';
import { ApiError, NETWORK_ERROR } from './api-error';
import { ATTACHMENT_TABLES, type AttachmentTable } from './attachment-tables';
import { loadStorage } from './supabase';

export const ATTACHMENTS_BUCKET = 'adjuntos';
/** The bucket's file_size_limit (migration 20261127225925_adjuntos.sql). */
export const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;

/** The bucket's allowed_mime_types. */
export const ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
] as const;

/** The file picker's `accept`: the types, and the extensions browsers sometimes leave untyped. */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_TYPES, '.csv', '.heic', '.heif', '.txt'].join(',');

/** One record's files: the company, the table and the record (for colaboradores_ficha, the colaborador's id). */
export interface AttachmentTarget {
  companyId: string;
  table: AttachmentTable;
  recordId: string;
}

export interface Attachment {
  /** The object's key in the bucket. */
  path: string;
  /** The name shown (the stored name without its unique prefix). */
  name: string;
  size: number;
  mimetype: string;
  createdAt: string | null;
}

export const ATTACHMENT_MESSAGES = {
  tooLarge: 'El archivo supera el máximo de 25 MB.',
  wrongType: 'Tipo de archivo no permitido: sube fotos, PDF, documentos de Office, texto o CSV.',
  empty: 'El archivo está vacío.',
  quota: 'La empresa superó su cuota de almacenamiento de adjuntos.',
  forbidden: 'No tienes permiso para adjuntar archivos a este registro.',
  exists: 'Ya existe un archivo con ese nombre en este registro.',
  failed: 'No se pudo subir el archivo. Revisa tu conexión e intenta de nuevo.',
} as const;

export function attachmentFolder({ companyId, table, recordId }: AttachmentTarget): string {
  return `${companyId}/${ATTACHMENT_TABLES[table]}/${table}/${recordId}`;
}

/**
 * The name a file is stored under: Storage accepts only ASCII letters, digits and a few signs in a
 * key, so accents are dropped and everything else becomes '-'; a time prefix keeps two files of
 * the same name apart ('Foto bomba Nº2.JPG' -> 'lx3k9a2b-Foto-bomba-N-2.jpg').
 */
export function storedFileName(original: string, now: number = Date.now()): string {
  const dot = original.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [original.slice(0, dot), original.slice(dot + 1)] : [original, ''];
  const clean = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '');
  const stem = clean(base).slice(0, 80) || 'archivo';
  const suffix = clean(ext).slice(0, 10).toLowerCase();
  return `${now.toString(36)}-${stem}${suffix ? `.${suffix}` : ''}`;
}

/** The name shown for a stored file (storedFileName without its prefix). */
export function shownFileName(stored: string): string {
  return stored.replace(/^[0-9a-z]{6,12}-/, '');
}

/** The content type sent for a file: browsers leave some untyped or mistype CSV as Excel. */
export function uploadTypeOf(file: Pick<File, 'name' | 'type'>): string {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (ext === 'csv') return 'text/csv';
  if (!file.type && ext === 'txt') return 'text/plain';
  if (!file.type && (ext === 'heic' || ext === 'heif')) return `image/${ext}`;
  return file.type || 'application/octet-stream';
}

const ALLOWED = new Set<string>(ATTACHMENT_TYPES);

/**
 * What is wrong with a file before it is sent (Spanish), or null: its size, its type, and its
 * first bytes (file-type's signatures: an .exe renamed .jpg is not a photo). The server checks all
 * of it again; this only saves the user a useless upload.
 */
export async function checkAttachment(file: File): Promise<string | null> {
  if (file.size === 0) return ATTACHMENT_MESSAGES.empty;
  if (file.size > ATTACHMENT_MAX_BYTES) return ATTACHMENT_MESSAGES.tooLarge;
  const declared = uploadTypeOf(file);
  if (!ALLOWED.has(declared)) return ATTACHMENT_MESSAGES.wrongType;
  const { fileTypeFromBuffer } = await import('file-type');
  const head = new Uint8Array(await file.slice(0, 4100).arrayBuffer());
  const detected = (await fileTypeFromBuffer(head))?.mime;
  if (detected === undefined) {
    // No signature: fine for text, not for a type that has one.
    return declared.startsWith('text/') && !head.includes(0) ? null : ATTACHMENT_MESSAGES.wrongType;
  }
  const zipLike = detected === 'application/zip' && declared.includes('openxmlformats');
  const oleLike = detected === 'application/x-cfb' && /msword|ms-excel|ms-powerpoint/.test(declared);
  return detected === declared || zipLike || oleLike ? null : ATTACHMENT_MESSAGES.wrongType;
}

/** Storage's error answer (`{ statusCode, message }`, as storage-js passes it on) in Spanish. */
export function attachmentErrorMessage(error: unknown): string {
  const e = error as { code?: string; statusCode?: string; message?: string };
  const status = e?.statusCode ?? e?.code;
  if (status === '413') return ATTACHMENT_MESSAGES.tooLarge;
  if (status === '415') return ATTACHMENT_MESSAGES.wrongType;
  if (status === '409') return ATTACHMENT_MESSAGES.exists;
  if (status === '403')
    return e?.message?.includes('cuota') ? ATTACHMENT_MESSAGES.quota : ATTACHMENT_MESSAGES.forbidden;
  return ATTACHMENT_MESSAGES.failed;
}

function storageFailure(error: { message: string; statusCode?: string; status?: number }): ApiError {
  return new ApiError(error.message, { code: error.statusCode, status: error.status });
}

/** The record's files, newest first. */
export async function listAttachments(target: AttachmentTarget, signal?: AbortSignal): Promise<Attachment[]> {
  const storage = await loadStorage();
  const { data, error } = await storage
    .from(ATTACHMENTS_BUCKET)
    .list(attachmentFolder(target), { limit: 1000, sortBy: { column: 'created_at', order: 'desc' } }, { signal });
  if (error) throw storageFailure(error);
  return (data ?? [])
    .filter((f) => f.id !== null)
    .map((f) => {
      const meta = (f.metadata ?? {}) as { size?: number; mimetype?: string };
      return {
        path: `${attachmentFolder(target)}/${f.name}`,
        name: shownFileName(f.name),
        size: Number(meta.size ?? 0),
        mimetype: meta.mimetype ?? 'application/octet-stream',
        createdAt: f.created_at ?? null,
      };
    });
}

/** Sends the form to a signed upload URL, reporting progress (XMLHttpRequest: fetch has none). */
function putWithProgress(url: string, form: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('apikey', getEnv().supabaseAnonKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let body: { statusCode?: string; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not storage's JSON
      }
      reject(
        new ApiError(body.message ?? `HTTP ${xhr.status}`, {
          code: body.statusCode ?? String(xhr.status),
          status: xhr.status,
        }),
      );
    };
    xhr.onerror = () => reject(new ApiError('network error', { code: NETWORK_ERROR }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Uploads a file to the record's folder under a new name (storedFileName) and returns its key.
 * The permission is checked when the upload URL is signed (as the caller, by the bucket's
 * policies); the bytes then go to that URL with progress.
 */
export async function uploadAttachment(
  target: AttachmentTarget,
  file: File,
  opts: {
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    now?: number;
    /** Stored with the file (Storage's user_metadata; read back with attachmentMetadata). */
    metadata?: Record<string, string>;
  } = {},
): Promise<string> {
  const storage = await loadStorage();
  const path = `${attachmentFolder(target)}/${storedFileName(file.name, opts.now)}`;
  const bucket = storage.from(ATTACHMENTS_BUCKET);
  const signed = await bucket.createSignedUploadUrl(path);
  if (signed.error) throw storageFailure(signed.error);
  const body = new File([file], file.name, { type: uploadTypeOf(file) });
  if (typeof XMLHttpRequest === 'undefined') {
    const { error } = await bucket.uploadToSignedUrl(path, signed.data.token, body, {
      contentType: body.type,
      metadata: opts.metadata,
    });
    if (error) throw storageFailure(error);
    opts.onProgress?.(1);
    return path;
  }
  const form = new FormData();
  form.append('cacheControl', '3600');
  if (opts.metadata) form.append('metadata', JSON.stringify(opts.metadata));
  form.append('', body);
  await putWithProgress(signed.data.signedUrl, form, opts.onProgress ?? (() => {}), opts.signal);
  return path;
}

export async function removeAttachment(path: string): Promise<void> {
  const storage = await loadStorage();
  const { data, error } = await storage.from(ATTACHMENTS_BUCKET).remove([path]);
  if (error) throw storageFailure(error);
  // Row-level security removes nothing it does not allow, without an error.
  if (!data?.length) throw new ApiError('No tienes permiso para eliminar este archivo.', { code: '42501' });
}

/** The file's bytes (e.g. a photo put into a PDF). */
export async function downloadAttachment(path: string, signal?: AbortSignal): Promise<Blob> {
  const storage = await loadStorage();
  const { data, error } = await storage.from(ATTACHMENTS_BUCKET).download(path, undefined, { signal });
  if (error) throw storageFailure(error as { message: string; statusCode?: string; status?: number });
  return data;
}

/** What was stored with the file (uploadAttachment's `metadata`), {} when nothing. */
export async function attachmentMetadata(path: string): Promise<Record<string, string>> {
  const storage = await loadStorage();
  const { data, error } = await storage.from(ATTACHMENTS_BUCKET).info(path);
  if (error) throw storageFailure(error as { message: string; statusCode?: string; status?: number });
  const meta = (data as { metadata?: unknown }).metadata;
  if (!meta || typeof meta !== 'object') return {};
  return Object.fromEntries(
    Object.entries(meta as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** A link to the file for a minute (a download when `download` names the file). */
export async function attachmentLink(path: string, download?: string): Promise<string> {
  const storage = await loadStorage();
  const { data, error } = await storage
    .from(ATTACHMENTS_BUCKET)
    .createSignedUrl(path, 60, download ? { download } : undefined);
  if (error) throw storageFailure(error);
  return data.signedUrl;
}

/** Links to several files for five minutes (the panel's thumbnails), by key. */
export async function attachmentLinks(paths: string[]): Promise<Record<string, string>> {
  if (paths.length === 0) return {};
  const storage = await loadStorage();
  const { data, error } = await storage.from(ATTACHMENTS_BUCKET).createSignedUrls(paths, 300);
  if (error) throw storageFailure(error);
  const links: Record<string, string> = {};
  for (const d of data) if (d.path && d.signedUrl) links[d.path] = d.signedUrl;
  return links;
}
