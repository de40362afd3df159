import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { isModuleKey } from '@/config/product';
import { ModuleMarketingPage } from '@/features/marketing/components/module-marketing-page';
import { moduleContentQueryOptions } from '@/features/marketing/hooks/use-module-content';
import { queryClient } from '@/lib/query-client';
import { NotFoundPage } from './not-found';

/**
 * Loads the module's data file into the query cache before the page renders, so the build's
 * prerender has the whole page, and the browser, which runs this before hydrating that HTML
 * (main.tsx), renders the same. A failure is left to the page, which shows it with a retry.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<null> {
  if (isModuleKey(params.key)) await queryClient.prefetchQuery(moduleContentQueryOptions(params.key));
  return null;
}

export function Component() {
  const { key } = useParams();
  if (!isModuleKey(key)) return <NotFoundPage />;
  return <ModuleMarketingPage moduleKey={key} />;
}
