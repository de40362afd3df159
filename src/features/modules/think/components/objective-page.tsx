import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { bothQueries, ChartCard, EmptyState, QueryState, useModuleUser } from '@/kit';
import { formatDate, formatNumber } from '@/lib/format';
import { useCreateCheckIn } from '../api/create-check-in';
import { useDeleteKeyResult } from '../api/delete-key-result';
import { useDeleteObjective } from '../api/delete-objective';
import { useCheckIns } from '../api/get-check-ins';
import { useKeyResults } from '../api/get-key-results';
import { useObjectives } from '../api/get-objectives';
import { usePerspectives } from '../api/get-perspectives';
import { useThinkUsers } from '../api/get-users';
import { useSaveKeyResult } from '../api/save-key-result';
import { useSaveObjective } from '../api/save-objective';
import type { KeyResultWithProgress } from '../api/types';
import { confidenceLabel, krTypeLabel, MAX_KEY_RESULTS, MIN_KEY_RESULTS } from '../lib/labels';
import { thinkPaths } from '../lib/paths';
import { periodLabel } from '../lib/period';
import { CheckInForm, KeyResultForm } from './key-result-forms';
import { ObjectiveForm } from './objective-form';
import { Progress, StateBadge } from './parts';

/** A key result's value as people read it: '30 de 15 h', '70 %', 'Logrado'. */
function valueText(kr: KeyResultWithProgress): string {
  if (kr.tipo === 'binario') return Number(kr.actual) >= 1 ? 'Logrado' : 'Pendiente';
  if (kr.tipo === 'porcentaje') return `${formatNumber(kr.actual)} %`;
  const unit = kr.unidad ? ` ${kr.unidad}` : '';
  return `${formatNumber(kr.actual)}${unit} (inicio ${formatNumber(kr.inicio)}, meta ${formatNumber(kr.meta)})`;
}

