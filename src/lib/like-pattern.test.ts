import { describe, expect, it } from 'vitest';
import { containsFilter, escapeLike, escapeRegex } from './like-pattern';

describe('escaping user text for PostgREST filters', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(escapeLike('ana torres')).toBe('ana torres');
  });

  it('escapes every non-alphanumeric character for a regular expression', () => {
    expect(escapeRegex('a*b.c')).toBe('a\\*b\\.c');
    expect(escapeRegex('ñandú 1')).toBe('ñandú\\ 1');
  });

  it('sends like %text% normally, a regular expression when the text has * (PostgREST reads * as %)', () => {
    expect(containsFilter('')).toBeNull();
    expect(containsFilter('50%')).toEqual({ op: 'like', value: '%50\\%%' });
    expect(containsFilter('a_b\\c')).toEqual({ op: 'like', value: '%a\\_b\\\\c%' });
    expect(containsFilter('a*b')).toEqual({ op: 'match', value: 'a\\*b' });
  });

  it('has case-insensitive forms (ilike, imatch)', () => {
    expect(containsFilter('Andes 100%', { caseInsensitive: true })).toEqual({ op: 'ilike', value: '%Andes 100\\%%' });
    expect(containsFilter('A*', { caseInsensitive: true })).toEqual({ op: 'imatch', value: 'A\\*' });
  });
});
