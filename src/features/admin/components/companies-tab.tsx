import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingState } from '@/components/ui/spinner';
import { TableCell } from '@/components/ui/table';
import {
  accountKeys,
  companyCountQueryOptions,
  companyPagesQueryOptions,
  createCompany,
  updateCompany,
  type CompanyRow,
} from '../api/accounts';
import { adminKeys } from '../api/keys';
import type { AdminViewer } from '../lib/viewer';
import { ListCountStatus } from './list-count-status';
import { moreOf, ScrollTable, type ScrollTableColumn } from './scroll-table';
import { EmptyState, LoadError } from './section-states';

const COLUMNS: readonly ScrollTableColumn[] = [
  { label: 'Empresa', className: 'w-[50%]' },
  { label: 'Estado', className: 'w-[15%]' },
  { label: 'Acciones', className: 'w-[35%]' },
];
/** A row: one line (the name, truncated, or the rename form) and 32 px buttons. */
const ROW_HEIGHT = 53;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const SELECT_CLASS = 'h-9 rounded-md border border-input bg-background px-3 text-sm';

export const COMPANY_MESSAGES = {
  created: (nombre: string, correo: string) => `Empresa ${nombre} creada. Invitación enviada a ${correo}.`,
  deactivated: (nombre: string) => `${nombre} quedó inactiva: sus usuarios ya no pueden entrar.`,
  reactivated: (nombre: string) => `${nombre} quedó activa.`,
  renamed: 'Nombre actualizado.',
  nameRequired: 'Escribe el nombre de la empresa.',
  emailInvalid: 'Escribe un correo válido para el administrador.',
  adminRequired: 'Escribe el nombre del administrador.',
} as const;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'No se pudo completar la operación.';
}

function CreateCompanyForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [f, setF] = useState({ nombre: '', plan: 'basico', admin_correo: '', admin_nombre: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof f, string>>>({});
  const create = useMutation({
    mutationFn: createCompany,
    onSuccess: (_, v) => {
      toast.success(COMPANY_MESSAGES.created(v.nombre, v.admin_correo));
      setF({ nombre: '', plan: 'basico', admin_correo: '', admin_nombre: '' });
      onDone();
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = {
      nombre: f.nombre.trim(),
      plan: f.plan,
      admin_correo: f.admin_correo.trim(),
      admin_nombre: f.admin_nombre.trim(),
    };
    const e: typeof errors = {};
    if (clean.nombre === '') e.nombre = COMPANY_MESSAGES.nameRequired;
    if (!EMAIL.test(clean.admin_correo)) e.admin_correo = COMPANY_MESSAGES.emailInvalid;
    if (clean.admin_nombre === '') e.admin_nombre = COMPANY_MESSAGES.adminRequired;
    setErrors(e);
    if (Object.keys(e).length === 0) create.mutate(clean);
  }
  const text = (key: 'nombre' | 'admin_correo' | 'admin_nombre', label: string, type = 'text') => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        type={type}
        value={f[key]}
        onChange={(e) => setF((p) => ({ ...p, [key]: e.target.value }))}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={`${id}-${key}-error`}
      />
      <FieldError id={`${id}-${key}-error`}>{errors[key]}</FieldError>
    </div>
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Crear empresa"
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2"
    >
      {create.isError && (
        <Alert variant="destructive" className="sm:col-span-2">
          <AlertDescription>{errorText(create.error)}</AlertDescription>
        </Alert>
      )}
      {text('nombre', 'Nombre de la empresa')}
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-plan`}>Plan</Label>
        <select
          id={`${id}-plan`}
          className={SELECT_CLASS}
          value={f.plan}
          onChange={(e) => setF((p) => ({ ...p, plan: e.target.value }))}
        >
          <option value="basico">Básico</option>
          <option value="profesional">Profesional</option>
          <option value="enterprise">Enterprise</option>
        </select>
      </div>
      {text('admin_correo', 'Correo del primer administrador', 'email')}
      {text('admin_nombre', 'Nombre del primer administrador')}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          <Building2 />
          {create.isPending ? 'Creando...' : 'Crear empresa e invitar'}
        </Button>
      </div>
    </form>
  );
}

function CompanyRowView({ company, onDone }: { company: CompanyRow; onDone: () => void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(company.nombre);
  const save = useMutation({
    mutationFn: (changes: Partial<Pick<CompanyRow, 'nombre' | 'estado'>>) => updateCompany(company.id, changes),
    onSuccess: (_, changes) => {
      toast.success(
        changes.estado === 'inactiva'
          ? COMPANY_MESSAGES.deactivated(company.nombre)
          : changes.estado === 'activa'
            ? COMPANY_MESSAGES.reactivated(company.nombre)
            : COMPANY_MESSAGES.renamed,
      );
      setEditing(false);
      onDone();
    },
    onError: (e) => toast.error(errorText(e)),
  });
  const active = company.estado === 'activa';
  return (
    <>
      <TableCell className="max-w-0">
        {editing ? (
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim() !== '') save.mutate({ nombre: name.trim() });
            }}
          >
            <Input
              aria-label={`Nuevo nombre de ${company.nombre}`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={200}
            />
            <Button size="sm" type="submit" disabled={save.isPending || name.trim() === ''}>
              Guardar
            </Button>
          </form>
        ) : (
          <div className="truncate" title={company.nombre}>
            {company.nombre}
          </div>
        )}
      </TableCell>
      <TableCell>
        <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Activa' : 'Inactiva'}</Badge>
      </TableCell>
      <TableCell>
        <div className="flex gap-2">
          <Button size="sm" variant="ghost" onClick={() => setEditing((v) => !v)}>
            {editing ? 'Cancelar' : 'Renombrar'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={save.isPending}
            onClick={() => save.mutate({ estado: active ? 'inactiva' : 'activa' })}
            aria-label={`${active ? 'Desactivar' : 'Reactivar'} ${company.nombre}`}
          >
            {active ? 'Desactivar' : 'Reactivar'}
          </Button>
        </div>
      </TableCell>
    </>
  );
}

/**
 * 'Empresas' (super_admin): create a company and invite its first admin; rename; deactivate. The
 * companies in one scrolling table, by name, read in keyset pages as it scrolls, with their number
 * (issue 33: a list that can grow is never read whole).
 */
export function CompaniesTab({ viewer }: { viewer: AdminViewer }) {
  void viewer;
  const queryClient = useQueryClient();
  const companies = useInfiniteQuery(companyPagesQueryOptions());
  const count = useQuery(companyCountQueryOptions());
  const rows = useMemo(() => companies.data?.pages.flat() ?? [], [companies.data]);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    void queryClient.invalidateQueries({ queryKey: adminKeys.access() });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Empresas</CardTitle>
        <CardDescription>
          Crea empresas con su plan e invita a su primer administrador. Una empresa inactiva cierra la sesión de todos
          sus usuarios.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <CreateCompanyForm onDone={refresh} />
        <div className="flex flex-col gap-3">
          {companies.isSuccess && rows.length > 0 ? (
            <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
              <ListCountStatus count={count} noun={{ one: 'empresa', many: 'empresas', theMany: 'las empresas' }} />
            </p>
          ) : null}
          {companies.isPending ? (
            <LoadingState label="Cargando empresas..." />
          ) : companies.isError && !companies.isFetchNextPageError ? (
            <LoadError
              title="No se pudieron cargar las empresas"
              error={companies.error}
              onRetry={() => void companies.refetch()}
              retrying={companies.isFetching}
            />
          ) : rows.length === 0 ? (
            <EmptyState title="No hay empresas">Crea la primera con el formulario de arriba.</EmptyState>
          ) : (
            <ScrollTable
              label="Empresas"
              columns={COLUMNS}
              rows={rows}
              rowKey={(c) => c.id}
              // The key changes with the name and state: a row's form starts again after a change.
              renderCells={(c) => <CompanyRowView key={`${c.nombre}-${c.estado}`} company={c} onDone={refresh} />}
              rowHeight={ROW_HEIGHT}
              more={moreOf(companies)}
              total={count.data?.total}
              prefetchRows={50}
              busy={companies.isFetching && !companies.isFetchingNextPage}
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
