import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fullName } from '@/lib/person-name';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { COMPANY_USER_MATCHES, useCompanyUsers, type CompanyUser } from '../api/get-company-users';
import { useUserPermissions, type UserPermissionRow } from '../api/get-user-permissions';
import { useSetUserOverride } from '../api/set-user-override';
import { isSuperAdmin, type AdminViewer } from '../lib/viewer';
import { PlanBadge } from './badges';
import { CompanyPicker } from './company-picker';
import { ARIA_DISABLED_CLASS, ReasonTooltip } from './reason-tooltip';
import { EmptyState, LoadError } from './section-states';

export const OUT_OF_PLAN_REASON = 'Este módulo no está disponible en el plan actual';

export function UserPermissionsTab({ viewer }: { viewer: AdminViewer }) {
  const pickerId = useId();
  // An admin_empresa administers one company: it is chosen for them.
  const [companyId, setCompanyId] = useState<string | null>(isSuperAdmin(viewer) ? null : viewer.companyId);
  const [search, setSearch] = useState('');
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The server finds the first matches of what is typed (the company's users are never read whole).
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useCompanyUsers(companyId, debouncedSearch);
  // A previous search's matches stay listed while the new one runs; the empty messages wait for it.
  const settled = !users.isPlaceholderData;
  const visibleUsers = users.data ?? [];

  // docs/product.md §2: the first user is selected when the list is non-empty; the selection clears when the
  // company changes (onCompanyChange) or the list is empty. Derived, not stored: the user's own
  // choice while it is in the (searched) list, else the first user listed.
  const selected = visibleUsers.find((u) => u.id === chosenId) ?? visibleUsers[0] ?? null;

  const onCompanyChange = (id: string) => {
    setCompanyId(id);
    setChosenId(null);
    setSearch('');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Permisos por Usuario</CardTitle>
        <CardDescription>Concede o quita módulos del plan a cada usuario.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex max-w-sm flex-col gap-1.5">
          <span id={`${pickerId}-empresa`} className="text-sm font-medium">
            Empresa
          </span>
          <CompanyPicker
            value={companyId}
            onChange={onCompanyChange}
            labelId={`${pickerId}-empresa`}
            allLabel={null}
            placeholder="Selecciona una empresa..."
          />
        </div>
        <div className="flex h-[600px] flex-col gap-4 md:flex-row">
          <section
            aria-label="Usuarios"
            className="flex min-h-0 w-full shrink-0 flex-col gap-2 rounded-lg border p-3 md:w-[320px]"
          >
            <Input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Buscar por nombre, correo..."
              aria-label="Buscar por nombre, correo..."
              disabled={!companyId}
            />
            <div className="min-h-0 flex-1 overflow-y-auto">
              {!companyId ? (
                <p className="p-2 text-sm text-muted-foreground">Selecciona una empresa para ver sus usuarios</p>
              ) : users.isPending ? (
                <LoadingState label="Cargando usuarios..." />
              ) : users.isError ? (
                <LoadError
                  title="No se pudieron cargar los usuarios"
                  error={users.error}
                  onRetry={() => void users.refetch()}
                  retrying={users.isFetching}
                />
              ) : visibleUsers.length === 0 && settled && debouncedSearch === '' ? (
                <p className="p-2 text-sm text-muted-foreground">No se encontraron usuarios para esta empresa</p>
              ) : visibleUsers.length === 0 && settled ? (
                <p className="p-2 text-sm text-muted-foreground">
                  No se encontraron usuarios que coincidan con "{debouncedSearch}"
                </p>
              ) : (
                <>
                  <ul className="flex flex-col gap-1" aria-busy={users.isFetching}>
                    {visibleUsers.map((u) => (
                      <li key={u.id}>
                        <UserListButton user={u} selected={u.id === selected?.id} onSelect={() => setChosenId(u.id)} />
                      </li>
                    ))}
                  </ul>
                  {visibleUsers.length >= COMPANY_USER_MATCHES && (
                    <p className="p-2 text-xs text-muted-foreground">
                      Se muestran los primeros {COMPANY_USER_MATCHES} usuarios: escribe para acotar la lista.
                    </p>
                  )}
                </>
              )}
            </div>
          </section>
          <section aria-label="Permisos del usuario" className="flex min-h-0 flex-1 flex-col rounded-lg border p-3">
            {selected ? (
              <UserPermissionsPane user={selected} />
            ) : (
              <p className="p-2 text-sm text-muted-foreground">Selecciona un usuario para ver sus permisos</p>
            )}
          </section>
        </div>
      </CardContent>
    </Card>
  );
}

function UserListButton({ user, selected, onSelect }: { user: CompanyUser; selected: boolean; onSelect: () => void }) {
  const inactive = user.estado !== 'activo';
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      className={cn(
        'flex w-full flex-col items-start rounded-md px-3 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        selected && 'bg-accent',
      )}
    >
      <span className="flex items-center gap-2 font-medium">
        {fullName(user) || user.correo}
        {inactive ? <Badge variant="outline">Inactivo</Badge> : null}
      </span>
      <span className="text-xs text-muted-foreground">{user.correo}</span>
    </button>
  );
}

