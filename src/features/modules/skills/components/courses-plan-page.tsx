import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, FigureCard, OverviewGrid, QueryState } from '@/kit';
import { formatCLP } from '@/lib/format';
import { usePlan, useTrainingHours } from '../api/get-courses';
import { formatHours, MODALITY_LABELS } from '../lib/course-labels';
import { skillsPaths } from '../lib/paths';

/** The annual training plan: each course of the year with budget, spend, enrolled and completed; totals. */
export default function TrainingPlanPage() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const plan = usePlan(year);
  const hours = useTrainingHours(year);
  const rows = plan.data ?? [];
  const budget = rows.reduce((s, r) => s + Number(r.presupuesto), 0);
  const spent = rows.reduce((s, r) => s + Number(r.gasto), 0);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <h2 className="mr-auto text-lg font-semibold">Plan anual de capacitación</h2>
        <label className="flex flex-col gap-1 text-sm">
          Año
          <select
            className="h-9 rounded-md border border-input bg-card px-2 text-sm"
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
          >
            {[thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      </div>
      <OverviewGrid>
        <FigureCard label="Presupuesto del año" value={formatCLP(budget)} />
        <FigureCard
          label="Gasto ejecutado"
          value={formatCLP(spent)}
          tone={spent > budget ? 'danger' : 'default'}
          hint={budget > 0 ? `${Math.round((100 * spent) / budget)} % del presupuesto` : undefined}
        />
        <FigureCard
          label="Horas de capacitación"
          value={hours.data ? formatHours(hours.data.horas) : '—'}
          hint={hours.data ? `${hours.data.certificados} certificados · ${hours.data.personas} personas` : undefined}
        />
      </OverviewGrid>
      <QueryState
        query={plan}
        loadingLabel="Cargando plan..."
        errorTitle="No se pudo cargar el plan de capacitación"
        isEmpty={(r) => r.length === 0}
        empty={
          <EmptyState title={`Sin cursos en el plan ${year}`}>
            Los cursos se asignan a un año del plan al crearlos.
          </EmptyState>
        }
      >
        {(r) => (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th className="py-1 font-medium">Curso</th>
                <th className="py-1 font-medium">Modalidad</th>
                <th className="py-1 text-right font-medium">Horas</th>
                <th className="py-1 text-right font-medium">Presupuesto</th>
                <th className="py-1 text-right font-medium">Gasto</th>
                <th className="py-1 text-right font-medium">Inscritos</th>
                <th className="py-1 text-right font-medium">Completados</th>
              </tr>
            </thead>
            <tbody>
              {r.map((c) => (
                <tr key={c.curso_id} className="border-b">
                  <td className="py-1">
                    <Link to={skillsPaths.course(c.curso_id)} className="text-primary hover:underline">
                      {c.nombre}
                    </Link>
                    {c.es_induccion ? ' (inducción)' : ''}
                  </td>
                  <td className="py-1">{MODALITY_LABELS[c.modalidad as keyof typeof MODALITY_LABELS]}</td>
                  <td className="py-1 text-right">{formatHours(c.horas)}</td>
                  <td className="py-1 text-right">{formatCLP(c.presupuesto)}</td>
                  <td
                    className={`py-1 text-right ${Number(c.gasto) > Number(c.presupuesto) ? 'text-destructive' : ''}`}
                  >
                    {formatCLP(c.gasto)}
                  </td>
                  <td className="py-1 text-right">{Number(c.inscritos)}</td>
                  <td className="py-1 text-right">{Number(c.completados)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </div>
  );
}
