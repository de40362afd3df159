import { AttachmentCount, useAttachmentCounts } from '@/components/attachments/attachment-count';
import { AttachmentsPanel } from '@/components/attachments/attachments-panel';
import { todayInChile } from '@/lib/dates';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { NumberInput } from '@/components/number-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDate } from '@/lib/format';
import {
  DataList,
  EmptyState,
  errorMessage,
  ExportCsvButton,
  field,
  FormActions,
  FormField,
  ListToolbar,
  QueryState,
  useListParams,
  useModuleUser,
  useZodForm,
  type ListColumn,
} from '@/kit';
import { useParties } from '@/lib/parties/get-parties';
import { toast } from '@/lib/toast';
import { useDeletePayment } from '../api/delete-payment';
import { usePartyDocuments } from '../api/get-party-documents';
import { usePaymentList } from '../api/get-payment-page';
import { useRegisterPayment } from '../api/register-payment';
import type { PaymentRow } from '../api/types';
import { useUpdatePayment } from '../api/update-payment';
import {
  documentTitle,
  opts,
  PAYMENT_DIRECTION_LABEL,
  PAYMENT_DIRECTIONS,
  PAYMENT_METHOD_LABEL,
  PAYMENT_METHODS,
  type PaymentDirection,
  type PaymentMethod,
} from '../lib/labels';
import { formatPesos, parsePesosInput, sumPesos, toPesos } from '@/lib/money';
import { paymentListQuery } from '../lib/payment-list-spec';

const paymentEditSchema = z.object({
  fecha: field.requiredDay(),
  medio: field.choice(PAYMENT_METHODS, { labels: PAYMENT_METHOD_LABEL }),
  referencia: field.optionalText(100),
  notas: field.optionalText(1000),
});

/** Edits what a payment says about itself; what it settles is changed by deleting it (admin). */
function EditPaymentForm({ payment, onDone }: { payment: PaymentRow; onDone: () => void }) {
  const update = useUpdatePayment({
    onSuccess: () => {
      toast.success(`Pago N° ${payment.numero} actualizado`);
      onDone();
    },
  });
  const form = useZodForm(paymentEditSchema, {
    fecha: payment.fecha,
    medio: payment.medio as PaymentMethod,
    referencia: payment.referencia ?? '',
    notas: payment.notas ?? '',
  });
  return (
    <form
      noValidate
      aria-label={`Editar el pago N° ${payment.numero}`}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit((v) =>
        update.mutate({
          id: payment.id,
          fecha: v.fecha,
          medio: v.medio,
          referencia: v.referencia || null,
          notas: v.notas || null,
        }),
      )}
    >
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Pago N° {payment.numero} · {payment.terceros?.nombre} · {formatPesos(payment.monto)}. El monto es la suma de lo
        que salda; para cambiarlo, el administrador elimina el pago y se registra de nuevo.
      </p>
      <FormField form={form} name="fecha" label="Fecha" type="date" required />
      <FormField
        form={form}
        name="medio"
        label="Medio"
        required
        options={opts(PAYMENT_METHODS, PAYMENT_METHOD_LABEL)}
      />
      <FormField form={form} name="referencia" label="Referencia" />
      <FormField form={form} name="notas" label="Notas" multiline />
      <FormActions
        className="flex items-end gap-2 sm:col-span-2"
        pending={update.isPending}
        onCancel={onDone}
        submitLabel="Guardar pago"
        pendingLabel="Guardando..."
      />
    </form>
  );
}

/**
 * The payment list: Postgres searches (N°, reference, notes, party), filters, sorts and pages it
 * (usePaymentList); the CSV reads the whole filtered set page by page.
 */
