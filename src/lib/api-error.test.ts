import { describe, expect, it } from 'vitest';
import { ApiError, handleError, UNEXPECTED_RESPONSE, unwrap, unwrapRows } from './api-error';

const postgrestError = { message: 'permission denied for table x', code: '42501', details: 'd', hint: 'h' };

describe('unwrap', () => {
  it('returns the data of a successful answer, null included (maybeSingle, writes without select)', () => {
    expect(unwrap({ data: [{ id: 1 }], error: null, status: 200 })).toEqual([{ id: 1 }]);
    expect(unwrap({ data: null, error: null, status: 204 })).toBeNull();
  });

  it("throws one ApiError with PostgREST's code, message, details and hint, and the HTTP status", () => {
    const run = () => unwrap({ data: null, error: postgrestError, status: 403 });
    expect(run).toThrow(ApiError);
    expect(run).toThrow(expect.objectContaining({ ...postgrestError, status: 403, name: 'ApiError' }));
  });

  it("keeps auth-js's own status and code", () => {
    expect(() =>
      handleError({ message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 }),
    ).toThrow(expect.objectContaining({ code: 'invalid_credentials', status: 400 }));
  });

  it('calls an answer without data, or not rows where rows were asked for, unexpected', () => {
    expect(() => unwrap({ data: undefined, error: null, status: 200 })).toThrow(
      expect.objectContaining({ code: UNEXPECTED_RESPONSE }),
    );
    expect(() => unwrapRows({ data: 'no es una lista', error: null, status: 200 })).toThrow(
      expect.objectContaining({ code: UNEXPECTED_RESPONSE }),
    );
  });
});