function UserPermissionsPane({ user }: { user: CompanyUser }) {
  const name = fullName(user) || (user.correo ?? '');
  const permissions = useUserPermissions(user.id);
  const hasAnyAccess = permissions.data?.some((p) => p.acceso_efectivo) ?? false;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <header>
        <h3 className="text-lg font-semibold">{name}</h3>
        <p className="text-sm text-muted-foreground">{user.correo}</p>
        <p className="text-sm text-muted-foreground">Empresa: {user.empresa_nombre ?? '—'}</p>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {permissions.isPending ? (
          <LoadingState label={`Cargando permisos para ${name}...`} />
        ) : permissions.isError ? (
          <LoadError
            title="No se pudieron cargar los permisos"
            error={permissions.error}
            onRetry={() => void permissions.refetch()}
            retrying={permissions.isFetching}
          />
        ) : (
          <>
            {!hasAnyAccess ? (
              <div className="mb-3">
                <EmptyState title="Sin módulos asignados">
                  Este usuario no tiene acceso a ningún módulo actualmente.
                </EmptyState>
              </div>
            ) : null}
            {permissions.data.length > 0 ? (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Clave</TableHead>
                    <TableHead>Módulo</TableHead>
                    <TableHead>Descripción</TableHead>
                    <TableHead>Empresa</TableHead>
                    <TableHead>Plan</TableHead>
                    <TableHead>Acceso</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {permissions.data.map((p) => (
                    <PermissionRow key={p.modulo_id} row={p} userName={name} />
                  ))}
                </TableBody>
              </Table>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

function PermissionRow({ row, userName }: { row: UserPermissionRow; userName: string }) {
  const setOverride = useSetUserOverride();
  const planValue = Boolean(row.en_plan);
  const effective = Boolean(row.acceso_efectivo);
  const label = `Acceso de ${userName} a ${row.modulo_nombre ?? row.modulo_clave}`;
  return (
    <TableRow>
      <TableCell>
        <code className="text-xs">{row.modulo_clave}</code>
      </TableCell>
      <TableCell className="font-medium">{row.modulo_nombre}</TableCell>
      <TableCell className="text-muted-foreground">{row.modulo_descripcion}</TableCell>
      <TableCell>{row.empresa_nombre ?? '—'}</TableCell>
      <TableCell>
        {row.plan_nombre ? (
          <PlanBadge plan={row.plan_nombre} />
        ) : (
          <span className="text-muted-foreground">Sin plan</span>
        )}
      </TableCell>
      <TableCell>
        <div className="flex items-center gap-2">
          {planValue ? (
            <Switch
              checked={setOverride.isPending ? Boolean(setOverride.variables?.value) : effective}
              disabled={setOverride.isPending}
              aria-label={label}
              onCheckedChange={(value) => {
                if (row.usuario_id && row.modulo_id)
                  setOverride.mutate({ userId: row.usuario_id, moduloId: row.modulo_id, value, undoable: true });
              }}
            />
          ) : (
            <ReasonTooltip reason={OUT_OF_PLAN_REASON}>
              <Switch
                checked={false}
                aria-disabled="true"
                className={ARIA_DISABLED_CLASS}
                aria-label={label}
                onCheckedChange={() => {}}
              />
            </ReasonTooltip>
          )}
          {row.override_aplicado && planValue ? <Badge variant="outline">Override</Badge> : null}
        </div>
      </TableCell>
    </TableRow>
  );
}
