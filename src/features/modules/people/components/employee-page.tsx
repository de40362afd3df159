import { AttachmentsPanel } from '@/components/attachments/attachments-panel';
import { RecordHistorySection } from '@/components/record-timeline/record-timeline';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { EmptyState, errorMessage, FormField, QueryState, RelatedRecords, useZodForm, type FormValues } from '@/kit';
import { formatDate, formatNumber } from '@/lib/format';
import { useDirectory } from '../api/get-directory';
import { useEmployee } from '../api/get-employee';
import { useLinkableAccounts } from '../api/get-linkable-accounts';
import { useSaveEmployee } from '../api/save-employee';
import { fullName, type EmployeeDetail, type EmployeeRow } from '../api/types';
import { employeeSchema } from '../lib/employee-schema';
import { peoplePaths } from '../lib/paths';
import { formatRut } from '@/lib/rut';
import { CONTRACT_LABELS, CONTRACT_TYPES, EMPLOYEE_STATE_LABELS, EMPLOYEE_STATES, label } from '../lib/texts';
import { useViewer } from '../lib/use-viewer';

/** The form's strings from a saved employee (or the blanks of a new one). */
export function toFormValues(detail: EmployeeDetail | null): FormValues {
  const e = detail?.employee;
  const r = detail?.record;
  return {
    nombres: e?.nombres ?? '',
    apellidos: e?.apellidos ?? '',
    rut: r ? formatRut(r.rut) : '',
    cargo: e?.cargo ?? '',
    area: e?.area ?? '',
    fecha_ingreso: r?.fecha_ingreso ?? '',
    tipo_contrato: r?.tipo_contrato ?? 'indefinido',
    correo: e?.correo ?? '',
    telefono: e?.telefono ?? '',
    contacto_emergencia_nombre: r?.contacto_emergencia_nombre ?? '',
    contacto_emergencia_telefono: r?.contacto_emergencia_telefono ?? '',
    estado: e?.estado ?? 'activo',
    jefe_id: e?.jefe_id ?? '',
    usuario_id: e?.usuario_id ?? '',
    fecha_desvinculacion: r?.fecha_desvinculacion ?? '',
    saldo_vacaciones_inicial: r ? String(r.saldo_vacaciones_inicial).replace('.', ',') : '',
    fecha_saldo_inicial: r?.fecha_saldo_inicial ?? '',
  };
}

type EmployeeFormApi = ReturnType<typeof useZodForm<typeof employeeSchema>>;

/**
 * 'Cuenta de usuario': the platform account the employee signs in with, or 'Sin cuenta'. The
 * options are the company's accounts not linked to another employee, plus this one's
 * (public.cuentas_vinculables, which answers admins only); Postgres refuses any other.
 */
