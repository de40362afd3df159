import { Link } from 'react-router-dom';
import { QueryState } from '@/kit';
import { todayInChile } from '@/lib/dates';
import { formatDate, formatNumber } from '@/lib/format';
import { useKpis } from '../api/get-kpis';
import { useThinkUsers } from '../api/get-users';
import { useReviews } from '../api/reviews';
import { thinkPaths } from '../lib/paths';
import { isOverdue, nextReview } from '../lib/reviews';

/** The overview's KPIs in red (live ones as the viewer may read them). */
export function RedKpis() {
  const query = useKpis();
  return (
    <section aria-label="Indicadores en rojo" className="rounded-lg border bg-card p-4">
      <QueryState
        query={query}
        loadingLabel="Cargando indicadores..."
        errorTitle="No se pudieron cargar los indicadores"
      >
        {(kpis) => {
          const red = kpis.filter((k) => k.semaforo === 'rojo');
          return (
            <>
              <h2 className="mb-2 font-semibold">Indicadores en rojo ({formatNumber(red.length)})</h2>
              {red.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  {kpis.length === 0
                    ? 'Aún no hay indicadores.'
                    : 'Ninguno: los indicadores están en verde o amarillo.'}
                </p>
              ) : (
                <ul className="flex flex-col gap-1 text-sm">
                  {red.map((k) => (
                    <li key={k.id}>
                      <Link to={thinkPaths.kpis} className="font-medium text-primary hover:underline">
                        {k.nombre}
                      </Link>{' '}
                      <span className="text-muted-foreground">
                        {k.valor === null ? '—' : formatNumber(k.valor)} {k.unidad} · meta{' '}
                        {formatNumber(Number(k.meta))} {k.unidad}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

/** The next business review and the commitments still open from every review (overdue first). */
export function NextReview() {
  const query = useReviews();
  const users = useThinkUsers();
  const names = new Map((users.data ?? []).map((u) => [u.id, u.nombre]));
  return (
    <section aria-label="Próxima revisión" className="rounded-lg border bg-card p-4">
      <QueryState query={query} loadingLabel="Cargando revisiones..." errorTitle="No se pudieron cargar las revisiones">
        {(reviews) => {
          const today = todayInChile();
          const next = nextReview(reviews, today);
          const open = reviews
            .flatMap((r) => r.puntos)
            .filter((p) => p.tipo === 'compromiso' && !p.cumplido)
            .sort((a, b) => (a.fecha_compromiso ?? '').localeCompare(b.fecha_compromiso ?? ''));
          return (
            <>
              <h2 className="mb-2 font-semibold">Próxima revisión</h2>
              {next ? (
                <p className="mb-2 text-sm">
                  <Link to={thinkPaths.review(next.id)} className="font-medium text-primary hover:underline">
                    {next.titulo}
                  </Link>{' '}
                  <span className="text-muted-foreground">el {formatDate(next.fecha)}</span>
                </p>
              ) : (
                <p className="mb-2 text-sm text-muted-foreground">
                  No hay una revisión programada. <Link to={thinkPaths.reviews}>Preparar una revisión</Link>
                </p>
              )}
              <h3 className="text-sm font-medium">Compromisos abiertos ({formatNumber(open.length)})</h3>
              {open.length === 0 ? (
                <p className="text-sm text-muted-foreground">Ningún compromiso pendiente.</p>
              ) : (
                <ul aria-label="Compromisos abiertos" className="flex flex-col gap-1 text-sm">
                  {open.map((p) => (
                    <li key={p.id} className="flex flex-wrap gap-2">
                      <Link to={thinkPaths.review(p.revision_id)} className="text-primary hover:underline">
                        {p.texto}
                      </Link>
                      <span className={isOverdue(p, today) ? 'font-medium text-red-700' : 'text-muted-foreground'}>
                        {(p.responsable_id && names.get(p.responsable_id)) || 'Sin responsable'} ·{' '}
                        {formatDate(p.fecha_compromiso)}
                        {isOverdue(p, today) ? ' · vencido' : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
