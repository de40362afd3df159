import { defineModule, named } from '@/kit/manifest';
import { formatCLP, formatDate } from '@/lib/format';
import { DOC_STATE_LABEL, DOC_TYPE_LABEL, PAYMENT_DIRECTION_LABEL } from './lib/labels';

/** Axel Finance: documents, payments, receivables and payables, cash flow, categories (issue 17). */
export const manifest = defineModule({
  key: 'finance',
  sections: [
    { path: '', label: 'Resumen' },
    { path: 'documentos', label: 'Documentos' },
    { path: 'pagos', label: 'Pagos' },
    { path: 'cuentas', label: 'Cobrar y pagar' },
    { path: 'flujo', label: 'Flujo de caja' },
    { path: 'categorias', label: 'Categorías' },
    { path: 'productos', label: 'Productos' },
    { path: 'importar', label: 'Importar del SII' },
    { path: 'emisor', label: 'Datos tributarios' },
  ],
  routes: ['documentos/:id'],
  uses: [],
  records: [{ table: 'fin_documentos', route: 'documentos/:id' }],
  // A party's documents and payments (issue 37: related records).
  related: [
    {
      of: 'terceros',
      title: 'Documentos',
      empty: 'Sin documentos para esta cuenta.',
      table: 'fin_documentos',
      column: 'tercero_id',
      select: 'id, tipo, folio, estado, total, fecha_emision, creado_en',
      order: 'creado_en',
      opens: 'fin_documentos',
      row: (r) => ({
        label: `${named(DOC_TYPE_LABEL, r.tipo)}${r.folio == null ? ' (borrador)' : ` N° ${String(r.folio)}`}`,
        detail: `${named(DOC_STATE_LABEL, r.estado)} · ${formatCLP(Number(r.total))} · ${formatDate(String(r.fecha_emision))}`,
      }),
    },
    {
      of: 'terceros',
      title: 'Pagos',
      empty: 'Sin pagos de esta cuenta.',
      table: 'fin_pagos',
      column: 'tercero_id',
      select: 'id, numero, direccion, monto, fecha, creado_en',
      order: 'creado_en',
      row: (r) => ({
        label: `${named(PAYMENT_DIRECTION_LABEL, r.direccion)} N° ${String(r.numero)}`,
        detail: `${formatCLP(Number(r.monto))} · ${formatDate(String(r.fecha))}`,
      }),
    },
  ],
});
