import { LayoutDashboard, LogOut, Settings, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { MODULES, PRODUCT, WORKSPACE_MODULE_KEYS } from '@/config/product';
import { cn } from '@/lib/utils';

export const SIDE_MENU_ID = 'side-menu';

interface SideMenuProps {
  collapsed: boolean;
  isAdmin: boolean;
  /** The system configuration is super_admin's alone (DESIGN.md §3): other admins see only the panel. */
  isSuperAdmin?: boolean;
  onSignOut: () => void;
  signingOut?: boolean;
}

/** A label that stays in the accessibility tree when collapsed; a tooltip shows it to sighted users. */
function WithTooltip({ collapsed, label, children }: { collapsed: boolean; label: string; children: ReactNode }) {
  if (!collapsed) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

function MenuLink({
  to,
  label,
  icon: Icon,
  collapsed,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  collapsed: boolean;
}) {
  return (
    <li>
      <WithTooltip collapsed={collapsed} label={label}>
        <NavLink
          to={to}
          className={({ isActive }) =>
            cn(
              'flex h-9 items-center gap-3 rounded-md px-3 text-sm text-sidebar-foreground/85 transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              collapsed && 'justify-center px-0',
              isActive && 'bg-sidebar-accent font-medium text-sidebar-accent-foreground',
            )
          }
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
        </NavLink>
      </WithTooltip>
    </li>
  );
}

function MenuSection({ title, collapsed, children }: { title: string; collapsed: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-1">
      <p
        id={id}
        className={cn(
          'px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-sidebar-foreground/60 uppercase',
          collapsed && 'sr-only',
        )}
      >
        {title}
      </p>
      {collapsed && <hr className="mx-2 my-2 border-sidebar-border" aria-hidden="true" />}
      <ul className="flex flex-col gap-1">{children}</ul>
    </div>
  );
}

export function SideMenu({ collapsed, isAdmin, isSuperAdmin = false, onSignOut, signingOut = false }: SideMenuProps) {
  return (
    <aside
      id={SIDE_MENU_ID}
      data-collapsed={collapsed}
      data-testid="side-menu"
      className={cn(
        'flex shrink-0 flex-col overflow-x-hidden overflow-y-auto bg-sidebar text-sidebar-foreground transition-[width] duration-200',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <nav aria-label="Menú principal" className="flex flex-1 flex-col gap-1 p-2">
        <ul className="flex flex-col gap-1">
          <MenuLink to={paths.app.dashboard.getHref()} label="Dashboard" icon={LayoutDashboard} collapsed={collapsed} />
          <MenuLink to={paths.app.profile.getHref()} label="Mi Perfil" icon={UserRound} collapsed={collapsed} />
        </ul>
        <MenuSection title="Módulos" collapsed={collapsed}>
          {WORKSPACE_MODULE_KEYS.map((key) => (
            <MenuLink
              key={key}
              to={paths.app.module.getHref(key)}
              label={MODULES[key].name}
              icon={MODULES[key].icon}
              collapsed={collapsed}
            />
          ))}
        </MenuSection>
        {isAdmin && (
          <MenuSection title="Administración" collapsed={collapsed}>
            {isSuperAdmin && (
              <MenuLink
                to={paths.app.configBackend.getHref()}
                label="Configuración del sistema"
                icon={Settings}
                collapsed={collapsed}
              />
            )}
            <MenuLink
              to={paths.app.adminPanel.getHref()}
              label="Panel de administración"
              icon={ShieldCheck}
              collapsed={collapsed}
            />
          </MenuSection>
        )}
      </nav>
      <div className="flex flex-col gap-2 border-t border-sidebar-border p-2">
        <WithTooltip collapsed={collapsed} label="Cerrar Sesión">
          <button
            type="button"
            onClick={onSignOut}
            disabled={signingOut}
            className={cn(
              'flex h-9 w-full cursor-pointer items-center gap-3 rounded-md px-3 text-sm text-sidebar-foreground/85 transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60',
              collapsed && 'justify-center px-0',
            )}
          >
            <LogOut className="size-4 shrink-0" aria-hidden="true" />
            <span className={cn(collapsed && 'sr-only')}>Cerrar Sesión</span>
          </button>
        </WithTooltip>
        <p className={cn('px-3 text-xs text-sidebar-foreground/60', collapsed && 'px-0 text-center')}>
          {PRODUCT.version}
        </p>
      </div>
    </aside>
  );
}
