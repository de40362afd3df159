import { WifiOff } from 'lucide-react';
import type { LiveStatus } from '@/lib/live-table';

/**
 * Said while a live screen's connection is lost (useLiveTable's status): what is shown may be out of
 * date, and it catches up by itself when the connection is back. Nothing otherwise.
 */
export function LiveStatusNotice({ status }: { status: LiveStatus }) {
  if (status !== 'offline') return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md border border-dashed px-3 py-1.5 text-sm text-muted-foreground"
    >
      <WifiOff className="size-4" aria-hidden="true" />
      Sin conexión: los cambios de otras personas se muestran al reconectar.
    </p>
  );
}
