import { useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  bothQueries,
  EmptyState,
  field,
  FormActions,
  FormField,
  QueryState,
  useHasModule,
  useModuleUser,
  useZodForm,
} from '@/kit';
import { formatCLP, formatDate, formatNumber } from '@/lib/format';
import { useObjectives } from '../api/get-objectives';
import { useThinkUsers } from '../api/get-users';
import { useDeleteInitiative, useInitiatives, useLinkableProjects, useSaveInitiative } from '../api/initiatives';
import type { InitiativeInput, InitiativeWithProgress, ObjectiveWithProgress } from '../api/types';
import { INITIATIVE_STATE_LABEL, INITIATIVE_STATES, initiativeStateLabel } from '../lib/labels';
import { thinkPaths } from '../lib/paths';
import { periodLabel } from '../lib/period';
import { Progress } from './parts';

const initiativeSchema = z
  .object({
    nombre: field.requiredText(160),
    descripcion: field.optionalText(2000),
    objetivo_id: field.optionalText(),
    responsable_id: field.optionalText(),
    fecha_inicio: field.day(),
    fecha_fin: field.day(),
    estado: field.choice(INITIATIVE_STATES, { labels: INITIATIVE_STATE_LABEL }),
    presupuesto: field.pesos({ allowZero: true }),
    gasto: field.pesos({ allowZero: true }),
    avance: field.number({ min: 0, max: 100 }),
    proyecto_id: field.optionalText(),
  })
  .refine((v) => !v.fecha_inicio || !v.fecha_fin || v.fecha_fin >= v.fecha_inicio, {
    path: ['fecha_fin'],
    message: 'El término no puede ser anterior al inicio',
  });

