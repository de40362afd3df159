import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { MODULES, moduleMarketingPath, modulePath, type ModuleKey } from '@/config/product';
import { cn } from '@/lib/utils';

export interface ModuleNavItem {
  /** Relative to the module's root: '' is the overview, 'ordenes', 'tablero'... */
  to: string;
  label: string;
}

/**
 * A working module's frame: its name, its sections as tabs of links (each section has its own URL
 * under /axel-<key>/), and 'Ficha del módulo', the public page about it.
 */
export function ModuleShell({
  moduleKey,
  nav,
  children,
}: {
  moduleKey: ModuleKey;
  nav: readonly ModuleNavItem[];
  children: ReactNode;
}) {
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
            key={item.to}
            to={item.to ? `${root}/${item.to}` : root}
            end={item.to === ''}
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
