import { z } from 'zod';
import { field, FormActions, FormField, useZodForm } from '@/kit';
import { partyRut } from '@/lib/parties/party-schema';
import { useSaveParty } from '@/lib/parties/save-party';
import { PARTY_TYPE_LABEL, PARTY_TYPES, type Party } from '@/lib/parties/types';
import { toast } from '@/lib/toast';

export const ACCOUNT_TYPES = PARTY_TYPES.map((value) => ({ value, label: PARTY_TYPE_LABEL[value] }));

/** An account's fields (the shared `terceros` row), with the limits of its checks in Postgres. */
export const accountSchema = z.object({
  nombre: field.requiredText(200),
  tipo: z.enum(['cliente', 'proveedor', 'otro'], { error: 'Elige un tipo' }),
  // Checked as People checks an employee's (the database refuses a wrong check digit too).
  rut: partyRut,
  correo: field.optionalText(200).refine((v) => !v || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), 'Correo inválido'),
  telefono: field.optionalText(50),
  direccion: field.optionalText(300),
  notas: field.optionalText(2000),
  activo: z.enum(['true', 'false'], { error: 'Elige un estado' }),
});

export type EditableAccount = Party & { notas?: string | null };

/** 'Nueva cuenta' and 'Editar cuenta': one form; with an account it edits it (and its state). */
export function AccountForm({ account, onDone }: { account?: EditableAccount; onDone: (id?: string) => void }) {
  const editing = account !== undefined;
  const save = useSaveParty({
    onSuccess: (saved) => {
      toast.success(editing ? 'Cuenta actualizada' : 'Cuenta creada');
      onDone(saved.id);
    },
  });
  const form = useZodForm(accountSchema, {
    nombre: account?.nombre ?? '',
    tipo: account?.tipo ?? 'cliente',
    rut: account?.rut ?? '',
    correo: account?.correo ?? '',
    telefono: account?.telefono ?? '',
    direccion: account?.direccion ?? '',
    notas: account?.notas ?? '',
    activo: account && !account.activo ? 'false' : 'true',
  });
  const pending = save.isPending;
  return (
    <form
      noValidate
      aria-label={editing ? 'Editar cuenta' : 'Nueva cuenta'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={form.handleSubmit((v) => {
        const values = {
          nombre: v.nombre,
          tipo: v.tipo,
          rut: v.rut ?? null,
          correo: v.correo ?? null,
          telefono: v.telefono ?? null,
          direccion: v.direccion ?? null,
          notas: v.notas ?? null,
          ...(editing ? { activo: v.activo === 'true' } : {}),
        };
        save.mutate({ id: account?.id, values });
      })}
    >
      <FormField form={form} name="nombre" label="Nombre" required />
      <FormField form={form} name="tipo" label="Tipo" options={ACCOUNT_TYPES} required />
      <FormField form={form} name="rut" label="RUT" />
      <FormField form={form} name="correo" label="Correo" type="email" />
      <FormField form={form} name="telefono" label="Teléfono" />
      <FormField form={form} name="direccion" label="Dirección" />
      {editing && (
        <FormField
          form={form}
          name="activo"
          label="Estado"
          options={[
            { value: 'true', label: 'Activa' },
            { value: 'false', label: 'Inactiva' },
          ]}
          required
        />
      )}
      <div className="sm:col-span-2 lg:col-span-4">
        <FormField form={form} name="notas" label="Notas" multiline />
      </div>
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-4"
        pending={pending}
        onCancel={() => onDone()}
        submitLabel={editing ? 'Guardar cuenta' : 'Crear cuenta'}
        pendingLabel={editing ? 'Guardando...' : 'Creando...'}
      />
    </form>
  );
}
