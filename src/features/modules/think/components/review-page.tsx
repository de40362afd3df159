import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { bothQueries, EmptyState, field, FormActions, FormField, QueryState, useModuleUser, useZodForm } from '@/kit';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/error-message';
import { todayInChile } from '@/lib/dates';
import { formatDate, formatNumber } from '@/lib/format';
import { getCompanyName } from '@/lib/pdf/company-name';
import { useKpis } from '../api/get-kpis';
import { useObjectives } from '../api/get-objectives';
import { useThinkUsers } from '../api/get-users';
import {
  useDeletePoint,
  useDeleteReview,
  useRefreshAgenda,
  useReviews,
  useSavePoint,
  useSaveReview,
} from '../api/reviews';
import type { KpiWithValue, ObjectiveWithProgress, ReviewPoint, ReviewWithPoints } from '../api/types';
import { LIGHT_LABEL } from '../lib/kpi-sources';
import { confidenceLabel, objectiveStateLabel, REVIEW_STATE_LABEL, reviewKindLabel } from '../lib/labels';
import { thinkPaths } from '../lib/paths';
import { isCurrentPeriod, periodLabel } from '../lib/period';
import { isOverdue } from '../lib/reviews';
import type { ReviewReport } from '../lib/review-report';

const pointSchema = z
  .object({
    tipo: field.choice(['decision', 'compromiso'] as const, {
      labels: { decision: 'Decisión', compromiso: 'Compromiso' },
    }),
    texto: field.requiredText(1000),
    responsable_id: field.optionalText(),
    fecha_compromiso: field.day(),
  })
  .refine((v) => v.tipo === 'decision' || v.responsable_id, {
    path: ['responsable_id'],
    message: 'Un compromiso necesita responsable',
  })
  .refine((v) => v.tipo === 'decision' || v.fecha_compromiso, {
    path: ['fecha_compromiso'],
    message: 'Un compromiso necesita fecha',
  });

function PointForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const save = useSavePoint();
  const users = useThinkUsers();
  const form = useZodForm(pointSchema, { tipo: 'decision', texto: '', responsable_id: '', fecha_compromiso: '' });
  return (
    <form
      noValidate
      aria-label="Nueva decisión o compromiso"
      className="grid gap-3 rounded-md border bg-muted/30 p-3 sm:grid-cols-2"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await save.mutateAsync({
            values: {
              revision_id: reviewId,
              tipo: v.tipo,
              texto: v.texto,
              responsable_id: v.responsable_id ?? null,
              fecha_compromiso: v.tipo === 'compromiso' ? (v.fecha_compromiso ?? null) : null,
              cumplido: false,
            },
          });
          onDone();
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      <FormField
        form={form}
        name="tipo"
        label="Tipo"
        required
        options={[
          { value: 'decision', label: 'Decisión' },
          { value: 'compromiso', label: 'Compromiso' },
        ]}
      />
      <FormField
        form={form}
        name="responsable_id"
        label="Responsable"
        options={(users.data ?? []).map((u) => ({ value: u.id, label: u.nombre }))}
      />
      <div className="sm:col-span-2">
        <FormField form={form} name="texto" label="Texto" multiline required />
      </div>
      <FormField form={form} name="fecha_compromiso" label="Fecha comprometida" type="date" hint="Solo compromisos." />
      <FormActions
        className="flex gap-2 sm:col-span-2"
        pending={save.isPending}
        onCancel={onDone}
        submitLabel="Agregar"
      />
    </form>
  );
}

