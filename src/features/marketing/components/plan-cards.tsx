import { Check, LifeBuoy, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ModuleKey } from '@/config/product';
import { cn } from '@/lib/utils';
import { planHighlights } from '../lib/plan-highlights';
import { contactHref, formatPlanPrice, planButtonLabel } from '../lib/pricing';
import type { MatrixRow, Plan } from '../types';

interface PlanCardsProps {
  moduleKey: ModuleKey;
  plans: readonly Plan[];
  matrix: readonly MatrixRow[];
}

/** The four plan cards of a module (docs/product.md §2, §9; docs/design.md §4 for text prices). */
export function PlanCards({ moduleKey, plans, matrix }: PlanCardsProps) {
  return (
    <ul className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
      {plans.map((plan, index) => {
        const headingId = `plan-${moduleKey}-${plan.id}`;
        const price = formatPlanPrice(plan.precio);
        const highlights = planHighlights(plans, matrix, index);
        return (
          <li key={plan.id} className="flex">
            <article
              aria-labelledby={headingId}
              data-plan={plan.id}
              className={cn(
                'relative flex w-full flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm',
                plan.destacado && 'border-primary shadow-lg ring-2 ring-primary',
              )}
            >
              {plan.destacado && (
                <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 text-xs">Más Popular</Badge>
              )}
              {/* A size container: a text price ('Personalizado') scales to the card's width, so it
                  never spills out of a narrow card (issue 16 item 10). */}
              <div className="min-w-0 @container">
                <h3 id={headingId} className="text-xl font-semibold">
                  {plan.nombre}
                </h3>
                <p className="mt-3 flex min-w-0 flex-wrap items-baseline gap-x-1">
                  <span
                    data-slot="plan-price"
                    className={cn(
                      'min-w-0 font-bold tracking-tight',
                      price.period ? 'text-4xl' : 'text-[length:min(2.25rem,11cqi)] leading-tight',
                    )}
                  >
                    {price.amount}
                  </span>
                  {price.period && <span className="text-muted-foreground">{price.period}</span>}
                </p>
              </div>
              <ul className="flex flex-col gap-2 text-sm">
                <li className="flex gap-2">
                  <Users className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{plan.usuarios}</span>
                </li>
                <li className="flex gap-2">
                  <LifeBuoy className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{plan.soporte}</span>
                </li>
              </ul>
              {highlights.items.length > 0 && (
                <div className="border-t pt-4 text-sm">
                  <p className="mb-2 font-medium">
                    {highlights.basedOn ? `Todo lo de ${highlights.basedOn}, más:` : 'Incluye:'}
                  </p>
                  <ul className="flex flex-col gap-2">
                    {highlights.items.map((item) => (
                      <li key={item} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                        <span>{item}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <Button asChild variant={plan.destacado ? 'default' : 'outline'} className="mt-auto w-full">
                <Link to={contactHref(moduleKey, plan.id)} aria-describedby={headingId}>
                  {planButtonLabel(plan.precio)}
                </Link>
              </Button>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
