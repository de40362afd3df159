import { useState } from 'react';
import { Link } from 'react-router-dom';
import { bothQueries, EmptyState, QueryState } from '@/kit';
import { useObjectives } from '../api/get-objectives';
import { usePerspectives } from '../api/get-perspectives';
import { thinkPaths } from '../lib/paths';
import { periodLabel } from '../lib/period';
import { Progress, StateBadge } from './parts';
import { StrategyPanel } from './strategy-panel';

/**
 * The strategy map: one band per perspective (in their order), the period's objectives in it coloured
 * by state, each naming the objective it contributes to. Objectives without a perspective come last.
 */
export default function MapPage() {
  const query = bothQueries(usePerspectives(), useObjectives());
  const [period, setPeriod] = useState('');
  return (
    <div className="flex flex-col gap-4">
      <StrategyPanel />
      <QueryState query={query} loadingLabel="Cargando mapa..." errorTitle="No se pudo cargar el mapa estratégico">
        {([perspectives, objectives]) => {
          const periods = [...new Set(objectives.map((o) => o.periodo))];
          const shown = objectives.filter((o) => o.periodo === (period || periods[0]));
          const title = new Map(objectives.map((o) => [o.id, o.titulo]));
          const bands = [
            ...perspectives.map((p) => ({
              id: p.id,
              nombre: p.nombre,
              rows: shown.filter((o) => o.perspectiva_id === p.id),
            })),
            { id: 'none', nombre: 'Sin perspectiva', rows: shown.filter((o) => !o.perspectiva_id) },
          ].filter((b) => b.id !== 'none' || b.rows.length > 0);
          if (objectives.length === 0)
            return (
              <EmptyState title="El mapa está vacío">
                Crea objetivos en <Link to={thinkPaths.objectives}>Objetivos</Link> y asígnalos a una perspectiva.
              </EmptyState>
            );
          return (
            <div className="flex flex-col gap-4">
              <label className="flex max-w-48 flex-col gap-1 text-sm">
                Periodo
                <select
                  className="h-9 rounded-md border border-input bg-card px-2 text-sm"
                  value={period || periods[0]}
                  onChange={(e) => setPeriod(e.target.value)}
                >
                  {periods.map((p) => (
                    <option key={p} value={p}>
                      {periodLabel(p)}
                    </option>
                  ))}
                </select>
              </label>
              {bands.map((b) => (
                <section key={b.id} aria-label={b.nombre} className="rounded-lg border bg-card p-3">
                  <h2 className="mb-2 font-semibold">{b.nombre}</h2>
                  {b.rows.length === 0 ? (
                    <p className="text-sm text-muted-foreground">Sin objetivos en este periodo.</p>
                  ) : (
                    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                      {b.rows.map((o) => (
                        <li key={o.id} className="flex flex-col gap-1 rounded-md border p-2 text-sm">
                          <Link to={thinkPaths.objective(o.id)} className="font-medium text-primary hover:underline">
                            {o.titulo}
                          </Link>
                          <span className="flex flex-wrap items-center gap-2">
                            <StateBadge estado={o.estado} />
                            <Progress value={o.progreso} label={`Avance de ${o.titulo}`} />
                          </span>
                          {o.padre_id && title.has(o.padre_id) && (
                            <span className="text-xs text-muted-foreground">Aporta a: {title.get(o.padre_id)}</span>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}
