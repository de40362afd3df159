import { memo, useId, useMemo, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { TableCell } from '@/components/ui/table';
import { useAuditCount, useAuditLog, type AuditRow } from '../api/get-audit-log';
import type { AuditFilters } from '../api/keys';
import { describeChange } from '../lib/audit';
import { ALL } from '../lib/effective-access-filters';
import { formatDateTime } from '@/lib/format';
import { isSuperAdmin, type AdminViewer } from '../lib/viewer';
import { CompanyPicker } from './company-picker';
import { CompanyUserPicker } from './company-user-picker';
import { ListCountStatus } from './list-count-status';
import { moreOf, ScrollTable, type ScrollTableColumn } from './scroll-table';
import { EmptyState, LoadError } from './section-states';

const COLUMNS: readonly ScrollTableColumn[] = [
  { label: 'Fecha', className: 'w-[16%]' },
  { label: 'Quién', className: 'w-[18%]' },
  { label: 'Qué', className: 'w-[30%]' },
  { label: 'Antes', className: 'w-[18%]' },
  { label: 'Después', className: 'w-[18%]' },
];
/** Every row is exactly this tall (two lines of text, truncated), so positions are exact. */
const ROW_HEIGHT = 56;

const AuditCells = memo(function AuditCells({ row }: { row: AuditRow }) {
  const change = describeChange(row);
  const actor = row.actor_nombre ?? row.actor_correo ?? 'Sistema';
  return (
    <>
      <TableCell className="py-1.5 whitespace-nowrap">{formatDateTime(row.ocurrido_en)}</TableCell>
      <TableCell className="max-w-0 py-1.5">
        {/* Issue 16: the name, the e-mail on hover (a change made before names were recorded shows the e-mail). */}
        <div className="truncate" title={row.actor_correo ?? actor}>
          {actor}
        </div>
      </TableCell>
      <TableCell className="max-w-0 py-1.5">
        <div className="truncate font-medium" title={change.what}>
          {change.what}
        </div>
        {change.subject ? (
          <div className="truncate text-xs text-muted-foreground" title={change.subject}>
            {change.subject}
          </div>
        ) : null}
      </TableCell>
      <TableCell className="max-w-0 py-1.5">
        <div className="truncate" title={change.before}>
          {change.before}
        </div>
      </TableCell>
      <TableCell className="max-w-0 py-1.5">
        <div className="truncate" title={change.after}>
          {change.after}
        </div>
      </TableCell>
    </>
  );
});

/**
 * 'Historial': the permission changes the viewer may see, newest first, under a company and a user
 * filter, in one scrolling table whose keyset pages are read as it scrolls, with their number from
 * the server (issue 33: no 'Cargar más').
 */
export function AuditTab({ viewer }: { viewer: AdminViewer }) {
  const superAdmin = isSuperAdmin(viewer);
  const pickerId = useId();
  const [filters, setFilters] = useState<AuditFilters>({
    companyId: superAdmin ? null : viewer.companyId,
    userId: null,
  });
  const log = useAuditLog(filters);
  const count = useAuditCount(filters);
  const rows = useMemo(() => log.data?.pages.flat() ?? [], [log.data]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Historial</CardTitle>
        <CardDescription>
          Cambios de roles, planes, módulos por plan y permisos: quién, cuándo, qué, antes y después.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex w-64 flex-col gap-1.5">
            <span id={`${pickerId}-empresa`} className="text-sm font-medium">
              Empresa
            </span>
            <CompanyPicker
              value={filters.companyId ?? ALL}
              onChange={(v) => setFilters({ companyId: v === ALL ? null : v, userId: null })}
              labelId={`${pickerId}-empresa`}
              disabled={!superAdmin}
            />
          </div>
          <div className="flex w-64 flex-col gap-1.5">
            <span id={`${pickerId}-usuario`} className="text-sm font-medium">
              Usuario
            </span>
            <CompanyUserPicker
              // A new company starts with every user (and forgets the previous company's label).
              key={filters.companyId ?? ''}
              companyId={filters.companyId}
              value={filters.userId}
              onChange={(userId) => setFilters((f) => ({ ...f, userId }))}
              labelId={`${pickerId}-usuario`}
            />
          </div>
        </div>
        {log.isSuccess && rows.length > 0 ? (
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
            <ListCountStatus count={count} noun={{ one: 'cambio', many: 'cambios', theMany: 'los cambios' }} />
          </p>
        ) : null}
        {log.isPending ? (
          <LoadingState label="Cargando historial..." />
        ) : log.isError && !log.isFetchNextPageError ? (
          <LoadError
            title="No se pudo cargar el historial"
            error={log.error}
            onRetry={() => void log.refetch()}
            retrying={log.isFetching}
          />
        ) : rows.length === 0 ? (
          <EmptyState title="No hay cambios registrados">Los cambios de permisos aparecerán aquí.</EmptyState>
        ) : (
          <ScrollTable
            label="Historial de cambios"
            columns={COLUMNS}
            rows={rows}
            rowKey={(row) => row.id ?? ''}
            renderCells={(row) => <AuditCells row={row} />}
            rowHeight={ROW_HEIGHT}
            more={moreOf(log)}
            total={count.data?.exact ? count.data.total : undefined}
            prefetchRows={50}
            busy={log.isFetching && !log.isFetchingNextPage}
          />
        )}
      </CardContent>
    </Card>
  );
}
