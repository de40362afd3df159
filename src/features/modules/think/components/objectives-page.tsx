import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState, QueryState } from '@/kit';
import { useObjectives } from '../api/get-objectives';
import { usePerspectives } from '../api/get-perspectives';
import { useThinkUsers } from '../api/get-users';
import { useSaveObjective } from '../api/save-objective';
import { MIN_KEY_RESULTS } from '../lib/labels';
import { thinkPaths } from '../lib/paths';
import { periodLabel } from '../lib/period';
import { ObjectiveForm } from './objective-form';
import { asTree, Progress, StateBadge } from './parts';

/** The objectives as a tree (company → area), filtered by period, and 'Nuevo objetivo'. */
export default function ObjectivesPage() {
  const objectives = useObjectives();
  const perspectives = usePerspectives();
  const users = useThinkUsers();
  const save = useSaveObjective();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [period, setPeriod] = useState('');
  const userName = new Map((users.data ?? []).map((u) => [u.id, u.nombre]));
  const perspectiveName = new Map((perspectives.data ?? []).map((p) => [p.id, p.nombre]));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <h2 className="mr-auto text-lg font-semibold">Objetivos estratégicos</h2>
        <label className="flex flex-col gap-1 text-sm">
          Periodo
          <select
            className="h-9 rounded-md border border-input bg-card px-2 text-sm"
            value={period}
            onChange={(e) => setPeriod(e.target.value)}
          >
            <option value="">Todos</option>
            {[...new Set((objectives.data ?? []).map((o) => o.periodo))].map((p) => (
              <option key={p} value={p}>
                {periodLabel(p)}
              </option>
            ))}
          </select>
        </label>
        {!creating && <Button onClick={() => setCreating(true)}>Nuevo objetivo</Button>}
      </div>
      {creating && (
        <ObjectiveForm
          objectives={objectives.data ?? []}
          pending={save.isPending}
          onSave={async (values) => {
            const made = await save.mutateAsync({ values });
            void navigate(thinkPaths.objective(made.id));
          }}
          onDone={() => setCreating(false)}
        />
      )}
      <QueryState
        query={objectives}
        loadingLabel="Cargando objetivos..."
        errorTitle="No se pudieron cargar los objetivos"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState title="Aún no hay objetivos">
            Crea el primer objetivo estratégico y luego sus resultados clave (entre 2 y 5).
          </EmptyState>
        }
      >
        {(rows) => {
          const tree = asTree(period ? rows.filter((o) => o.periodo === period) : rows);
          return (
            <ul aria-label="Árbol de objetivos" className="flex flex-col divide-y rounded-lg border bg-card">
              {tree.map(({ objective: o, depth }) => (
                <li
                  key={o.id}
                  className="flex flex-wrap items-center gap-3 p-3 text-sm"
                  style={{ paddingLeft: `${0.75 + depth * 1.5}rem` }}
                >
                  {depth > 0 && (
                    <span aria-hidden="true" className="text-muted-foreground">
                      ↳
                    </span>
                  )}
                  <Link to={thinkPaths.objective(o.id)} className="min-w-48 font-medium text-primary hover:underline">
                    {o.titulo}
                  </Link>
                  <StateBadge estado={o.estado} />
                  <Progress value={o.progreso} label={`Avance de ${o.titulo}`} />
                  <span className="text-muted-foreground">
                    {periodLabel(o.periodo)}
                    {o.perspectiva_id ? ` · ${perspectiveName.get(o.perspectiva_id) ?? ''}` : ''}
                    {o.area ? ` · ${o.area}` : ''}
                    {o.responsable_id ? ` · ${userName.get(o.responsable_id) ?? 'Responsable'}` : ' · Sin responsable'}
                  </span>
                  {o.resultados < MIN_KEY_RESULTS && (
                    <span className="text-xs text-amber-700">
                      {o.resultados === 0 ? 'Sin resultados clave' : 'Necesita al menos 2 resultados clave'}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </div>
  );
}
