import type { ReactNode } from 'react';
import { MarketingFooter } from './marketing-footer';
import { MarketingHeader } from './marketing-header';

/** The public pages' frame: skip link, top bar, the page in <main>, footer. */
export function MarketingLayout({ children, onHome = false }: { children: ReactNode; onHome?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Saltar al contenido
      </a>
      <MarketingHeader onHome={onHome} />
      <main id="contenido" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <MarketingFooter onHome={onHome} />
    </div>
  );
}
