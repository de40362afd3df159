import { describe, expect, it } from 'vitest';
import { validateCsvRows } from '@/kit/csv-import';
import { parseCsvText } from '@/kit/csv-parse';
import { PART_IMPORT_COLUMNS, partSchema } from './part-schema';

describe('spare parts CSV import reads es-CL numbers (issue 31)', () => {
  it('a cost of 12.500 is 12500, a stock of 2,5 is 2.5, $ 1.200 is 1200', () => {
    const file = [
      'SKU,Nombre,Unidad,Stock,Stock mínimo,Ubicación,Costo unitario',
      'ROD-1,Rodamiento,Unidad,"2,5",1,A-1,12.500',
      'COR-2,Correa,Caja,1.500,10,,"$ 1.200"',
      'FIL-3,Filtro,Unidad,3,1,,"12,5,0"',
    ].join('\n');
    const checked = validateCsvRows(parseCsvText(file), PART_IMPORT_COLUMNS, partSchema, { uniqueField: 'sku' });
    expect(checked.valid.map((r) => [r.value.sku, r.value.stock, r.value.costo_unitario])).toEqual([
      ['ROD-1', 2.5, 12500],
      ['COR-2', 1500, 1200],
    ]);
    expect(checked.errors).toEqual([{ line: 4, messages: ['Costo unitario: Debe ser un número'] }]);
  });
});
