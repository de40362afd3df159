import { defineModule, named } from '@/kit/manifest';
import { formatDate } from '@/lib/format';
import { STATE_LABEL } from './lib/labels';

/** Axel Ops: work orders, their board, 'Mis órdenes' and the overview (issue 13). */
export const manifest = defineModule({
  key: 'ops',
  sections: [
    { path: '', label: 'Resumen' },
    { path: 'ordenes', label: 'Órdenes' },
    { path: 'tablero', label: 'Tablero' },
    { path: 'mis-ordenes', label: 'Mis órdenes' },
  ],
  routes: ['ordenes/:id'],
  // An order's equipment is an Industrial asset and its parts come from Industrial's stock.
  uses: ['industrial'],
  records: [{ table: 'ops_ordenes', route: 'ordenes/:id' }],
  // An asset's and a party's orders (issue 37: related records).
  related: [
    { of: 'industrial_activos', ...orders('Sin órdenes de trabajo para este activo.'), column: 'activo_id' },
    { of: 'terceros', ...orders('Sin órdenes de trabajo para esta cuenta.'), column: 'tercero_id' },
  ],
});

function orders(empty: string) {
  return {
    title: 'Órdenes de trabajo',
    empty,
    table: 'ops_ordenes',
    select: 'id, codigo, estado, falla_reportada, creado_en',
    order: 'creado_en',
    opens: 'ops_ordenes',
    row: (r: Record<string, unknown>) => ({
      label: `${String(r.codigo)} · ${String(r.falla_reportada)}`,
      detail: `${named(STATE_LABEL, r.estado)} · ${formatDate(String(r.creado_en))}`,
    }),
  };
}
