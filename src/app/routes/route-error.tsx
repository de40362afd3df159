import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { StatusPage } from '@/components/status-page';
import { paths } from '@/config/paths';

export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <StatusPage
      title="Algo salió mal"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Recargar la página</Button>
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()}>Regresar al Inicio</Link>
          </Button>
        </>
      }
    >
      <p>Ocurrió un error inesperado al mostrar esta página.</p>
      {detail && <p className="mt-2 font-mono text-xs">{detail}</p>}
    </StatusPage>
  );
}
