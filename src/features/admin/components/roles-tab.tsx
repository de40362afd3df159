import { Pencil, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { LoadingState } from '@/components/ui/spinner';
import { TableCell } from '@/components/ui/table';
import { fullName } from '@/lib/person-name';
import { useRoles, type RoleRow } from '../api/get-roles';
import { useUserCount, useUserPages, type AuthenticatedUserRow } from '../api/get-users';
import { useUpdateUserRole } from '../api/update-user-role';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { abilitiesOf, type AdminViewer } from '../lib/viewer';
import { RoleBadge } from './badges';
import { ImpactConfirmDialog } from './impact-confirm-dialog';
import { ARIA_DISABLED_CLASS, ReasonTooltip } from './reason-tooltip';
import { ListCountStatus } from './list-count-status';
import { moreOf, ScrollTable, type ScrollTableColumn, type ScrollTableMore } from './scroll-table';
import { EmptyState, LoadError } from './section-states';

const COLUMNS: readonly ScrollTableColumn[] = [
  { label: 'Nombre Completo', className: 'w-[26%]' },
  { label: 'Correo Electrónico', className: 'w-[28%]' },
  { label: 'Empresa', className: 'w-[18%]' },
  { label: 'Rol del Sistema', className: 'w-[20%]' },
  { label: 'Acciones', className: 'w-[8%]', srOnly: true },
];
/** A row: one line of text (truncated), a badge or the role selector, and a 36 px button. */
const ROW_HEIGHT = 53;
/** While a new search runs the previous rows stay, and nothing more is read for them. */
const NO_MORE: ScrollTableMore = { hasMore: false, loading: false, error: null, load: () => {} };

/** 'none' stands for "no role" (docs/product.md §5: option values cannot be empty). */
export const NO_ROLE = 'none';
const SUPER_ADMIN_ROLE = 'super_admin';

/**
 * 'Gestión de Roles': the users the viewer may see (row-level security: super_admin all, admin_empresa
 * their company), by name, in one scrolling table whose keyset pages are read as it scrolls, with
 * their number from the server; the search (name, e-mail, company) done by the database (issue 20:
 * the whole user table was read into the browser; issue 33: no 'Cargar más').
 */
export function RolesTab({ viewer }: { viewer: AdminViewer }) {
  const roles = useRoles();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUserPages({ search: debouncedSearch });
  const count = useUserCount({ search: debouncedSearch });
  const rows = useMemo(() => users.data?.pages.flat() ?? [], [users.data]);
  const [editing, setEditing] = useState<string | null>(null);
  const abilities = abilitiesOf(viewer);
  const roleName = useMemo(() => new Map((roles.data ?? []).map((r) => [r.id, r.nombre])), [roles.data]);
  // The search box stays once there is something to search, or a search is under way.
  const searching = search.trim() !== '' || debouncedSearch !== '';
  const showSearch = searching || (users.isSuccess && rows.length > 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Gestión de Roles</CardTitle>
        <CardDescription>Asigna el rol del sistema de cada usuario.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {showSearch ? (
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Buscar por nombre, correo o empresa..."
            aria-label="Buscar usuarios"
            className="max-w-sm"
          />
        ) : null}
        {users.isSuccess && roles.isSuccess && rows.length > 0 ? (
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
            <ListCountStatus count={count} noun={{ one: 'usuario', many: 'usuarios', theMany: 'los usuarios' }} />
          </p>
        ) : null}
        {/* Until the role names arrive a badge would read the role's key ('usuario'), then change. */}
        {users.isPending || roles.isPending ? (
          <LoadingState label="Cargando usuarios..." />
        ) : users.isError ? (
          <LoadError
            title="No se pudieron cargar los usuarios"
            error={users.error}
            onRetry={() => void users.refetch()}
            retrying={users.isFetching}
          />
        ) : rows.length === 0 ? (
          debouncedSearch ? (
            <EmptyState title={`No se encontraron usuarios que coincidan con "${debouncedSearch}"`} />
          ) : (
            <EmptyState title="No se encontraron usuarios autenticados en el sistema." />
          )
        ) : (
          <ScrollTable
            label="Usuarios"
            columns={COLUMNS}
            rows={rows}
            rowKey={(u) => u.id ?? ''}
            renderCells={(user) => (
              <RoleRowView
                user={user}
                roles={roles.data ?? []}
                roleLabel={user.rol_id ? roleName.get(user.rol_id) : undefined}
                editing={editing === user.id}
                onEdit={() => setEditing(user.id)}
                onDone={() => setEditing(null)}
                blockedReason={user.id ? abilities.roleEditBlocked({ id: user.id, rol_id: user.rol_id }) : null}
                canOffer={abilities.assignableRoles}
              />
            )}
            rowHeight={ROW_HEIGHT}
            more={users.isPlaceholderData ? NO_MORE : moreOf(users)}
            total={count.data?.exact && !count.isPlaceholderData ? count.data.total : undefined}
            prefetchRows={50}
            busy={users.isPlaceholderData}
          />
        )}
      </CardContent>
    </Card>
  );
}

interface RoleRowViewProps {
  user: AuthenticatedUserRow;
  roles: RoleRow[];
  roleLabel: string | undefined;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  blockedReason: string | null;
  canOffer: (roleKey: string) => boolean;
}

function RoleRowView({ user, roles, roleLabel, editing, onEdit, onDone, blockedReason, canOffer }: RoleRowViewProps) {
  const update = useUpdateUserRole({ onSuccess: onDone });
  const [confirming, setConfirming] = useState(false);
  const name = fullName(user) || (user.correo ?? '');
  const apply = (roleId: string | null) => {
    if (!user.id) return;
    update.mutate({ userId: user.id, roleId, undoRoleId: user.rol_id });
  };
  const onChoose = (value: string) => {
    if (!user.id) return;
    const roleId = value === NO_ROLE ? null : value;
    if (roleId === user.rol_id) {
      onDone();
      return;
    }
    // Issue 16: the platform operator's role reaches every company: ask first, with the count.
    if (roleId === SUPER_ADMIN_ROLE) {
      setConfirming(true);
      return;
    }
    apply(roleId);
  };
  return (
    <>
      {user.id ? (
        <ImpactConfirmDialog
          request={confirming ? { kind: 'promover_super_admin', usuarioId: user.id } : null}
          title={`¿Nombrar a ${name} Super Administrador?`}
          description="Podrá cambiar roles, planes y permisos de todas las empresas de la plataforma."
          confirmLabel="Nombrar Super Administrador"
          onConfirm={() => {
            setConfirming(false);
            apply(SUPER_ADMIN_ROLE);
          }}
          onCancel={() => {
            setConfirming(false);
            onDone();
          }}
        />
      ) : null}
      <TableCell className="max-w-0 font-medium">
        <span className="flex items-center gap-2">
          <span className="truncate" title={name}>
            {name}
          </span>
          {user.estado && user.estado !== 'activo' ? <Badge variant="outline">Inactivo</Badge> : null}
        </span>
      </TableCell>
      <TableCell className="max-w-0 truncate" title={user.correo ?? undefined}>
        {user.correo}
      </TableCell>
      <TableCell className="max-w-0 truncate" title={user.empresa_nombre ?? undefined}>
        {user.empresa_nombre ?? '—'}
      </TableCell>
      <TableCell>
        {editing ? (
          <Select value={user.rol_id ?? NO_ROLE} onValueChange={onChoose} disabled={update.isPending} defaultOpen>
            <SelectTrigger className="w-full max-w-56" aria-label={`Rol de ${name}`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_ROLE}>Sin rol</SelectItem>
              {roles
                .filter((r) => canOffer(r.id))
                .map((r) => (
                  <SelectItem key={r.id} value={r.id}>
                    {r.nombre}
                  </SelectItem>
                ))}
            </SelectContent>
          </Select>
        ) : (
          <RoleBadge roleKey={user.rol_id} label={roleLabel ?? user.rol_id ?? 'Sin rol'} />
        )}
      </TableCell>
      <TableCell className="text-right">
        {editing ? (
          <Button
            variant="ghost"
            size="icon"
            onClick={onDone}
            disabled={update.isPending}
            aria-label={`Cancelar la edición del rol de ${name}`}
          >
            <X aria-hidden="true" />
          </Button>
        ) : blockedReason ? (
          <ReasonTooltip reason={blockedReason}>
            <Button
              variant="ghost"
              size="icon"
              aria-disabled="true"
              className={ARIA_DISABLED_CLASS}
              aria-label={`Editar rol de ${name}`}
            >
              <Pencil aria-hidden="true" />
            </Button>
          </ReasonTooltip>
        ) : (
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Editar rol de ${name}`}>
            <Pencil aria-hidden="true" />
          </Button>
        )}
      </TableCell>
    </>
  );
}
