import { ExternalLink, MapPinned } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { SERVICIOS_CAMPO_KEY, useAppConfigValue } from '../api/get-app-config-value';
import { isExternalHttpUrl } from '../lib/config-url';

/**
 * The external field-services app (app_config url_servicios_campo), offered in the Operaciones
 * module. Opens in a new tab. Shown only once a valid absolute http(s) URL is configured: while it
 * loads, when it is missing or when it cannot be read, the page simply has no link.
 */
export function ServiciosCampoLink() {
  const { data: url } = useAppConfigValue(SERVICIOS_CAMPO_KEY);
  if (!isExternalHttpUrl(url)) return null;
  return (
    <aside
      aria-label="Servicios en Campo"
      className="mx-auto mb-6 flex max-w-6xl flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4"
    >
      <div className="flex items-center gap-3">
        <MapPinned className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-medium">Servicios en Campo</p>
          <p className="text-sm text-muted-foreground">Órdenes y visitas técnicas en la aplicación de campo.</p>
        </div>
      </div>
      <a href={url} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'default' })}>
        Abrir Servicios en Campo
        <ExternalLink aria-hidden="true" /> <span className="sr-only">(se abre en una pestaña nueva)</span>
      </a>
    </aside>
  );
}
