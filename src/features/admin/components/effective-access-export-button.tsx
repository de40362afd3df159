import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { buildCsvBlob, downloadBlob } from '@/lib/csv';
import type { EffectiveAccessRow } from '../api/get-effective-access';
import { EFFECTIVE_ACCESS_CSV_COLUMNS, EFFECTIVE_ACCESS_CSV_FILE } from '../lib/effective-access-csv';

export const NO_DATA_TOOLTIP = 'No hay datos para exportar';
export const STILL_LOADING_TOOLTIP = 'Espera a que terminen de cargar los registros';

interface EffectiveAccessExportButtonProps {
  rows: readonly EffectiveAccessRow[];
  /** Rows are still arriving (or being refreshed): the file would not be the final list. */
  loading: boolean;
}

/**
 * 'Exportar CSV' (docs/product.md §2): writes accesos_efectivos_usuarios.csv with every row of the current
 * filters. Disabled when there is nothing to export or while loading, with a tooltip saying why; a
 * disabled button gets no pointer or focus events, so a focusable wrapper carries the tooltip.
 */
export function EffectiveAccessExportButton({ rows, loading }: EffectiveAccessExportButtonProps) {
  const [exporting, setExporting] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const reason = rows.length === 0 ? NO_DATA_TOOLTIP : loading ? STILL_LOADING_TOOLTIP : null;

  async function exportCsv() {
    const controller = new AbortController();
    abortRef.current = controller;
    setExporting(true);
    try {
      const blob = await buildCsvBlob(rows, EFFECTIVE_ACCESS_CSV_COLUMNS, { signal: controller.signal });
      downloadBlob(blob, EFFECTIVE_ACCESS_CSV_FILE);
    } catch (error) {
      if (!controller.signal.aborted) {
        toast.error('No se pudo exportar el CSV', {
          description: error instanceof Error ? error.message : undefined,
        });
      }
    } finally {
      if (!controller.signal.aborted) setExporting(false);
      abortRef.current = null;
    }
  }

  const button = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => void exportCsv()}
      disabled={reason !== null || exporting}
      aria-busy={exporting || undefined}
    >
      {exporting ? <Spinner className="size-4" /> : <Download aria-hidden="true" />}
      {exporting ? 'Exportando...' : 'Exportar CSV'}
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
