import { describe, expect, it } from 'vitest';
import type { ExecResult } from './execute.ts';
import {
  callResponse,
  checkSingular,
  contentRange,
  jsonToCsv,
  mutateResponse,
  pageBounds,
  readResponse,
} from './respond.ts';

const result = (o: Partial<ExecResult>): ExecResult => ({
  affected: 0,
  total: null,
  pageTotal: 0,
  body: '[]',
  singleBody: null,
  firstKey: null,
  inserted: null,
  ...o,
});

describe('pageBounds', () => {
  it.each([
    [undefined, undefined, undefined, undefined, { offset: 0, limit: undefined }],
    [10, undefined, undefined, undefined, { offset: 0, limit: 10 }],
    [10, 5, undefined, undefined, { offset: 5, limit: 10 }],
    [undefined, undefined, { from: 2, to: 4 }, undefined, { offset: 2, limit: 3 }],
    [2, undefined, { from: 1, to: 3 }, undefined, { offset: 1, limit: 1 }],
    [undefined, undefined, { from: 3 }, undefined, { offset: 3, limit: undefined }],
    [undefined, undefined, undefined, 100, { offset: 0, limit: 100 }],
    [500, 10, undefined, 100, { offset: 10, limit: 100 }],
    [0, undefined, undefined, undefined, { offset: 0, limit: 0 }],
    [5, 0, { from: 10, to: 20 }, undefined, { offset: 10, limit: 0 }],
  ])('limit %j offset %j range %j max %j', (limit, offset, range, max, expected) => {
    expect(pageBounds(limit, offset, range, max)).toEqual(expected);
  });
});

describe('contentRange', () => {
  it.each([
    [0, 10, null, '0-9/*'],
    [0, 0, 0, '*/0'],
    [0, 0, null, '*/*'],
    [0, 10, 123, '0-9/123'],
    [5, 2, 7, '5-6/7'],
  ])('%i %i %j', (offset, page, total, expected) => {
    expect(contentRange(offset, page, total)).toBe(expected);
  });
});

describe('readResponse', () => {
  const page = { offset: 0, limit: undefined };
  it.each([
    ['full page', result({ pageTotal: 3, total: 3 }), 200, '0-2/3'],
    ['partial page', result({ pageTotal: 2, total: 5 }), 206, '0-1/5'],
    ['unknown total', result({ pageTotal: 2 }), 200, '0-1/*'],
    ['empty', result({ pageTotal: 0, total: 0 }), 200, '*/0'],
  ])('%s', (_what, r, status, range) => {
    const out = readResponse(r, { page, media: 'json', head: false, applied: [] });
    expect(out.status).toBe(status);
    expect(out.headers['Content-Range']).toBe(range);
    expect(out.headers['Content-Type']).toBe('application/json; charset=utf-8');
  });
  it('416 when the offset is past the total', () => {
    expect(() =>
      readResponse(result({ total: 3 }), { page: { offset: 10 }, media: 'json', head: false, applied: [] }),
    ).toThrowError(expect.objectContaining({ code: 'PGRST103', status: 416 }) as Error);
  });
  it('HEAD has no body; object media uses the single body', () => {
    expect(readResponse(result({ pageTotal: 1 }), { page, media: 'json', head: true, applied: [] }).body).toBeNull();
    expect(
      readResponse(result({ pageTotal: 1, singleBody: '{"a":1}' }), { page, media: 'object', head: false, applied: [] })
        .body,
    ).toBe('{"a":1}');
  });
});

describe('checkSingular', () => {
  it.each([0, 2, 10])('rejects %i rows', (n) => {
    expect(() => checkSingular(result({ pageTotal: n }))).toThrowError(
      expect.objectContaining({ code: 'PGRST116', status: 406, details: `The result contains ${n} rows` }) as Error,
    );
  });
  it('accepts one row', () => {
    expect(() => checkSingular(result({ pageTotal: 1 }))).not.toThrow();
  });
});

describe('mutateResponse', () => {
  it.each([
    ['POST', 'minimal', false, 201, '', '*/*'],
    ['POST', 'representation', false, 201, '[]', '*/*'],
    ['PATCH', 'minimal', true, 204, null, '0-3/4'],
    ['PATCH', 'minimal', false, 204, null, '0-3/*'],
    ['DELETE', 'minimal', false, 204, null, '*/*'],
    ['DELETE', 'minimal', true, 204, null, '*/4'],
    ['PATCH', 'representation', true, 200, '[]', '0-1/2'],
    ['POST', 'headers-only', false, 201, '', '*/*'],
    ['PUT', 'minimal', false, 204, null, undefined],
  ] as const)('%s %s count=%s', (method, returnPref, countRequested, status, body, range) => {
    const out = mutateResponse(result({ affected: 4, pageTotal: 2 }), {
      method,
      media: 'json',
      returnPref,
      countRequested,
      applied: [],
      represented: returnPref !== 'minimal',
      merge: false,
    });
    expect(out.status).toBe(status);
    expect(out.body).toBe(body);
    expect(out.headers['Content-Range']).toBe(range);
  });
});

describe('callResponse', () => {
  it.each([
    ['void', result({}), 204, null],
    ['scalar', result({ body: '5' }), 200, '5'],
    ['setof-scalar', result({ body: '[1,2]', pageTotal: 2 }), 200, '[1,2]'],
    ['single-row', result({ body: '[{"a":1}]', singleBody: '{"a":1}', pageTotal: 1 }), 200, '{"a":1}'],
  ] as const)('%s', (shape, r, status, body) => {
    const out = callResponse(r, { media: 'json', head: false, shape, page: { offset: 0 }, applied: [] });
    expect(out.status).toBe(status);
    expect(out.body).toBe(body);
  });
});

describe('jsonToCsv', () => {
  it.each([
    ['[]', ''],
    ['[{"a":1,"b":"x"}]', 'a,b\n1,x'],
    ['[{"a":null,"b":"x,y"},{"a":"q\\"","b":{"k":1}}]', 'a,b\n,"x,y"\n"q""","{""k"": 1}"'],
    // As a record's text: blanks, parentheses, backslashes and empty strings are quoted too.
    [
      String.raw`[{"a":"'cat' 'fat'","b":"[1,2)","c":"","d":"a\\b","e":"ok"}]`,
      String.raw`a,b,c,d,e
"'cat' 'fat'","[1,2)","","a\\b",ok`,
    ],
  ])('%s', (json, csv) => {
    expect(jsonToCsv(json)).toBe(csv);
  });
});
