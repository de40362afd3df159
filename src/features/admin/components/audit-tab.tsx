import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { LoadingState } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fullName } from '@/lib/person-name';
import { useAuditLog } from '../api/get-audit-log';
import type { AuditFilters } from '../api/keys';
import { useCompanies } from '../api/get-companies';
import { useCompanyUsers } from '../api/get-company-users';
import { describeChange } from '../lib/audit';
import { ALL } from '../lib/effective-access-filters';
import { formatDateTime } from '@/lib/format';
import { isSuperAdmin, type AdminViewer } from '../lib/viewer';
import { CompanyPicker } from './company-picker';
import { EmptyState, LoadError } from './section-states';

export function AuditTab({ viewer }: { viewer: AdminViewer }) {
  const superAdmin = isSuperAdmin(viewer);
  const pickerId = useId();
  const [filters, setFilters] = useState<AuditFilters>({
    companyId: superAdmin ? null : viewer.companyId,
    userId: null,
  });
  const companies = useCompanies();
  const users = useCompanyUsers(filters.companyId);
  const log = useAuditLog(filters);
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
              empresas={companies.data ?? []}
              labelId={`${pickerId}-empresa`}
              disabled={!superAdmin || companies.isPending}
            />
          </div>
          <div className="flex w-64 flex-col gap-1.5">
            <span id={`${pickerId}-usuario`} className="text-sm font-medium">
              Usuario
            </span>
            <Select
              value={filters.userId ?? ALL}
              onValueChange={(v) => setFilters((f) => ({ ...f, userId: v === ALL ? null : v }))}
              disabled={!filters.companyId || users.isPending}
            >
              <SelectTrigger aria-labelledby={`${pickerId}-usuario`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>Todos los usuarios</SelectItem>
                {(users.data ?? []).map((u) => (
                  <SelectItem key={u.id} value={u.id}>
                    {fullName(u) || u.correo}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        {log.isPending ? (
          <LoadingState label="Cargando historial..." />
        ) : log.isError ? (
          <LoadError
            title="No se pudo cargar el historial"
            error={log.error}
            onRetry={() => void log.refetch()}
            retrying={log.isFetching}
          />
        ) : rows.length === 0 ? (
          <EmptyState title="No hay cambios registrados">Los cambios de permisos aparecerán aquí.</EmptyState>
        ) : (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Fecha</TableHead>
                  <TableHead>Quién</TableHead>
                  <TableHead>Qué</TableHead>
                  <TableHead>Antes</TableHead>
                  <TableHead>Después</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => {
                  const change = describeChange(row);
                  return (
                    <TableRow key={row.id}>
                      <TableCell className="whitespace-nowrap">{formatDateTime(row.ocurrido_en)}</TableCell>
                      <TableCell>
                        {/* Issue 16: the name, the e-mail on hover (a change made before names were recorded shows the e-mail). */}
                        <span title={row.actor_correo ?? undefined}>
                          {row.actor_nombre ?? row.actor_correo ?? 'Sistema'}
                        </span>
                      </TableCell>
                      <TableCell>
                        <span className="font-medium">{change.what}</span>
                        {change.subject ? (
                          <span className="block text-xs text-muted-foreground">{change.subject}</span>
                        ) : null}
                      </TableCell>
                      <TableCell>{change.before}</TableCell>
                      <TableCell>{change.after}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            {log.hasNextPage ? (
              <Button
                variant="outline"
                className="self-center"
                onClick={() => void log.fetchNextPage()}
                disabled={log.isFetchingNextPage}
              >
                {log.isFetchingNextPage ? 'Cargando...' : 'Cargar más'}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
