import { z } from 'zod';
import * as field from '@/kit/schema';
import { UNIT_LABEL, UNITS } from './labels';

/**
 * A spare part as the form and the CSV import validate it. Apart from the page (no React here), so
 * the bench can time a 10,000-row import's validation in Node (bench/modules.ts).
 */
export const partSchema = z.object({
  sku: field.requiredText(40),
  nombre: field.requiredText(200),
  unidad: field.choice(UNITS, { labels: UNIT_LABEL }),
  stock: field.number({ min: 0 }),
  stock_minimo: field.number({ min: 0 }),
  ubicacion_bodega: field.optionalText(100),
  costo_unitario: field.number({ min: 0 }),
});
/** The import's columns: the same headers the list's 'Exportar CSV' writes, so an export imports back. */
export const PART_IMPORT_COLUMNS = [
  { header: 'SKU', field: 'sku', required: true },
  { header: 'Nombre', field: 'nombre', required: true },
  { header: 'Unidad', field: 'unidad', required: true },
  { header: 'Stock', field: 'stock', required: true },
  { header: 'Stock mínimo', field: 'stock_minimo', required: true },
  { header: 'Ubicación', field: 'ubicacion_bodega' },
  { header: 'Costo unitario', field: 'costo_unitario', required: true },
];
