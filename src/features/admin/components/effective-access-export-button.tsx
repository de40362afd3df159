import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { downloadBlob } from '@/lib/csv';
import { formatNumber } from '@/lib/format';
import { exportEffectiveAccessCsv } from '../api/get-effective-access';
import type { ListCount } from '../api/list-count';
import { EFFECTIVE_ACCESS_CSV_FILE } from '../lib/effective-access-csv';
import type { EffectiveAccessQuery } from '../lib/effective-access-filters';

export const NO_DATA_TOOLTIP = 'No hay datos para exportar';
export const STILL_LOADING_TOOLTIP = 'Espera a que terminen de cargar los registros';

interface EffectiveAccessExportButtonProps {
  query: EffectiveAccessQuery;
  /** The filters' count, once known (the progress says "of N"). */
  count: ListCount | undefined;
  /** Nothing matches the filters. */
  empty: boolean;
  /** The first rows or the count are still on their way (or being refreshed). */
  loading: boolean;
}

/**
 * 'Exportar CSV' (docs/product.md §2): writes accesos_efectivos_usuarios.csv with every row of the
 * current filters, streamed by the server (not the rows the table has read so far), with the
 * progress and a way to stop. Disabled when there is nothing to export or while loading, with a
 * tooltip saying why; a disabled button gets no pointer or focus events, so a focusable wrapper
 * carries the tooltip.
 */
export function EffectiveAccessExportButton({ query, count, empty, loading }: EffectiveAccessExportButtonProps) {
  const [done, setDone] = useState<number | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const exporting = done !== null;
  const reason = empty ? NO_DATA_TOOLTIP : loading ? STILL_LOADING_TOOLTIP : null;

  async function exportCsv() {
    const controller = new AbortController();
    abortRef.current = controller;
    setDone(0);
    try {
      const blob = await exportEffectiveAccessCsv(query, { signal: controller.signal, onProgress: setDone });
      downloadBlob(blob, EFFECTIVE_ACCESS_CSV_FILE);
    } catch (error) {
      if (!controller.signal.aborted) {
        toast.error('No se pudo exportar el CSV', {
          description: error instanceof Error ? error.message : undefined,
        });
      }
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setDone(null);
      }
    }
  }

  function cancel() {
    abortRef.current?.abort();
    abortRef.current = null;
    setDone(null);
  }

  if (exporting) {
    const of = count?.exact ? ` de ${formatNumber(count.total)}` : '';
    return (
      <div className="flex items-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled aria-busy>
          <Spinner className="size-4" />
          Exportando...
        </Button>
        <span role="status" className="text-sm text-muted-foreground">
          {formatNumber(done)}
          {of} registros
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={cancel}>
          Cancelar
        </Button>
      </div>
    );
  }

  const button = (
    <Button type="button" variant="outline" size="sm" onClick={() => void exportCsv()} disabled={reason !== null}>
      <Download aria-hidden="true" />
      Exportar CSV
    </Button>
  );

  if (reason === null) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A disabled button takes no focus or hover: this wrapper does, and the tooltip names the reason. */}
        <span
          tabIndex={0}
          className="inline-flex rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {button}
        </span>
      </TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  );
}
