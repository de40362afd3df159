import { todayInChile } from '@/lib/dates';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { modulePath } from '@/config/product';
import { formatDate, formatNumber } from '@/lib/format';
import {
  DataList,
  EmptyState,
  errorMessage,
  field,
  FormActions,
  FormField,
  QueryState,
  useZodForm,
  type ListColumn,
  useHasModule,
} from '@/kit';
import { useAssets, useGenerateOrder, usePlans, useSavePlan, type Plan } from '../api/industrial';

const planSchema = z.object({
  activo_id: field.requiredText(),
  nombre: field.requiredText(200),
  descripcion: field.optionalText(2000),
  frecuencia_dias: field.number({ min: 1, max: 3650, integer: true }),
  fecha_inicio: field.requiredDay(),
});

const daysUntil = (d: string) =>
  Math.round((new Date(`${d}T00:00:00Z`).getTime() - new Date(`${todayInChile()}T00:00:00Z`).getTime()) / 86_400_000);

export function PlansPage() {
  const plans = usePlans();
  const assets = useAssets();
  const save = useSavePlan();
  const generate = useGenerateOrder();
  const hasOps = useHasModule('ops');
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const assetById = useMemo(() => new Map((assets.data ?? []).map((a) => [a.id, a])), [assets.data]);
  const form = useZodForm(planSchema, {
    activo_id: '',
    nombre: '',
    descripcion: '',
    frecuencia_dias: '30',
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
    { key: 'frecuencia', header: 'Cada', cell: (p) => `${formatNumber(p.frecuencia_dias)} días` },
    {
      key: 'ultima',
      header: 'Última vez',
      cell: (p) => (p.ultima_ejecucion ? formatDate(p.ultima_ejecucion) : 'Nunca'),
    },
    {
      key: 'proxima',
      header: 'Próxima',
      cell: (p) => {
        const d = p.proxima_fecha ? daysUntil(p.proxima_fecha) : null;
        return (
          <span className="inline-flex items-center gap-2">
            {formatDate(p.proxima_fecha)}
            {d !== null && d < 0 && <Badge variant="destructive">Vencido</Badge>}
            {d !== null && d >= 0 && d <= 30 && <Badge variant="secondary">En {d} días</Badge>}
          </span>
        );
      },
    },
    {
      key: 'ot',
      header: 'Orden de trabajo',
      cell: (p) =>
        hasOps ? (
          <Button
            size="sm"
            variant="outline"
            disabled={generate.isPending}
            onClick={async () => {
              try {
                const id = await generate.mutateAsync(p.id);
                toast.success('Orden de trabajo creada');
                void navigate(`${modulePath('ops')}/ordenes/${id}`);
              } catch (e) {
                toast.error('No se pudo generar la orden', { description: errorMessage(e) });
              }
            }}
          >
            Generar OT
          </Button>
        ) : (
          <span className="text-xs text-muted-foreground">Requiere Axel Ops</span>
        ),
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
          onSubmit={form.handleSubmit(async (v) => {
            try {
              await save.mutateAsync({ values: { ...v, descripcion: v.descripcion ?? null } });
              toast.success('Plan creado');
              setCreating(false);
            } catch (e) {
              toast.error('No se pudo guardar el plan', { description: errorMessage(e) });
            }
          })}
        >
          <FormField
            form={form}
            name="activo_id"
            label="Activo"
            required
            options={(assets.data ?? []).map((a) => ({ value: a.id, label: `${a.codigo} · ${a.nombre}` }))}
          />
          <FormField form={form} name="nombre" label="Nombre" required />
          <FormField form={form} name="frecuencia_dias" label="Frecuencia (días)" type="quantity" required />
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
                Crea uno por activo: cada N días, desde la última vez.
              </EmptyState>
            }
          />
        )}
      </QueryState>
    </div>
  );
}
