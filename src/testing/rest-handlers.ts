import { http, HttpResponse, type JsonBodyType } from 'msw';

/**
 * A GET handler for one /rest/v1 table or view that answers like PostgREST's paging: the rows
 * from `offset`, at most `limit`. `rows` may depend on the request (e.g. on a filter).
 */
export function restSelect(table: string, rows: JsonBodyType[] | ((url: URL) => JsonBodyType[])) {
  return http.get(`*/rest/v1/${table}`, ({ request }) => {
    const url = new URL(request.url);
    const all = typeof rows === 'function' ? rows(url) : rows;
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = url.searchParams.has('limit') ? Number(url.searchParams.get('limit')) : all.length;
    return HttpResponse.json(all.slice(offset, offset + limit));
  });
}

/** PostgREST's error body, e.g. for a 500 or an RLS refusal (42501 → 403). */
export function restError(status = 500, message = 'boom', code = 'XX000') {
  return HttpResponse.json({ code, message, details: null, hint: null }, { status });
}
