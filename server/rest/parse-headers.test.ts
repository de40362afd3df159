import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { appliedPreferences, parseAccept, parsePrefer, parseRange, pickSchema, pickToken } from './parse-headers.ts';

describe('parsePrefer', () => {
  it.each([
    [[], {}],
    [['return=representation'], { return: 'representation' }],
    [['return=minimal, count=exact'], { return: 'minimal', count: 'exact' }],
    [['resolution=merge-duplicates', 'missing=default'], { resolution: 'merge-duplicates', missing: 'default' }],
    [['count=planned,params=single-object,tx=rollback'], { count: 'planned', params: 'single-object', tx: 'rollback' }],
    [['return=representation, return=minimal'], { return: 'representation' }],
    [['return=bogus, unknown=1, count=exact'], { count: 'exact' }],
    [[' RETURN=representation '], { return: 'representation' }],
  ])('%j', (headers, expected) => {
    const { applied: _a, invalid: _i, ...prefs } = parsePrefer(headers);
    expect(prefs).toEqual(expected);
  });
  it('handling=strict rejects invalid preferences with PGRST122', () => {
    expect(() => parsePrefer(['handling=strict, nope=1'])).toThrowError(
      expect.objectContaining({ code: 'PGRST122', status: 400 }) as Error,
    );
  });
});

describe('parsePrefer timezone', () => {
  const zones = new Set(['America/Santiago', 'UTC']);
  it('takes a known zone (exact name) and names it after handling in Preference-Applied', () => {
    const p = parsePrefer(['handling=lenient, timezone=America/Santiago'], zones);
    expect(p.timezone).toBe('America/Santiago');
    expect(appliedPreferences(p, {})).toEqual(['handling=lenient', 'timezone=America/Santiago']);
    expect(parsePrefer(['timezone=america/santiago'], zones).timezone).toBeUndefined();
  });
  it('an unknown zone is an invalid preference: PGRST122 under handling=strict', () => {
    expect(parsePrefer(['timezone=Mars/Olympus'], zones).invalid).toEqual(['timezone=Mars/Olympus']);
    expect(() => parsePrefer(['handling=strict, timezone=Mars/Olympus'], zones)).toThrow(
      'Invalid preferences given with handling=strict',
    );
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, undefined, undefined],
    ['0-9', undefined, { from: 0, to: 9 }],
    ['5-', 'items', { from: 5, to: undefined }],
    ['items=2-3', undefined, { from: 2, to: 3 }],
    ['0-9', 'bytes', undefined],
    ['abc', undefined, undefined],
    ['-5', undefined, undefined],
  ])('%j %j', (range, unit, expected) => {
    expect(parseRange(range, unit)).toEqual(expected);
  });
  it('416 when the lower bound is above the upper one', () => {
    expect(() => parseRange('5-2', 'items')).toThrowError(
      expect.objectContaining({ code: 'PGRST103', status: 416 }) as Error,
    );
  });
});

describe('parseAccept', () => {
  it.each([
    [undefined, 'json'],
    ['', 'json'],
    ['*/*', 'json'],
    ['application/json', 'json'],
    ['application/vnd.pgrst.object+json', 'object'],
    ['application/vnd.pgrst.object+json;nulls=stripped', 'object'],
    ['application/vnd.pgrst.array+json;nulls=stripped', 'json'],
    ['text/csv', 'csv'],
    ['image/png, application/json;q=0.5', 'json'],
    ['text/csv;q=0.2, application/json;q=0.9', 'json'],
  ])('%j -> %s', (accept, expected) => {
    expect(parseAccept(accept)).toBe(expected);
  });
  it.each(['image/png', 'application/xml', 'application/json;q=0'])('406 for %j', (accept) => {
    expect(() => parseAccept(accept)).toThrowError(expect.objectContaining({ code: 'PGRST107', status: 406 }) as Error);
  });
});

describe('pickSchema', () => {
  it.each([
    [undefined, 'public'],
    ['', 'public'],
    ['api', 'api'],
  ])('%j -> %s', (profile, expected) => {
    expect(pickSchema(profile, ['public', 'api'])).toBe(expected);
  });
  it('406 PGRST106 for a schema not exposed', () => {
    expect(() => pickSchema('auth', ['public'])).toThrowError(
      expect.objectContaining({ code: 'PGRST106', status: 406 }) as Error,
    );
  });
});

describe('pickToken', () => {
  it.each([
    [undefined, undefined, undefined],
    ['Bearer abc', undefined, 'abc'],
    ['bearer  abc ', 'k', 'abc'],
    [undefined, 'key', 'key'],
    ['Basic xyz', 'key', 'key'],
    [undefined, '  ', undefined],
  ])('%j %j', (auth, apikey, expected) => {
    expect(pickToken(auth, apikey)).toBe(expected);
  });
  it('an empty bearer token is an error', () => {
    expect(() => pickToken('Bearer ', undefined)).toThrow(ApiError);
  });
});
