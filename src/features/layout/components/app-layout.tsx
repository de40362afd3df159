import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { PRODUCT } from '@/config/product';
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { readMenuCollapsed, writeMenuCollapsed } from '../lib/menu-storage';
import { SideMenu, type MenuModuleAccess } from './side-menu';
import { TopBar } from './top-bar';

/** The phone drawer (Radix's focus trap and dismissable layer) loads when it is first opened. */
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

export const MAIN_CONTENT_ID = 'contenido';
const DRAWER_ID = 'menu-movil';

interface AppLayoutProps {
  children: ReactNode;
  isAdmin: boolean;
  /** Shows the system configuration link (super_admin only). */
  isSuperAdmin?: boolean;
  userName?: string | null;
  onSignOut: () => Promise<void> | void;
  /** Used when nothing is stored yet: the menu's collapsed state is kept in local storage. */
  defaultCollapsed?: boolean;
  /** The user's access per module; a module marked not allowed shows a lock and the reason. */
  moduleAccess?: MenuModuleAccess;
  /** Controls at the right of the top bar (the notices' bell). */
  topBarActions?: ReactNode;
}

/**
 * The signed-in shell: a skip link, the top bar, the side menu and the page. From `lg` up the menu
 * sits beside the content and collapses (256 px / 64 px, remembered); below it, it is a modal drawer
 * that starts closed (focus trapped inside, Esc or a tap outside closes it, focus returns to the toggle).
 */
export function AppLayout({
  children,
  isAdmin,
  isSuperAdmin = false,
  userName,
  onSignOut,
  defaultCollapsed = false,
  moduleAccess,
  topBarActions,
}: AppLayoutProps) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [collapsed, setCollapsed] = useState(() => readMenuCollapsed(defaultCollapsed));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const mainRef = useRef<HTMLElement>(null);

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  }

  function toggle() {
    if (!isDesktop) {
      setDrawerOpen(true);
      return;
    }
    setCollapsed((c) => {
      writeMenuCollapsed(!c);
      return !c;
    });
  }

  function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    mainRef.current?.focus();
  }

  const menuProps = {
    isAdmin,
    isSuperAdmin,
    moduleAccess,
    onSignOut: () => void handleSignOut(),
    signingOut,
  };
  const showDrawer = !isDesktop && drawerOpen;

  return (
    <>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        onClick={skipToContent}
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2 focus:shadow-lg focus:ring-2 focus:ring-ring focus:outline-none"
      >
        Saltar al contenido
      </a>
      <div className="flex h-dvh flex-col">
        <TopBar
          mode={isDesktop ? 'desktop' : 'mobile'}
          expanded={isDesktop ? !collapsed : drawerOpen}
          controls={isDesktop ? 'side-menu' : showDrawer ? DRAWER_ID : undefined}
          onToggle={toggle}
          userName={userName}
          actions={topBarActions}
        />
        <div className="flex min-h-0 flex-1">
          {isDesktop && <SideMenu collapsed={collapsed} {...menuProps} />}
          <main
            id={MAIN_CONTENT_ID}
            ref={mainRef}
            tabIndex={-1}
            className="min-w-0 flex-1 overflow-y-auto p-4 focus:outline-none sm:p-6"
          >
            {children}
          </main>
        </div>
      </div>
      {showDrawer && (
        <>
          <div className="fixed inset-0 z-50 bg-black/50" aria-hidden="true" data-testid="menu-overlay" />
          <Suspense fallback={null}>
            <MobileDrawer
              id={DRAWER_ID}
              title={PRODUCT.name}
              onClose={() => setDrawerOpen(false)}
              menu={
                <SideMenu collapsed={false} variant="drawer" onNavigate={() => setDrawerOpen(false)} {...menuProps} />
              }
            />
          </Suspense>
        </>
      )}
    </>
  );
}
