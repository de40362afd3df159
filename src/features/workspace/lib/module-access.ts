import { MODULES, type ModuleKey } from '@/config/product';
import { normalizeText } from '@/lib/text';
import type { MyModuleRow } from '../api/get-my-modules';

export const ACCESS_REASONS = {
  notInPlan: 'No incluido en el plan de tu empresa',
  restricted: 'Acceso restringido por tu administrador',
  noPlan: 'Tu empresa no tiene un plan activo',
  inactive: 'Tu cuenta está desactivada',
  unavailable: 'Módulo no disponible por el momento',
} as const;

export interface ModuleAccess {
  allowed: boolean;
  /** Why not, in a sentence for the user; null when allowed. */
  reason: string | null;
}

/** Turns the server's `motivo` (a code or a sentence) into a sentence for the user. */
export function describeDenial(motivo: string | null | undefined): string {
  const value = (motivo ?? '').trim();
  const normalized = normalizeText(value);
  if (!normalized) return ACCESS_REASONS.notInPlan;
  if (/modulo_inactivo|no disponible/.test(normalized)) return ACCESS_REASONS.unavailable;
  if (/override|denegad|restring|revocad|administrador/.test(normalized)) return ACCESS_REASONS.restricted;
  if (/sin[_ ]plan|no tiene plan|plan activo/.test(normalized)) return ACCESS_REASONS.noPlan;
  if (/inactiv|desactivad/.test(normalized)) return ACCESS_REASONS.inactive;
  if (/plan/.test(normalized)) return ACCESS_REASONS.notInPlan;
  // A sentence written by the server is shown as is; an unknown code falls back to the plan reason.
  return /\s/.test(value) ? value : ACCESS_REASONS.notInPlan;
}

/** Effective access to one module. super_admin sees everything; a module absent from the rows is not in the plan. */
export function resolveModuleAccess(
  key: ModuleKey,
  rows: readonly MyModuleRow[] | undefined,
  { isSuperAdmin }: { isSuperAdmin: boolean },
): ModuleAccess {
  if (isSuperAdmin) return { allowed: true, reason: null };
  const row = rows?.find((r) => r.modulo_clave === key);
  if (!row) return { allowed: false, reason: ACCESS_REASONS.notInPlan };
  if (row.acceso_efectivo) return { allowed: true, reason: null };
  return { allowed: false, reason: describeDenial(row.motivo) };
}

/**
 * The module's name as the catalogue in the database has it (modulos_disponibles.nombre, which
 * mis_modulos() returns), so the dashboard says what the admin tables say; the product constant only
 * while the rows are not there.
 */
export function catalogueName(key: ModuleKey, rows: readonly MyModuleRow[] | undefined): string {
  return rows?.find((r) => r.modulo_clave === key)?.modulo_nombre || MODULES[key].area;
}
