import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmptyState, field, FormActions, FormField, QueryState, useZodForm } from '@/kit';
import { todayInChile } from '@/lib/dates';
import { formatDate, formatNumber } from '@/lib/format';
import { useReviews, useSaveReview } from '../api/reviews';
import { REVIEW_KIND_LABEL, REVIEW_KINDS, REVIEW_STATE_LABEL, reviewKindLabel } from '../lib/labels';
import { thinkPaths } from '../lib/paths';
import { openCommitments } from '../lib/reviews';

const newReviewSchema = z.object({
  titulo: field.requiredText(160),
  tipo: field.choice(REVIEW_KINDS, { labels: REVIEW_KIND_LABEL }),
  fecha: field.requiredDay(),
});

function NewReviewForm({ onDone }: { onDone: (id?: string) => void }) {
  const save = useSaveReview();
  const form = useZodForm(newReviewSchema, { titulo: '', tipo: 'mensual', fecha: todayInChile() });
  return (
    <form
      noValidate
      aria-label="Nueva revisión"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-3"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          const row = await save.mutateAsync({
            values: { titulo: v.titulo, tipo: v.tipo, fecha: v.fecha, notas: null, estado: 'preparada' },
          });
          onDone(row.id);
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      <FormField form={form} name="titulo" label="Título" required />
      <FormField
        form={form}
        name="tipo"
        label="Tipo de comité"
        required
        options={REVIEW_KINDS.map((k) => ({ value: k, label: REVIEW_KIND_LABEL[k] }))}
      />
      <FormField form={form} name="fecha" label="Fecha de la reunión" type="date" required />
      <p className="text-xs text-muted-foreground sm:col-span-3">
        La agenda se arma con los indicadores en rojo y los resultados clave en riesgo de este momento.
      </p>
      <FormActions
        className="flex gap-2 sm:col-span-3"
        pending={save.isPending}
        onCancel={() => onDone()}
        submitLabel="Preparar revisión"
        pendingLabel="Preparando..."
      />
    </form>
  );
}

/** The business reviews: committee meetings with their agenda, decisions and commitments. */
export default function ReviewsPage() {
  const query = useReviews();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <h2 className="mr-auto text-lg font-semibold">Revisiones de negocio</h2>
        {!creating && <Button onClick={() => setCreating(true)}>Nueva revisión</Button>}
      </div>
      {creating && (
        <NewReviewForm
          onDone={(id) => {
            setCreating(false);
            if (id) navigate(thinkPaths.review(id));
          }}
        />
      )}
      <QueryState
        query={query}
        loadingLabel="Cargando revisiones..."
        errorTitle="No se pudieron cargar las revisiones"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState title="Aún no hay revisiones">
            Prepara una revisión mensual o trimestral: su agenda reúne los indicadores en rojo y los resultados clave en
            riesgo.
          </EmptyState>
        }
      >
        {(rows) => {
          const today = todayInChile();
          return (
            <ul aria-label="Revisiones" className="flex flex-col divide-y rounded-lg border bg-card">
              {rows.map((r) => {
                const open = openCommitments(r.puntos, today);
                return (
                  <li key={r.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                    <Link to={thinkPaths.review(r.id)} className="min-w-48 font-medium text-primary hover:underline">
                      {r.titulo}
                    </Link>
                    <span className="text-muted-foreground">
                      {reviewKindLabel(r.tipo)} · {formatDate(r.fecha)} · {REVIEW_STATE_LABEL[r.estado] ?? r.estado}
                    </span>
                    <span className="text-muted-foreground">
                      Agenda: {formatNumber(r.agenda.kpis.length)} indicadores en rojo,{' '}
                      {formatNumber(r.agenda.resultados.length)} resultados clave en riesgo
                    </span>
                    {open.all.length > 0 && (
                      <span className={open.overdue.length ? 'font-medium text-red-700' : 'text-muted-foreground'}>
                        {formatNumber(open.all.length)} compromisos abiertos
                        {open.overdue.length ? ` (${formatNumber(open.overdue.length)} vencidos)` : ''}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          );
        }}
      </QueryState>
    </div>
  );
}
