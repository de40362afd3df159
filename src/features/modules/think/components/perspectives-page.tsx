import { useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState, field, FormActions, FormField, QueryState, useModuleUser, useZodForm } from '@/kit';
import { useCreateDefaultPerspectives } from '../api/create-default-perspectives';
import { useDeletePerspective } from '../api/delete-perspective';
import { usePerspectives } from '../api/get-perspectives';
import { useSavePerspective } from '../api/save-perspective';
import type { Perspective, PerspectiveInput } from '../api/types';

const perspectiveSchema = z.object({
  nombre: field.requiredText(80),
  descripcion: field.optionalText(500),
  orden: field.number({ min: 0, max: 99, integer: true }),
});

function PerspectiveForm({
  perspective,
  onSave,
  onDone,
  pending,
}: {
  perspective?: Perspective;
  onSave: (v: PerspectiveInput) => Promise<unknown>;
  onDone: () => void;
  pending: boolean;
}) {
  const form = useZodForm(perspectiveSchema, {
    nombre: perspective?.nombre ?? '',
    descripcion: perspective?.descripcion ?? '',
    orden: String(perspective?.orden ?? 5),
  });
  return (
    <form
      noValidate
      aria-label={perspective ? `Editar ${perspective.nombre}` : 'Nueva perspectiva'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-3"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await onSave({ nombre: v.nombre, descripcion: v.descripcion ?? null, orden: v.orden });
          onDone();
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      <FormField form={form} name="nombre" label="Nombre" required />
      <FormField form={form} name="descripcion" label="Descripción" />
      <FormField form={form} name="orden" label="Orden en el mapa" type="quantity" required />
      <FormActions className="flex gap-2 sm:col-span-3" pending={pending} onCancel={onDone} />
    </form>
  );
}

/** The balanced scorecard's perspectives: everyone reads them, the company's admin edits them. */
export default function PerspectivesPage() {
  const query = usePerspectives();
  const { isCompanyAdmin } = useModuleUser();
  const save = useSavePerspective();
  const remove = useDeletePerspective();
  const defaults = useCreateDefaultPerspectives();
  const [editing, setEditing] = useState<Perspective | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Perspective | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <h2 className="mr-auto text-lg font-semibold">Perspectivas</h2>
        {isCompanyAdmin && editing === null && <Button onClick={() => setEditing('new')}>Nueva perspectiva</Button>}
      </div>
      {editing !== null && (
        <PerspectiveForm
          key={editing === 'new' ? 'new' : editing.id}
          perspective={editing === 'new' ? undefined : editing}
          pending={save.isPending}
          onSave={(values) => save.mutateAsync({ id: editing === 'new' ? undefined : editing.id, values })}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryState
        query={query}
        loadingLabel="Cargando perspectivas..."
        errorTitle="No se pudieron cargar las perspectivas"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            title="Aún no hay perspectivas"
            action={
              isCompanyAdmin ? (
                <Button disabled={defaults.isPending} onClick={() => defaults.mutate()}>
                  {defaults.isPending ? 'Creando...' : 'Crear las cuatro del cuadro de mando integral'}
                </Button>
              ) : undefined
            }
          >
            Financiera, Clientes, Procesos internos y Aprendizaje y crecimiento; luego puedes renombrarlas.
            {!isCompanyAdmin && ' Las crea el administrador de la empresa.'}
          </EmptyState>
        }
      >
        {(rows) => (
          <ul className="flex flex-col divide-y rounded-lg border bg-card">
            {rows.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <span className="w-6 text-muted-foreground tabular-nums">{p.orden}</span>
                <span className="min-w-40 font-medium">{p.nombre}</span>
                <span className="mr-auto text-muted-foreground">{p.descripcion}</span>
                {isCompanyAdmin && (
                  <>
                    <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
                      Editar
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setDeleting(p)}>
                      Eliminar
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title={`¿Eliminar la perspectiva ${deleting?.nombre ?? ''}?`}
        description="Sus objetivos quedan sin perspectiva (no se borran)."
        confirmLabel="Eliminar"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
