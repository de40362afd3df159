import { useState, type ReactNode } from 'react';
import { TooltipProvider } from '@/components/ui/tooltip';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

interface AppLayoutProps {
  children: ReactNode;
  isAdmin: boolean;
  /** Shows the system configuration link (super_admin only). */
  isSuperAdmin?: boolean;
  userName?: string | null;
  onSignOut: () => Promise<void> | void;
  defaultCollapsed?: boolean;
}

/** The signed-in shell: top bar, collapsible side menu (256 px / 64 px) and the page. */
export function AppLayout({
  children,
  isAdmin,
  isSuperAdmin = false,
  userName,
  onSignOut,
  defaultCollapsed = false,
}: AppLayoutProps) {
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const [signingOut, setSigningOut] = useState(false);

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <TooltipProvider>
      <div className="flex h-screen flex-col">
        <TopBar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} userName={userName} />
        <div className="flex min-h-0 flex-1">
          <SideMenu
            collapsed={collapsed}
            isAdmin={isAdmin}
            isSuperAdmin={isSuperAdmin}
            onSignOut={() => void handleSignOut()}
            signingOut={signingOut}
          />
          <main className="min-w-0 flex-1 overflow-y-auto p-6">{children}</main>
        </div>
      </div>
    </TooltipProvider>
  );
}
