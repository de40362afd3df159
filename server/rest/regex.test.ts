import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { parseQuery } from './parse.ts';
import { checkRegex, MAX_REGEX_LENGTH, regexCost } from './regex.ts';

describe('regexCost', () => {
  it.each([
    ['abc', 3],
    ['a*b?c', 3],
    ['a+', 2],
    ['.{1,255}', 255],
    ['x{3}', 3],
    ['x{2,}', 3],
    ['(ab){3}', 6],
    ['(.{1,255}){1,255}z', 255 * 255 + 1],
    ['((a{10}){10}){10}', 1000],
    ['[a-z]{1,3}', 3],
    ['[]a]{4}', 4],
    ['[[:alpha:]]{5}', 5],
    ['\\d{1,3}(\\.\\d{1,3}){3}', 3 + 12],
    ['a|b{9}', 10],
    ['(?:ab)+', 4],
    ['***=(.{1,255}){1,255}', 17],
  ])('%s costs %i', (pattern, cost) => {
    expect(regexCost(pattern).cost).toBe(cost);
  });
});

describe('checkRegex', () => {
  it.each(['^A', 'an+d?es', '\\d{1,3}(\\.\\d{1,3}){3}', '^[[:alpha:]]+$', '.{1,255}', '(foo|bar)*'])(
    'accepts %s',
    (pattern) => {
      expect(() => checkRegex(pattern)).not.toThrow();
    },
  );

  it.each([
    '(.{1,255}){1,255}z',
    '((a{20}){20}){20}',
    'x'.repeat(MAX_REGEX_LENGTH + 1),
    `${'('.repeat(30)}a${')'.repeat(30)}`,
  ])('rejects %s with 400 2201B', (pattern) => {
    let err: unknown;
    try {
      checkRegex(pattern);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).code).toBe('2201B');
    expect((err as ApiError).message).toBe('invalid regular expression: regular expression is too complex');
  });

  it.each([
    ['descripcion', 'match.(.{1,255}){1,255}z'],
    ['descripcion', 'imatch.(.{1,255}){1,255}z'],
    ['descripcion', 'not.match.(.{1,255}){1,255}z'],
    ['descripcion', 'match(any).{a,"(.{1,255}){1,255}z"}'],
    ['or', '(a.eq.1,descripcion.match.(.{1,255}){1,255}z)'],
  ])('the parser bounds %s=%s', (key, value) => {
    expect(() => parseQuery([[key, value]])).toThrow(/too complex/);
  });
});
