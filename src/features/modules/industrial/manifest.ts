import { defineModule, named } from '@/kit/manifest';
import { formatDate, formatNumber } from '@/lib/format';
import { MOVE_LABEL } from './lib/labels';

/** Axel Industrial: assets, spare parts and their stock, preventive plans (issue 13). */
export const manifest = defineModule({
  key: 'industrial',
  sections: [
    { path: '', label: 'Resumen' },
    { path: 'activos', label: 'Activos' },
    { path: 'repuestos', label: 'Repuestos' },
    { path: 'planes', label: 'Planes preventivos' },
  ],
  routes: ['activos/:id', 'repuestos/:id'],
  // A stock move names its Ops work order; a preventive plan generates one.
  uses: ['ops', 'predictive'],
  records: [
    { table: 'industrial_activos', route: 'activos/:id' },
    { table: 'industrial_repuestos', route: 'repuestos/:id' },
  ],
  // An asset's plans and the stock moves of its orders (issue 37: related records; a part's page
  // shows its moves with the form to add one).
  related: [
    {
      of: 'industrial_activos',
      title: 'Planes preventivos',
      empty: 'Sin planes preventivos.',
      table: 'industrial_planes',
      column: 'activo_id',
      select: 'id, nombre, frecuencia_dias, frecuencia_horas, proxima_fecha, activo, creado_en',
      order: 'creado_en',
      row: (r) => ({
        label: String(r.nombre),
        detail: `${
          r.frecuencia_horas == null
            ? `Cada ${String(r.frecuencia_dias)} días · próxima ${formatDate(String(r.proxima_fecha))}`
            : `Cada ${String(r.frecuencia_horas)} horas de marcha`
        }${r.activo ? '' : ' · inactivo'}`,
      }),
    },
    {
      of: 'industrial_activos',
      ...moves('Sin movimientos de stock en sus órdenes.'),
      select:
        'id, tipo, cantidad, motivo, creado_en, industrial_repuestos(sku, nombre), ops_ordenes!inner(codigo, activo_id)',
      column: 'ops_ordenes.activo_id',
    },
  ],
});

function moves(empty: string) {
  return {
    title: 'Movimientos de stock',
    empty,
    table: 'industrial_movimientos',
    order: 'creado_en',
    row: (r: Record<string, unknown>) => {
      const part = r.industrial_repuestos as { sku: string; nombre: string } | null;
      const order = r.ops_ordenes as { codigo: string } | null;
      return {
        label: `${named(MOVE_LABEL, r.tipo)} de ${formatNumber(Number(r.cantidad))}${part ? ` · ${part.sku} ${part.nombre}` : ''}`,
        detail: [formatDate(String(r.creado_en)), order?.codigo, String(r.motivo)].filter(Boolean).join(' · '),
      };
    },
  };
}
