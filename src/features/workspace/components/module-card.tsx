import { ArrowRight, Lock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { ProductModule } from '@/config/product';
import type { ModuleAccess } from '../lib/module-access';

export function ModuleCard({
  module,
  access,
  areaName = module.area,
}: {
  module: ProductModule;
  access: ModuleAccess;
  /** The catalogue's name of the module (modulos_disponibles.nombre). */
  areaName?: string;
}) {
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