/** A key result's check-ins: the line of its values and the list with confidence and comment. */
function CheckInHistory({ keyResult }: { keyResult: KeyResultWithProgress }) {
  const query = useCheckIns(keyResult.id);
  return (
    <QueryState
      query={query}
      loadingLabel="Cargando historial..."
      errorTitle="No se pudo cargar el historial"
      isEmpty={(rows) => rows.length === 0}
      empty={<p className="text-sm text-muted-foreground">Aún no hay avances registrados.</p>}
    >
      {(rows) => (
        <div className="flex flex-col gap-2">
          <ChartCard
            title={`Historial de ${keyResult.titulo}`}
            kind="line"
            xKey="fecha"
            xLabel="Fecha"
            data={rows.map((c) => ({ fecha: formatDate(c.fecha), valor: Number(c.valor) }))}
            series={[{ key: 'valor', label: keyResult.unidad || 'Valor' }]}
          />
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Avances de {keyResult.titulo}</caption>
            <thead>
              <tr className="text-muted-foreground">
                <th className="py-1 font-medium">Fecha</th>
                <th className="py-1 font-medium">Valor</th>
                <th className="py-1 font-medium">Confianza</th>
                <th className="py-1 font-medium">Comentario</th>
              </tr>
            </thead>
            <tbody>
              {[...rows].reverse().map((c) => (
                <tr key={c.id} className="border-t">
                  <td className="py-1">{formatDate(c.fecha)}</td>
                  <td className="py-1 tabular-nums">{formatNumber(c.valor)}</td>
                  <td className="py-1">{confidenceLabel(c.confianza)}</td>
                  <td className="py-1">{c.comentario}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
  );
}

function KeyResultCard({ kr, ownerName }: { kr: KeyResultWithProgress; ownerName: string }) {
  const { isCompanyAdmin } = useModuleUser();
  const checkIn = useCreateCheckIn();
  const save = useSaveKeyResult();
  const remove = useDeleteKeyResult();
  const [mode, setMode] = useState<'checkin' | 'edit' | 'history' | null>(null);
  const [deleting, setDeleting] = useState(false);
  return (
    <li aria-label={kr.titulo} className="flex flex-col gap-2 rounded-lg border bg-card p-3">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="min-w-48 font-medium">{kr.titulo}</span>
        <Progress value={kr.progreso} label={`Avance de ${kr.titulo}`} />
        {kr.en_riesgo && <span className="rounded bg-red-100 px-2 py-0.5 text-xs text-red-900">En riesgo</span>}
        {kr.checkin_pendiente && (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Avance semanal pendiente</span>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {krTypeLabel(kr.tipo)} · {valueText(kr)} · Confianza {confidenceLabel(kr.confianza).toLowerCase()} · {ownerName}
        {kr.ultimo_checkin ? ` · Último avance ${formatDate(kr.ultimo_checkin)}` : ' · Sin avances'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setMode(mode === 'checkin' ? null : 'checkin')}>
          Registrar avance
        </Button>
        <Button size="sm" variant="outline" onClick={() => setMode(mode === 'history' ? null : 'history')}>
          {mode === 'history' ? 'Ocultar historial' : 'Ver historial'}
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
      {mode === 'checkin' && (
        <CheckInForm
          keyResult={kr}
          pending={checkIn.isPending}
          onSave={(values) => checkIn.mutateAsync(values)}
          onDone={() => setMode(null)}
        />
      )}
      {mode === 'edit' && (
        <KeyResultForm
          objectiveId={kr.objetivo_id}
          keyResult={kr}
          pending={save.isPending}
          onSave={(values) => save.mutateAsync({ id: kr.id, values })}
          onDone={() => setMode(null)}
        />
      )}
      {mode === 'history' && <CheckInHistory keyResult={kr} />}
      <ConfirmDialog
        open={deleting}
        title={`¿Eliminar el resultado clave «${kr.titulo}»?`}
        description="Se eliminan también sus avances registrados."
        confirmLabel="Eliminar"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(kr.id, { onSuccess: () => setDeleting(false) })}
      />
    </li>
  );
}

/** An objective: its progress, where it sits in the tree, its key results with check-ins and history. */
export default function ObjectivePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { isCompanyAdmin } = useModuleUser();
  const query = bothQueries(useObjectives(), useKeyResults());
  const perspectives = usePerspectives();
  const users = useThinkUsers();
  const saveObjective = useSaveObjective();
  const deleteObjective = useDeleteObjective();
  const saveKr = useSaveKeyResult();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const userName = (uid: string | null) =>
    uid ? ((users.data ?? []).find((u) => u.id === uid)?.nombre ?? 'Responsable') : 'Sin responsable';
  return (
    <QueryState query={query} loadingLabel="Cargando objetivo..." errorTitle="No se pudo cargar el objetivo">
      {([objectives, keyResults]) => {
        const o = objectives.find((x) => x.id === id);
        if (!o)
          return (
            <EmptyState title="Objetivo no encontrado">
              <Link to={thinkPaths.objectives}>Volver a los objetivos</Link>
            </EmptyState>
          );
        const parent = objectives.find((x) => x.id === o.padre_id);
        const children = objectives.filter((x) => x.padre_id === o.id);
        const krs = keyResults.filter((k) => k.objetivo_id === o.id);
        const perspective = (perspectives.data ?? []).find((p) => p.id === o.perspectiva_id);
        return (
          <div className="flex flex-col gap-4">
            <Link to={thinkPaths.objectives} className="text-sm text-primary hover:underline">
              ← Objetivos
            </Link>
            <header className="flex flex-col gap-2 rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-center gap-3">
                <h2 className="mr-auto text-xl font-semibold">{o.titulo}</h2>
                <Button variant="outline" size="sm" onClick={() => setEditing(!editing)}>
                  Editar objetivo
                </Button>
                {isCompanyAdmin && (
                  <Button variant="outline" size="sm" onClick={() => setDeleting(true)}>
                    Eliminar objetivo
                  </Button>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <StateBadge estado={o.estado} />
                <Progress value={o.progreso} label={`Avance de ${o.titulo}`} />
                <span className="text-muted-foreground">
                  {periodLabel(o.periodo)} · {perspective?.nombre ?? 'Sin perspectiva'}
                  {o.area ? ` · ${o.area}` : ''} · {userName(o.responsable_id)}
                </span>
              </div>
              {o.descripcion && <p className="text-sm">{o.descripcion}</p>}
              {parent && (
                <p className="text-sm">
                  Aporta a:{' '}
                  <Link to={thinkPaths.objective(parent.id)} className="text-primary hover:underline">
                    {parent.titulo}
                  </Link>
                </p>
              )}
              {children.length > 0 && (
                <p className="text-sm">
                  Objetivos que aportan:{' '}
                  {children.map((c, i) => (
                    <span key={c.id}>
                      {i > 0 && ', '}
                      <Link to={thinkPaths.objective(c.id)} className="text-primary hover:underline">
                        {c.titulo}
                      </Link>{' '}
                      ({formatNumber(c.progreso)} %)
                    </span>
                  ))}
                </p>
              )}
              <p className="text-xs text-muted-foreground">
                El avance es el promedio de los resultados clave de este objetivo y de los objetivos que aportan a él.
              </p>
            </header>
            {editing && (
              <ObjectiveForm
                objective={o}
                objectives={objectives}
                pending={saveObjective.isPending}
                onSave={(values) => saveObjective.mutateAsync({ id: o.id, values })}
                onDone={() => setEditing(false)}
              />
            )}
            <section aria-label="Resultados clave" className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-3">
                <h3 className="mr-auto font-semibold">
                  Resultados clave ({krs.length} de {MAX_KEY_RESULTS})
                </h3>
                {krs.length < MAX_KEY_RESULTS && !adding && (
                  <Button size="sm" onClick={() => setAdding(true)}>
                    Nuevo resultado clave
                  </Button>
                )}
              </div>
              {krs.length < MIN_KEY_RESULTS && (
                <p role="status" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
                  Un OKR se mide con entre {MIN_KEY_RESULTS} y {MAX_KEY_RESULTS} resultados clave: agrega{' '}
                  {MIN_KEY_RESULTS - krs.length === 1 ? 'uno más' : 'al menos dos'}.
                </p>
              )}
              {adding && (
                <KeyResultForm
                  objectiveId={o.id}
                  pending={saveKr.isPending}
                  onSave={(values) => saveKr.mutateAsync({ values })}
                  onDone={() => setAdding(false)}
                />
              )}
              <ul className="flex flex-col gap-3">
                {krs.map((kr) => (
                  <KeyResultCard key={kr.id} kr={kr} ownerName={userName(kr.responsable_id)} />
                ))}
              </ul>
            </section>
            <ConfirmDialog
              open={deleting}
              title={`¿Eliminar el objetivo «${o.titulo}»?`}
              description="Se eliminan sus resultados clave y sus avances; los objetivos que aportan a él quedan sin objetivo superior."
              confirmLabel="Eliminar"
              destructive
              pending={deleteObjective.isPending}
              onCancel={() => setDeleting(false)}
              onConfirm={() =>
                deleteObjective.mutate(o.id, {
                  onSuccess: () => {
                    setDeleting(false);
                    void navigate(thinkPaths.objectives);
                  },
                })
              }
            />
          </div>
        );
      }}
    </QueryState>
  );
}