export function PaymentsPage() {
  const { isCompanyAdmin: isAdmin, companyId } = useModuleUser();
  const [removing, setRemoving] = useState<PaymentRow | null>(null);
  const remove = useDeletePayment({
    onSuccess: (_r, id) => {
      toast.success(`Pago N° ${removing?.id === id ? removing.numero : ''} eliminado`);
      setRemoving(null);
    },
  });
  const list = useListParams(['direccion', 'medio'], { key: 'numero', dir: 'desc' });
  const { search, filters, sort } = list;
  const listQuery = useMemo(() => paymentListQuery({ search, filters, sort }), [search, filters, sort]);
  const payments = usePaymentList(listQuery);
  const rows = payments.rows;
  const attachments = useAttachmentCounts(
    'fin_pagos',
    rows.map((p) => p.id),
  );
  const filtered = listQuery.search !== '' || !!(listQuery.direction || listQuery.method);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PaymentRow | null>(null);
  const columns: ListColumn<PaymentRow>[] = [
    {
      key: 'numero',
      header: 'N°',
      cell: (p) => (
        <span className="inline-flex items-center gap-1.5">
          {p.numero}
          <AttachmentCount count={attachments[p.id]} />
        </span>
      ),
      csv: (p) => p.numero,
      sortable: true,
    },
    {
      key: 'fecha',
      header: 'Fecha',
      cell: (p) => <span className="whitespace-nowrap">{formatDate(p.fecha)}</span>,
      csv: (p) => p.fecha,
      sortable: true,
    },
    {
      key: 'direccion',
      header: 'Tipo',
      cell: (p) => PAYMENT_DIRECTION_LABEL[p.direccion],
      csv: (p) => PAYMENT_DIRECTION_LABEL[p.direccion],
    },
    {
      key: 'tercero',
      header: 'Cliente o proveedor',
      cell: (p) => p.terceros?.nombre,
      csv: (p) => p.terceros?.nombre ?? '',
    },
    {
      key: 'medio',
      header: 'Medio',
      cell: (p) => PAYMENT_METHOD_LABEL[p.medio as PaymentMethod] ?? p.medio,
      csv: (p) => PAYMENT_METHOD_LABEL[p.medio as PaymentMethod] ?? p.medio,
    },
    { key: 'referencia', header: 'Referencia', cell: (p) => p.referencia, csv: (p) => p.referencia ?? '' },
    {
      key: 'monto',
      header: 'Monto',
      cell: (p) => <span className="tabular-nums">{formatPesos(p.monto)}</span>,
      csv: (p) => toPesos(p.monto).toString(),
      sortable: true,
      className: 'text-right',
    },
    {
      key: 'aplicado',
      header: 'Aplicado',
      cell: (p) => <span className="tabular-nums">{formatPesos(p.monto_aplicado)}</span>,
      csv: (p) => toPesos(p.monto_aplicado).toString(),
      className: 'text-right',
    },
    {
      key: 'acciones',
      header: 'Acciones',
      cell: (p: PaymentRow) => (
        <span className="flex gap-1">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Editar el pago N° ${p.numero}`}
            onClick={(e) => {
              e.stopPropagation();
              setCreating(false);
              setEditing(p);
            }}
          >
            Editar
          </Button>
          {isAdmin && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Eliminar el pago N° ${p.numero}`}
              disabled={remove.isPending}
              onClick={(e) => {
                e.stopPropagation();
                setRemoving(p);
              }}
            >
              Eliminar
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Buscar pagos"
        filters={[
          { name: 'direccion', label: 'Tipo', options: opts(PAYMENT_DIRECTIONS, PAYMENT_DIRECTION_LABEL) },
          { name: 'medio', label: 'Medio', options: opts(PAYMENT_METHODS, PAYMENT_METHOD_LABEL) },
        ]}
        filterValues={list.filters}
        onFilter={list.setFilter}
      >
        <ExportCsvButton
          rows={rows}
          columns={columns.filter((c) => c.key !== 'acciones')}
          fileName="pagos-finanzas.csv"
          loadRows={() => payments.fetchAll()}
        />
        <Button
          onClick={() => {
            setEditing(null);
            setCreating(true);
          }}
        >
          <Plus aria-hidden="true" />
          Nuevo pago
        </Button>
      </ListToolbar>
      {creating && <MultiPaymentForm onDone={() => setCreating(false)} />}
      <ConfirmDialog
        open={removing !== null}
        title={`Eliminar el pago N° ${removing?.numero ?? ''}`}
        description="Los documentos que saldaba vuelven a quedar con saldo. No se puede deshacer."
        confirmLabel="Eliminar pago"
        destructive
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
      {editing && <EditPaymentForm key={editing.id} payment={editing} onDone={() => setEditing(null)} />}
      {editing && companyId && (
        <AttachmentsPanel
          key={`adjuntos-${editing.id}`}
          target={{ companyId, table: 'fin_pagos', recordId: editing.id }}
          title={`Comprobante del pago N° ${editing.numero}`}
          canDelete={isAdmin}
        />
      )}
      <QueryState query={payments.query} loadingLabel="Cargando pagos..." errorTitle="No se pudieron cargar los pagos">
        {() => (
          <div
            className={payments.refreshing ? 'opacity-60 transition-opacity' : undefined}
            aria-busy={payments.refreshing}
          >
            <DataList
              label="Pagos"
              rows={rows}
              columns={columns}
              rowKey={(p) => p.id}
              sort={list.sort}
              onSort={list.toggleSort}
              hasMore={payments.hasMore}
              onLoadMore={payments.loadMore}
              loadingMore={payments.loadingMore}
              empty={
                <EmptyState
                  title={filtered ? 'Ningún pago coincide con la búsqueda' : 'Aún no hay pagos registrados'}
                />
              }
            />
            {payments.loadMoreError !== null && (
              <p role="alert" className="mt-2 text-sm text-destructive">
                No se pudieron cargar más pagos: {errorMessage(payments.loadMoreError)}
              </p>
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}

/** A document that still takes payments. */
const OPEN_STATES = ['emitida', 'pagada_parcial'] as const;

/**
 * One payment that settles several documents of one client (or supplier): each open document of
 * theirs with the amount applied to it (at most its balance). The payment's amount is the exact
 * BigInt sum of the applications; the database checks every balance again, under a lock.
 */
export function MultiPaymentForm({ onDone }: { onDone: () => void }) {
  const parties = useParties({ activeOnly: true });
  // The error shows in the form, next to the amounts the person is typing.
  const register = useRegisterPayment({
    onSuccess: (_id, v) => {
      toast.success(`Pago de ${formatPesos(v.pago.monto)} registrado`);
      onDone();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const [direccion, setDireccion] = useState<PaymentDirection>('cobro');
  const [tercero, setTercero] = useState('');
  const documents = usePartyDocuments(tercero, direccion === 'cobro' ? 'emitido' : 'recibido', OPEN_STATES);
  const [fecha, setFecha] = useState(todayInChile());
  const [medio, setMedio] = useState<PaymentMethod>('transferencia');
  const [referencia, setReferencia] = useState('');
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const open = documents.data ?? [];
  const parsed = open.map((d) => ({
    d,
    text: amounts[d.id] ?? '',
    value: (amounts[d.id] ?? '').trim() ? parsePesosInput(amounts[d.id]) : '',
  }));
  const invalid = parsed.find((p) => p.value === null || (p.value && BigInt(p.value) > toPesos(p.d.saldo)));
  const applications = parsed.filter((p) => p.value).map((p) => ({ documento_id: p.d.id, monto: p.value as string }));
  const total = sumPesos(applications, (a) => a.monto);

  return (
    <form
      noValidate
      aria-label="Nuevo pago"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!tercero) return setError('Elige el cliente o proveedor');
        if (invalid)
          return setError(
            `El monto para ${documentTitle(invalid.d)} debe ser en pesos enteros y no superar su saldo (${formatPesos(invalid.d.saldo)})`,
          );
        if (total === 0n) return setError('Indica cuánto se aplica al menos a un documento');
        setError(null);
        register.mutate({
          pago: {
            direccion,
            tercero_id: tercero,
            fecha,
            monto: total.toString(),
            medio,
            referencia: referencia.trim() || null,
            notas: null,
          },
          aplicaciones: applications,
        });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <label className="flex flex-col gap-1.5 text-sm">
          <span className="font-medium">Tipo</span>
          <select
            className="h-9 rounded-md border border-input bg-card px-2"
            value={direccion}
            onChange={(e) => (setDireccion(e.target.value as PaymentDirection), setAmounts({}))}
          >
            {opts(PAYMENT_DIRECTIONS, PAYMENT_DIRECTION_LABEL).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm">
          <span className="font-medium">{direccion === 'cobro' ? 'Cliente' : 'Proveedor'} *</span>
          <select
            className="h-9 rounded-md border border-input bg-card px-2"
            value={tercero}
            onChange={(e) => (setTercero(e.target.value), setAmounts({}))}
          >
            <option value="">Selecciona...</option>
            {(parties.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.nombre}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="pago-fecha">Fecha</Label>
          <Input id="pago-fecha" type="date" value={fecha} onChange={(e) => setFecha(e.target.value)} />
        </div>
        <label className="flex flex-col gap-1.5 text-sm">
          <span className="font-medium">Medio</span>
          <select
            className="h-9 rounded-md border border-input bg-card px-2"
            value={medio}
            onChange={(e) => setMedio(e.target.value as PaymentMethod)}
          >
            {opts(PAYMENT_METHODS, PAYMENT_METHOD_LABEL).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="pago-ref">Referencia</Label>
          <Input id="pago-ref" value={referencia} maxLength={100} onChange={(e) => setReferencia(e.target.value)} />
        </div>
      </div>
      {tercero && (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">Documentos con saldo</legend>
          {open.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tiene documentos con saldo.</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th className="py-1 font-medium">Documento</th>
                  <th className="py-1 font-medium">Vence</th>
                  <th className="py-1 text-right font-medium">Saldo</th>
                  <th className="py-1 text-right font-medium">Aplicar</th>
                </tr>
              </thead>
              <tbody>
                {open.map((d) => (
                  <tr key={d.id} className="border-t">
                    <td className="py-1">{documentTitle(d)}</td>
                    <td className="py-1">{formatDate(d.fecha_vencimiento)}</td>
                    <td className="py-1 text-right tabular-nums">{formatPesos(d.saldo)}</td>
                    <td className="py-1 text-right">
                      <div className="flex justify-end gap-1">
                        <NumberInput
                          kind="amount"
                          aria-label={`Monto a aplicar a ${documentTitle(d)}`}
                          className="w-36 text-right"
                          value={amounts[d.id] ?? ''}
                          onValueChange={(text) => setAmounts((a) => ({ ...a, [d.id]: text }))}
                        />
                        <Button
                          type="button"
                          size="sm"
                          variant="ghost"
                          onClick={() => setAmounts((a) => ({ ...a, [d.id]: toPesos(d.saldo).toString() }))}
                        >
                          Todo
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </fieldset>
      )}
      <p className="text-sm">
        Monto del pago: <span className="font-semibold tabular-nums">{formatPesos(total)}</span>
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? 'Registrando...' : 'Registrar pago'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
