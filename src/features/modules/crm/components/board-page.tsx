import { ConfirmDialog } from '@/components/confirm-dialog';
import { todayInChile } from '@/lib/dates';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCLP, formatDate, formatNumber } from '@/lib/format';
import { Board, QueryState } from '@/kit';
import { useParties } from '@/lib/parties/get-parties';
import { useChangeStage } from '../api/change-stage';
import { useOpportunities } from '../api/get-opportunities';
import { useOwners } from '../api/get-owners';
import type { OpportunitySummary } from '../api/types';
import { buildBoard } from '../lib/board-model';
import { isOpenStage, STAGE_LABEL, STAGES, type Stage } from '../lib/labels';
import { CRM_ROOT, opportunityPath } from '../lib/paths';

/** Cards per column; the rest are counted and reachable from the list. */
const CARDS_PER_COLUMN = 100;

/**
 * The pipeline board (the kit's Board): a column per stage with its total and weighted amount. A
 * card moves by dragging it to another column, or from the keyboard: ← and → on a focused card
 * move it one stage, and its 'Mover a' menu to any stage. 'Perdida' asks for the reason first. The move shows at once
 * and goes back, with Postgres's reason, if refused.
 */
export default function BoardPage() {
  const query = useOpportunities();
  const accounts = useParties();
  const owners = useOwners();
  const change = useChangeStage();
  const [losing, setLosing] = useState<OpportunitySummary | null>(null);
  const [announce, setAnnounce] = useState('');
  const accountName = useMemo(() => new Map((accounts.data ?? []).map((a) => [a.id, a.nombre])), [accounts.data]);
  const ownerName = useMemo(() => new Map((owners.data ?? []).map((o) => [o.id, o.nombre])), [owners.data]);
  const today = todayInChile();

  const move = (o: OpportunitySummary, etapa: Stage) => {
    if (o.etapa === etapa) return;
    if (etapa === 'perdida') setLosing(o);
    else change.mutate({ id: o.id, etapa });
  };

  return (
    <QueryState query={query} loadingLabel="Cargando embudo..." errorTitle="No se pudo cargar el embudo">
      {(rows) => (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">
            Arrastra una tarjeta a otra etapa, o enfócala y usa ← → para moverla una etapa (o su menú «Mover a»).
          </p>
          <p className="sr-only" aria-live="polite">
            {announce}
          </p>
          <Board
            label="Embudo de oportunidades por etapa"
            columns={buildBoard(rows).map(({ stage, cards, total, weighted }) => ({
              key: stage,
              label: STAGE_LABEL[stage],
              cards,
              summary: `${formatCLP(total.toString())}${isOpenStage(stage) ? ` · ponderado ${formatCLP(weighted.toString())}` : ''}`,
              moreHref: `${CRM_ROOT}/oportunidades?etapa=${stage}`,
            }))}
            cardsPerColumn={CARDS_PER_COLUMN}
            cardId={(o) => o.id}
            columnOf={(o) => o.etapa as Stage}
            canMove={(o, to) => o.etapa !== to}
            onMove={move}
            cardLabel={(o) => `${o.nombre}, ${STAGE_LABEL[o.etapa as Stage] ?? o.etapa}, ${formatCLP(o.monto)}`}
            describeMove={(o, to) =>
              to.key === 'perdida' ? `${o.nombre}: indica el motivo de la pérdida` : `${o.nombre} movida a ${to.label}`
            }
            renderCard={(o) => (
              <>
                <Link
                  to={opportunityPath(o.id)}
                  className="line-clamp-2 font-medium underline-offset-2 hover:underline"
                >
                  {o.nombre}
                </Link>
                <p className="mt-1 text-xs text-muted-foreground">{accountName.get(o.tercero_id) ?? ''}</p>
                <p className="mt-1 flex flex-wrap justify-between gap-1 text-xs">
                  <span className="font-medium">{formatCLP(o.monto)}</span>
                  <span className="text-muted-foreground">{formatNumber(o.probabilidad)} %</span>
                </p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {o.responsable_id ? (ownerName.get(o.responsable_id) ?? '') : 'Sin responsable'}
                  {o.fecha_cierre_estimada && ` · cierre ${formatDate(o.fecha_cierre_estimada)}`}
                  {isOpenStage(o.etapa) && o.fecha_cierre_estimada && o.fecha_cierre_estimada < today && (
                    <span className="text-destructive"> · atrasada</span>
                  )}
                </p>
                <label className="mt-2 flex items-center gap-1 whitespace-nowrap text-xs text-muted-foreground">
                  Mover a
                  <select
                    className="h-7 min-w-0 flex-1 rounded-md border border-input bg-card px-1 text-xs text-foreground"
                    value={o.etapa}
                    aria-label={`Mover ${o.nombre} a`}
                    onChange={(e) => move(o, e.target.value as Stage)}
                  >
                    {STAGES.map((s) => (
                      <option key={s} value={s}>
                        {STAGE_LABEL[s]}
                      </option>
                    ))}
                  </select>
                </label>
              </>
            )}
          />
          <ConfirmDialog
            title="Marcar como perdida"
            description={`${losing?.nombre ?? ''}: una oportunidad perdida registra el motivo.`}
            confirmLabel="Marcar como perdida"
            destructive
            reason={{ label: 'Motivo de la pérdida', required: 'Indica el motivo de la pérdida' }}
            open={!!losing}
            onCancel={() => setLosing(null)}
            onConfirm={(reason) => {
              if (losing) {
                change.mutate({ id: losing.id, etapa: 'perdida', motivo_perdida: reason });
                setAnnounce(`${losing.nombre} marcada como perdida`);
              }
              setLosing(null);
            }}
          />
        </div>
      )}
    </QueryState>
  );
}
