import { describe, expect, it } from 'vitest';
import { ident, qualified, SqlParams } from './sql.ts';

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