function PointRow({ point, owner, today }: { point: ReviewPoint; owner?: string; today: string }) {
  const { isCompanyAdmin } = useModuleUser();
  const save = useSavePoint();
  const remove = useDeletePoint();
  const overdue = isOverdue(point, today);
  return (
    <li className="flex flex-wrap items-center gap-2 py-2 text-sm">
      <span className="mr-auto min-w-64 whitespace-pre-line">{point.texto}</span>
      {point.tipo === 'compromiso' && (
        <>
          <span className="text-muted-foreground">
            {owner ?? 'sin responsable'} · {formatDate(point.fecha_compromiso)}
          </span>
          <span
            className={`rounded px-2 py-0.5 text-xs font-medium ${
              point.cumplido ? 'bg-emerald-100 text-emerald-900' : overdue ? 'bg-red-100 text-red-900' : 'bg-muted'
            }`}
          >
            {point.cumplido ? 'Cumplido' : overdue ? 'Vencido' : 'Pendiente'}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={save.isPending}
            onClick={() =>
              save.mutate({
                id: point.id,
                values: {
                  revision_id: point.revision_id,
                  tipo: point.tipo,
                  texto: point.texto,
                  responsable_id: point.responsable_id,
                  fecha_compromiso: point.fecha_compromiso,
                  cumplido: !point.cumplido,
                },
              })
            }
          >
            {point.cumplido ? 'Reabrir' : 'Marcar cumplido'}
          </Button>
        </>
      )}
      {isCompanyAdmin && (
        <Button size="sm" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(point.id)}>
          Quitar
        </Button>
      )}
    </li>
  );
}

function reportData(
  review: ReviewWithPoints,
  objectives: ObjectiveWithProgress[],
  kpis: KpiWithValue[],
  users: Map<string, string>,
  today: string,
  company: string,
): ReviewReport {
  const withUnit = (v: number | null, unit: string) =>
    v === null ? '—' : `${formatNumber(v)}${unit ? ` ${unit}` : ''}`;
  return {
    company,
    title: review.titulo,
    fields: [
      ['Comité', reviewKindLabel(review.tipo)],
      ['Fecha', formatDate(review.fecha)],
      ['Estado', REVIEW_STATE_LABEL[review.estado] ?? review.estado],
      ['Agenda preparada', formatDate(review.preparada_en.slice(0, 10))],
    ],
    objectives: objectives
      .filter((o) => isCurrentPeriod(o.periodo, today))
      .map((o) => ({
        title: o.titulo,
        period: periodLabel(o.periodo),
        progress: `${formatNumber(o.progreso)} %`,
        state: objectiveStateLabel(o.estado),
      })),
    kpis: kpis.map((k) => ({
      name: k.nombre,
      value: withUnit(k.valor, k.unidad),
      target: withUnit(Number(k.meta), k.unidad),
      light: k.semaforo ? (LIGHT_LABEL[k.semaforo] ?? k.semaforo) : 'Sin valor',
    })),
    agendaKpis: review.agenda.kpis.map((k) => ({
      name: k.nombre,
      value: withUnit(k.valor === null ? null : Number(k.valor), k.unidad),
      target: withUnit(Number(k.meta), k.unidad),
    })),
    agendaKeyResults: review.agenda.resultados.map((r) => ({
      title: r.titulo,
      objective: r.objetivo,
      progress: `${formatNumber(Number(r.progreso))} %`,
      confidence: confidenceLabel(r.confianza),
    })),
    decisions: review.puntos.filter((p) => p.tipo === 'decision').map((p) => p.texto),
    commitments: review.puntos
      .filter((p) => p.tipo === 'compromiso')
      .map((p) => ({
        text: p.texto,
        owner: (p.responsable_id && users.get(p.responsable_id)) || 'Sin responsable',
        due: formatDate(p.fecha_compromiso),
        state: p.cumplido ? 'Cumplido' : isOverdue(p, today) ? 'Vencido' : 'Pendiente',
      })),
    notes: review.notas ?? '',
  };
}

const notesSchema = z.object({ notas: field.optionalText(4000) });

