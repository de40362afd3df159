import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PRODUCT } from '@/config/product';

/**
 * A refusal shown inside the workspace (issue 16, item 3): docs/product.md's 'Acceso denegado' texts, why, and a
 * way back to the dashboard, with the menu still there. /no-autorizado stays for signed-out cases.
 */
export function AccessDeniedPanel({ reason }: { reason?: string | null }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="access-denied"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-lg border bg-card p-6 text-center shadow-sm sm:mt-10"
    >
      <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 id={titleId} className="text-2xl font-semibold">
        Acceso denegado
      </h1>
      <p className="text-muted-foreground">No tienes permiso para acceder a esta sección de {PRODUCT.name}.</p>
      {reason && (
        <p className="font-medium">
          <span className="sr-only">Motivo: </span>
          {reason}
        </p>
      )}
      <Button asChild>
        <Link to={paths.app.dashboard.getHref()}>
          <ArrowLeft aria-hidden="true" />
          Volver al Dashboard
        </Link>
      </Button>
    </section>
  );
}
