import { ArrowRight, CirclePlay } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { Stat } from '../types';

/** The hero's two calls to action: 'Empezar Ahora' (contact form) and 'Ver Demo' (the #demo section). */
export function HeroActions({ contactTo, className }: { contactTo: string; className?: string }) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <Button asChild size="lg">
        <Link to={contactTo}>
          Empezar Ahora
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <a href="#demo">
          <CirclePlay aria-hidden="true" />
          Ver Demo
        </a>
      </Button>
    </div>
  );
}

/** Four headline figures (hero and impact statistics), label under the value. */
export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4 lg:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-end gap-1 rounded-xl border bg-card/80 p-4 text-center shadow-sm"
        >
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
