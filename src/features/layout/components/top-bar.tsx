import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PRODUCT } from '@/config/product';
import { SIDE_MENU_ID } from './side-menu';

interface TopBarProps {
  collapsed: boolean;
  onToggle: () => void;
  userName?: string | null;
}

export function TopBar({ collapsed, onToggle, userName }: TopBarProps) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b bg-card px-3">
      <Button
        variant="ghost"
        size="icon"
        onClick={onToggle}
        aria-label={collapsed ? 'Expandir menú' : 'Contraer menú'}
        aria-expanded={!collapsed}
        aria-controls={SIDE_MENU_ID}
      >
        {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
      </Button>
      <Link
        to={paths.home.getHref()}
        className="flex items-center gap-2 rounded-md font-semibold text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <img src="/favicon.svg" alt="" className="size-7" aria-hidden="true" />
        <span>{PRODUCT.name}</span>
      </Link>
      {userName && <p className="ml-auto truncate text-sm text-muted-foreground">{userName}</p>}
    </header>
  );
}
