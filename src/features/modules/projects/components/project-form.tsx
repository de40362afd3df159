import { z } from 'zod';
import { field, FormActions, FormField, useModuleUser, useZodForm } from '@/kit';
import { todayInChile } from '@/lib/dates';
import { useProjectClients } from '../api/get-project-clients';
import { useProjectUsers } from '../api/get-project-users';
import type { Project, ProjectInput } from '../api/types';
import { PROJECT_STATE_LABEL, PROJECT_STATES } from '../lib/labels';

const opts = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((v) => ({ value: v, label: labels[v] }));

export const projectSchema = z
  .object({
    nombre: field.requiredText(200),
    descripcion: field.optionalText(4000),
    tercero_id: field.optionalText(),
    gerente_id: field.optionalText(),
    fecha_inicio: field.requiredDay(),
    fecha_fin: field.day(),
    // Whole pesos as people write them (12.500.000), read by the one es-CL parser.
    presupuesto: field.pesos({ allowZero: true, maxDigits: 14 }),
    estado: field.choice(PROJECT_STATES, { labels: PROJECT_STATE_LABEL }),
  })
  .refine((v) => !v.fecha_fin || v.fecha_fin >= v.fecha_inicio, {
    path: ['fecha_fin'],
    message: 'El término no puede ser anterior al inicio',
  });

const initialFrom = (p?: Project) => ({
  nombre: p?.nombre ?? '',
  descripcion: p?.descripcion ?? '',
  tercero_id: p?.tercero_id ?? '',
  gerente_id: p?.gerente_id ?? '',
  fecha_inicio: p?.fecha_inicio ?? todayInChile(),
  fecha_fin: p?.fecha_fin ?? '',
  presupuesto: p ? String(p.presupuesto) : '0',
  estado: p?.estado ?? 'planificado',
});

/**
 * Create or edit a project. The client comes from the shared directory through the module's picker
 * (proy_clientes), so a user with Projects only can choose one; the manager from the company's users.
 */
export function ProjectForm({
  project,
  onSave,
  onDone,
  pending,
}: {
  project?: Project;
  onSave: (v: ProjectInput) => Promise<unknown>;
  onDone: () => void;
  pending: boolean;
}) {
  const clients = useProjectClients();
  const users = useProjectUsers();
  const { userId, isCompanyAdmin } = useModuleUser();
  const form = useZodForm(projectSchema, initialFrom(project));
  // Postgres' rule (proy_verificar_gerente): the company's admin, the current manager, or the
  // creator of a project that has none changes the manager; others see it, not a field they cannot use.
  const canChangeManager =
    !project ||
    isCompanyAdmin ||
    (!!userId && (project.gerente_id === userId || (project.gerente_id === null && project.creado_por === userId)));
  const managerName = (users.data ?? []).find((u) => u.id === project?.gerente_id)?.nombre;
  const clientOptions = (clients.data ?? []).map((c) => ({ value: c.id, label: c.nombre }));
  // A project's client that is no longer an active client still shows under its stored name.
  if (project?.tercero_id && !clientOptions.some((c) => c.value === project.tercero_id))
    clientOptions.unshift({ value: project.tercero_id, label: project.cliente_nombre ?? 'Cliente actual' });
  return (
    <form
      noValidate
      aria-label={project ? 'Editar proyecto' : 'Nuevo proyecto'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await onSave({
            nombre: v.nombre,
            descripcion: v.descripcion ?? null,
            tercero_id: v.tercero_id ?? null,
            gerente_id: v.gerente_id ?? null,
            fecha_inicio: v.fecha_inicio,
            fecha_fin: v.fecha_fin ?? null,
            // At most 14 digits: exact as a number (far below 2^53).
            presupuesto: Number(v.presupuesto),
            estado: v.estado,
          });
          onDone();
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      <div className="sm:col-span-2">
        <FormField form={form} name="nombre" label="Nombre" required />
      </div>
      <FormField
        form={form}
        name="tercero_id"
        label="Cliente"
        options={clientOptions}
        hint="Del directorio compartido de clientes."
      />
      {canChangeManager ? (
        <FormField
          form={form}
          name="gerente_id"
          label="Jefe de proyecto"
          options={(users.data ?? []).map((u) => ({ value: u.id, label: u.nombre }))}
        />
      ) : (
        <div className="grid gap-1 text-sm">
          <span className="font-medium">Jefe de proyecto</span>
          <span>{managerName ?? 'sin asignar'}</span>
          <p className="text-xs text-muted-foreground">
            Solo un administrador de la empresa o el jefe de proyecto lo cambia.
          </p>
        </div>
      )}
      <FormField form={form} name="fecha_inicio" label="Inicio" type="date" required />
      <FormField form={form} name="fecha_fin" label="Término" type="date" />
      <FormField
        form={form}
        name="presupuesto"
        label="Presupuesto (CLP)"
        type="amount"
        required
        hint="Sin decimales, p. ej. 12.500.000"
      />
      <FormField
        form={form}
        name="estado"
        label="Estado"
        required
        options={opts(PROJECT_STATES, PROJECT_STATE_LABEL)}
      />
      <div className="sm:col-span-2 lg:col-span-4">
        <FormField form={form} name="descripcion" label="Descripción" multiline />
      </div>
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-4"
        pending={pending}
        onCancel={onDone}
        submitLabel={project ? 'Guardar proyecto' : 'Crear proyecto'}
        pendingLabel={project ? 'Guardando...' : 'Creando...'}
      />
    </form>
  );
}
