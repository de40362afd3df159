import { describe, expect, it } from 'vitest';
import { ident, keepUsedParams, qualified, SqlParams } from './sql.ts';

describe('ident', () => {
  it.each([
    ['id', '"id"'],
    ['my col', '"my col"'],
    ['a"b', '"a""b"'],
    ['"; drop table x; --', '"""; drop table x; --"'],
    ['ñ', '"ñ"'],
  ])('%j -> %s', (name, quoted) => {
    expect(ident(name)).toBe(quoted);
  });
  it('refuses NUL', () => {
    expect(() => ident('a\0b')).toThrow();
  });
  it('qualified', () => {
    expect(qualified('public', 't"x')).toBe('"public"."t""x"');
  });
});

describe('SqlParams', () => {
  it('numbers placeholders and strips NUL from text values', () => {
    const p = new SqlParams();
    expect(p.add('a')).toBe('$1');
    expect(p.add(2)).toBe('$2');
    expect(p.add('x\0y')).toBe('$3');
    expect(p.values).toEqual(['a', 2, 'xy']);
  });
});

describe('keepUsedParams', () => {
  it('keeps only the parameters the text uses, renumbered in order of use', () => {
    expect(keepUsedParams('select 1 from "t" where "a" = $3 and "b" = $2 or "a" = $3', ['x', 'y', 'z'])).toEqual({
      sql: 'select 1 from "t" where "a" = $1 and "b" = $2 or "a" = $1',
      params: ['z', 'y'],
    });
  });

  it('leaves $n inside quoted identifiers and literals alone', () => {
    expect(keepUsedParams(`select 1 from "we""ird $1" where "x" = $2 and 'it''s $1' = 'a'`, ['unused', 5])).toEqual({
      sql: `select 1 from "we""ird $1" where "x" = $1 and 'it''s $1' = 'a'`,
      params: [5],
    });
  });
});
