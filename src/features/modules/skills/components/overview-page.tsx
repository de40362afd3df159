import { Link } from 'react-router-dom';
import { EmptyState, FigureCard, OverviewGrid, QueryState } from '@/kit';
import { formatNumber } from '@/lib/format';
import {
  useCertificationTypes,
  useCurrentCertifications,
  useCurrentLevels,
  useEmployees,
  usePositionCertifications,
  useRequirements,
  useSkills,
} from '../api/reads';
import { buildGapMatrix, complianceByArea, gapsByPosition } from '../lib/gaps';
import { skillsPaths } from '../lib/paths';
import { TrainingHoursCard } from './courses-overview-card';
import { CertificationStateBadge, expiryText, Section } from './parts';

/** All the reads the overview needs, as one query state. */
function useOverviewData() {
  const q = {
    employees: useEmployees(),
    skills: useSkills(),
    requirements: useRequirements(),
    levels: useCurrentLevels(),
    types: useCertificationTypes(),
    certs: useCurrentCertifications(),
    positionCerts: usePositionCertifications(),
  };
  const all = Object.values(q);
  const ready = all.every((x) => x.data !== undefined);
  return {
    isPending: all.some((x) => x.isPending),
    isError: all.some((x) => x.isError),
    isFetching: all.some((x) => x.isFetching),
    error: all.find((x) => x.isError)?.error ?? null,
    refetch: () => Promise.all(all.map((x) => x.refetch())),
    data: ready
      ? {
          employees: q.employees.data!,
          skills: q.skills.data!,
          requirements: q.requirements.data!,
          levels: q.levels.data!,
          types: q.types.data!,
          certs: q.certs.data!,
          positionCerts: q.positionCerts.data!,
        }
      : undefined,
  };
}

/**
 * The module's overview: compliance by area (required certifications in force), certifications
 * expiring within 30 days, gaps by position, and training hours this year (the courses' certificates).
 */
export default function OverviewPage() {
  const query = useOverviewData();
  return (
    <QueryState query={query} loadingLabel="Cargando resumen..." errorTitle="No se pudo cargar el resumen">
      {(d) => {
        const active = d.employees.filter((e) => e.estado === 'activo');
        const activeIds = new Set(active.map((e) => e.id));
        const name = new Map(d.employees.map((e) => [e.id, e.nombre]));
        const typeName = new Map(d.types.map((t) => [t.id, t.nombre]));
        const certs = d.certs.filter((c) => c.colaborador_id && activeIds.has(c.colaborador_id));
        const expiring = certs.filter((c) => c.estado === 'por_vencer');
        const expired = certs.filter((c) => c.estado === 'vencida');
        const compliance = complianceByArea({
          employees: active,
          positionCertifications: d.positionCerts,
          certifications: d.certs,
        });
        const matrix = buildGapMatrix({
          employees: active,
          skills: d.skills,
          requirements: d.requirements,
          levels: d.levels,
        });
        const byPosition = gapsByPosition(matrix);
        const required = compliance.reduce((n, a) => n + a.required, 0);
        const inForce = compliance.reduce((n, a) => n + a.inForce, 0);
        if (d.skills.length === 0 && d.types.length === 0)
          return (
            <EmptyState title="Aún no hay competencias ni certificaciones">
              Crea el <Link to={skillsPaths.skills}>catálogo de competencias</Link> y los{' '}
              <Link to={skillsPaths.certifications}>tipos de certificación</Link> de tu empresa.
            </EmptyState>
          );
        return (
          <div className="flex flex-col gap-4">
            <OverviewGrid>
              <FigureCard
                label="Cumplimiento de certificaciones"
                value={required === 0 ? '–' : `${Math.round((inForce / required) * 100)} %`}
                hint={`${formatNumber(inForce)} de ${formatNumber(required)} exigidas por los cargos, vigentes`}
                tone={required > 0 && inForce < required ? 'warning' : 'default'}
              />
              <FigureCard
                label="Vencen en 30 días"
                value={formatNumber(expiring.length)}
                tone={expiring.length > 0 ? 'warning' : 'default'}
              />
              <FigureCard
                label="Vencidas"
                value={formatNumber(expired.length)}
                tone={expired.length > 0 ? 'danger' : 'default'}
              />
              <FigureCard
                label="Brechas de competencias"
                value={formatNumber(matrix.rows.reduce((n, r) => n + r.gaps, 0))}
                hint="Competencias bajo el nivel que exige el cargo"
              />
              <TrainingHoursCard />
            </OverviewGrid>
            <div className="grid gap-4 lg:grid-cols-2">
              <Section title={`Certificaciones que vencen en 30 días (${formatNumber(expiring.length)})`}>
                {expiring.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Ninguna vence en los próximos 30 días.</p>
                ) : (
                  <ul className="flex flex-col gap-2 text-sm">
                    {expiring.map((c) => (
                      <li key={c.id} className="flex flex-wrap items-center gap-2">
                        <Link
                          to={skillsPaths.person(c.colaborador_id!)}
                          className="font-medium text-primary hover:underline"
                        >
                          {name.get(c.colaborador_id!) ?? 'Colaborador'}
                        </Link>
                        <span>{typeName.get(c.tipo_id!) ?? ''}</span>
                        <span className="text-muted-foreground">vence el {expiryText(c.vence_el)}</span>
                        <CertificationStateBadge venceEl={c.vence_el} />
                      </li>
                    ))}
                  </ul>
                )}
              </Section>
              <Section title="Cumplimiento por área">
                {compliance.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    Ningún cargo exige certificaciones todavía (se definen en Certificaciones).
                  </p>
                ) : (
                  <table className="w-full text-sm">
                    <thead>
                      <tr className="text-left text-muted-foreground">
                        <th className="py-1 font-medium">Área</th>
                        <th className="py-1 font-medium">Vigentes / exigidas</th>
                        <th className="py-1 font-medium">Cumplimiento</th>
                      </tr>
                    </thead>
                    <tbody>
                      {compliance.map((a) => (
                        <tr key={a.area} className="border-t">
                          <td className="py-1">{a.area}</td>
                          <td className="py-1 tabular-nums">
                            {formatNumber(a.inForce)} / {formatNumber(a.required)}
                          </td>
                          <td className={`py-1 tabular-nums ${a.percent < 100 ? 'text-amber-700' : ''}`}>
                            {a.percent} %
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </Section>
              <Section title="Brechas por cargo">
                {byPosition.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    Ningún cargo tiene niveles requeridos todavía (se definen en Competencias).
                  </p>
                ) : (
                  <table className="w-full text-sm">
                    <thead>
                      <tr className="text-left text-muted-foreground">
                        <th className="py-1 font-medium">Cargo</th>
                        <th className="py-1 font-medium">Personas</th>
                        <th className="py-1 font-medium">Bajo lo requerido</th>
                      </tr>
                    </thead>
                    <tbody>
                      {byPosition.map((p) => (
                        <tr key={p.cargo} className="border-t">
                          <td className="py-1">
                            <Link
                              to={`${skillsPaths.matrix}?cargo=${encodeURIComponent(p.cargo)}`}
                              className="text-primary hover:underline"
                            >
                              {p.cargo}
                            </Link>
                          </td>
                          <td className="py-1 tabular-nums">{formatNumber(p.people)}</td>
                          <td className="py-1 tabular-nums">
                            {formatNumber(p.short)} de {formatNumber(p.required)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </Section>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
