import { todayInChile } from '@/lib/dates';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ORDER_STATE_LABEL, orderPath, usePlanOrders } from '@/features/modules/ops/public';
import { daysBetween } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { formatDate, formatNumber } from '@/lib/format';
import {
  DataList,
  EmptyState,
  field,
  FormActions,
  FormField,
  QueryState,
  useZodForm,
  type ListColumn,
  useHasModule,
} from '@/kit';
import { useGenerateOrder } from '../api/generate-order';
import { usePlanHours } from '../api/get-plan-hours';
import { useAssets } from '../api/get-assets';
import { usePlans } from '../api/get-plans';
import { useSavePlan } from '../api/save-plan';
import type { Plan, PlanHours } from '../api/types';

const TRIGGERS = { dias: 'Cada N días', horas: 'Cada N horas de marcha' } as const;

// A plan runs every N days or every N hours of its asset's meter (Predictive's horas_marcha), not both.
const planSchema = z
  .object({
    activo_id: field.requiredText(),
    nombre: field.requiredText(200),
    descripcion: field.optionalText(2000),
    disparo: field.choice(['dias', 'horas'], { labels: TRIGGERS }),
    frecuencia: field.number({ min: 1, max: 1_000_000, integer: true }),
    fecha_inicio: field.requiredDay(),
  })
  .superRefine((v, ctx) => {
    if (v.disparo === 'dias' && v.frecuencia > 3650)
      ctx.addIssue({ code: 'custom', path: ['frecuencia'], message: `Debe ser menor o igual a ${formatNumber(3650)}` });
  });

const daysUntil = (d: string) => daysBetween(todayInChile(), d);

