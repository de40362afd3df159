import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRcvCsv } from './rcv-csv';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(resolve(import.meta.dirname, '../../../../../../tests/fixtures/sii', name)));

describe('the SII’s purchase and sales register (RCV) read in', () => {
  it('reads the register of purchases as received documents, one line of net and one of exempt', () => {
    const file = parseRcvCsv(fixture('rcv-compras-2026-10.csv'));
    expect(file.kind).toBe('compras');
    expect(file.rows.map((r) => [r.line, r.status])).toEqual([
      [2, 'ok'],
      [3, 'ok'],
      [4, 'ok'],
      [5, 'ok'],
      [6, 'ok'],
    ]);
    const row = file.rows[3];
    if (row.status !== 'ok') throw new Error('row 5');
    expect(row.document).toEqual({
      direccion: 'recibido',
      tipo_sii: 33,
      folio: 552301,
      fecha_emision: '2026-10-15',
      fecha_vencimiento: '2026-11-14',
      origen: 'rcv',
      tercero: { rut: '96811450-6', nombre: 'Transportes Maule S.A.' },
      lineas: [
        expect.objectContaining({ precio_unitario: '182500', exento: false, cantidad: '1' }),
        expect.objectContaining({ precio_unitario: '35000', exento: true }),
      ],
      referencias: [],
      totales: { neto: 182500, exento: 35000, iva: 34675, total: 252175 },
    });
    const accented = file.rows[2];
    expect(accented.status === 'ok' && accented.document.tercero.nombre).toBe('Servicios Técnicos Ñuble SpA');
  });

  it('reads the register of sales as issued documents, a note with the document it corrects', () => {
    const file = parseRcvCsv(fixture('rcv-ventas-2026-10.csv'));
    expect(file.kind).toBe('ventas');
    expect(file.rows.every((r) => r.status === 'ok')).toBe(true);
    const note = file.rows[3];
    expect(note.status === 'ok' && note.document).toMatchObject({
      direccion: 'emitido',
      tipo_sii: 61,
      referencias: [{ tipo: '33', folio: '20452' }],
    });
  });

  it('reports each bad row by its line, in Spanish, and keeps the good one', () => {
    const file = parseRcvCsv(fixture('rcv-compras-malo.csv'));
    expect(file.rows.map((r) => [r.line, r.status === 'error' ? r.errors : r.status])).toEqual([
      [2, ['El RUT 77412305-1 no es válido.']],
      [3, ['La fecha del documento (31/09/2026) debe ser DD/MM/AAAA.']],
      [4, ['El IVA ($2000) no es el 19 % del monto neto ($10000).']],
      [
        5,
        [
          'El total ($125000) no es neto + exento + IVA ($119000): la fila trae otros impuestos, que Axel Finance aún no registra.',
        ],
      ],
      [6, ['El tipo de documento 46 aún no se registra en Axel Finance (se registran 33, 34, 39, 41, 52, 56 y 61).']],
      [7, ['El folio debe ser un número.']],
      [8, ['El registro de compras no indica qué documento corrige esta nota: impórtela desde su XML.']],
      [9, 'ok'],
    ]);
  });

  it('skips a row that repeats the type, folio and RUT of an earlier one', () => {
    const file = parseRcvCsv(fixture('rcv-compras-duplicado.csv'));
    expect(file.rows.map((r) => (r.status === 'duplicado' ? r.message : r.status))).toEqual([
      'ok',
      'ok',
      'ok',
      'Repite el documento de la línea 3 (mismo tipo, folio y RUT): se omite.',
    ]);
  });

  it('refuses a file that is not the register, or lacks its columns', () => {
    expect(parseRcvCsv('Nombre;RUT\nA;1-9\n').error).toMatch(
      /^El archivo no es el Registro de Compras y Ventas del SII/,
    );
    expect(parseRcvCsv('Nro;Tipo Doc;RUT Proveedor;Folio\n1;33;1-9;1\n').error).toBe(
      'Faltan columnas del registro: «Razon Social», «Fecha Docto», «Monto Exento», «Monto Neto», «Monto IVA Recuperable», «Monto Total».',
    );
  });

  it('reads a register of 1,000 rows (what the worker runs)', () => {
    const text = new TextDecoder('latin1').decode(fixture('rcv-compras-2026-10.csv'));
    const [header, first] = text.split('\n');
    const rows = Array.from({ length: 1000 }, (_, i) => first.replace(';4610;', `;${50000 + i};`));
    const file = parseRcvCsv([header, ...rows].join('\n'));
    expect(file.rows.filter((r) => r.status === 'ok')).toHaveLength(1000);
  });
});
