import { todayInChile } from '@/lib/dates';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { modulePath } from '@/config/product';
import { formatNumber } from '@/lib/format';
import { ChartCard, FigureCard, OverviewGrid, QueryState } from '@/kit';
import { useAssets } from '../api/get-assets';
import { useParts } from '../api/get-parts';
import { usePlans } from '../api/get-plans';
import { ASSET_STATE_LABEL, ASSET_STATES } from '../lib/labels';

export function IndustrialOverview() {
  const assets = useAssets();
  const parts = useParts();
  const plans = usePlans();
  const root = modulePath('industrial');
  const [in30] = useState(() => todayInChile(new Date(Date.now() + 30 * 86_400_000)));
  return (
    <QueryState query={assets} loadingLabel="Cargando resumen...">
      {(rows) => {
        const low = (parts.data ?? []).filter((p) => Number(p.stock) <= Number(p.stock_minimo));
        const due = (plans.data ?? []).filter((p) => p.activo && p.proxima_fecha && p.proxima_fecha <= in30);
        const byState = ASSET_STATES.map((s) => ({
          estado: ASSET_STATE_LABEL[s],
          activos: rows.filter((a) => a.estado === s).length,
        }));
        return (
          <div className="flex flex-col gap-4">
            <OverviewGrid>
              <FigureCard
                label="Activos"
                value={formatNumber(rows.length)}
                hint={`${formatNumber(byState[0].activos)} operativos`}
              />
              <FigureCard
                label="Detenidos"
                value={formatNumber(byState[2].activos)}
                tone={byState[2].activos ? 'danger' : 'default'}
              />
              <FigureCard
                label="Repuestos bajo mínimo"
                value={formatNumber(low.length)}
                tone={low.length ? 'warning' : 'default'}
                hint={
                  <Link to={`${root}/repuestos?stock=bajo`} className="underline">
                    Ver lista
                  </Link>
                }
              />
              <FigureCard
                label="Mantenciones en 30 días"
                value={formatNumber(due.length)}
                hint={
                  <Link to={`${root}/planes`} className="underline">
                    Ver planes
                  </Link>
                }
              />
            </OverviewGrid>
            <ChartCard
              title="Activos por estado"
              kind="bar"
              data={byState}
              xKey="estado"
              xLabel="Estado"
              series={[{ key: 'activos', label: 'Activos' }]}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
