import { ArrowRight, Lock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { modulePath, type ProductModule } from '@/config/product';
import type { ModuleSection } from '@/kit/manifest';
import type { ModuleAccess } from '../lib/module-access';

export function ModuleCard({
  module,
  access,
  areaName = module.area,
  sections = [],
}: {
  module: ProductModule;
  access: ModuleAccess;
  /** The catalogue's name of the module (modulos_disponibles.nombre). */
  areaName?: string;
  /** A working module's sections (its manifest): links straight into them. */
  sections?: readonly ModuleSection[];
}) {
  const shortcuts = access.allowed ? sections.filter((s) => s.path !== '') : [];
  const titleId = useId();
  const reasonId = useId();
  const Icon = module.icon;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      data-module={module.key}
      data-access={access.allowed ? 'allowed' : 'denied'}
      className={access.allowed ? undefined : 'bg-muted/40'}
    >
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          {access.allowed ? (
            <Badge variant="success">Disponible</Badge>
          ) : (
            <Badge variant="secondary">
              <Lock aria-hidden="true" />
              Sin acceso
            </Badge>
          )}
        </div>
        <CardTitle id={titleId} className="mt-2 text-lg">
          {module.name}
        </CardTitle>
        <p className="text-sm font-medium text-muted-foreground">{areaName}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <CardDescription>{module.description}</CardDescription>
        {shortcuts.length > 0 && (
          <nav aria-label={`Secciones de ${module.name}`} className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {shortcuts.map((s) => (
              <Link
                key={s.path}
                to={`${modulePath(module.key)}/${s.path}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {s.label}
              </Link>
            ))}
          </nav>
        )}
        {!access.allowed && access.reason && (
          <p id={reasonId} className="mt-3 text-sm font-medium text-foreground">
            {access.reason}
          </p>
        )}
      </CardContent>
      <CardFooter>
        {access.allowed ? (
          <Button asChild className="w-full">
            <Link to={paths.app.module.getHref(module.key)}>
              Acceder
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button className="w-full" variant="outline" disabled aria-describedby={access.reason ? reasonId : undefined}>
            <Lock aria-hidden="true" />
            Acceder
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
