import { paths } from '@/config/paths';
import type { PlanTierId } from '@/config/plan-tiers';
import type { ModuleKey } from '@/config/product';
import type { PlanPrice } from '../types';
import { formatCLP } from '@/lib/format';

export interface FormattedPrice {
  /** '$199', 'Gratis', 'A medida', 'Personalizado'. */
  amount: string;
  /** '/mes' after numeric prices only. */
  period: '/mes' | null;
}

/**
 * docs/product.md §9 and docs/design.md §4: numeric prices read '$199' + '/mes' (es-CL pesos: '$1.199'); text prices ('Gratis',
 * 'A medida', 'Personalizado') are shown as they are, without '$' or '/mes'.
 */
export function formatPlanPrice(precio: PlanPrice): FormattedPrice {
  if (typeof precio === 'number') {
    if (!Number.isFinite(precio) || precio < 0) throw new RangeError(`Precio inválido: ${precio}`);
    return { amount: formatCLP(precio), period: '/mes' };
  }
  return { amount: precio, period: null };
}

/** The price as one string: '$199/mes', 'Gratis'. */
export function planPriceText(precio: PlanPrice): string {
  const { amount, period } = formatPlanPrice(precio);
  return period ? `${amount}${period}` : amount;
}

/** docs/product.md §2: 'Empezar Gratis' when the price is Gratis, otherwise 'Contactar'. */
export function planButtonLabel(precio: PlanPrice): 'Empezar Gratis' | 'Contactar' {
  return precio === 'Gratis' ? 'Empezar Gratis' : 'Contactar';
}

/** /contacto with the module and plan the visitor chose, preselected in the form. */
export function contactHref(modulo?: ModuleKey, plan?: PlanTierId): string {
  const query = new URLSearchParams();
  if (modulo) query.set('modulo', modulo);
  if (plan) query.set('plan', plan);
  const search = query.toString();
  return search ? `${paths.contact.getHref()}?${search}` : paths.contact.getHref();
}
