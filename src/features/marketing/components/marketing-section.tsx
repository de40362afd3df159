import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface MarketingSectionProps {
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  tone?: 'default' | 'muted' | 'dark';
  className?: string;
  children: ReactNode;
}

/** A titled band of a marketing page; `scroll-mt` keeps its heading clear of the sticky top bar. */
export function MarketingSection({
  id,
  title,
  eyebrow,
  lead,
  tone = 'default',
  className,
  children,
}: MarketingSectionProps) {
  const headingId = `${id}-titulo`;
  const dark = tone === 'dark';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-16 py-16 sm:py-20',
        tone === 'muted' && 'bg-muted/60',
        dark && 'bg-sidebar text-sidebar-foreground',
        className,
      )}
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto mb-10 max-w-3xl text-center sm:mb-12">
          {eyebrow && (
            <p className={cn('text-sm font-semibold tracking-wide uppercase', dark ? 'text-blue-200' : 'text-primary')}>
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {lead && (
            <p
              className={cn('mt-4 text-lg text-pretty', dark ? 'text-sidebar-foreground/90' : 'text-muted-foreground')}
            >
              {lead}
            </p>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
