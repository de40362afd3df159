import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingState } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { fullName } from '@/lib/person-name';
import {
  accountKeys,
  getCompanyAccounts,
  getPendingInvitations,
  inviteUser,
  resendInvitation,
  revokeInvitation,
  sendRecoveryLink,
  setUserState,
  type AccountRow,
} from '../api/accounts';
import { adminKeys } from '../api/keys';
import { isSuperAdmin, type AdminViewer } from '../lib/viewer';
import { CompanyPicker } from './company-picker';
import { EmptyState, LoadError } from './section-states';

const ROLE_LABEL: Record<string, string> = {
  super_admin: 'Super Administrador',
  admin_empresa: 'Administrador de Empresa',
  usuario: 'Usuario',
};
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const SELECT_CLASS = 'h-9 rounded-md border border-input bg-background px-3 text-sm';

export const ACCOUNT_MESSAGES = {
  invited: (correo: string) => `Invitación enviada a ${correo}.`,
  resent: (correo: string) => `Invitación reenviada a ${correo}.`,
  revoked: (correo: string) => `Invitación a ${correo} revocada.`,
  deactivated: (nombre: string) => `${nombre} quedó inactivo: sus sesiones se cerraron.`,
  reactivated: (nombre: string) => `${nombre} quedó activo.`,
  linkSent: (correo: string) => `Enlace de recuperación enviado a ${correo}.`,
  emailInvalid: 'Escribe un correo válido, por ejemplo nombre@empresa.cl.',
  nameRequired: 'Escribe el nombre de la persona.',
} as const;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'No se pudo completar la operación.';
}

