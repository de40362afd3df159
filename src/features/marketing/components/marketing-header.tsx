import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PRODUCT } from '@/config/product';

export function MarketingHeader() {
  return (
    <header className="border-b bg-card/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to={paths.home.getHref()} className="flex items-center gap-2 text-lg font-semibold text-primary">
          <img src="/favicon.svg" alt="" className="size-8" aria-hidden="true" />
          <span>{PRODUCT.name}</span>
        </Link>
        <Button asChild>
          <Link to={paths.login.getHref()}>Acceder al sistema</Link>
        </Button>
      </div>
    </header>
  );
}

export function MarketingFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between">
        <p>
          © {new Date().getFullYear()} {PRODUCT.name}. Todos los derechos reservados.
        </p>
        <Link to={paths.contact.getHref()} className="underline-offset-4 hover:underline">
          Contacto
        </Link>
      </div>
    </footer>
  );
}
