import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { ProductModule } from '@/config/product';
import { MarketingFooter, MarketingHeader } from './marketing-header';
import { ModuleOverview } from './module-overview';

/** Public page of one module at /modulos/:key. */
export function ModuleMarketingPage({ module }: { module: ProductModule }) {
  return (
    <div className="flex min-h-screen flex-col">
      <MarketingHeader />
      <main className="flex-1 px-4 py-16">
        <ModuleOverview
          module={module}
          actions={
            <>
              <Button asChild>
                <Link to={paths.contact.getHref()}>Empezar Ahora</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.home.getHref()}>Ver todos los módulos</Link>
              </Button>
            </>
          }
        />
      </main>
      <MarketingFooter />
    </div>
  );
}
