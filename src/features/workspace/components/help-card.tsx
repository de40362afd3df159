import { BookOpen, LifeBuoy, Video } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const PENDING = 'Disponible próximamente';

/** docs/product.md leaves the buttons' behaviour open: they say so instead of pretending to work. */
export function HelpCard() {
  return (
    <Card role="region" aria-labelledby="help-card-title">
      <CardHeader>
        <CardTitle id="help-card-title" className="text-lg">
          ¿Necesitas ayuda?
        </CardTitle>
        <CardDescription>Consulta la documentación, contacta a soporte o aprende con nuestros videos.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => toast.info('Documentación', { description: PENDING })}>
          <BookOpen aria-hidden="true" />
          Documentación
        </Button>
        <Button variant="outline" onClick={() => toast.info('Soporte Técnico', { description: PENDING })}>
          <LifeBuoy aria-hidden="true" />
          Soporte Técnico
        </Button>
        <Button variant="outline" onClick={() => toast.info('Videos Tutoriales', { description: PENDING })}>
          <Video aria-hidden="true" />
          Videos Tutoriales
        </Button>
      </CardContent>
    </Card>
  );
}
