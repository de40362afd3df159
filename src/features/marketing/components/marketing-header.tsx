import { Menu, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PRODUCT } from '@/config/product';
import { HOME_SECTIONS, homeSectionHref, type HomeSectionId } from '../lib/anchors';

/** A link to a home section: an in-page anchor on the home page, a link home elsewhere. */
export function HomeSectionLink({
  id,
  onHome,
  className,
  onClick,
  children,
}: {
  id: HomeSectionId;
  onHome: boolean;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  // On the home page a plain anchor scrolls natively (every click, even to the current hash);
  // elsewhere the router goes home and the home page scrolls to the hash once it is painted.
  if (onHome) {
    return (
      <a href={homeSectionHref(id, true)} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={homeSectionHref(id, false)} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home.getHref()}
      className={className ?? 'flex items-center gap-2 rounded-md text-lg font-semibold text-primary'}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span>{PRODUCT.name}</span>
    </Link>
  );
}

/**
 * The marketing top bar (docs/product.md §2): logo to /, the home sections, 'Acceder al sistema' to /login;
 * below the lg breakpoint the sections fold into a burger menu (a disclosure: aria-expanded and
 * aria-controls; Escape, a click outside or choosing a link closes it).
 */
export function MarketingHeader({ onHome = false }: { onHome?: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Escape and a click outside are listened for from the commit that paints the open menu (a layout
  // effect): a passive effect runs later, and on a busy machine an Escape pressed as soon as the menu
  // showed was lost (as the search's Ctrl+K was).
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  const linkClass =
    'rounded-md px-2.5 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground';

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <BrandLink />
        <nav aria-label="Secciones" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {HOME_SECTIONS.map((section) => (
              <li key={section.id}>
                <HomeSectionLink id={section.id} onHome={onHome} className={linkClass}>
                  {section.label}
                </HomeSectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild className="hidden sm:inline-flex">
            <Link to={paths.login.getHref()}>Acceder al sistema</Link>
          </Button>
          <Button
            ref={buttonRef}
            type="button"
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <nav id={menuId} aria-label="Menú" hidden={!open} className="border-t bg-card lg:hidden">
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {HOME_SECTIONS.map((section) => (
            <li key={section.id}>
              <HomeSectionLink
                id={section.id}
                onHome={onHome}
                onClick={close}
                className="block rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent hover:text-accent-foreground"
              >
                {section.label}
              </HomeSectionLink>
            </li>
          ))}
          <li className="pt-2">
            <Button asChild className="w-full">
              <Link to={paths.login.getHref()} onClick={close}>
                Acceder al sistema
              </Link>
            </Button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
