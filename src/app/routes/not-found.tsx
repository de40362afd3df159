import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { StatusPage } from '@/components/status-page';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title="Oops! La página que buscas no se encuentra."
      actions={
        <Button asChild>
          <Link to={paths.home.getHref()}>Regresar al Inicio</Link>
        </Button>
      }
    />
  );
}

export { NotFoundPage as Component };
