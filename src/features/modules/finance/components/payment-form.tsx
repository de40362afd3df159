import { z } from 'zod';
import { field, FormActions, FormField, useZodForm } from '@/kit';
import { todayInChile } from '@/lib/dates';
import { formatPesos, toPesos } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useRegisterPayment } from '../api/register-payment';
import type { DocumentRow } from '../api/types';
import { opts, PAYMENT_FOR, PAYMENT_METHOD_LABEL, PAYMENT_METHODS } from '../lib/labels';

export const singlePaymentSchema = (balance: bigint) =>
  z
    .object({
      monto: field.pesos(),
      fecha: field.requiredDay(),
      medio: field.choice(PAYMENT_METHODS, { labels: PAYMENT_METHOD_LABEL }),
      referencia: field.optionalText(100),
    })
    .superRefine((v, ctx) => {
      if (/^\d+$/.test(v.monto) && BigInt(v.monto) > balance)
        ctx.addIssue({
          code: 'custom',
          path: ['monto'],
          message: `No puede superar el saldo del documento (${formatPesos(balance)})`,
        });
    });

/** Registers a payment (collection or payment to a supplier) of one document, up to its balance. */
export function PaymentForm({ doc, onDone }: { doc: DocumentRow; onDone: () => void }) {
  const register = useRegisterPayment({
    onSuccess: (_id, v) => {
      toast.success(`Pago de ${formatPesos(v.pago.monto)} registrado`);
      onDone();
    },
  });
  const balance = toPesos(doc.saldo);
  const form = useZodForm(singlePaymentSchema(balance), {
    monto: balance.toString(),
    fecha: todayInChile(),
    medio: 'transferencia',
    referencia: '',
  });
  return (
    <form
      noValidate
      aria-label="Registrar pago"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={form.handleSubmit((v) =>
        register.mutate({
          pago: {
            direccion: PAYMENT_FOR[doc.direccion],
            tercero_id: doc.tercero_id,
            fecha: v.fecha,
            monto: v.monto,
            medio: v.medio,
            referencia: v.referencia ?? null,
            notas: null,
          },
          aplicaciones: [{ documento_id: doc.id, monto: v.monto }],
        }),
      )}
    >
      <FormField
        form={form}
        name="monto"
        label="Monto (CLP)"
        type="amount"
        required
        hint={`Saldo: ${formatPesos(balance)}`}
      />
      <FormField form={form} name="fecha" label="Fecha del pago" type="date" required />
      <FormField
        form={form}
        name="medio"
        label="Medio de pago"
        required
        options={opts(PAYMENT_METHODS, PAYMENT_METHOD_LABEL)}
      />
      <FormField form={form} name="referencia" label="Referencia" hint="N° de operación o de cheque" />
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-4"
        pending={register.isPending}
        onCancel={onDone}
        submitLabel="Registrar pago"
        pendingLabel="Registrando..."
      />
    </form>
  );
}
