import { memo } from 'react';
import { Badge } from '@/components/ui/badge';
import { TableCell } from '@/components/ui/table';
import { fullName } from '@/lib/person-name';
import type { EffectiveAccessRow } from '../api/get-effective-access';
import { accessLabel, accessOrigin } from '../lib/effective-access-csv';
import { PlanBadge } from './badges';
import { ScrollTable, type ScrollTableColumn, type ScrollTableMore } from './scroll-table';

/** Every row is exactly this tall (two lines of text, truncated), so positions are exact. */
export const ROW_HEIGHT = 56;
const COLUMNS: readonly ScrollTableColumn[] = [
  { label: 'Usuario', className: 'w-[22%]' },
  { label: 'Empresa', className: 'w-[15%]' },
  { label: 'Plan', className: 'w-[10%]' },
  { label: 'Módulo', className: 'w-[24%]' },
  { label: 'Clave', className: 'w-[10%]' },
  { label: 'Acceso', className: 'w-[8%]' },
  { label: 'Origen', className: 'w-[11%]' },
];

const Cells = memo(function Cells({ row }: { row: EffectiveAccessRow }) {
  const name = fullName(row);
  const access = accessLabel(row);
  const origin = accessOrigin(row);
  return (
    <>
      <TableCell className="max-w-0 py-1.5">
        <div className="truncate font-medium" title={name}>
          {name}
        </div>
        <div className="truncate text-xs text-muted-foreground" title={row.correo ?? undefined}>
          {row.correo}
        </div>
      </TableCell>
      <TableCell className="max-w-0 truncate py-1.5" title={row.empresa_nombre ?? undefined}>
        {row.empresa_nombre ?? 'Sin empresa'}
      </TableCell>
      <TableCell className="py-1.5">
        <PlanBadge plan={row.plan_nombre} />
      </TableCell>
      <TableCell className="max-w-0 py-1.5">
        <div className="truncate font-medium" title={row.modulo_nombre ?? undefined}>
          {row.modulo_nombre}
        </div>
        <div className="truncate text-xs text-muted-foreground" title={row.modulo_descripcion ?? undefined}>
          {row.modulo_descripcion}
        </div>
      </TableCell>
      <TableCell className="max-w-0 truncate py-1.5 font-mono text-xs">{row.modulo_clave}</TableCell>
      <TableCell className="py-1.5">
        <Badge variant={access === 'Sí' ? 'success' : 'secondary'}>{access}</Badge>
      </TableCell>
      <TableCell className="py-1.5">
        <Badge variant={origin === 'Override' ? 'default' : 'outline'}>{origin}</Badge>
      </TableCell>
    </>
  );
});

/**
 * The effective-access rows in a 600 px scroll area, without paging: rows come page by page as the
 * table scrolls (ScrollTable), and only the rows in view (and a few around them) are in the DOM, so
 * a million rows cost what 30 do.
 */
export function EffectiveAccessTable({
  rows,
  more,
  total,
  busy,
}: {
  rows: readonly EffectiveAccessRow[];
  more: ScrollTableMore;
  total?: number;
  busy?: boolean;
}) {
  return (
    <ScrollTable
      label="Accesos efectivos"
      testId="effective-access-scroll"
      columns={COLUMNS}
      rows={rows}
      rowKey={(r) => `${r.usuario_id}/${r.modulo_id}`}
      renderCells={(row) => <Cells row={row} />}
      rowHeight={ROW_HEIGHT}
      more={more}
      total={total}
      // A scroll page is 1,000 rows: ask for the next one half a page ahead.
      prefetchRows={500}
      busy={busy}
    />
  );
}
