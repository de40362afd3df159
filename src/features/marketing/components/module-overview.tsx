import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { ProductModule } from '@/config/product';

/**
 * Minimal page of a module (name, area, description). The full marketing template (hero statistics,
 * pillars, testimonials, plans, feature matrix) is a later issue and replaces the notice below.
 */
export function ModuleOverview({ module, actions }: { module: ProductModule; actions?: ReactNode }) {
  const Icon = module.icon;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6" aria-labelledby={`module-${module.key}-title`}>
      <div className="flex items-center gap-4">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <div>
          <h1 id={`module-${module.key}-title`} className="text-3xl font-bold tracking-tight">
            {module.name}
          </h1>
          <p className="text-lg text-muted-foreground">{module.area}</p>
        </div>
      </div>
      <p className="text-lg">{module.description}</p>
      <div className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-4 text-sm text-muted-foreground">
        <Construction className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <Badge variant="outline" className="mr-2">
            En construcción
          </Badge>
          El contenido completo de este módulo se está preparando.
        </p>
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </article>
  );
}
