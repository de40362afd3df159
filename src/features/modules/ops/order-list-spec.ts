import type { OrderSummary } from '../api/ops';
import type { ClientFilterSpec } from '../kit/list-params';
import { PRIORITY_RANK } from './labels';

/**
 * How the work-order list searches, filters and sorts (applyListParams). Apart from the page so the
 * bench times the very same rule over 100,000 orders (bench/modules.ts).
 */
export function orderListSpec(clientName: ReadonlyMap<string, string>): ClientFilterSpec<OrderSummary> {
  return {
    searchText: (o) => `${o.codigo} ${o.falla_reportada} ${o.equipo_texto ?? ''} ${o.tercero_id ? clientName.get(o.tercero_id) : ''}`,
    filterValue: { estado: (o) => o.estado, prioridad: (o) => o.prioridad, tipo: (o) => o.tipo },
    sortValue: { numero: (o) => o.numero, prioridad: (o) => PRIORITY_RANK[o.prioridad], fecha_programada: (o) => o.fecha_programada, creado_en: (o) => o.creado_en },
  };
}
