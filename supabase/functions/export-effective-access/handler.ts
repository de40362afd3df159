/**
 * export-effective-access: 'Accesos Efectivos' as a CSV file streamed from the server (issue 33).
 *
 *   POST /functions/v1/export-effective-access
 *   Authorization: Bearer <the user's JWT>
 *   { "p_busqueda": "andes", "p_empresa_id": "<uuid>", "p_plan": "profesional" | "p_sin_plan": true, "p_acceso": true }
 *
 * The filters are the page function's own (public.accesos_efectivos_pagina; a filter left out is no
 * filter), as the tab sends them for its rows and its count. Answers 200 `text/csv`
 * (accesos_efectivos_usuarios.csv: docs/product.md §2's columns, the SPA's CSV format) with every row
 * of the filters, in the tab's order. Postgres writes the file's lines: public.accesos_efectivos_csv
 * answers a page of the page function as CSV text (with its row count and last key), read under
 * the caller's own JWT (security invoker: row-level security decides whose rows exist, exactly as
 * on the screen), each page after the previous one's key, the next one asked for while the current
 * one is written out; the stream is pulled, so a slow reader slows the reads and at most two pages
 * are held. Nothing builds the whole set. This function writes the BOM and the header
 * (_shared/csv.ts); the lines are byte for byte what _shared/csv.ts writes for the same rows
 * (tests/integration/admin-effective-access-pages.test.ts).
 *
 * Who: super_admin (every company) and admin_empresa (their company); any other user 403, no
 * session 401. Bad filters 400, before the first byte. A failure after the first byte cuts the
 * response (the browser's download fails rather than ending short).
 */
import { csvHead } from '../_shared/csv.ts';
import { callerOf, type FunctionEnv } from '../_shared/context.ts';
import { EFFECTIVE_ACCESS_CSV_COLUMNS, EFFECTIVE_ACCESS_CSV_FILE } from '../_shared/effective-access-csv.ts';
import {
  badRequest,
  CORS_HEADERS,
  errorResponse,
  forbidden,
  FunctionError,
  fromPostgrest,
  json,
  readJson,
} from '../_shared/http.ts';

/** Rows per read: the page function's largest page (the text of a page is one row: max-rows does not cut it). */
const EXPORT_PAGE_SIZE = 10_000;

/** One page of the file, written by Postgres (public.accesos_efectivos_csv): its lines, their number, the last row's key. */
interface CsvPage {
  texto: string;
  filas: number;
  clave: unknown[] | null;
}

type PageArgs = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page function's filters from the body; a field left out is no filter. */
function filtersOf(body: Record<string, unknown>): PageArgs {
  const args: PageArgs = {};
  const { p_busqueda: busqueda, p_empresa_id: empresa_id, p_plan: plan, p_sin_plan: sin_plan, p_acceso: acceso } = body;
  const known = new Set(['p_busqueda', 'p_empresa_id', 'p_plan', 'p_sin_plan', 'p_acceso']);
  const unknown = Object.keys(body).find((k) => !known.has(k));
  if (unknown) throw badRequest(`Filtro desconocido: ${unknown.slice(0, 40)}.`);
  if (busqueda !== undefined && busqueda !== null) {
    if (typeof busqueda !== 'string' || busqueda.length > 200 || busqueda.includes('\u0000'))
      throw badRequest('La búsqueda debe ser un texto de hasta 200 caracteres.');
    if (busqueda.trim() !== '') args.p_busqueda = busqueda.trim();
  }
  if (empresa_id !== undefined && empresa_id !== null) {
    if (typeof empresa_id !== 'string' || !UUID.test(empresa_id)) throw badRequest('La empresa no es válida.');
    args.p_empresa_id = empresa_id.toLowerCase();
  }
  if (sin_plan !== undefined && sin_plan !== null && sin_plan !== false) {
    if (sin_plan !== true) throw badRequest('p_sin_plan debe ser verdadero o falso.');
    args.p_sin_plan = true;
  }
  if (plan !== undefined && plan !== null) {
    if (typeof plan !== 'string' || plan.length < 1 || plan.length > 100) throw badRequest('El plan no es válido.');
    if (args.p_sin_plan) throw badRequest('Elige un plan o sin plan, no ambos.');
    args.p_plan = plan;
  }
  if (acceso !== undefined && acceso !== null) {
    if (typeof acceso !== 'boolean') throw badRequest('p_acceso debe ser verdadero o falso.');
    args.p_acceso = acceso;
  }
  return args;
}

export function exportEffectiveAccessHandler(env: FunctionEnv) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
    if (req.method !== 'POST') return json({ code: 'method_not_allowed', message: 'Método no permitido.' }, 405);
    try {
      const caller = await callerOf(env, req);
      if (caller.rolId !== 'super_admin' && caller.rolId !== 'admin_empresa')
        throw forbidden('No tienes permiso para exportar los accesos efectivos.');
      const filters = filtersOf(await readJson(req));
      const abort = new AbortController();
      const read = (after: unknown[] | null): Promise<CsvPage> => {
        const args = after ? { ...filters, p_despues: after } : filters;
        return Promise.resolve(
          caller.asCaller
            .rpc('accesos_efectivos_csv', { ...args, p_limite: EXPORT_PAGE_SIZE })
            .abortSignal(abort.signal)
            .single(),
        ).then(({ data, error }) => {
          if (error) throw fromPostgrest(error);
          const page = data as CsvPage | null;
          if (!page || typeof page.texto !== 'string' || typeof page.filas !== 'number')
            throw new FunctionError(502, 'unexpected_failure', 'Respuesta inesperada.');
          return page;
        });
      };
      // The first page before the first byte: a refusal or a bad filter is still a status.
      let next: Promise<CsvPage> | null = read(null);
      const first = await next;
      next = Promise.resolve(first);
      const encoder = new TextEncoder();
      let started = false;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!started) {
            started = true;
            controller.enqueue(encoder.encode(csvHead(EFFECTIVE_ACCESS_CSV_COLUMNS)));
          }
          if (!next) {
            controller.close();
            return;
          }
          const page = await next;
          if (page.filas === 0) {
            controller.close();
            next = null;
            return;
          }
          // Keyset pages: a page shorter than asked is the end (the text of a page is one row of
          // the function's answer, so the server's max-rows never shortens it).
          next = page.filas >= EXPORT_PAGE_SIZE && page.clave ? read(page.clave) : null;
          // Kept from failing unobserved while this page is written; awaited on the next pull.
          next?.catch(() => undefined);
          controller.enqueue(encoder.encode(page.texto));
          if (!next) controller.close();
        },
        cancel() {
          abort.abort();
        },
      });
      return new Response(body, {
        status: 200,
        headers: {
          ...CORS_HEADERS,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${EFFECTIVE_ACCESS_CSV_FILE}"`,
          'Cache-Control': 'no-store',
        },
      });
    } catch (e) {
      if (e instanceof FunctionError) return errorResponse(e);
      console.error('[export-effective-access]', e);
      return json({ code: 'unexpected_failure', message: 'No se pudo exportar. Inténtalo de nuevo.' }, 500);
    }
  };
}
