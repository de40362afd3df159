import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPreview, countRows, readyDocuments, withResults } from './import-preview';
import { parseSiiBytes } from './sii/sii-parse';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(resolve(import.meta.dirname, '../../../../../tests/fixtures/sii', name)));

describe('the SII import preview', () => {
  it('lists every document of a good XML as ready, received when the side is chosen', () => {
    const preview = buildPreview(parseSiiBytes('xml', fixture('envio-dte-compras.xml')), { direction: 'recibido' });
    expect(preview.error).toBeUndefined();
    expect(preview.rows.map((r) => r.status)).toEqual(['listo', 'listo', 'listo']);
    expect(readyDocuments(preview).every((d) => d.direccion === 'recibido' && d.origen === 'xml')).toBe(true);
  });

  it('gives each bad document its reasons, and keeps the good one', () => {
    const preview = buildPreview(parseSiiBytes('xml', fixture('dte-malo.xml')), { direction: 'recibido' });
    const count = countRows(preview);
    expect(count).toMatchObject({ listo: 1, error: 5 });
    for (const row of preview.rows.filter((r) => r.status === 'error')) expect(row.messages.length).toBeGreaterThan(0);
    expect(preview.rows.find((r) => r.status === 'error')?.messages.join(' ')).toMatch(/[a-záéíóú]/);
  });

  it('refuses a document that is not the company’s when its RUT is known', () => {
    const preview = buildPreview(parseSiiBytes('xml', fixture('envio-dte-compras.xml')), {
      companyRut: '11111111-1',
    });
    expect(preview.rows.every((r) => r.status === 'error' && /no es de la empresa/.test(r.messages[0]))).toBe(true);
  });

  it('marks a repeated document of the same file, and a file that is not XML', () => {
    const one = fixture('dte-duplicado.xml');
    const text = new TextDecoder('latin1').decode(one);
    const twice = text
      .replace(/<DTE[\s\S]*<\/DTE>/, (dte) => `<EnvioDTE><SetDTE>${dte}${dte}</SetDTE></EnvioDTE>`)
      .replace(/<\?xml[^>]*\?>/, '');
    const preview = buildPreview(parseSiiBytes('xml', new TextEncoder().encode(twice)), { direction: 'recibido' });
    expect(preview.rows.map((r) => r.status)).toEqual(['listo', 'duplicado']);
    expect(preview.rows[1].messages[0]).toMatch(/Repite Documento 1 del archivo/);
    const bad = buildPreview(parseSiiBytes('xml', new TextEncoder().encode('RUT;Folio\n1;2')), {
      direction: 'recibido',
    });
    expect(bad.error).toMatch(/no es un XML bien formado|no contiene documentos/);
  });

  it('reads the register with its rows by line: ready, with errors, repeated', () => {
    const good = buildPreview(parseSiiBytes('rcv', fixture('rcv-compras-2026-10.csv')), {});
    expect(good.register).toBe('compras');
    expect(good.rows.every((r) => r.status === 'listo' && /^Fila \d+$/.test(r.where))).toBe(true);
    const bad = buildPreview(parseSiiBytes('rcv', fixture('rcv-compras-malo.csv')), {});
    expect(countRows(bad).error).toBeGreaterThan(0);
    const dup = buildPreview(parseSiiBytes('rcv', fixture('rcv-compras-duplicado.csv')), {});
    expect(countRows(dup).duplicado).toBeGreaterThan(0);
  });

  it('puts each result of Postgres on its row (results come in the order of the ready rows)', () => {
    const preview = buildPreview(parseSiiBytes('xml', fixture('dte-malo.xml')), { direction: 'recibido' });
    const done = withResults(preview, [{ indice: 0, resultado: 'duplicado', mensaje: 'Ya estaba: Factura N° 60.' }]);
    const ready = done.rows.find((r) => r.status === 'listo');
    expect(ready?.result).toMatchObject({ resultado: 'duplicado' });
    expect(done.rows.filter((r) => r.result)).toHaveLength(1);
    expect(countRows(done)).toMatchObject({ yaExistia: 1, importado: 0 });
  });
});
