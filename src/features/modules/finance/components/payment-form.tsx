import { todayInChile } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { errorMessage, field, FormActions, FormField, useZodForm } from '@/kit';
import { useRegisterPayment, type DocumentRow } from '../api/finance';
import { opts, PAYMENT_FOR, PAYMENT_METHOD_LABEL, PAYMENT_METHODS } from '../lib/labels';
import { formatPesos, parsePesosInput, toPesos } from '@/lib/money';

export const singlePaymentSchema = (balance: bigint) =>
  z
    .object({
      monto: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? (parsePesosInput(v) ?? v) : undefined),
        z.string({ error: 'Es obligatorio' }).regex(/^\d+$/, 'Monto en pesos enteros, mayor que cero (sin decimales)'),
      ),
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
  const register = useRegisterPayment();
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
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await register.mutateAsync({
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
          });
          toast.success(`Pago de ${formatPesos(v.monto)} registrado`);
          onDone();
        } catch (e) {
          toast.error('No se pudo registrar el pago', { description: errorMessage(e) });
        }
      })}
    >
      <FormField form={form} name="monto" label="Monto (CLP)" required hint={`Saldo: ${formatPesos(balance)}`} />
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