function NotesForm({ review, onDone }: { review: ReviewWithPoints; onDone: () => void }) {
  const save = useSaveReview();
  const form = useZodForm(notesSchema, { notas: review.notas ?? '' });
  return (
    <form
      noValidate
      aria-label="Notas de la revisión"
      className="flex flex-col gap-2"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await save.mutateAsync({
            id: review.id,
            values: {
              titulo: review.titulo,
              tipo: review.tipo,
              fecha: review.fecha,
              estado: review.estado,
              notas: v.notas ?? null,
            },
          });
          onDone();
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      <FormField form={form} name="notas" label="Notas" multiline />
      <FormActions pending={save.isPending} onCancel={onDone} />
    </form>
  );
}

function ReviewView({
  review,
  objectives,
  kpis,
}: {
  review: ReviewWithPoints;
  objectives: ObjectiveWithProgress[];
  kpis: KpiWithValue[];
}) {
  const { isCompanyAdmin, companyId } = useModuleUser();
  const users = useThinkUsers();
  const save = useSaveReview();
  const refresh = useRefreshAgenda();
  const remove = useDeleteReview();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [editingNotes, setEditingNotes] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const today = todayInChile();
  const names = new Map((users.data ?? []).map((u) => [u.id, u.nombre]));
  const decisions = review.puntos.filter((p) => p.tipo === 'decision');
  const commitments = review.puntos.filter((p) => p.tipo === 'compromiso');
  const prepared = review.estado === 'preparada';

  async function downloadReport() {
    setPrinting(true);
    try {
      const [{ buildReviewReport }, { downloadPdf }, company] = await Promise.all([
        import('../lib/review-report'),
        import('@/lib/pdf/download'),
        getCompanyName(companyId).then((name) => name ?? ''),
      ]);
      const bytes = await buildReviewReport(reportData(review, objectives, kpis, names, today, company));
      downloadPdf(bytes, `revision-${review.fecha}.pdf`);
    } catch (error) {
      toast.error('No se pudo generar el informe', { description: errorMessage(error) });
    } finally {
      setPrinting(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        <Link to={thinkPaths.reviews} className="text-primary hover:underline">
          ← Revisiones
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-lg font-semibold">{review.titulo}</h2>
        <Button disabled={printing} onClick={() => void downloadReport()}>
          {printing ? 'Generando PDF...' : 'Descargar informe ejecutivo (PDF)'}
        </Button>
        {prepared && (
          <Button variant="outline" disabled={refresh.isPending} onClick={() => refresh.mutate(review.id)}>
            {refresh.isPending ? 'Actualizando...' : 'Actualizar agenda'}
          </Button>
        )}
        <Button
          variant="outline"
          disabled={save.isPending}
          onClick={() =>
            save.mutate({
              id: review.id,
              values: {
                titulo: review.titulo,
                tipo: review.tipo,
                fecha: review.fecha,
                notas: review.notas,
                estado: prepared ? 'realizada' : 'preparada',
              },
            })
          }
        >
          {prepared ? 'Marcar como realizada' : 'Reabrir'}
        </Button>
        {isCompanyAdmin && (
          <Button variant="outline" onClick={() => setDeleting(true)}>
            Eliminar
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        Comité {reviewKindLabel(review.tipo).toLowerCase()} · {formatDate(review.fecha)} ·{' '}
        {REVIEW_STATE_LABEL[review.estado] ?? review.estado} · agenda preparada el{' '}
        {formatDate(review.preparada_en.slice(0, 10))}
      </p>
      <section aria-label="Agenda" className="grid gap-4 lg:grid-cols-2">
        <div className="rounded-lg border bg-card p-4">
          <h3 className="mb-2 font-semibold">Indicadores en rojo ({formatNumber(review.agenda.kpis.length)})</h3>
          {review.agenda.kpis.length === 0 ? (
            <p className="text-sm text-muted-foreground">Ningún indicador estaba en rojo.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {review.agenda.kpis.map((k) => (
                <li key={k.id}>
                  <span className="font-medium">{k.nombre}</span>:{' '}
                  {k.valor === null ? '—' : formatNumber(Number(k.valor))} {k.unidad} (meta{' '}
                  {formatNumber(Number(k.meta))} {k.unidad})
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="rounded-lg border bg-card p-4">
          <h3 className="mb-2 font-semibold">
            Resultados clave en riesgo ({formatNumber(review.agenda.resultados.length)})
          </h3>
          {review.agenda.resultados.length === 0 ? (
            <p className="text-sm text-muted-foreground">Ningún resultado clave estaba en riesgo.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {review.agenda.resultados.map((r) => (
                <li key={r.id}>
                  <Link to={thinkPaths.objective(r.objetivo_id)} className="font-medium text-primary hover:underline">
                    {r.titulo}
                  </Link>{' '}
                  <span className="text-muted-foreground">
                    · {r.objetivo} · {formatNumber(Number(r.progreso))} % · confianza{' '}
                    {confidenceLabel(r.confianza).toLowerCase()}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <section aria-label="Decisiones y compromisos" className="rounded-lg border bg-card p-4">
        <div className="mb-2 flex items-center gap-3">
          <h3 className="mr-auto font-semibold">Decisiones y compromisos</h3>
          {!adding && (
            <Button size="sm" onClick={() => setAdding(true)}>
              Agregar decisión o compromiso
            </Button>
          )}
        </div>
        {adding && <PointForm reviewId={review.id} onDone={() => setAdding(false)} />}
        <h4 className="mt-2 text-sm font-medium">Decisiones ({formatNumber(decisions.length)})</h4>
        {decisions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Sin decisiones registradas.</p>
        ) : (
          <ul aria-label="Decisiones" className="divide-y">
            {decisions.map((p) => (
              <PointRow key={p.id} point={p} today={today} />
            ))}
          </ul>
        )}
        <h4 className="mt-2 text-sm font-medium">Compromisos ({formatNumber(commitments.length)})</h4>
        {commitments.length === 0 ? (
          <p className="text-sm text-muted-foreground">Sin compromisos registrados.</p>
        ) : (
          <ul aria-label="Compromisos" className="divide-y">
            {commitments.map((p) => (
              <PointRow
                key={p.id}
                point={p}
                today={today}
                owner={p.responsable_id ? names.get(p.responsable_id) : undefined}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Notas" className="rounded-lg border bg-card p-4">
        {editingNotes ? (
          <NotesForm review={review} onDone={() => setEditingNotes(false)} />
        ) : (
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">Notas</h3>
            <p className="whitespace-pre-line text-sm text-muted-foreground">{review.notas || 'Sin notas.'}</p>
            <div>
              <Button size="sm" variant="outline" onClick={() => setEditingNotes(true)}>
                Editar notas
              </Button>
            </div>
          </div>
        )}
      </section>
      <ConfirmDialog
        open={deleting}
        title={`¿Eliminar la revisión «${review.titulo}»?`}
        description="Se eliminan también sus decisiones y compromisos."
        confirmLabel="Eliminar"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(review.id, { onSuccess: () => navigate(thinkPaths.reviews) })}
      />
    </div>
  );
}

/** A business review: its agenda as prepared, decisions, commitments (overdue in red), notes and the executive PDF. */
export default function ReviewPage() {
  const { id = '' } = useParams();
  const reviews = useReviews();
  const rest = bothQueries(useObjectives(), useKpis());
  const query = bothQueries(reviews, rest);
  return (
    <QueryState query={query} loadingLabel="Cargando revisión..." errorTitle="No se pudo cargar la revisión">
      {([rows, [objectives, kpis]]) => {
        const review = rows.find((r) => r.id === id);
        if (!review)
          return (
            <EmptyState title="La revisión no existe">
              Puede haber sido eliminada. <Link to={thinkPaths.reviews}>Ver las revisiones</Link>
            </EmptyState>
          );
        return <ReviewView review={review} objectives={objectives} kpis={kpis} />;
      }}
    </QueryState>
  );
}
