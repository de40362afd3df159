import { Construction } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** A section whose content is built by a separate issue; says so instead of pretending to work. */
export function UnderConstruction({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <Badge variant="outline">En construcción</Badge>
      </div>
      <p className="text-muted-foreground">{description}</p>
      <div
        role="status"
        className="flex items-center gap-3 rounded-lg border border-dashed bg-muted/40 p-6 text-muted-foreground"
      >
        <Construction className="size-5 shrink-0" aria-hidden="true" />
        <p>En construcción: esta sección se está desarrollando y estará disponible próximamente.</p>
      </div>
    </div>
  );
}