function AccountField({ form, employeeId }: { form: EmployeeFormApi; employeeId: string | null }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const accounts = useLinkableAccounts(employeeId, true);
  const value = form.values.usuario_id ?? '';
  const rows = accounts.data ?? [];
  const error = form.errors.usuario_id;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Cuenta de usuario</Label>
      <select
        id={id}
        name="usuario_id"
        value={value}
        aria-busy={accounts.isLoading || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="h-9 rounded-md border border-input bg-card px-2 text-sm aria-invalid:border-destructive"
        onChange={(e) => form.set('usuario_id', e.target.value)}
      >
        <option value="">Sin cuenta</option>
        {rows.map((a) => (
          <option key={a.id} value={a.id}>
            {a.nombre}
            {a.correo ? ` (${a.correo})` : ''}
            {a.estado === 'activo' ? '' : ' · inactiva'}
          </option>
        ))}
        {/* Until the options arrive (or if they fail), the linked account keeps its place. */}
        {value && !rows.some((a) => a.id === value) && <option value={value}>Cuenta vinculada</option>}
      </select>
      <p id={hintId} className="text-xs text-muted-foreground">
        {accounts.isError
          ? 'No se pudieron cargar las cuentas de la empresa.'
          : 'La cuenta con que la persona entra a la plataforma: marca asistencia y pide permisos. Solo cuentas de la empresa sin otro colaborador.'}
      </p>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export function EmployeeForm({
  id,
  detail,
  directory,
}: {
  id: string | null;
  detail: EmployeeDetail | null;
  directory: readonly EmployeeRow[];
}) {
  const form = useZodForm(employeeSchema, toFormValues(detail));
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  // The refusal shows above the form's buttons (a repeated RUT in plain words), not in a toast.
  const save = useSaveEmployee({
    onSuccess: (savedId) => {
      toast.success(id ? 'Colaborador actualizado' : 'Colaborador creado');
      if (!id) navigate(peoplePaths.employee(savedId), { replace: true });
    },
    onError: (error) => {
      const message = errorMessage(error);
      setFailure(
        /rut_key|ya existe un registro/i.test(message)
          ? 'Ya existe un colaborador con ese RUT en la empresa.'
          : message,
      );
    },
  });
  const saving = save.isPending;
  const managers = directory
    .filter((e) => e.id !== id && e.estado === 'activo')
    .map((e) => ({ value: e.id, label: `${fullName(e)}${e.cargo ? ` (${e.cargo})` : ''}` }));

  const onSubmit = form.handleSubmit((input) => {
    setFailure(null);
    save.mutate({ id, input });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-6"
      aria-label={id ? 'Editar colaborador' : 'Nuevo colaborador'}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Datos del directorio</legend>
        <FormField form={form} name="nombres" label="Nombres" required />
        <FormField form={form} name="apellidos" label="Apellidos" required />
        <FormField form={form} name="cargo" label="Cargo" />
        <FormField form={form} name="area" label="Área" />
        <FormField form={form} name="jefe_id" label="Jefatura directa" options={managers} />
        <FormField
          form={form}
          name="estado"
          label="Estado"
          required
          options={EMPLOYEE_STATES.map((v) => ({ value: v, label: EMPLOYEE_STATE_LABELS[v] }))}
        />
        <FormField form={form} name="correo" label="Correo" type="email" />
        <FormField form={form} name="telefono" label="Teléfono" />
        <AccountField form={form} employeeId={id} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Ficha (privada)</legend>
        <FormField
          form={form}
          name="rut"
          label="RUT"
          required
          hint="Con o sin puntos, con guion y dígito verificador: 12.345.678-5"
        />
        <FormField form={form} name="fecha_ingreso" label="Fecha de ingreso" type="date" required />
        <FormField
          form={form}
          name="tipo_contrato"
          label="Tipo de contrato"
          required
          options={CONTRACT_TYPES.map((v) => ({ value: v, label: CONTRACT_LABELS[v] }))}
        />
        <FormField form={form} name="fecha_desvinculacion" label="Fecha de desvinculación" type="date" />
        <FormField form={form} name="contacto_emergencia_nombre" label="Contacto de emergencia" />
        <FormField form={form} name="contacto_emergencia_telefono" label="Teléfono de emergencia" />
        <FormField
          form={form}
          name="saldo_vacaciones_inicial"
          label="Saldo inicial de vacaciones (días hábiles)"
          hint="El saldo que traía de antes; desde la fecha de abajo se acumulan 1,25 días por mes."
        />
        <FormField form={form} name="fecha_saldo_inicial" label="Fecha del saldo inicial" type="date" />
      </fieldset>
      {failure && (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando...' : id ? 'Guardar cambios' : 'Crear colaborador'}
        </Button>
        <Button variant="outline" asChild>
          <Link to={peoplePaths.employees}>Cancelar</Link>
        </Button>
      </div>
    </form>
  );
}

function Field({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-sm">{children || '—'}</dd>
    </div>
  );
}

/** What a usuario sees of a colleague: the directory, and the record only when it is theirs or a report's. */
function EmployeeView({ detail, directory }: { detail: EmployeeDetail; directory: readonly EmployeeRow[] }) {
  const { employee: e, record: r } = detail;
  const manager = directory.find((d) => d.id === e.jefe_id);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Field term="Cargo">{e.cargo}</Field>
        <Field term="Área">{e.area}</Field>
        <Field term="Jefatura directa">
          {manager && <Link to={peoplePaths.employee(manager.id)}>{fullName(manager)}</Link>}
        </Field>
        <Field term="Correo">{e.correo && <a href={`mailto:${e.correo}`}>{e.correo}</a>}</Field>
        <Field term="Teléfono">{e.telefono}</Field>
        <Field term="Estado">{label(EMPLOYEE_STATE_LABELS, e.estado)}</Field>
      </dl>
      {r ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          <Field term="RUT">{formatRut(r.rut)}</Field>
          <Field term="Fecha de ingreso">{formatDate(r.fecha_ingreso)}</Field>
          <Field term="Tipo de contrato">{label(CONTRACT_LABELS, r.tipo_contrato)}</Field>
          <Field term="Contacto de emergencia">
            {[r.contacto_emergencia_nombre, r.contacto_emergencia_telefono].filter(Boolean).join(' · ')}
          </Field>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">
          La ficha privada la ven la persona, sus jefaturas y el administrador de la empresa.
        </p>
      )}
    </div>
  );
}

export default function EmployeePage() {
  const params = useParams();
  const id = params.id ?? null;
  const { isAdmin } = useViewer();
  const detail = useEmployee(id ?? undefined);
  const directory = useDirectory();
  const back = (
    <Link to={peoplePaths.employees} className="inline-flex items-center gap-1 text-sm text-primary">
      <ArrowLeft aria-hidden="true" className="size-4" /> Volver a colaboradores
    </Link>
  );

  if (!id) {
    if (!isAdmin)
      return <EmptyState title="Solo el administrador de la empresa registra colaboradores">{back}</EmptyState>;
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h2 className="text-xl font-semibold">Nuevo colaborador</h2>
        <QueryState query={directory}>{(dir) => <EmployeeForm id={null} detail={null} directory={dir} />}</QueryState>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {back}
      <QueryState query={detail} loadingLabel="Cargando colaborador...">
        {(d) =>
          d === null ? (
            <EmptyState title="Colaborador no encontrado">No existe o no tienes acceso a su ficha.</EmptyState>
          ) : (
            <div className="flex flex-col gap-4">
              <div className="flex flex-wrap items-center gap-3">
                <h2 className="text-xl font-semibold">{fullName(d.employee)}</h2>
                <Badge variant={d.employee.estado === 'activo' ? 'success' : 'secondary'}>
                  {label(EMPLOYEE_STATE_LABELS, d.employee.estado)}
                </Badge>
              </div>
              {d.balance && (
                <Card className="max-w-md">
                  <CardHeader className="pb-1">
                    <CardTitle className="text-base">Saldo de vacaciones</CardTitle>
                  </CardHeader>
                  <CardContent className="text-sm">
                    <p className="text-2xl font-semibold tabular-nums" data-testid="saldo-disponible">
                      {formatNumber(d.balance.disponible)} días hábiles
                    </p>
                    <p className="text-muted-foreground">
                      Acumulados {formatNumber(d.balance.acumulado)}, tomados {formatNumber(d.balance.tomados)},
                      pendientes {formatNumber(d.balance.pendientes)}.
                    </p>
                  </CardContent>
                </Card>
              )}
              <QueryState query={directory}>
                {(dir) =>
                  isAdmin ? (
                    <EmployeeForm key={d.employee.id} id={d.employee.id} detail={d} directory={dir} />
                  ) : (
                    <EmployeeView detail={d} directory={dir} />
                  )
                }
              </QueryState>
              {/* Their requests and attendance, as People's row-level security lets the viewer read them. */}
              <RelatedRecords tabla="colaboradores" registroId={d.employee.id} />
              {/* Contracts and certificates: as private as the record (its folder is the colaborador's id). */}
              {d.record && (
                <AttachmentsPanel
                  target={{ companyId: d.record.empresa_id, table: 'colaboradores_ficha', recordId: d.employee.id }}
                  title="Contratos y certificados (privado)"
                  canAttach={isAdmin}
                  canDelete={isAdmin}
                />
              )}
              {/* The history is as private as the record: its admins and the employee see it. */}
              {d.record && <RecordHistorySection tabla="colaboradores_ficha" registroId={d.employee.id} />}
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
