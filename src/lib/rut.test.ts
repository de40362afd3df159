import { describe, expect, it } from 'vitest';
import { formatRut, isValidRut, normalizeRut, rutCheckDigit } from './rut';

describe('RUT', () => {
  it('computes the check digit, including 0 and K', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('20987654')).toBe('K');
    expect(rutCheckDigit('17890123')).toBe('0');
    expect(rutCheckDigit('1')).toBe('9');
  });

  it('accepts the usual spellings and refuses a wrong check digit or a malformed value', () => {
    for (const ok of ['12.345.678-5', '12345678-5', '123456785', '20.987.654-k', '20987654 K', '9.876.543-3'])
      expect(isValidRut(ok), ok).toBe(true);
    for (const bad of ['12.345.678-6', '12345678', 'abc', '', '-5', '123.456.789-0-1', '0-0'])
      expect(isValidRut(bad), bad).toBe(false);
  });

  it('normalises to digits, hyphen and check digit, and formats with dots', () => {
    expect(normalizeRut('20.987.654-k')).toBe('20987654-K');
    expect(normalizeRut('007.654.321-6')).toBe('7654321-6');
    expect(normalizeRut('hola')).toBeNull();
    expect(formatRut('20987654-K')).toBe('20.987.654-K');
    expect(formatRut('7654321-6')).toBe('7.654.321-6');
  });
});
