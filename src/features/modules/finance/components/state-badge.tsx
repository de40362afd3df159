import { Badge } from '@/components/ui/badge';
import { DOC_STATE_LABEL, type DocState } from '../lib/labels';

export function DocStateBadge({ estado }: { estado: string }) {
  const variant =
    estado === 'vencida'
      ? 'destructive'
      : estado === 'pagada'
        ? 'success'
        : estado === 'anulada' || estado === 'borrador'
          ? 'outline'
          : estado === 'pagada_parcial'
            ? 'default'
            : 'secondary';
  return <Badge variant={variant}>{DOC_STATE_LABEL[estado as DocState] ?? estado}</Badge>;
}
