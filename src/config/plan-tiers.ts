/**
 * The four marketing plan tiers every module is sold in (docs/product.md §9: Starter, Growth/Crecimiento,
 * Pro, Enterprise). The ids travel in the contact link (`/contacto?modulo=crm&plan=pro`) and are
 * stored in solicitudes_contacto.plan_interes, so marketing and the contact form share them here.
 */
export const PLAN_TIER_IDS = ['starter', 'crecimiento', 'pro', 'enterprise'] as const;

export type PlanTierId = (typeof PLAN_TIER_IDS)[number];

export const PLAN_TIER_NAMES: Record<PlanTierId, string> = {
  starter: 'Starter',
  crecimiento: 'Crecimiento',
  pro: 'Pro',
  enterprise: 'Enterprise',
};

export function isPlanTierId(value: string | null | undefined): value is PlanTierId {
  return typeof value === 'string' && (PLAN_TIER_IDS as readonly string[]).includes(value);
}