export function PlansPage() {
  const plans = usePlans();
  const assets = useAssets();
  const hasOps = useHasModule('ops');
  const hasPredictive = useHasModule('predictive');
  const hours = usePlanHours();
  const planOrders = usePlanOrders(hasOps);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const save = useSavePlan({
    onSuccess: () => {
      toast.success('Plan creado');
      setCreating(false);
    },
  });
  // 'Generar OT' is busy while its request runs (a second click sends nothing), and the plan then
  // shows its open order instead of 'Vencido' and the button (the database refuses a duplicate).
  const generate = useGenerateOrder({
    onSuccess: (id) => {
      toast.success('Orden de trabajo creada');
      void navigate(orderPath(id));
    },
  });
  const assetById = useMemo(() => new Map((assets.data ?? []).map((a) => [a.id, a])), [assets.data]);
  const form = useZodForm(planSchema, {
    activo_id: '',
    nombre: '',
    descripcion: '',
    disparo: 'dias',
    frecuencia: '30',
    fecha_inicio: todayInChile(),
  });

  const columns: ListColumn<Plan>[] = [
    { key: 'nombre', header: 'Plan', cell: (p) => p.nombre },
    {
      key: 'activo',
      header: 'Activo',
      cell: (p) =>
        assetById.get(p.activo_id)
          ? `${assetById.get(p.activo_id)!.codigo} · ${assetById.get(p.activo_id)!.nombre}`
          : '',
    },
    {
      key: 'frecuencia',
      header: 'Cada',
      cell: (p) =>
        p.frecuencia_horas === null
          ? `${formatNumber(p.frecuencia_dias ?? 0)} días`
          : `${formatNumber(p.frecuencia_horas)} horas de marcha`,
    },
    {
      key: 'ultima',
      header: 'Última vez',
      cell: (p) => (p.ultima_ejecucion ? formatDate(p.ultima_ejecucion) : 'Nunca'),
    },
    {
      key: 'proxima',
      header: 'Próxima',
      cell: (p) => {
        const open = planOrders.data?.get(p.id);
        if (p.frecuencia_horas !== null) return <MeterState hours={hours} planId={p.id} open={Boolean(open)} />;
        const d = p.proxima_fecha ? daysUntil(p.proxima_fecha) : null;
        return (
          <span className="inline-flex items-center gap-2">
            {formatDate(p.proxima_fecha)}
            {open ? (
              <Badge variant="secondary">OT en curso</Badge>
            ) : (
              <>
                {d !== null && d < 0 && <Badge variant="destructive">Vencido</Badge>}
                {d !== null && d >= 0 && d <= 30 && <Badge variant="secondary">En {d} días</Badge>}
              </>
            )}
          </span>
        );
      },
    },
    {
      key: 'ot',
      header: 'Orden de trabajo',
      cell: (p) => {
        if (!hasOps) return <span className="text-xs text-muted-foreground">Requiere Axel Ops</span>;
        const open = planOrders.data?.get(p.id);
        if (open)
          return (
            <Link to={orderPath(open.id)} className="text-sm text-primary underline-offset-2 hover:underline">
              {open.codigo} · {ORDER_STATE_LABEL[open.estado as keyof typeof ORDER_STATE_LABEL] ?? open.estado}
            </Link>
          );
        const busy = generate.isPending && generate.variables === p.id;
        return (
          <Button
            size="sm"
            variant="outline"
            disabled={generate.isPending || planOrders.isPending}
            aria-busy={busy || undefined}
            onClick={() => generate.mutate(p.id)}
          >
            {busy ? 'Generando...' : 'Generar OT'}
          </Button>
        );
      },
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Nuevo plan
        </Button>
      </div>
      {creating && (
        <form
          noValidate
          aria-label="Nuevo plan de mantención"
          className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2"
          onSubmit={form.handleSubmit(({ disparo, frecuencia, ...v }) =>
            save.mutate({
              values: {
                ...v,
                descripcion: v.descripcion ?? null,
                frecuencia_dias: disparo === 'dias' ? frecuencia : null,
                frecuencia_horas: disparo === 'horas' ? frecuencia : null,
              },
            }),
          )}
        >
          <FormField
            form={form}
            name="activo_id"
            label="Activo"
            required
            options={(assets.data ?? []).map((a) => ({ value: a.id, label: `${a.codigo} · ${a.nombre}` }))}
          />
          <FormField form={form} name="nombre" label="Nombre" required />
          <FormField
            form={form}
            name="disparo"
            label="Se repite"
            required
            options={Object.entries(TRIGGERS).map(([value, label]) => ({ value, label }))}
          />
          <FormField
            form={form}
            name="frecuencia"
            label={form.values.disparo === 'horas' ? 'Frecuencia (horas de marcha)' : 'Frecuencia (días)'}
            type="quantity"
            required
            hint={
              form.values.disparo !== 'horas'
                ? undefined
                : hasPredictive
                  ? 'Cuenta las lecturas de horas de marcha del activo (Axel Predictive) desde la última vez.'
                  : 'Requiere lecturas de horas de marcha del activo, que se registran en Axel Predictive.'
            }
          />
          <FormField form={form} name="fecha_inicio" label="Desde" type="date" required />
          <div className="sm:col-span-2">
            <FormField form={form} name="descripcion" label="Tareas" multiline />
          </div>
          <FormActions pending={save.isPending} onCancel={() => setCreating(false)} />
        </form>
      )}
      <QueryState query={plans} loadingLabel="Cargando planes..." errorTitle="No se pudieron cargar los planes">
        {(rows) => (
          <DataList
            label="Planes de mantención preventiva"
            rows={rows}
            columns={columns}
            rowKey={(p) => p.id}
            empty={
              <EmptyState title="Aún no hay planes de mantención">
                Crea uno por activo: cada N días o cada N horas de marcha, desde la última vez.
              </EmptyState>
            }
          />
        )}
      </QueryState>
    </div>
  );
}

/** A meter plan's hours since its last execution and its state (no readings, due, or hours left). */
function MeterState({
  hours,
  planId,
  open,
}: {
  hours: { data?: Map<string, PlanHours>; isPending: boolean; isError: boolean };
  planId: string;
  open: boolean;
}) {
  if (hours.isPending) return <span className="text-xs text-muted-foreground">Cargando horas...</span>;
  if (hours.isError) return <span className="text-xs text-destructive">No se pudieron leer las horas</span>;
  const h = hours.data?.get(planId);
  if (!h || h.estado === 'sin_lecturas' || h.horas_desde === null) return <Badge variant="outline">Sin lecturas</Badge>;
  return (
    <span className="inline-flex items-center gap-2">
      {formatNumber(Math.floor(h.horas_desde))} h desde la última vez
      {open ? (
        <Badge variant="secondary">OT en curso</Badge>
      ) : h.estado === 'vencido' ? (
        <Badge variant="destructive">Vencido</Badge>
      ) : (
        <Badge variant="secondary">Faltan {formatNumber(Math.ceil(h.horas_restantes ?? 0))} h</Badge>
      )}
    </span>
  );
}
