import type { ClientFilterSpec } from '../kit/list-params';
import type { DocumentRow } from '../api/finance';
import { documentTitle } from './labels';

/** How the document list searches, filters and sorts (applyListParams). */
export const documentListSpec: ClientFilterSpec<DocumentRow> = {
  searchText: (d) =>
    `${documentTitle(d)} ${d.folio ?? ''} ${d.tercero_nombre ?? ''} ${d.tercero_rut ?? ''} ${d.descripcion ?? ''} ${d.categoria_nombre ?? ''}`,
  filterValue: { direccion: (d) => d.direccion, estado: (d) => d.estado_actual, tipo: (d) => d.tipo },
  sortValue: {
    fecha_emision: (d) => d.fecha_emision,
    fecha_vencimiento: (d) => d.fecha_vencimiento,
    folio: (d) => Number(d.folio ?? 0),
    tercero: (d) => d.tercero_nombre ?? '',
    // Sorting only compares; sums are BigInt (money.ts).
    total: (d) => Number(d.total),
    saldo: (d) => Number(d.saldo),
  },
};
