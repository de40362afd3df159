import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dteToImport, parseDteXml, type ParsedDte } from './dte-xml';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(resolve(import.meta.dirname, '../../../../../../tests/fixtures/sii', name)));
const ok = (file: ReturnType<typeof parseDteXml>) =>
  file.documents.map((d) => {
    if (!d.ok) throw new Error(`${d.label}: ${d.errors.join(' ')}`);
    return d.dte;
  });

describe('a DTE’s XML read in', () => {
  it('reads every document of an EnvioDTE in ISO-8859-1: lines, discounts, exempt lines, references', () => {
    const [invoice, exempt, note] = ok(parseDteXml(fixture('envio-dte-compras.xml')));
    expect(invoice).toMatchObject({
      code: 33,
      folio: 4521,
      issued: '2026-10-02',
      due: '2026-11-01',
      issuer: { rut: '77412305-9', nombre: 'Rodamientos del Pacífico SpA', comuna: 'Quilicura' },
      receiver: { rut: '76123456-0', nombre: 'Industrias Andes SpA', giro: 'Mantención industrial' },
      totals: { neto: 143222, exento: 15000, iva: 27212, total: 185434 },
      references: [{ tipo: '801', folio: '2211', fecha: '2026-09-28', razon: 'Orden de compra' }],
    });
    expect(invoice.lines).toEqual([
      {
        descripcion: 'Rodamiento rígido de bolas 6205-2RS',
        detalle: 'Marca SKF, sellado por ambos lados',
        codigo: 'SKF-6205-2RS',
        cantidad: '12',
        unidad: 'UN',
        precio_unitario: '8450',
        descuento_pct: '10',
        descuento_monto: 10140,
        exento: false,
      },
      expect.objectContaining({
        descripcion: 'Correa en V B-52',
        cantidad: '4',
        precio_unitario: '12990.5',
        exento: false,
      }),
      expect.objectContaining({ descripcion: 'Flete a Quilicura', precio_unitario: '15000', exento: true }),
    ]);
    expect(exempt).toMatchObject({ code: 34, totals: { neto: 0, exento: 135000, iva: 0, total: 135000 } });
    expect(note).toMatchObject({ code: 61, folio: 233, references: [{ tipo: '33', folio: '4521', codigo: 3 }] });
  });

  it('reads a single DTE (the portal’s download of one document) the same way', () => {
    const [single] = ok(parseDteXml(fixture('dte-duplicado.xml')));
    const [first] = ok(parseDteXml(fixture('envio-dte-compras.xml')));
    expect(single).toEqual(first);
  });

  it('says in Spanish what is wrong with each bad document, and reads the good one beside them', () => {
    const file = parseDteXml(fixture('dte-malo.xml'));
    expect(file.error).toBeUndefined();
    expect(file.documents.map((d) => [d.label, d.ok ? 'ok' : d.errors])).toEqual([
      ['Factura electrónica N° 4530', ['El RUT del receptor (76123456-1) no es un RUT válido.']],
      [
        'Factura electrónica N° 4531',
        [
          'Línea 1: el monto del ítem ($2100) no es cantidad × precio − descuento ($2000).',
          'Los totales no cuadran con las líneas: neto del documento $2100, de las líneas $2000; IVA del documento $399, de las líneas $380; total del documento $2499, de las líneas $2380.',
        ],
      ],
      [
        'Documento tipo 46 N° 77',
        ['El tipo de documento 46 aún no se registra en Axel Finance (se registran 33, 34, 39, 41, 52, 56 y 61).'],
      ],
      [
        'Factura electrónica N° 4532',
        [
          'Trae descuentos o recargos globales (DscRcgGlobal), que Axel Finance aún no registra.',
          'Los totales no cuadran con las líneas: neto del documento $9000, de las líneas $10000; IVA del documento $1710, de las líneas $1900; total del documento $10710, de las líneas $11900.',
        ],
      ],
      ['Factura electrónica', ['Falta el folio (Folio).']],
      ['Factura electrónica N° 4533', 'ok'],
    ]);
  });

  it('refuses a file that is not XML or holds no DTE, as a whole', () => {
    expect(parseDteXml('<EnvioDTE><SetDTE>').error).toMatch(/^El archivo no es un XML bien formado \(línea \d+\)/);
    expect(parseDteXml('<?xml version="1.0"?><Factura><Folio>1</Folio></Factura>').error).toBe(
      'El archivo no contiene documentos del SII (EnvioDTE, DTE con su Documento).',
    );
  });

  it('decides the side by the company’s RUT: its own sale is issued, a supplier’s invoice received', () => {
    const [invoice] = ok(parseDteXml(fixture('envio-dte-compras.xml')));
    const received = dteToImport(invoice, { companyRut: '76.123.456-0' });
    expect(received).toMatchObject({
      ok: true,
      document: { direccion: 'recibido', tipo_sii: 33, folio: 4521, origen: 'xml', tercero: { rut: '77412305-9' } },
    });
    expect(dteToImport(invoice, { companyRut: '77412305-9' })).toMatchObject({
      ok: true,
      document: { direccion: 'emitido', tercero: { rut: '76123456-0' } },
    });
    expect(dteToImport(invoice, { companyRut: '76358942-0' })).toEqual({
      ok: false,
      error: 'Factura electrónica N° 4521 no es de la empresa: la emite 77412305-9 para 76123456-0.',
    });
    expect(dteToImport(invoice, {})).toMatchObject({ ok: false });
    expect(dteToImport(invoice, { direction: 'recibido' })).toMatchObject({ ok: true });
  });

  it('reads a file of 1,000 documents (what the worker runs)', () => {
    const xml = new TextDecoder('latin1').decode(fixture('envio-dte-compras.xml'));
    const one = /<DTE version="1.0">[\s\S]*?<\/DTE>/.exec(xml)![0];
    const many = Array.from({ length: 1000 }, (_, i) =>
      one.replaceAll('<Folio>4521</Folio>', `<Folio>${10000 + i}</Folio>`),
    );
    const file = parseDteXml(xml.replace(/<DTE version="1.0">[\s\S]*<\/DTE>/, many.join('\n')));
    const read = ok(file);
    expect(read).toHaveLength(1000);
    expect(new Set(read.map((d: ParsedDte) => d.folio)).size).toBe(1000);
  });
});
