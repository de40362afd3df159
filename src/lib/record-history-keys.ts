/** The records that have a timeline (the rows of private.tablas_adjuntos). */
export type HistoryTable =
  | 'ops_ordenes'
  | 'industrial_activos'
  | 'industrial_repuestos'
  | 'colaboradores_ficha'
  | 'terceros'
  | 'crm_oportunidades'
  | 'fin_documentos'
  | 'fin_pagos'
  | 'proy_proyectos'
  | 'proy_tareas';

/**
 * The record timeline's query keys, apart from its reads (src/lib/record-history.ts) so that a
 * screen that only invalidates a timeline (a live list) does not download them (issue 33).
 */
export const historyKeys = {
  all: ['record-history'] as const,
  events: (tabla: HistoryTable, id: string) => ['record-history', tabla, id, 'events'] as const,
  mentionable: (tabla: HistoryTable, id: string) => ['record-history', tabla, id, 'mentionable'] as const,
};
