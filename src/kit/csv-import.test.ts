import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toCsv } from '@/lib/csv';
import { parseCsvText } from './csv-parse';
import { validateCsvRows } from './csv-import';
import { choice, day, number, optionalNumber, optionalText, requiredText } from './schema';

const schema = z.object({
  sku: requiredText(40),
  nombre: requiredText(),
  stock: number({ min: 0, integer: true }),
  costo: optionalNumber({ min: 0 }),
  unidad: choice(['unidad', 'litro'] as const, { labels: { unidad: 'Unidad', litro: 'Litro' } }),
  desde: day(),
  nota: optionalText(),
});
const columns = [
  { header: 'SKU', field: 'sku', required: true },
  { header: 'Nombre', field: 'nombre', required: true },
  { header: 'Stock', field: 'stock', required: true },
  { header: 'Costo', field: 'costo' },
  { header: 'Unidad', field: 'unidad' },
  { header: 'Desde', field: 'desde' },
  { header: 'Nota', field: 'nota' },
];

describe('CSV import validation', () => {
  it('reads a file written by the export rules (BOM, quoted cells, CRLF) back into typed rows', () => {
    const text = toCsv(
      [{ sku: 'R-1', nombre: 'Rodamiento "6204"', stock: 3, costo: '12.500,5', unidad: 'Litro', desde: '05-03-2026' }],
      ['sku', 'nombre', 'stock', 'costo', 'unidad', 'desde'].map((k) => ({
        header: columns.find((c) => c.field === k)!.header,
        value: (r: Record<string, unknown>) => r[k] as string,
      })),
    );
    const result = validateCsvRows(parseCsvText(text), columns, schema);
    expect(result.errors).toEqual([]);
    expect(result.valid).toEqual([
      {
        line: 2,
        value: {
          sku: 'R-1',
          nombre: 'Rodamiento "6204"',
          stock: 3,
          costo: 12500.5,
          unidad: 'litro',
          desde: '2026-03-05',
          nota: undefined,
        },
      },
    ]);
  });

  it('reports each bad row by its file line with Spanish reasons, and keeps the good ones', () => {
    const text = [
      'SKU,Nombre,Stock,Unidad',
      'A-1,Filtro,4,unidad',
      ',Sin código,-2,galón',
      'A-1,Repetido,1,unidad',
      'B-2,Correa,dos,unidad',
    ].join('\n');
    const result = validateCsvRows(parseCsvText(text), columns, schema, { uniqueField: 'sku' });
    expect(result.valid.map((r) => r.line)).toEqual([2]);
    expect(result.errors).toEqual([
      {
        line: 3,
        messages: [
          'SKU: Es obligatorio',
          'Stock: Debe ser mayor o igual a 0',
          'Unidad: Debe ser uno de: Unidad, Litro',
        ],
      },
      { line: 4, messages: ['SKU: repetido en la fila 2 del archivo'] },
      { line: 5, messages: ['Stock: Debe ser un número'] },
    ]);
  });

  it('refuses a file without a required column before looking at rows', () => {
    const result = validateCsvRows(parseCsvText('Nombre,Stock\nFiltro,1\n'), columns, schema);
    expect(result.missingHeaders).toEqual(['SKU']);
    expect(result.valid).toEqual([]);
  });

  it('flags a row with too many cells', () => {
    const result = validateCsvRows(parseCsvText('SKU,Nombre,Stock\nA,B,1,extra\n'), columns, schema);
    expect(result.errors[0].line).toBe(2);
    expect(result.errors[0].messages[0]).toBe('La fila tiene más columnas que el encabezado');
  });
});
