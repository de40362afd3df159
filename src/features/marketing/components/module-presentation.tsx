import { RetryAlert } from '@/components/retry-alert';
import { LoadingState } from '@/components/ui/spinner';
import { MODULES, PRODUCT, type ModuleKey } from '@/config/product';
import { useModuleContent } from '../hooks/use-module-content';
import { ModulePage } from './module-page';
import { PageMeta } from './page-meta';

/**
 * A module's marketing page with its meta: loads the module's data file (its own chunk), then renders
 * the template. The loading box is a screen tall, so the footer below never jumps up and back.
 */
export function ModulePresentation({ moduleKey }: { moduleKey: ModuleKey }) {
  const content = useModuleContent(moduleKey);
  const module = MODULES[moduleKey];
  const title = `${module.name}: ${module.area} · ${PRODUCT.name}`;

  if (content.isPending) {
    return (
      <>
        <PageMeta title={title} description={module.description} />
        <LoadingState label="Cargando..." className="min-h-screen" />
      </>
    );
  }
  if (content.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <PageMeta title={title} description={module.description} />
        <RetryAlert
          title={`No se pudo cargar la página de ${module.name}`}
          onRetry={() => void content.refetch()}
          retrying={content.isFetching}
        />
      </div>
    );
  }
  return (
    <>
      <PageMeta title={title} description={content.data.metaDescription} />
      <ModulePage content={content.data} />
    </>
  );
}