function InitiativeForm({
  initiative,
  objectives,
  onDone,
}: {
  initiative?: InitiativeWithProgress;
  objectives: ObjectiveWithProgress[];
  onDone: () => void;
}) {
  const save = useSaveInitiative();
  const users = useThinkUsers();
  const hasProjects = useHasModule('projects');
  const projects = useLinkableProjects(hasProjects);
  const form = useZodForm(initiativeSchema, {
    nombre: initiative?.nombre ?? '',
    descripcion: initiative?.descripcion ?? '',
    objetivo_id: initiative?.objetivo_id ?? '',
    responsable_id: initiative?.responsable_id ?? '',
    fecha_inicio: initiative?.fecha_inicio ?? '',
    fecha_fin: initiative?.fecha_fin ?? '',
    estado: initiative?.estado ?? 'planificada',
    presupuesto: String(initiative?.presupuesto ?? 0),
    gasto: String(initiative?.gasto ?? 0),
    avance: String(initiative?.avance ?? 0),
    proyecto_id: initiative?.proyecto_id ?? '',
  });
  return (
    <form
      noValidate
      aria-label={initiative ? `Editar ${initiative.nombre}` : 'Nueva iniciativa'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={form.handleSubmit(async (v) => {
        const values: InitiativeInput = {
          nombre: v.nombre,
          descripcion: v.descripcion ?? null,
          objetivo_id: v.objetivo_id ?? null,
          responsable_id: v.responsable_id ?? null,
          fecha_inicio: v.fecha_inicio ?? null,
          fecha_fin: v.fecha_fin ?? null,
          estado: v.estado,
          presupuesto: Number(v.presupuesto),
          gasto: Number(v.gasto),
          avance: v.avance,
          // Without Axel Projects the link is not offered; an existing one is kept as it is.
          proyecto_id: hasProjects ? (v.proyecto_id ?? null) : (initiative?.proyecto_id ?? null),
        };
        try {
          await save.mutateAsync({ id: initiative?.id, values });
          onDone();
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      <div className="sm:col-span-2">
        <FormField form={form} name="nombre" label="Iniciativa" required />
      </div>
      <FormField
        form={form}
        name="objetivo_id"
        label="Objetivo al que aporta"
        options={objectives.map((o) => ({ value: o.id, label: `${o.titulo} (${periodLabel(o.periodo)})` }))}
      />
      <FormField
        form={form}
        name="responsable_id"
        label="Responsable"
        options={(users.data ?? []).map((u) => ({ value: u.id, label: u.nombre }))}
      />
      <FormField
        form={form}
        name="estado"
        label="Estado"
        required
        options={INITIATIVE_STATES.map((s) => ({ value: s, label: INITIATIVE_STATE_LABEL[s] }))}
      />
      <FormField form={form} name="fecha_inicio" label="Inicio" type="date" />
      <FormField form={form} name="fecha_fin" label="Término" type="date" />
      <FormField form={form} name="presupuesto" label="Presupuesto" type="amount" required />
      <FormField form={form} name="gasto" label="Gasto a la fecha" type="amount" required />
      {hasProjects && (
        <FormField
          form={form}
          name="proyecto_id"
          label="Proyecto de Axel Projects"
          options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.nombre }))}
          hint={
            projects.isError
              ? 'No se pudieron cargar los proyectos.'
              : 'Con un proyecto vinculado, el avance y las horas se toman de Axel Projects.'
          }
        />
      )}
      <FormField
        form={form}
        name="avance"
        label="Avance (%)"
        type="quantity"
        required
        hint="Se usa cuando no hay un proyecto vinculado."
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <FormField form={form} name="descripcion" label="Descripción" multiline />
      </div>
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-3"
        pending={save.isPending}
        onCancel={onDone}
        submitLabel={initiative ? 'Guardar iniciativa' : 'Crear iniciativa'}
      />
    </form>
  );
}

function InitiativeRow({
  initiative: i,
  objectives,
  owner,
}: {
  initiative: InitiativeWithProgress;
  objectives: ObjectiveWithProgress[];
  owner: string | undefined;
}) {
  const { isCompanyAdmin } = useModuleUser();
  const remove = useDeleteInitiative();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const objective = objectives.find((o) => o.id === i.objetivo_id);
  const over = i.gasto > i.presupuesto;
  return (
    <li aria-label={i.nombre} className="flex flex-col gap-2 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <span className="min-w-48 font-medium">{i.nombre}</span>
        <span className="rounded bg-muted px-2 py-0.5 text-xs">{initiativeStateLabel(i.estado)}</span>
        {i.progreso === null ? (
          <span className="text-xs text-muted-foreground">Sin acceso a Axel Projects: el avance no se muestra</span>
        ) : (
          <Progress value={i.progreso} label={`Avance de ${i.nombre}`} />
        )}
        <span className={over ? 'font-medium text-red-700' : 'text-muted-foreground'}>
          Gasto {formatCLP(i.gasto)} de {formatCLP(i.presupuesto)}
          {over ? ' (sobre el presupuesto)' : ''}
        </span>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span>
          Objetivo:{' '}
          {objective ? (
            <Link to={thinkPaths.objective(objective.id)} className="text-primary hover:underline">
              {objective.titulo}
            </Link>
          ) : (
            'sin objetivo'
          )}
        </span>
        <span>Responsable: {owner ?? 'sin responsable'}</span>
        <span>
          {i.fecha_inicio ? formatDate(i.fecha_inicio) : 'sin inicio'} →{' '}
          {i.fecha_fin ? formatDate(i.fecha_fin) : 'sin término'}
        </span>
        {i.proyecto && i.proyecto.visible && (
          <span>
            Proyecto «{i.proyecto.nombre}»: {formatNumber(i.proyecto.tareas_hechas ?? 0)} de{' '}
            {formatNumber(i.proyecto.tareas ?? 0)} tareas hechas · {formatNumber(i.proyecto.horas_registradas ?? 0)} h
            registradas de {formatNumber(i.proyecto.horas_estimadas ?? 0)} h estimadas
          </span>
        )}
        {i.proyecto && !i.proyecto.visible && <span>Vinculada a un proyecto de Axel Projects</span>}
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => setEditing(!editing)}>
          {editing ? 'Cerrar edición' : 'Editar'}
        </Button>
        {isCompanyAdmin && (
          <Button size="sm" variant="outline" onClick={() => setDeleting(true)}>
            Eliminar
          </Button>
        )}
      </div>
      {editing && <InitiativeForm initiative={i} objectives={objectives} onDone={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        title={`¿Eliminar la iniciativa «${i.nombre}»?`}
        description="El proyecto vinculado de Axel Projects no se toca."
        confirmLabel="Eliminar"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(i.id, { onSuccess: () => setDeleting(false) })}
      />
    </li>
  );
}

/** Initiatives: the projects of change that carry the objectives, with budget, spend and progress. */
export default function InitiativesPage() {
  const query = bothQueries(useInitiatives(), useObjectives());
  const users = useThinkUsers();
  const [creating, setCreating] = useState(false);
  const ownerName = new Map((users.data ?? []).map((u) => [u.id, u.nombre]));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <h2 className="mr-auto text-lg font-semibold">Iniciativas</h2>
        {!creating && <Button onClick={() => setCreating(true)}>Nueva iniciativa</Button>}
      </div>
      <QueryState
        query={query}
        loadingLabel="Cargando iniciativas..."
        errorTitle="No se pudieron cargar las iniciativas"
      >
        {([initiatives, objectives]) => (
          <>
            {creating && <InitiativeForm objectives={objectives} onDone={() => setCreating(false)} />}
            {initiatives.length === 0 ? (
              <EmptyState title="Aún no hay iniciativas">
                Una iniciativa es un proyecto de cambio que empuja un objetivo: con responsable, fechas, presupuesto y
                gasto.
              </EmptyState>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">
                  Presupuesto total {formatCLP(initiatives.reduce((s, i) => s + i.presupuesto, 0))} · gasto{' '}
                  {formatCLP(initiatives.reduce((s, i) => s + i.gasto, 0))}
                </p>
                <ul aria-label="Iniciativas" className="flex flex-col divide-y rounded-lg border bg-card">
                  {initiatives.map((i) => (
                    <InitiativeRow
                      key={i.id}
                      initiative={i}
                      objectives={objectives}
                      owner={i.responsable_id ? ownerName.get(i.responsable_id) : undefined}
                    />
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