function InviteForm({ companyId, viewer, onDone }: { companyId: string; viewer: AdminViewer; onDone: () => void }) {
  const id = useId();
  const [correo, setCorreo] = useState('');
  const [nombre, setNombre] = useState('');
  const [rol, setRol] = useState('usuario');
  const [errors, setErrors] = useState<{ correo?: string; nombre?: string }>({});
  const invite = useMutation({
    mutationFn: inviteUser,
    onSuccess: (inv) => {
      toast.success(ACCOUNT_MESSAGES.invited(inv.correo));
      setCorreo('');
      setNombre('');
      onDone();
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const e: typeof errors = {};
    if (!EMAIL.test(correo.trim())) e.correo = ACCOUNT_MESSAGES.emailInvalid;
    if (nombre.trim() === '') e.nombre = ACCOUNT_MESSAGES.nameRequired;
    setErrors(e);
    if (Object.keys(e).length === 0)
      invite.mutate({ empresa_id: companyId, correo: correo.trim(), nombre: nombre.trim(), rol });
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Invitar usuario"
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
    >
      {invite.isError && (
        <Alert variant="destructive" className="sm:col-span-4">
          <AlertDescription>{errorText(invite.error)}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-correo`}>Correo</Label>
        <Input
          id={`${id}-correo`}
          type="email"
          value={correo}
          onChange={(e) => setCorreo(e.target.value)}
          aria-invalid={errors.correo ? true : undefined}
          aria-describedby={`${id}-correo-error`}
        />
        <FieldError id={`${id}-correo-error`}>{errors.correo}</FieldError>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-nombre`}>Nombre</Label>
        <Input
          id={`${id}-nombre`}
          value={nombre}
          onChange={(e) => setNombre(e.target.value)}
          aria-invalid={errors.nombre ? true : undefined}
          aria-describedby={`${id}-nombre-error`}
        />
        <FieldError id={`${id}-nombre-error`}>{errors.nombre}</FieldError>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-rol`}>Rol</Label>
        <select id={`${id}-rol`} className={SELECT_CLASS} value={rol} onChange={(e) => setRol(e.target.value)}>
          <option value="usuario">Usuario</option>
          <option value="admin_empresa">Administrador de Empresa</option>
        </select>
        {/* Keeps the grid row aligned with the fields that have an error line. */}
        <span className="min-h-5" />
      </div>
      <div className="flex flex-col gap-1">
        <Button type="submit" disabled={invite.isPending}>
          <MailPlus />
          {invite.isPending ? 'Enviando...' : 'Invitar'}
        </Button>
        <span className="min-h-5" />
      </div>
      {!isSuperAdmin(viewer) && (
        <p className="text-xs text-muted-foreground sm:col-span-4">
          Puedes invitar usuarios y administradores de tu empresa.
        </p>
      )}
    </form>
  );
}

function AccountActions({ account, viewer, onDone }: { account: AccountRow; viewer: AdminViewer; onDone: () => void }) {
  const name = fullName(account) || account.correo || 'Usuario';
  const blocked = account.id === viewer.userId || (!isSuperAdmin(viewer) && account.rol_id === 'super_admin');
  const state = useMutation({
    mutationFn: (estado: 'activo' | 'inactivo') => setUserState(account.id, estado),
    onSuccess: (_, estado) => {
      toast.success(estado === 'inactivo' ? ACCOUNT_MESSAGES.deactivated(name) : ACCOUNT_MESSAGES.reactivated(name));
      onDone();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const link = useMutation({
    mutationFn: () => sendRecoveryLink(account.id),
    onSuccess: (r) => toast.success(ACCOUNT_MESSAGES.linkSent(r.correo)),
    onError: (error) => toast.error(errorText(error)),
  });
  const [confirming, setConfirming] = useState(false);
  if (blocked) return <span className="text-xs text-muted-foreground">—</span>;
  const active = account.estado === 'activo';
  return (
    <div className="flex flex-wrap gap-2">
      {/* Deactivating signs the person out of everything and stops their work: it asks first. */}
      <ConfirmDialog
        open={confirming}
        title={`Desactivar a ${name}`}
        description="No podrá ingresar ni usar ningún módulo hasta que lo reactives. Sus datos se conservan."
        confirmLabel="Desactivar"
        destructive
        pending={state.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => state.mutate('inactivo', { onSettled: () => setConfirming(false) })}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={state.isPending}
        onClick={() => (active ? setConfirming(true) : state.mutate('activo'))}
        aria-label={`${active ? 'Desactivar' : 'Reactivar'} a ${name}`}
      >
        {active ? 'Desactivar' : 'Reactivar'}
      </Button>
      {active && (
        <Button
          size="sm"
          variant="ghost"
          disabled={link.isPending}
          onClick={() => link.mutate()}
          aria-label={`Enviar enlace de recuperación a ${name}`}
        >
          Enviar enlace de recuperación
        </Button>
      )}
    </div>
  );
}

/** 'Cuentas': a company's accounts and pending invitations (docs/design.md §10). */
export function AccountsTab({ viewer }: { viewer: AdminViewer }) {
  const superAdmin = isSuperAdmin(viewer);
  const labelId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const companyId = superAdmin ? chosen : viewer.companyId;
  const queryClient = useQueryClient();
  const accounts = useQuery({
    queryKey: [...accountKeys.company(companyId ?? ''), 'accounts'],
    queryFn: () => getCompanyAccounts(companyId!),
    enabled: !!companyId,
  });
  const invitations = useQuery({
    queryKey: [...accountKeys.company(companyId ?? ''), 'invitations'],
    queryFn: () => getPendingInvitations(companyId!),
    enabled: !!companyId,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    void queryClient.invalidateQueries({ queryKey: adminKeys.access() });
  };
  const resend = useMutation({
    mutationFn: resendInvitation,
    onSuccess: (i) => (toast.success(ACCOUNT_MESSAGES.resent(i.correo)), refresh()),
    onError: (e) => toast.error(errorText(e)),
  });
  const revoke = useMutation({
    mutationFn: revokeInvitation,
    onSuccess: (i) => (toast.success(ACCOUNT_MESSAGES.revoked(i.correo)), refresh()),
    onError: (e) => toast.error(errorText(e)),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Cuentas</CardTitle>
        <CardDescription>
          Invita personas, reenvía o revoca invitaciones, desactiva cuentas y envía enlaces de recuperación.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {superAdmin && (
          <div className="flex max-w-sm flex-col gap-2">
            <span id={labelId} className="text-sm font-medium">
              Empresa
            </span>
            <CompanyPicker
              labelId={labelId}
              value={chosen}
              onChange={setChosen}
              allLabel={null}
              placeholder="Elige una empresa"
            />
          </div>
        )}
        {!companyId ? (
          <EmptyState title={superAdmin ? 'Elige una empresa' : 'No perteneces a una empresa'}>
            {superAdmin ? 'Verás sus cuentas y sus invitaciones pendientes.' : null}
          </EmptyState>
        ) : (
          <>
            <InviteForm companyId={companyId} viewer={viewer} onDone={refresh} />
            <section className="flex flex-col gap-2" aria-label="Invitaciones pendientes">
              <h3 className="font-medium">Invitaciones pendientes</h3>
              {invitations.isPending ? (
                <LoadingState label="Cargando invitaciones..." />
              ) : invitations.isError ? (
                <LoadError
                  title="No se pudieron cargar las invitaciones"
                  error={invitations.error}
                  onRetry={() => void invitations.refetch()}
                  retrying={invitations.isFetching}
                />
              ) : invitations.data.length === 0 ? (
                <p className="text-sm text-muted-foreground">No hay invitaciones pendientes.</p>
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Persona</TableHead>
                      <TableHead>Rol</TableHead>
                      <TableHead>Enviada</TableHead>
                      <TableHead>Acciones</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {invitations.data.map((i) => (
                      <TableRow key={i.id}>
                        <TableCell>
                          <div className="font-medium">{i.nombre}</div>
                          <div className="text-xs text-muted-foreground">{i.correo}</div>
                        </TableCell>
                        <TableCell>{ROLE_LABEL[i.rol_id] ?? i.rol_id}</TableCell>
                        <TableCell>
                          {formatDateTime(i.enviada_en)}
                          {i.envios > 1 ? ` (${i.envios} envíos)` : ''}
                        </TableCell>
                        <TableCell className="flex flex-wrap gap-2">
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={resend.isPending}
                            onClick={() => resend.mutate(i.id)}
                            aria-label={`Reenviar invitación a ${i.correo}`}
                          >
                            Reenviar
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={revoke.isPending}
                            onClick={() => revoke.mutate(i.id)}
                            aria-label={`Revocar invitación a ${i.correo}`}
                          >
                            Revocar
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </section>
            <section className="flex flex-col gap-2" aria-label="Cuentas de la empresa">
              <h3 className="font-medium">Cuentas</h3>
              {accounts.isPending ? (
                <LoadingState label="Cargando cuentas..." />
              ) : accounts.isError ? (
                <LoadError
                  title="No se pudieron cargar las cuentas"
                  error={accounts.error}
                  onRetry={() => void accounts.refetch()}
                  retrying={accounts.isFetching}
                />
              ) : accounts.data.length === 0 ? (
                <EmptyState title="Esta empresa aún no tiene cuentas" />
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Usuario</TableHead>
                      <TableHead>Rol</TableHead>
                      <TableHead>Estado</TableHead>
                      <TableHead>Último ingreso</TableHead>
                      <TableHead>Acciones</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {accounts.data.map((a) => (
                      <TableRow key={a.id}>
                        <TableCell>
                          <div className="font-medium">{fullName(a) || a.correo}</div>
                          <div className="text-xs text-muted-foreground">{a.correo}</div>
                        </TableCell>
                        <TableCell>{a.rol_id ? (ROLE_LABEL[a.rol_id] ?? a.rol_id) : 'Sin rol'}</TableCell>
                        <TableCell>
                          <Badge variant={a.estado === 'activo' ? 'success' : 'secondary'}>
                            {a.estado === 'activo' ? 'Activo' : 'Inactivo'}
                          </Badge>
                          {a.segundo_factor && (
                            <Badge variant="outline" className="ml-1">
                              2 pasos
                            </Badge>
                          )}
                        </TableCell>
                        <TableCell>{a.ultimo_ingreso ? formatDateTime(a.ultimo_ingreso) : 'Nunca'}</TableCell>
                        <TableCell>
                          <AccountActions account={a} viewer={viewer} onDone={refresh} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
