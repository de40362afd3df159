import { ConfigPage } from '@/features/config/components/config-page';

/** /config-backend: the system configuration (docs/product.md §2), behind the super-admin guard (router.tsx). */
export function Component() {
  return <ConfigPage />;
}
