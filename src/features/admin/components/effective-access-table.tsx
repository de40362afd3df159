import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fullName } from '@/lib/person-name';
import { cn } from '@/lib/utils';
import type { EffectiveAccessRow } from '../api/get-effective-access';
import { accessLabel, accessOrigin } from '../lib/effective-access-csv';
import { PlanBadge } from './badges';

/** Every row is exactly this tall (two lines of text, truncated), so positions are exact. */
export const ROW_HEIGHT = 56;
/** Rows rendered beyond each edge of the visible area, for smooth scrolling. */
const OVERSCAN = 8;

const COLUMNS: ReadonlyArray<{ label: string; className: string }> = [
  { label: 'Usuario', className: 'w-[22%]' },
  { label: 'Empresa', className: 'w-[15%]' },
  { label: 'Plan', className: 'w-[10%]' },
  { label: 'Módulo', className: 'w-[24%]' },
  { label: 'Clave', className: 'w-[10%]' },
  { label: 'Acceso', className: 'w-[8%]' },
  { label: 'Origen', className: 'w-[11%]' },
];

const Row = memo(function Row({ row, index }: { row: EffectiveAccessRow; index: number }) {
  const name = fullName(row);
  const access = accessLabel(row);
  const origin = accessOrigin(row);
  return (
    <TableRow aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
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
    </TableRow>
  );
});

function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={COLUMNS.length} className="p-0" />
    </tr>
  );
}

/**
 * The effective-access rows in a 600 px scroll area, without paging: a real table whose body holds
 * only the rows in view (and a few around them) between two spacer rows, so 50,000 rows cost what
 * 30 do. aria-rowcount and aria-rowindex tell assistive technology where each rendered row sits.
 */
export function EffectiveAccessTable({ rows }: { rows: readonly EffectiveAccessRow[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Accesos efectivos (desplazable)"
      tabIndex={0}
      data-testid="effective-access-scroll"
      className="max-h-[600px] overflow-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table aria-label="Accesos efectivos" aria-rowcount={rows.length + 1} className="w-full table-fixed text-sm">
        <TableHeader className="sticky top-0 z-10 bg-card shadow-[0_1px_0_var(--border)]">
          <TableRow aria-rowindex={1} className="hover:bg-transparent">
            {COLUMNS.map((c) => (
              <TableHead key={c.label} scope="col" className={cn(c.className)}>
                {c.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          <Spacer height={before} />
          {items.map((item) => (
            <Row key={item.key} row={rows[item.index]} index={item.index} />
          ))}
          <Spacer height={after} />
        </TableBody>
      </table>
    </div>
  );
}
