import { useParams } from 'react-router-dom';
import { isModuleKey } from '@/config/product';
import { ModuleMarketingPage } from '@/features/marketing/components/module-marketing-page';
import { NotFoundPage } from './not-found';

export function Component() {
  const { key } = useParams();
  if (!isModuleKey(key)) return <NotFoundPage />;
  return <ModuleMarketingPage moduleKey={key} />;
}
