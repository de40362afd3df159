import { LayoutDashboard, Lock, LogOut, Settings, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MODULES, PRODUCT, WORKSPACE_MODULE_KEYS, type ModuleKey } from '@/config/product';
import { afterScreenPainted } from '@/lib/after-screen';
import { cn } from '@/lib/utils';

export const SIDE_MENU_ID = 'side-menu';

/** Per module: may the user open it, and if not, why (a sentence for the user). */
export type MenuModuleAccess = Partial<Record<ModuleKey, { allowed: boolean; reason: string | null }>>;

interface SideMenuProps {
  collapsed: boolean;
  /** sidebar: beside the content (desktop); drawer: the content of the phone drawer. */
  variant?: 'sidebar' | 'drawer';
  isAdmin: boolean;
  /** The system configuration is super_admin's alone (docs/design.md §3): other admins see only the panel. */
  isSuperAdmin?: boolean;
  moduleAccess?: MenuModuleAccess;
  onSignOut: () => void;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
  signingOut?: boolean;
}

const ITEM_CLASS =
  'flex min-h-9 w-full items-center gap-3 rounded-md px-3 py-1.5 text-sm text-sidebar-foreground/85 transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
/** Collapsed: a square pill of the item's normal height, the icon in its centre. */
const COLLAPSED_ITEM_CLASS = 'h-9 justify-center gap-0 px-0 py-0';

/**
 * Radix's tooltip and its positioning (floating-ui, ~14 KB gzip) load once the screen is painted
 * (issue 33: not in a screen's JavaScript until usable); until then the item shows without it.
 */
const MenuTooltip = lazy(() =>
  afterScreenPainted()
    .then(() => import('./menu-tooltip'))
    .then((m) => ({ default: m.MenuTooltip })),
);

/** A label that stays in the accessibility tree when collapsed; a tooltip shows it to sighted users. */
function WithTooltip({ show, content, children }: { show: boolean; content: ReactNode; children: ReactNode }) {
  if (!show) return children;
  return (
    <Suspense fallback={children}>
      <MenuTooltip content={content}>{children}</MenuTooltip>
    </Suspense>
  );
}

function MenuLink({
  to,
  label,
  icon: Icon,
  collapsed,
  lockedReason,
  onNavigate,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  collapsed: boolean;
  /** Set when the user may not open this module: the lock's explanation. */
  lockedReason?: string | null;
  onNavigate?: () => void;
}) {
  const reasonId = useId();
  const locked = lockedReason != null;
  const tooltip = locked ? (
    <span className="flex flex-col">
      {collapsed && <span className="font-medium">{label}</span>}
      <span>{lockedReason}</span>
    </span>
  ) : (
    label
  );
  return (
    <li>
      <WithTooltip show={collapsed || locked} content={tooltip}>
        <NavLink
          to={to}
          onClick={onNavigate}
          data-locked={locked || undefined}
          aria-describedby={locked ? reasonId : undefined}
          // A string, not NavLink's function: the tooltip trigger's Slot would stringify a function
          // into the class attribute. NavLink marks the current page with aria-current="page".
          className={cn(
            ITEM_CLASS,
            'aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-medium aria-[current=page]:text-sidebar-accent-foreground',
            collapsed && COLLAPSED_ITEM_CLASS,
            locked && 'text-sidebar-foreground/60',
          )}
        >
          <span className="relative flex shrink-0">
            <Icon className="size-4" aria-hidden="true" />
            {locked && collapsed && (
              <Lock className="absolute -right-1.5 -bottom-1.5 size-3 rounded-sm bg-sidebar" aria-hidden="true" />
            )}
          </span>
          <span className={cn('flex min-w-0 flex-1 flex-col', collapsed && 'sr-only')}>
            <span className="truncate">{label}</span>
            {locked && (
              // Out of the link's name (which stays the module's name), read as its description.
              <span id={reasonId} aria-hidden="true" className="text-[11px] leading-tight text-sidebar-foreground/70">
                {lockedReason}
              </span>
            )}
          </span>
          {locked && !collapsed && <Lock className="size-3.5 shrink-0" aria-hidden="true" />}
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
      {collapsed && <hr className="mx-2 my-1 border-sidebar-border" aria-hidden="true" />}
      <ul className="flex flex-col gap-1">{children}</ul>
    </div>
  );
}

export function SideMenu({
  collapsed,
  variant = 'sidebar',
  isAdmin,
  isSuperAdmin = false,
  moduleAccess,
  onSignOut,
  onNavigate,
  signingOut = false,
}: SideMenuProps) {
  const drawer = variant === 'drawer';
  const Root = drawer ? 'div' : 'aside';
  return (
    <Root
      id={drawer ? undefined : SIDE_MENU_ID}
      data-collapsed={collapsed}
      data-testid={drawer ? 'drawer-menu' : 'side-menu'}
      className={cn(
        'flex min-h-0 flex-col overflow-x-hidden overflow-y-auto bg-sidebar text-sidebar-foreground',
        drawer ? 'flex-1' : 'shrink-0 transition-[width] duration-200',
        !drawer && (collapsed ? 'w-16' : 'w-64'),
      )}
    >
      <nav aria-label="Menú principal" className="flex flex-1 flex-col gap-1 p-2">
        <ul className="flex flex-col gap-1">
          <MenuLink
            to={paths.app.dashboard.getHref()}
            label="Dashboard"
            icon={LayoutDashboard}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
          <MenuLink
            to={paths.app.profile.getHref()}
            label="Mi Perfil"
            icon={UserRound}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        </ul>
        <MenuSection title="Módulos" collapsed={collapsed}>
          {WORKSPACE_MODULE_KEYS.map((key) => {
            const access = moduleAccess?.[key];
            return (
              <MenuLink
                key={key}
                to={paths.app.module.getHref(key)}
                label={MODULES[key].name}
                icon={MODULES[key].icon}
                collapsed={collapsed}
                lockedReason={access && !access.allowed ? (access.reason ?? 'Sin acceso') : undefined}
                onNavigate={onNavigate}
              />
            );
          })}
        </MenuSection>
        {isAdmin && (
          <MenuSection title="Administración" collapsed={collapsed}>
            {isSuperAdmin && (
              <MenuLink
                to={paths.app.configBackend.getHref()}
                label="Configuración del sistema"
                icon={Settings}
                collapsed={collapsed}
                onNavigate={onNavigate}
              />
            )}
            <MenuLink
              to={paths.app.adminPanel.getHref()}
              label="Panel de administración"
              icon={ShieldCheck}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          </MenuSection>
        )}
      </nav>
      <div className="flex flex-col gap-2 border-t border-sidebar-border p-2">
        <WithTooltip show={collapsed} content="Cerrar Sesión">
          <button
            type="button"
            onClick={onSignOut}
            disabled={signingOut}
            className={cn('cursor-pointer disabled:opacity-60', ITEM_CLASS, collapsed && COLLAPSED_ITEM_CLASS)}
          >
            <LogOut className="size-4 shrink-0" aria-hidden="true" />
            <span className={cn(collapsed && 'sr-only')}>Cerrar Sesión</span>
          </button>
        </WithTooltip>
        <p className={cn('px-3 text-xs text-sidebar-foreground/60', collapsed && 'px-0 text-center')}>
          {PRODUCT.version}
        </p>
      </div>
    </Root>
  );
}
