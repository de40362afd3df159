import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { StatusPage } from '@/components/status-page';
import { paths } from '@/config/paths';
import { PRODUCT } from '@/config/product';

export function NotAuthorizedPage() {
  return (
    <StatusPage
      title="Acceso denegado"
      actions={
        <>
          <Button asChild>
            <Link to={paths.login.getHref()}>Ir al inicio de sesión</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()}>Regresar al Inicio</Link>
          </Button>
        </>
      }
    >
      <ShieldAlert className="mx-auto mb-3 size-10 text-destructive" aria-hidden="true" />
      <p>No tienes permiso para acceder a esta sección de {PRODUCT.name}.</p>
    </StatusPage>
  );
}

export { NotAuthorizedPage as Component };
