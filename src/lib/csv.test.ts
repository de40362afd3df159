import { describe, expect, it } from 'vitest';
import { buildCsvBlob, csvCell, CSV_BOM, neutraliseFormula, restoreNeutralised, toCsv, type CsvColumn } from './csv';

interface Person {
  name: string | null;
  note?: string;
  age?: number;
  active?: boolean;
}

const COLUMNS: CsvColumn<Person>[] = [
  { header: 'Nombre', value: (p) => p.name },
  { header: 'Nota', value: (p) => p.note },
  { header: 'Edad', value: (p) => p.age },
  { header: 'Activo', value: (p) => (p.active === undefined ? null : p.active ? 'Sí' : 'No') },
];

/** The bytes a Blob holds, as the file on disk would. */
async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

/** A minimal RFC 4180 reader (every field quoted), to check that what we write reads back. */
function parseQuotedCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    expect(text[i], `field at ${i} starts with a quote`).toBe('"');
    i++;
    let field = '';
    for (;;) {
      const q = text.indexOf('"', i);
      expect(q, 'closing quote').toBeGreaterThanOrEqual(0);
      field += text.slice(i, q);
      if (text[q + 1] === '"') {
        field += '"';
        i = q + 2;
        continue;
      }
      i = q + 1;
      break;
    }
    row.push(field);
    if (text[i] === ',') {
      i++;
    } else {
      expect(text.slice(i, i + 2), 'a row ends with CRLF').toBe('\r\n');
      i += 2;
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

describe('csvCell', () => {
  it('quotes every value and doubles quotes inside it', () => {
    expect(csvCell('Ana')).toBe('"Ana"');
    expect(csvCell('Dijo "hola", y se fue')).toBe('"Dijo ""hola"", y se fue"');
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvCell('')).toBe('""');
  });

  it('writes null and undefined as empty, numbers and booleans as they are', () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(true)).toBe('"true"');
  });

  it('writes a decimal with the es-CL comma and no thousands mark, as lib/parse.ts reads it back', () => {
    expect(csvCell(2.5)).toBe('"2,5"');
    expect(csvCell(12500)).toBe('"12500"');
    expect(csvCell(-0.25)).toBe('"-0,25"');
  });

  it('reads a neutralised cell back as it was, and leaves other quotes alone', () => {
    expect(restoreNeutralised(neutraliseFormula('+56 9 1234 5678'))).toBe('+56 9 1234 5678');
    expect(restoreNeutralised(neutraliseFormula('=1+1'))).toBe('=1+1');
    expect(restoreNeutralised("'hola")).toBe("'hola");
    expect(restoreNeutralised("'")).toBe("'");
  });

  it.each([
    ['=HYPERLINK("http://x","clic")', `"'=HYPERLINK(""http://x"",""clic"")"`],
    ['+56 9 1234', `"'+56 9 1234"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
  ])('neutralises the formula-like text %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves text that only contains those characters later alone', () => {
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('ana@andes.demo')).toBe('ana@andes.demo');
    expect(neutraliseFormula(' =1')).toBe(' =1');
  });
});

describe('toCsv', () => {
  it('starts with the BOM and a quoted header, ends every line with CRLF', () => {
    const csv = toCsv([{ name: 'José Núñez', note: 'a,b', age: 30, active: true }], COLUMNS);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"Nombre","Nota","Edad","Activo"\r\n"José Núñez","a,b","30","Sí"\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], COLUMNS)).toBe(`${CSV_BOM}"Nombre","Nota","Edad","Activo"\r\n`);
  });
});

describe('buildCsvBlob', () => {
  it('is UTF-8 with a byte-order mark, and its text is what toCsv writes', async () => {
    const rows: Person[] = [
      { name: 'Ñandú', note: '=1+1', age: 3, active: false },
      { name: null, note: 'dice "sí"' },
    ];
    const blob = await buildCsvBlob(rows, COLUMNS);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(toCsv(rows, COLUMNS));
    // 'Ñ' is two bytes in UTF-8, not one (Latin-1).
    expect(bytes.length).toBe(new TextEncoder().encode(text).length);
  });

  it('builds in chunks, yielding between them, and the chunks join into the same file', async () => {
    const rows: Person[] = Array.from({ length: 2_501 }, (_, i) => ({
      name: i % 7 === 0 ? `-${i}` : `Persona ${i}`,
      note: i % 5 === 0 ? `"${i}"` : `nota, ${i}`,
      age: i,
    }));
    let yields = 0;
    const progress: number[] = [];
    const blob = await buildCsvBlob(rows, COLUMNS, {
      chunkSize: 1_000,
      onProgress: (n) => progress.push(n),
      yieldFn: async () => {
        yields++;
      },
    });
    expect(progress).toEqual([1_000, 2_000, 2_501]);
    expect(yields).toBe(2);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(blob));
    expect(text).toBe(toCsv(rows, COLUMNS));
    const parsed = parseQuotedCsv(text.slice(1));
    expect(parsed).toHaveLength(2_502);
    expect(parsed[0]).toEqual(['Nombre', 'Nota', 'Edad', 'Activo']);
    expect(parsed[1]).toEqual(["'-0", '"0"', '0', '']);
    expect(parsed[2]).toEqual(['Persona 1', 'nota, 1', '1', '']);
    expect(parsed[2_501]).toEqual(['Persona 2500', '"2500"', '2500', '']);
  });

  it('lets the page run between chunks (a timer set during the build fires before it ends)', async () => {
    const rows: Person[] = Array.from({ length: 5_000 }, (_, i) => ({ name: `P${i}` }));
    let timerFired = false;
    let firedBeforeEnd = false;
    setTimeout(() => {
      timerFired = true;
    }, 0);
    await buildCsvBlob(rows, COLUMNS, {
      chunkSize: 500,
      onProgress: (n) => {
        if (n === rows.length) firedBeforeEnd = timerFired;
      },
    });
    expect(firedBeforeEnd).toBe(true);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const rows: Person[] = Array.from({ length: 3_000 }, (_, i) => ({ name: `P${i}` }));
    const built = buildCsvBlob(rows, COLUMNS, {
      chunkSize: 1_000,
      signal: controller.signal,
      onProgress: (n) => {
        if (n === 1_000) controller.abort();
      },
    });
    await expect(built).rejects.toThrow();
  });
});
