import { useState } from 'react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmptyState, field, FormActions, FormField, QueryState, useModuleUser, useZodForm } from '@/kit';
import { useCategories } from '../api/get-categories';
import { useSaveCategory } from '../api/save-category';
import type { Category } from '../api/types';
import { CATEGORY_TYPE_LABEL, CATEGORY_TYPES, opts, type CategoryType } from '../lib/labels';
import { errorMessage } from '@/lib/error-message';

const categorySchema = z.object({
  tipo: field.choice(CATEGORY_TYPES, { labels: CATEGORY_TYPE_LABEL }),
  nombre: field.requiredText(100),
});

const renameSchema = categorySchema.pick({ nombre: true });

function duplicateOr(msg: string) {
  return /duplicate|23505|ya existe/i.test(msg) ? 'Ya existe una categoría con ese nombre' : msg;
}

/** A category's failed write, said with what failed and why (a repeated name in plain words). */
const categoryError = (title: string) => (error: Error) =>
  toast.error(title, { description: duplicateOr(errorMessage(error)) });

function NewCategoryForm({ onDone }: { onDone: () => void }) {
  const save = useSaveCategory(categoryError('No se pudo crear la categoría'), {
    onSuccess: (_r, v) => {
      toast.success(`Categoría ${v.nombre} creada`);
      onDone();
    },
  });
  const form = useZodForm(categorySchema, { tipo: 'ingreso', nombre: '' });
  return (
    <form
      noValidate
      aria-label="Nueva categoría"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-3"
      onSubmit={form.handleSubmit((v) => save.mutate({ tipo: v.tipo, nombre: v.nombre, activo: true }))}
    >
      <FormField form={form} name="tipo" label="Tipo" required options={opts(CATEGORY_TYPES, CATEGORY_TYPE_LABEL)} />
      <FormField form={form} name="nombre" label="Nombre" required />
      <FormActions
        className="flex items-end gap-2"
        pending={save.isPending}
        onCancel={onDone}
        submitLabel="Crear categoría"
        pendingLabel="Creando..."
      />
    </form>
  );
}

/** Renames a category in place (its documents keep it: they refer to it by id). */
function RenameCategoryForm({ category, onDone }: { category: Category; onDone: () => void }) {
  const save = useSaveCategory(categoryError('No se pudo renombrar la categoría'), {
    onSuccess: (_r, v) => {
      toast.success(`Categoría renombrada a ${v.nombre}`);
      onDone();
    },
  });
  const form = useZodForm(renameSchema, { nombre: category.nombre });
  return (
    <form
      noValidate
      aria-label={`Renombrar ${category.nombre}`}
      className="flex w-full flex-wrap items-end gap-2"
      onSubmit={form.handleSubmit((v) =>
        save.mutate({ id: category.id, tipo: category.tipo, nombre: v.nombre, activo: category.activo }),
      )}
    >
      <FormField form={form} name="nombre" label="Nuevo nombre" required />
      <FormActions
        className="flex items-end gap-2"
        pending={save.isPending}
        onCancel={onDone}
        submitLabel="Guardar nombre"
        pendingLabel="Guardando..."
      />
    </form>
  );
}

/** Income and expense categories: every user of the module reads them; admin_empresa manages them. */
export function CategoriesPage() {
  const query = useCategories();
  const { isCompanyAdmin: isAdmin } = useModuleUser();
  const save = useSaveCategory(categoryError('No se pudo cambiar la categoría'), {
    onSuccess: (_r, c) => toast.success(c.activo ? `${c.nombre} activada` : `${c.nombre} desactivada`),
  });
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const toggle = (c: Category) => save.mutate({ id: c.id, tipo: c.tipo, nombre: c.nombre, activo: !c.activo });
  return (
    <div className="flex flex-col gap-4">
      {isAdmin ? (
        !creating && (
          <div>
            <Button onClick={() => setCreating(true)}>Nueva categoría</Button>
          </div>
        )
      ) : (
        <p className="text-sm text-muted-foreground">Las categorías las administra el administrador de la empresa.</p>
      )}
      {creating && <NewCategoryForm onDone={() => setCreating(false)} />}
      <QueryState
        query={query}
        loadingLabel="Cargando categorías..."
        errorTitle="No se pudieron cargar las categorías"
        isEmpty={(d) => d.length === 0}
        empty={<EmptyState title="Aún no hay categorías" />}
      >
        {(rows) => (
          <div className="grid gap-4 md:grid-cols-2">
            {CATEGORY_TYPES.map((t: CategoryType) => (
              <section key={t} aria-labelledby={`cat-${t}`} className="rounded-lg border bg-card p-4">
                <h2 id={`cat-${t}`} className="mb-2 font-semibold">
                  {t === 'ingreso' ? 'Ingresos' : 'Gastos'}
                </h2>
                <ul className="flex flex-col divide-y">
                  {rows
                    .filter((c) => c.tipo === t)
                    .map((c) => (
                      <li key={c.id} className="flex items-center justify-between gap-2 py-1.5 text-sm">
                        {renaming === c.id ? (
                          <RenameCategoryForm category={c} onDone={() => setRenaming(null)} />
                        ) : (
                          <>
                            <span className={c.activo ? '' : 'text-muted-foreground line-through'}>{c.nombre}</span>
                            {isAdmin && (
                              <span className="flex gap-1">
                                <Button
                                  size="sm"
                                  variant="ghost"
                                  onClick={() => setRenaming(c.id)}
                                  aria-label={`Renombrar ${c.nombre}`}
                                >
                                  Renombrar
                                </Button>
                                <Button
                                  size="sm"
                                  variant="ghost"
                                  disabled={save.isPending}
                                  onClick={() => toggle(c)}
                                  aria-label={`${c.activo ? 'Desactivar' : 'Activar'} ${c.nombre}`}
                                >
                                  {c.activo ? 'Desactivar' : 'Activar'}
                                </Button>
                              </span>
                            )}
                          </>
                        )}
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}
