import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PRODUCT } from '@/config/product';

interface TopBarProps {
  /** desktop: the toggle collapses the side menu; mobile: it opens the menu drawer. */
  mode: 'desktop' | 'mobile';
  /** The menu is expanded (desktop) or the drawer is open (mobile). */
  expanded: boolean;
  /** The id of the element the toggle controls, when it is in the page. */
  controls?: string;
  onToggle: () => void;
  userName?: string | null;
  /** Controls at the right of the bar (the notices' bell), composed by the route. */
  actions?: ReactNode;
}

function toggleLabel(mode: TopBarProps['mode'], expanded: boolean): string {
  if (mode === 'mobile') return 'Abrir menú';
  return expanded ? 'Contraer menú' : 'Expandir menú';
}

export function TopBar({ mode, expanded, controls, onToggle, userName, actions }: TopBarProps) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b bg-card px-3">
      <Button
        variant="ghost"
        size="icon"
        onClick={onToggle}
        aria-label={toggleLabel(mode, expanded)}
        aria-expanded={expanded}
        aria-controls={controls}
        aria-haspopup={mode === 'mobile' ? 'dialog' : undefined}
      >
        {mode === 'mobile' ? <Menu /> : expanded ? <PanelLeftClose /> : <PanelLeftOpen />}
      </Button>
      <Link
        to={paths.home.getHref()}
        className="flex min-w-0 items-center gap-2 rounded-md font-semibold text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <img src="/favicon.svg" alt="" className="size-7" aria-hidden="true" />
        <span className="whitespace-nowrap">{PRODUCT.name}</span>
      </Link>
      <div className="ml-auto flex min-w-0 items-center gap-2">
        {userName && <p className="min-w-0 truncate text-sm text-muted-foreground">{userName}</p>}
        {actions}
      </div>
    </header>
  );
}
