import { describe, expect, it } from 'vitest';
import { ApiError, statusForSqlState, toApiError } from './errors.ts';

function pgError(code: string, message = 'm', extra: { detail?: string; hint?: string } = {}) {
  return Object.assign(new Error(message), { code, ...extra });
}

describe('statusForSqlState (PostgREST mapSQLtoHTTP)', () => {
  it.each([
    ['23505', false, 409],
    ['23503', false, 409],
    ['23502', false, 400],
    ['23514', false, 400],
    ['22P02', false, 400],
    ['P0001', false, 400],
    ['42883', false, 404],
    ['42P01', false, 404],
    ['42501', false, 401],
    ['42501', true, 403],
    ['25006', false, 405],
    ['40001', false, 503],
    ['40P01', false, 500],
    ['08006', false, 503],
    ['53300', false, 503],
    ['53400', false, 500],
    ['54000', false, 500],
    ['57014', false, 500],
    ['57P01', false, 503],
    ['XX000', false, 500],
    ['P0002', false, 500],
    ['28000', false, 403],
    ['0P000', false, 403],
    ['42P17', false, 500],
    ['PT418', false, 418],
    ['PT999', false, 500],
    ['42703', false, 400],
    ['22012', false, 400],
  ])('%s authed=%s -> %i', (code, authed, status) => {
    expect(statusForSqlState(code, 'x', authed)).toBe(status);
  });
  it('special messages', () => {
    expect(statusForSqlState('22023', 'role "x" does not exist', false)).toBe(401);
    expect(statusForSqlState('22023', 'other', false)).toBe(400);
    expect(statusForSqlState('21000', 'UPDATE requires a WHERE clause', false)).toBe(400);
    expect(statusForSqlState('21000', 'more than one row', false)).toBe(500);
  });
});

describe('toApiError', () => {
  it('keeps ApiErrors', () => {
    const e = new ApiError(404, 'PGRST205', 'x');
    expect(toApiError(e, false)).toBe(e);
  });
  it('maps database errors to {code, message, details, hint}', () => {
    const e = toApiError(pgError('23505', 'duplicate key', { detail: 'Key (id)=(1) already exists.' }), false);
    expect(e.status).toBe(409);
    expect(e.body()).toEqual({
      code: '23505',
      message: 'duplicate key',
      details: 'Key (id)=(1) already exists.',
      hint: null,
    });
  });
  it('401 carries WWW-Authenticate; 503 carries Retry-After', () => {
    expect(toApiError(pgError('42501'), false).headers['WWW-Authenticate']).toBe('Bearer');
    expect(toApiError(pgError('40001'), true).headers['Retry-After']).toBeDefined();
  });
  it('RAISE SQLSTATE PGRST gives full control', () => {
    const e = toApiError(
      pgError('PGRST', '{"code":"123","message":"Payment Required","details":"d","hint":"h"}', {
        detail: '{"status":402,"headers":{"X-Powered-By":"Nerd Rage"}}',
      }),
      false,
    );
    expect(e.status).toBe(402);
    expect(e.body()).toEqual({ code: '123', message: 'Payment Required', details: 'd', hint: 'h' });
    expect(e.headers).toEqual({ 'X-Powered-By': 'Nerd Rage' });
    expect(toApiError(pgError('PGRST', 'not json'), false).code).toBe('PGRST121');
  });
  it('RAISE SQLSTATE PGRST: status_text, and what PostgREST 12 refuses (PGRST121 names the part)', () => {
    const msg = '{"code":"C1","message":"M"}';
    const custom = toApiError(
      pgError('PGRST', msg, { detail: '{"status":332,"status_text":"My Status","headers":{"X-A":"b"}}' }),
      false,
    );
    expect([custom.status, custom.statusText, custom.headers]).toEqual([332, 'My Status', { 'X-A': 'b' }]);
    const details = (message: string, detail?: string) =>
      toApiError(pgError('PGRST', message, detail === undefined ? {} : { detail }), false).details;
    // headers is obligatory, status an integer, details a text
    expect(details(msg, '{"status":400}')).toBe(`Invalid JSON value for DETAIL: '{"status":400}'`);
    expect(details(msg, '{"status":"400","headers":{}}')).toMatch(/^Invalid JSON value for DETAIL/);
    expect(details('{"code":"C1","message":"M","details":1}', '{"status":400,"headers":{}}')).toMatch(
      /^Invalid JSON value for MESSAGE/,
    );
    expect(details(msg)).toBe('DETAIL is missing in the RAISE statement');
    // What HTTP cannot carry: a status out of range is 500, a header with a line break is dropped.
    const odd = toApiError(pgError('PGRST', msg, { detail: '{"status":99,"headers":{"X-B":"a\\nb"}}' }), false);
    expect([odd.status, odd.headers]).toEqual([500, {}]);
  });
  it('anything else is a 500 without leaking', () => {
    const e = toApiError(new TypeError('boom'), false);
    expect(e.status).toBe(500);
    expect(e.code).toBe('PGRSTX00');
  });
  it.each([
    ['55000', 'cannot delete from view "accesos_modulo"', 'Cannot delete rows through this resource'],
    ['55000', 'cannot insert into view "v"', 'Cannot insert rows through this resource'],
    ['55000', 'cannot update view "a ""quoted"" view"', 'Cannot update rows through this resource'],
    ['0A000', 'cannot insert into column "total" of view "resumen"', 'Cannot insert rows through this resource'],
    ['42809', 'cannot change materialized view "mv"', 'Cannot change rows through this resource'],
  ])('a refused write to a view (%s %s) is a 405 that names nothing', (code, message, answer) => {
    const e = toApiError(
      pgError(code, message, {
        detail: 'Views containing GROUP BY are not automatically updatable.',
        hint: 'provide an INSTEAD OF trigger',
      }),
      false,
    );
    expect(e.status).toBe(405);
    expect(e.body()).toEqual({
      code,
      message: answer,
      details: 'It is a view that cannot be updated this way',
      hint: null,
    });
  });
  it('other 55000 errors keep their answer', () => {
    expect(toApiError(pgError('55000', 'something else'), false).status).toBe(500);
  });
});
