import type { ModuleKey } from '@/config/product';
import { MarketingLayout } from './marketing-layout';
import { ModulePresentation } from './module-presentation';

/** Public page of one module at /modulos/:key, for prospects. */
export function ModuleMarketingPage({ moduleKey }: { moduleKey: ModuleKey }) {
  return (
    <MarketingLayout>
      <ModulePresentation moduleKey={moduleKey} />
    </MarketingLayout>
  );
}
