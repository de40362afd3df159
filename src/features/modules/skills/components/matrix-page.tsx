import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, QueryState } from '@/kit';
import { formatNumber } from '@/lib/format';
import { useCurrentLevels, useEmployees, useRequirements, useSkills } from '../api/reads';
import { buildGapMatrix, distinctSorted, GAP_TONE_LABEL, positionKey, type GapTone } from '../lib/gaps';
import { skillsPaths } from '../lib/paths';
import { GapBadge, SelectField } from './parts';

function useMatrixData() {
  const q = [useEmployees(), useSkills(), useRequirements(), useCurrentLevels()] as const;
  const [employees, skills, requirements, levels] = q;
  return {
    isPending: q.some((x) => x.isPending),
    isError: q.some((x) => x.isError),
    isFetching: q.some((x) => x.isFetching),
    error: q.find((x) => x.isError)?.error ?? null,
    refetch: () => Promise.all(q.map((x) => x.refetch())),
    data:
      employees.data && skills.data && requirements.data && levels.data
        ? { employees: employees.data, skills: skills.data, requirements: requirements.data, levels: levels.data }
        : undefined,
  };
}

const LEGEND: GapTone[] = ['cumple', 'brecha_leve', 'brecha', 'sin_requisito'];

/**
 * The gap matrix: the employees the user sees × the skills their positions require, each cell the
 * latest assessed level against the required one, coloured by the gap; filters by area and position
 * kept in the URL (?area=&cargo=).
 */
export default function MatrixPage() {
  const query = useMatrixData();
  const [params, setParams] = useSearchParams();
  const area = params.get('area') ?? '';
  const cargo = params.get('cargo') ?? '';
  const setFilter = (name: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <QueryState query={query} loadingLabel="Cargando la matriz..." errorTitle="No se pudo cargar la matriz de brechas">
      {(d) => {
        const active = d.employees.filter((e) => e.estado === 'activo');
        const shown = active.filter(
          (e) => (!area || e.area.trim() === area) && (!cargo || positionKey(e.cargo) === positionKey(cargo)),
        );
        const matrix = buildGapMatrix({
          employees: shown,
          skills: d.skills,
          requirements: d.requirements,
          levels: d.levels,
        });
        return (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-end gap-3">
              <h2 className="mr-auto text-lg font-semibold">Matriz de brechas</h2>
              <SelectField
                label="Área"
                value={area}
                onChange={(v) => setFilter('area', v)}
                placeholder="Todas"
                options={distinctSorted(active.map((e) => e.area)).map((a) => ({ value: a, label: a }))}
              />
              <SelectField
                label="Cargo"
                value={cargo}
                onChange={(v) => setFilter('cargo', v)}
                placeholder="Todos"
                options={distinctSorted(active.map((e) => e.cargo)).map((c) => ({ value: c, label: c }))}
              />
            </div>
            <ul className="flex flex-wrap gap-3 text-xs" aria-label="Leyenda">
              {LEGEND.map((t) => (
                <li key={t} className="flex items-center gap-1">
                  <GapBadge
                    cell={{
                      required: t === 'sin_requisito' ? null : 3,
                      current: t === 'cumple' ? 3 : t === 'brecha_leve' ? 2 : t === 'brecha' ? 1 : null,
                      gap: 0,
                      tone: t,
                    }}
                  />
                  {GAP_TONE_LABEL[t]}
                </li>
              ))}
            </ul>
            {matrix.rows.length === 0 ? (
              <EmptyState title="Nadie con estos filtros">Cambia el área o el cargo.</EmptyState>
            ) : matrix.skills.length === 0 ? (
              <EmptyState title="Ningún cargo exige competencias">
                Define los niveles requeridos por cargo en <Link to={skillsPaths.skills}>Competencias</Link>.
              </EmptyState>
            ) : (
              <div className="overflow-x-auto rounded-lg border bg-card">
                <table className="text-sm" aria-label="Brechas por colaborador y competencia">
                  <thead>
                    <tr>
                      <th scope="col" className="sticky left-0 bg-card p-2 text-left font-medium">
                        Colaborador
                      </th>
                      {matrix.skills.map((s) => (
                        <th key={s.id} scope="col" className="min-w-24 p-2 text-left text-xs font-medium">
                          {s.nombre}
                        </th>
                      ))}
                      <th scope="col" className="p-2 text-left font-medium">
                        Brechas
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {matrix.rows.map((r) => (
                      <tr key={r.employee.id} className="border-t">
                        <th scope="row" className="sticky left-0 bg-card p-2 text-left font-normal">
                          <Link
                            to={skillsPaths.person(r.employee.id)}
                            className="font-medium text-primary hover:underline"
                          >
                            {r.employee.nombre}
                          </Link>
                          <div className="text-xs text-muted-foreground">
                            {r.employee.cargo} · {r.employee.area}
                          </div>
                        </th>
                        {r.cells.map((c, i) => (
                          <td key={matrix.skills[i].id} className="p-2">
                            <GapBadge cell={c} />
                          </td>
                        ))}
                        <td className="p-2 tabular-nums">{formatNumber(r.gaps)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
