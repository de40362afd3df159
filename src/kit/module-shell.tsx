import { ExternalLink } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link, NavLink, Route, Routes } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { MODULES, moduleMarketingPath, modulePath } from '@/config/product';
import { cn } from '@/lib/utils';
import type { ManifestPaths, ModuleManifest } from './manifest';
import { EmptyState } from './states';

/**
 * A working module: its frame (ModuleShell) and a screen for each section and route of its
 * manifest, each at its own URL under /axel-<key>/ (the type makes the workspace give them all).
 * An unknown URL inside the module says so, with the way back to its overview.
 */
export function ModuleWorkspace<M extends ModuleManifest>({
  manifest,
  screens,
}: {
  manifest: M;
  screens: Record<ManifestPaths<M>, ReactNode>;
}) {
  const paths = [...manifest.sections.map((s) => s.path), ...manifest.routes] as ManifestPaths<M>[];
  return (
    <ModuleShell manifest={manifest}>
      <Suspense fallback={<LoadingState label="Cargando..." />}>
        <Routes>
          {paths.map((path) =>
            path === '' ? (
              <Route key="index" index element={screens[path]} />
            ) : (
              <Route key={path} path={path} element={screens[path]} />
            ),
          )}
          <Route
            path="*"
            element={
              <EmptyState
                title="Esta sección no existe"
                action={
                  <Link to={modulePath(manifest.key)} className="text-sm text-primary underline">
                    Ir al resumen del módulo
                  </Link>
                }
              />
            }
          />
        </Routes>
      </Suspense>
    </ModuleShell>
  );
}

/**
 * A working module's frame: its name, its manifest's sections as tabs of links (each section has
 * its own URL under /axel-<key>/), and 'Ficha del módulo', the public page about it.
 */
export function ModuleShell({ manifest, children }: { manifest: ModuleManifest; children: ReactNode }) {
  const moduleKey = manifest.key;
  const nav = manifest.sections;
  const mod = MODULES[moduleKey];
  const root = modulePath(moduleKey);
  const Icon = mod.icon;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Icon aria-hidden="true" className="size-8 text-primary" />
          <div>
            <h1 className="text-2xl font-semibold">{mod.name}</h1>
            <p className="text-sm text-muted-foreground">{mod.area}</p>
          </div>
        </div>
        <Link
          to={moduleMarketingPath(moduleKey)}
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          Ficha del módulo
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </Link>
      </header>
      <nav aria-label={`Secciones de ${mod.name}`} className="flex flex-wrap gap-1 border-b">
        {nav.map((item) => (
          <NavLink
            key={item.path}
            to={item.path ? `${root}/${item.path}` : root}
            end={item.path === ''}
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
                isActive
                  ? 'border-primary text-primary'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )
            }
          >
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div>{children}</div>
    </div>
  );
}
