import { describe, expect, it } from 'vitest';
import { returnPathFromState, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/panel-administracion?tab=planes', '/panel-administracion?tab=planes'],
    ['/axel-crm#top', '/axel-crm#top'],
    ['/mi-perfil', '/mi-perfil'],
  ])('keeps the in-app path %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'dashboard',
    'https://evil.example/steal',
    '//evil.example/x',
    '/\\evil.example',
    '/ok\n//evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?x=1',
    '/reset-password',
  ])('falls back to /dashboard for %j', (value) => {
    expect(safeReturnPath(value)).toBe('/dashboard');
  });

  it('reads the path from router state', () => {
    expect(returnPathFromState({ from: '/axel-ops' })).toBe('/axel-ops');
    expect(returnPathFromState(null)).toBe('/dashboard');
    expect(returnPathFromState({ from: { pathname: '/x' } })).toBe('/dashboard');
  });
});
