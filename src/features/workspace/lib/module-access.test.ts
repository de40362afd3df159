import { describe, expect, it } from 'vitest';
import { ACCESS_REASONS, describeDenial, resolveModuleAccess } from './module-access';

describe('describeDenial', () => {
  it.each([
    ['fuera_de_plan', ACCESS_REASONS.notInPlan],
    ['override', ACCESS_REASONS.restricted],
    [null, ACCESS_REASONS.notInPlan],
    ['Motivo escrito por el servidor', 'Motivo escrito por el servidor'],
  ])('%j -> %j', (motivo, expected) => {
    expect(describeDenial(motivo)).toBe(expected);
  });
});

describe('resolveModuleAccess', () => {
  it('treats a module missing from the rows as not in the plan', () => {
    expect(resolveModuleAccess('ops', [], { isSuperAdmin: false })).toEqual({
      allowed: false,
      reason: ACCESS_REASONS.notInPlan,
    });
  });

  it('lets super_admin see everything', () => {
    expect(resolveModuleAccess('ops', [], { isSuperAdmin: true })).toEqual({ allowed: true, reason: null });
  });
});
