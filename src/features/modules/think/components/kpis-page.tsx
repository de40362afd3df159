import { useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { ChartCard, EmptyState, field, FormActions, FormField, QueryState, useModuleUser, useZodForm } from '@/kit';
import { todayInChile } from '@/lib/dates';
import { formatDate, formatNumber } from '@/lib/format';
import { useAddKpiValue } from '../api/add-kpi-value';
import { useDeleteKpi } from '../api/delete-kpi';
import { useKpis } from '../api/get-kpis';
import { useKpiHistory } from '../api/kpi-history';
import { useThinkUsers } from '../api/get-users';
import { useSaveKpi } from '../api/save-kpi';
import type { KpiInput, KpiWithValue } from '../api/types';
import {
  DIRECTION_LABEL,
  DIRECTIONS,
  FREQUENCIES,
  FREQUENCY_LABEL,
  isKpiSource,
  KPI_SOURCE_INFO,
  KPI_SOURCES,
  LIGHT_COLOR,
  LIGHT_LABEL,
} from '../lib/kpi-sources';
import { useSourceAccess } from '../lib/use-source-access';

const opts = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((v) => ({ value: v, label: labels[v] }));

const kpiSchema = z
  .object({
    nombre: field.requiredText(120),
    unidad: field.optionalText(20),
    frecuencia: field.choice(FREQUENCIES, { labels: FREQUENCY_LABEL }),
    sentido: field.choice(DIRECTIONS, { labels: DIRECTION_LABEL }),
    meta: field.number(),
    umbral_verde: field.number(),
    umbral_rojo: field.number(),
    fuente: field.optionalText(),
    responsable_id: field.optionalText(),
  })
  .refine((v) => (v.sentido === 'mayor_mejor' ? v.umbral_verde >= v.umbral_rojo : v.umbral_verde <= v.umbral_rojo), {
    path: ['umbral_rojo'],
    message: 'Con «más es mejor» el rojo va bajo el verde; con «menos es mejor», sobre el verde',
  });

/** Create or edit a KPI: its unit, frequency, target, thresholds and, optionally, a live source. */
function KpiForm({
  kpi,
  onSave,
  onDone,
  pending,
}: {
  kpi?: KpiWithValue;
  onSave: (v: KpiInput) => Promise<unknown>;
  onDone: () => void;
  pending: boolean;
}) {
  const users = useThinkUsers();
  const access = useSourceAccess();
  const form = useZodForm(kpiSchema, {
    nombre: kpi?.nombre ?? '',
    unidad: kpi?.unidad ?? '',
    frecuencia: kpi?.frecuencia ?? 'mensual',
    sentido: kpi?.sentido ?? 'mayor_mejor',
    meta: kpi ? String(kpi.meta) : '',
    umbral_verde: kpi ? String(kpi.umbral_verde) : '',
    umbral_rojo: kpi ? String(kpi.umbral_rojo) : '',
    fuente: kpi?.fuente ?? '',
    responsable_id: kpi?.responsable_id ?? '',
  });
  // Only the sources of modules the user has (the function would answer nothing for the others).
  const sources = KPI_SOURCES.filter((s) => access[KPI_SOURCE_INFO[s].module] || s === kpi?.fuente).map((s) => ({
    value: s,
    label: `${KPI_SOURCE_INFO[s].label} (${KPI_SOURCE_INFO[s].moduleName})`,
  }));
  return (
    <form
      noValidate
      aria-label={kpi ? `Editar ${kpi.nombre}` : 'Nuevo indicador'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={form.handleSubmit(async (v) => {
        const fuente = v.fuente && isKpiSource(v.fuente) ? v.fuente : null;
        try {
          await onSave({
            nombre: v.nombre,
            descripcion: null,
            unidad: v.unidad ?? (fuente ? KPI_SOURCE_INFO[fuente].unit : ''),
            frecuencia: v.frecuencia,
            sentido: v.sentido,
            meta: v.meta,
            umbral_verde: v.umbral_verde,
            umbral_rojo: v.umbral_rojo,
            fuente,
            responsable_id: v.responsable_id ?? null,
          });
          onDone();
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      <div className="sm:col-span-2">
        <FormField form={form} name="nombre" label="Indicador" required />
      </div>
      <FormField
        form={form}
        name="fuente"
        label="Origen del valor"
        options={sources}
        hint="Sin especificar: el valor se registra a mano."
      />
      <FormField form={form} name="unidad" label="Unidad" hint="P. ej. %, días, $" />
      <FormField
        form={form}
        name="frecuencia"
        label="Frecuencia"
        required
        options={opts(FREQUENCIES, FREQUENCY_LABEL)}
      />
      <FormField form={form} name="sentido" label="Sentido" required options={opts(DIRECTIONS, DIRECTION_LABEL)} />
      <FormField form={form} name="meta" label="Meta" type="quantity" required />
      <FormField form={form} name="umbral_verde" label="Verde desde" type="quantity" required />
      <FormField form={form} name="umbral_rojo" label="Rojo más allá de" type="quantity" required />
      <FormField
        form={form}
        name="responsable_id"
        label="Responsable"
        options={(users.data ?? []).map((u) => ({ value: u.id, label: u.nombre }))}
      />
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-3"
        pending={pending}
        onCancel={onDone}
        submitLabel={kpi ? 'Guardar indicador' : 'Crear indicador'}
      />
    </form>
  );
}

const valueSchema = z.object({
  fecha: field.requiredDay(),
  valor: field.number(),
  comentario: field.optionalText(500),
});

function KpiValueForm({ kpi, onDone }: { kpi: KpiWithValue; onDone: () => void }) {
  const add = useAddKpiValue();
  const form = useZodForm(valueSchema, { fecha: todayInChile(), valor: '', comentario: '' });
  return (
    <form
      noValidate
      aria-label={`Registrar valor de ${kpi.nombre}`}
      className="grid gap-3 rounded-md border bg-muted/30 p-3 sm:grid-cols-3"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await add.mutateAsync({ kpi_id: kpi.id, fecha: v.fecha, valor: v.valor, comentario: v.comentario ?? null });
          onDone();
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      <FormField form={form} name="fecha" label="Fecha" type="date" required />
      <FormField
        form={form}
        name="valor"
        label={`Valor${kpi.unidad ? ` (${kpi.unidad})` : ''}`}
        type="quantity"
        required
      />
      <FormField form={form} name="comentario" label="Comentario" />
      <FormActions
        className="flex gap-2 sm:col-span-3"
        pending={add.isPending}
        onCancel={onDone}
        submitLabel="Registrar valor"
      />
    </form>
  );
}

function KpiTrend({ kpi }: { kpi: KpiWithValue }) {
  const query = useKpiHistory(kpi.id);
  return (
    <QueryState
      query={query}
      loadingLabel="Cargando tendencia..."
      errorTitle="No se pudo cargar la tendencia"
      isEmpty={(rows) => rows.length === 0}
      empty={
        <p className="text-sm text-muted-foreground">
          {kpi.fuente
            ? 'Aún no hay lecturas guardadas: se guarda una por periodo cuando el administrador de la empresa consulta los indicadores.'
            : 'Aún no hay valores registrados.'}
        </p>
      }
    >
      {(rows) => (
        <ChartCard
          title={`Tendencia de ${kpi.nombre}`}
          kind="line"
          xKey="fecha"
          xLabel="Fecha"
          data={rows.map((r) => ({ fecha: formatDate(r.fecha), valor: Number(r.valor), meta: Number(kpi.meta) }))}
          series={[
            { key: 'valor', label: kpi.unidad || 'Valor' },
            { key: 'meta', label: 'Meta' },
          ]}
        />
      )}
    </QueryState>
  );
}

/** The traffic light: a coloured dot with its word (never colour alone). */
function Light({ semaforo }: { semaforo: string | null }) {
  if (!semaforo) return <span className="text-xs text-muted-foreground">Sin valor</span>;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium">
      <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${LIGHT_COLOR[semaforo]}`} />
      {LIGHT_LABEL[semaforo] ?? semaforo}
    </span>
  );
}

function KpiRow({ kpi }: { kpi: KpiWithValue }) {
  const { isCompanyAdmin } = useModuleUser();
  const access = useSourceAccess();
  const save = useSaveKpi();
  const remove = useDeleteKpi();
  const [mode, setMode] = useState<'value' | 'trend' | 'edit' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const source = isKpiSource(kpi.fuente) ? KPI_SOURCE_INFO[kpi.fuente] : null;
  const unit = kpi.unidad ? ` ${kpi.unidad}` : '';
  return (
    <li aria-label={kpi.nombre} className="flex flex-col gap-2 p-3">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Light semaforo={kpi.semaforo} />
        <span className="min-w-48 font-medium">{kpi.nombre}</span>
        <span className="tabular-nums">
          {kpi.valor === null ? '—' : `${formatNumber(kpi.valor)}${unit}`}
          <span className="text-muted-foreground">
            {' '}
            · meta {formatNumber(kpi.meta)}
            {unit} · {DIRECTION_LABEL[kpi.sentido as 'mayor_mejor'] ?? kpi.sentido}
          </span>
        </span>
        <span className="text-xs text-muted-foreground">
          {source
            ? access[source.module]
              ? `En vivo desde ${source.moduleName}`
              : `Sin acceso a ${source.moduleName}: el valor no se muestra`
            : kpi.fecha
              ? `Registrado el ${formatDate(kpi.fecha)}`
              : 'Sin valores'}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {!source && (
          <Button size="sm" onClick={() => setMode(mode === 'value' ? null : 'value')}>
            Registrar valor
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => setMode(mode === 'trend' ? null : 'trend')}>
          {mode === 'trend' ? 'Ocultar tendencia' : 'Ver tendencia'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setMode(mode === 'edit' ? null : 'edit')}>
          Editar
        </Button>
        {isCompanyAdmin && (
          <Button size="sm" variant="outline" onClick={() => setDeleting(true)}>
            Eliminar
          </Button>
        )}
      </div>
      {mode === 'value' && <KpiValueForm kpi={kpi} onDone={() => setMode(null)} />}
      {mode === 'trend' && <KpiTrend kpi={kpi} />}
      {mode === 'edit' && (
        <KpiForm
          kpi={kpi}
          pending={save.isPending}
          onSave={(values) => save.mutateAsync({ id: kpi.id, values })}
          onDone={() => setMode(null)}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title={`¿Eliminar el indicador «${kpi.nombre}»?`}
        description="Se eliminan también sus valores registrados."
        confirmLabel="Eliminar"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(kpi.id, { onSuccess: () => setDeleting(false) })}
      />
    </li>
  );
}

/** The KPIs with their traffic lights: red first, then yellow, green, and those without a value. */
export default function KpisPage() {
  const query = useKpis();
  const save = useSaveKpi();
  const [creating, setCreating] = useState(false);
  const rank = (s: string | null) => ({ rojo: 0, amarillo: 1, verde: 2 })[s ?? ''] ?? 3;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <h2 className="mr-auto text-lg font-semibold">Indicadores</h2>
        {!creating && <Button onClick={() => setCreating(true)}>Nuevo indicador</Button>}
      </div>
      {creating && (
        <KpiForm
          pending={save.isPending}
          onSave={(values) => save.mutateAsync({ values })}
          onDone={() => setCreating(false)}
        />
      )}
      <QueryState
        query={query}
        loadingLabel="Cargando indicadores..."
        errorTitle="No se pudieron cargar los indicadores"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState title="Aún no hay indicadores">
            Crea un indicador con su meta y umbrales; su valor se registra a mano o se calcula desde otros módulos.
          </EmptyState>
        }
      >
        {(rows) => (
          <ul aria-label="Indicadores" className="flex flex-col divide-y rounded-lg border bg-card">
            {[...rows]
              .sort((a, b) => rank(a.semaforo) - rank(b.semaforo) || a.nombre.localeCompare(b.nombre, 'es'))
              .map((k) => (
                <KpiRow key={k.id} kpi={k} />
              ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
