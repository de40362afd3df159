/**
 * The tables whose records take files, with the module each belongs to (the path's second segment):
 * the rows of the database's registry private.tablas_adjuntos (docs/storage.md §2), which
 * tests/integration/storage-adjuntos.test.ts compares with this list.
 */
export const ATTACHMENT_TABLES = {
  ops_ordenes: 'ops',
  industrial_activos: 'industrial',
  industrial_repuestos: 'industrial',
  colaboradores_ficha: 'people',
  terceros: 'crm',
  crm_oportunidades: 'crm',
  fin_documentos: 'finance',
  fin_pagos: 'finance',
  proy_proyectos: 'projects',
  proy_tareas: 'projects',
  skills_certificaciones: 'skills',
  skills_evaluaciones: 'skills',
  skills_lecciones: 'skills',
} as const;
export type AttachmentTable = keyof typeof ATTACHMENT_TABLES;
