import { RetryAlert } from '@/components/retry-alert';
import { LoadingState } from '@/components/ui/spinner';
import { MODULES, PRODUCT, WORKSPACE_MODULE_KEYS, type ModuleKey } from '@/config/product';
import type { ModuleSection } from '@/kit/manifest';
import { useMyModules } from '../api/get-my-modules';
import { catalogueName, resolveModuleAccess } from '../lib/module-access';
import { HelpCard } from './help-card';
import { ModuleCard } from './module-card';

interface DashboardPageProps {
  userId: string | undefined;
  isSuperAdmin: boolean;
  userName?: string | null;
  /** The working modules' sections (their manifests, given by src/app): the card links to them. */
  sections?: Partial<Record<ModuleKey, readonly ModuleSection[]>>;
}

/** Home of the workspace: the nine module cards with the user's effective access, and the help card. */
export function DashboardPage({ userId, isSuperAdmin, userName, sections = {} }: DashboardPageProps) {
  const modules = useMyModules({ userId, enabled: !isSuperAdmin });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Dashboard</h1>
        <p className="text-muted-foreground">
          {userName ? `Hola, ${userName}. ` : ''}Selecciona un módulo de {PRODUCT.name} para comenzar.
        </p>
      </div>

      {!isSuperAdmin && modules.isPending ? (
        <LoadingState label="Cargando módulos..." />
      ) : !isSuperAdmin && modules.isError ? (
        <RetryAlert
          title="No se pudieron cargar tus módulos"
          onRetry={() => void modules.refetch()}
          retrying={modules.isFetching}
        >
          <p>Revisa tu conexión e inténtalo de nuevo.</p>
        </RetryAlert>
      ) : (
        <section aria-label="Módulos" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {WORKSPACE_MODULE_KEYS.map((key) => (
            <ModuleCard
              key={key}
              module={MODULES[key]}
              access={resolveModuleAccess(key, modules.data, { isSuperAdmin })}
              areaName={catalogueName(key, modules.data)}
              sections={sections[key]}
            />
          ))}
        </section>
      )}

      <HelpCard />
    </div>
  );
}
