import { z } from 'zod';
import { field, FormActions, FormField, useZodForm } from '@/kit';
import { usePerspectives } from '../api/get-perspectives';
import { useThinkUsers } from '../api/get-users';
import type { Objective, ObjectiveInput, ObjectiveWithProgress } from '../api/types';
import { PERIOD_PATTERN, periodChoices, periodLabel } from '../lib/period';

const objectiveSchema = z.object({
  titulo: field.requiredText(200),
  descripcion: field.optionalText(2000),
  perspectiva_id: field.optionalText(),
  padre_id: field.optionalText(),
  responsable_id: field.optionalText(),
  periodo: field.requiredText(7).refine((v) => PERIOD_PATTERN.test(v), 'Periodo inválido'),
  area: field.optionalText(100),
});

/** Ids of an objective and everything below it (never offered as its parent: the database refuses a circle). */
function subtree(id: string, all: ObjectiveWithProgress[]): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const o of all)
      if (o.padre_id && out.has(o.padre_id) && !out.has(o.id)) {
        out.add(o.id);
        grew = true;
      }
  }
  return out;
}

/** Create or edit a strategic objective: perspective, parent (aligned to), owner, period and area. */
export function ObjectiveForm({
  objective,
  objectives,
  parentId,
  onSave,
  onDone,
  pending,
}: {
  objective?: Objective;
  objectives: ObjectiveWithProgress[];
  parentId?: string;
  onSave: (v: ObjectiveInput) => Promise<unknown>;
  onDone: () => void;
  pending: boolean;
}) {
  const perspectives = usePerspectives();
  const users = useThinkUsers();
  const periods = periodChoices();
  if (objective && !periods.some((p) => p.value === objective.periodo))
    periods.unshift({ value: objective.periodo, label: periodLabel(objective.periodo) });
  const form = useZodForm(objectiveSchema, {
    titulo: objective?.titulo ?? '',
    descripcion: objective?.descripcion ?? '',
    perspectiva_id: objective?.perspectiva_id ?? '',
    padre_id: objective?.padre_id ?? parentId ?? '',
    responsable_id: objective?.responsable_id ?? '',
    periodo: objective?.periodo ?? periods[0].value,
    area: objective?.area ?? '',
  });
  const excluded = objective ? subtree(objective.id, objectives) : new Set<string>();
  return (
    <form
      noValidate
      aria-label={objective ? 'Editar objetivo' : 'Nuevo objetivo'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await onSave({
            titulo: v.titulo,
            descripcion: v.descripcion ?? null,
            perspectiva_id: v.perspectiva_id ?? null,
            padre_id: v.padre_id ?? null,
            responsable_id: v.responsable_id ?? null,
            periodo: v.periodo,
            area: v.area ?? '',
          });
          onDone();
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      <div className="sm:col-span-2">
        <FormField form={form} name="titulo" label="Objetivo" required />
      </div>
      <FormField form={form} name="periodo" label="Periodo" required options={periods} />
      <FormField
        form={form}
        name="perspectiva_id"
        label="Perspectiva"
        options={(perspectives.data ?? []).map((p) => ({ value: p.id, label: p.nombre }))}
      />
      <FormField
        form={form}
        name="padre_id"
        label="Aporta a"
        hint="El objetivo superior al que se alinea."
        options={objectives
          .filter((o) => !excluded.has(o.id))
          .map((o) => ({ value: o.id, label: `${o.titulo} (${periodLabel(o.periodo)})` }))}
      />
      <FormField
        form={form}
        name="responsable_id"
        label="Responsable"
        options={(users.data ?? []).map((u) => ({ value: u.id, label: u.nombre }))}
      />
      <FormField form={form} name="area" label="Área" hint="P. ej. Mantención; vacío si es de la empresa." />
      <div className="sm:col-span-2 lg:col-span-3">
        <FormField form={form} name="descripcion" label="Descripción" multiline />
      </div>
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-3"
        pending={pending}
        onCancel={onDone}
        submitLabel={objective ? 'Guardar objetivo' : 'Crear objetivo'}
        pendingLabel={objective ? 'Guardando...' : 'Creando...'}
      />
    </form>
  );
}
