/**
 * A DTE's XML read in (issue 32): the signed file the SII's free invoicing portal and every
 * provider give, either an EnvioDTE (SetDTE with one DTE per document) or a single DTE, each with
 * its Documento: Encabezado (IdDoc, Emisor, Receptor, Totales), Detalle (the lines) and Referencia.
 * Parsed with fast-xml-parser (no DOM: it runs in a Web Worker), each document validated with zod,
 * its lines' amounts and totals checked with the SII's arithmetic (amounts.ts); every problem is a
 * Spanish sentence naming the document. The signature and the TED stamp are not verified.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import { isValidRut, normalizeRut } from '@/lib/rut';
import { documentAmounts, isSiiCode, lineAmount, NOTE_CODES, type SiiCode } from './amounts';
import {
  documentLabel,
  type ImportDocument,
  type ImportLine,
  type ImportParty,
  type ImportReference,
} from './import-document';

/** One document of the file: read, or why not. */
export type DteResult =
  | { index: number; label: string; ok: true; dte: ParsedDte }
  | { index: number; label: string; ok: false; errors: string[] };

export interface ParsedDte {
  code: SiiCode;
  folio: number;
  issued: string;
  due?: string;
  issuer: ImportParty;
  receiver: ImportParty;
  lines: ImportLine[];
  references: ImportReference[];
  totals: { neto: number; exento: number; iva: number; total: number };
}

export interface DteFile {
  /** A problem of the whole file (not XML, no document in it); then there are no documents. */
  error?: string;
  documents: DteResult[];
}

/** The final consumer of a boleta without a buyer (the SII's generic RUT). */
const FINAL_CONSUMER: ImportParty = { rut: '66666666-6', nombre: 'Consumidor final' };

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ['DTE', 'Detalle', 'Referencia', 'CdgItem', 'DscRcgGlobal', 'ImptoReten'].includes(name),
});

/** Text of a file: an XML declared ISO-8859-1 (as the SII writes them) decoded as Latin-1. */
export function decodeXml(input: string | Uint8Array): string {
  if (typeof input === 'string') return input;
  const head = new TextDecoder('ascii').decode(input.subarray(0, 200));
  const encoding = /encoding=["']([^"']+)["']/i.exec(head)?.[1]?.toLowerCase() ?? 'utf-8';
  const label = /8859-1|latin-?1|windows-1252/.test(encoding) ? 'windows-1252' : 'utf-8';
  const text = new TextDecoder(label).decode(input);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

// Field schemas: the XML's values are text; each message says what is wrong and where.
const text = (label: string) =>
  z
    .string({ error: `Falta ${label}.` })
    .trim()
    .min(1, { error: `Falta ${label}.` });
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
/** 'el folio (Folio)' → 'el folio (Folio)', for a sentence that starts with it. */
const cap = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);
const integer = (label: string) =>
  text(label).regex(/^\d{1,15}$/, { error: `${cap(label)} debe ser un número entero.` });
const decimal = (label: string) =>
  text(label).regex(/^\d{1,13}(\.\d{1,6})?$/, { error: `${cap(label)} debe ser un número con hasta 6 decimales.` });
const day = (label: string) =>
  text(label).refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
    error: `${cap(label)} debe ser una fecha AAAA-MM-DD.`,
  });
const rut = (label: string) =>
  text(label).refine((v) => isValidRut(v), { error: (i) => `${cap(label)} (${String(i.input)}) no es un RUT válido.` });

const lineSchema = z.object({
  NroLinDet: optionalText,
  CdgItem: z.array(z.object({ TpoCodigo: optionalText, VlrCodigo: optionalText })).optional(),
  IndExe: optionalText,
  NmbItem: text('el nombre del ítem (NmbItem)'),
  DscItem: optionalText,
  QtyItem: decimal('la cantidad (QtyItem)').optional(),
  UnmdItem: optionalText,
  PrcItem: decimal('el precio (PrcItem)').optional(),
  DescuentoPct: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, {
      error: 'El descuento (DescuentoPct) debe ser un porcentaje con hasta 2 decimales.',
    })
    .optional(),
  DescuentoMonto: integer('el descuento (DescuentoMonto)').optional(),
  RecargoPct: optionalText,
  RecargoMonto: optionalText,
  MontoItem: integer('el monto del ítem (MontoItem)'),
});

const documentSchema = z.object({
  Encabezado: z.object(
    {
      IdDoc: z.object(
        {
          TipoDTE: integer('el tipo de documento (TipoDTE)'),
          Folio: integer('el folio (Folio)'),
          FchEmis: day('la fecha de emisión (FchEmis)'),
          FchVenc: day('la fecha de vencimiento (FchVenc)').optional(),
          IndMntNeto: optionalText,
        },
        { error: 'Falta la identificación del documento (IdDoc).' },
      ),
      Emisor: z.object(
        {
          RUTEmisor: rut('el RUT del emisor'),
          RznSoc: optionalText,
          RznSocEmisor: optionalText,
          GiroEmis: optionalText,
          GiroEmisor: optionalText,
          DirOrigen: optionalText,
          CmnaOrigen: optionalText,
        },
        { error: 'Falta el emisor (Emisor).' },
      ),
      Receptor: z
        .object({
          RUTRecep: rut('el RUT del receptor'),
          RznSocRecep: optionalText,
          GiroRecep: optionalText,
          DirRecep: optionalText,
          CmnaRecep: optionalText,
        })
        .optional(),
      Totales: z.object(
        {
          MntNeto: integer('el monto neto (MntNeto)').optional(),
          MntExe: integer('el monto exento (MntExe)').optional(),
          IVA: integer('el IVA (IVA)').optional(),
          MntTotal: integer('el total (MntTotal)'),
          ImptoReten: z.array(z.unknown()).optional(),
        },
        { error: 'Faltan los totales (Totales).' },
      ),
    },
    { error: 'Falta el encabezado (Encabezado).' },
  ),
  Detalle: z.array(lineSchema, { error: 'El documento no trae líneas de detalle (Detalle).' }).min(1, {
    error: 'El documento no trae líneas de detalle (Detalle).',
  }),
  DscRcgGlobal: z.array(z.unknown()).optional(),
  Referencia: z
    .array(
      z.object({
        TpoDocRef: text('el tipo del documento de referencia (TpoDocRef)'),
        FolioRef: text('el folio de referencia (FolioRef)'),
        FchRef: optionalText,
        CodRef: optionalText,
        RazonRef: optionalText,
      }),
    )
    .optional(),
});

type RawDocument = z.infer<typeof documentSchema>;

function issuesOf(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}

/** The lines as fin_importar_documentos takes them, each checked against its MontoItem. */
function readLines(raw: RawDocument, errors: string[]): ImportLine[] {
  return raw.Detalle.map((d, i) => {
    const n = d.NroLinDet ?? String(i + 1);
    if (d.RecargoPct || d.RecargoMonto) errors.push(`Línea ${n}: trae un recargo, que Axel Finance aún no registra.`);
    if (d.IndExe && d.IndExe !== '1')
      errors.push(`Línea ${n}: el indicador ${d.IndExe} (no facturable) aún no se registra en Axel Finance.`);
    const montoItem = BigInt(d.MontoItem);
    const discountAmount = BigInt(d.DescuentoMonto ?? '0');
    const quantity = d.QtyItem ?? '1';
    // Without a price the line is its amount (before discount), once.
    const priced = d.PrcItem !== undefined;
    const unitPrice = priced ? d.PrcItem! : String(montoItem + discountAmount);
    const line = {
      quantity: priced ? quantity : '1',
      unitPrice,
      discountPercent: null,
      discountAmount,
      exempt: d.IndExe === '1',
    };
    const computed = lineAmount(line);
    if (computed && computed.amount !== montoItem)
      errors.push(
        `Línea ${n}: el monto del ítem ($${montoItem}) no es cantidad × precio − descuento ($${computed.amount}).`,
      );
    // The percentage is kept when it gives the same discount (else the amount says it exactly).
    const pct =
      d.DescuentoPct && lineAmount({ ...line, discountPercent: d.DescuentoPct })?.discount === discountAmount
        ? d.DescuentoPct
        : null;
    const code = d.CdgItem?.find((c) => c.VlrCodigo)?.VlrCodigo;
    return {
      descripcion: d.NmbItem,
      ...(d.DscItem ? { detalle: d.DscItem } : {}),
      ...(code ? { codigo: code.slice(0, 35) } : {}),
      cantidad: line.quantity,
      ...(d.UnmdItem ? { unidad: d.UnmdItem.slice(0, 4) } : {}),
      precio_unitario: unitPrice,
      descuento_pct: pct,
      descuento_monto: Number(discountAmount),
      exento: line.exempt,
    };
  });
}

function readDocument(node: unknown): ParsedDte | string[] {
  const parsed = documentSchema.safeParse(node);
  if (!parsed.success) return issuesOf(parsed.error);
  const raw = parsed.data;
  const { IdDoc, Emisor, Receptor, Totales } = raw.Encabezado;
  const code = Number(IdDoc.TipoDTE);
  const errors: string[] = [];
  if (!isSiiCode(code))
    return [
      `El tipo de documento ${code} aún no se registra en Axel Finance (se registran 33, 34, 39, 41, 52, 56 y 61).`,
    ];
  if (Number(IdDoc.Folio) <= 0) errors.push('El folio (Folio) debe ser mayor que cero.');
  if (IdDoc.FchVenc && IdDoc.FchVenc < IdDoc.FchEmis)
    errors.push('La fecha de vencimiento (FchVenc) es anterior a la de emisión.');
  if (code === 39 && IdDoc.IndMntNeto === '2')
    errors.push('La boleta trae sus montos sin IVA (IndMntNeto), lo que Axel Finance aún no registra.');
  if (raw.DscRcgGlobal?.length)
    errors.push('Trae descuentos o recargos globales (DscRcgGlobal), que Axel Finance aún no registra.');
  if (Totales.ImptoReten?.length)
    errors.push('Trae impuestos adicionales o retenidos (ImptoReten), que Axel Finance aún no registra.');
  const issuerName = Emisor.RznSoc ?? Emisor.RznSocEmisor;
  if (!issuerName) errors.push('Falta la razón social del emisor (RznSoc).');
  if (!Receptor && code !== 39 && code !== 41) errors.push('Falta el receptor (Receptor).');
  if (Receptor && !Receptor.RznSocRecep) errors.push('Falta la razón social del receptor (RznSocRecep).');

  const lines = readLines(raw, errors);
  const amounts = documentAmounts(
    code,
    lines.map((l) => ({
      amount:
        lineAmount({
          quantity: l.cantidad,
          unitPrice: l.precio_unitario,
          discountAmount: BigInt(l.descuento_monto),
          exempt: l.exento,
        })?.amount ?? 0n,
      exempt: l.exento,
    })),
  );
  const given = {
    neto: Totales.MntNeto === undefined ? undefined : BigInt(Totales.MntNeto),
    exento: Totales.MntExe === undefined ? undefined : BigInt(Totales.MntExe),
    iva: Totales.IVA === undefined ? undefined : BigInt(Totales.IVA),
    total: BigInt(Totales.MntTotal),
  };
  // An absent amount is zero, but a boleta may leave its net and IVA out: only what it states counts.
  const stated = (['neto', 'exento', 'iva', 'total'] as const).filter(
    (k) => (code !== 39 || given[k] !== undefined) && (given[k] ?? 0n) !== amounts[k],
  );
  if (stated.length)
    errors.push(
      `Los totales no cuadran con las líneas: ${stated
        .map((k) => `${k === 'iva' ? 'IVA' : k} del documento $${given[k] ?? 0n}, de las líneas $${amounts[k]}`)
        .join('; ')}.`,
    );
  if (NOTE_CODES.includes(code) && !raw.Referencia?.length)
    errors.push('Una nota de crédito o débito debe indicar el documento que corrige (Referencia).');
  if (errors.length) return errors;

  const party = (
    r: string,
    nombre: string | undefined,
    giro?: string,
    direccion?: string,
    comuna?: string,
  ): ImportParty => ({
    rut: normalizeRut(r)!,
    nombre: nombre ?? '',
    ...(giro ? { giro: giro.slice(0, 80) } : {}),
    ...(direccion ? { direccion: direccion.slice(0, 300) } : {}),
    ...(comuna ? { comuna: comuna.slice(0, 50) } : {}),
  });
  return {
    code,
    folio: Number(IdDoc.Folio),
    issued: IdDoc.FchEmis,
    ...(IdDoc.FchVenc ? { due: IdDoc.FchVenc } : {}),
    issuer: party(
      Emisor.RUTEmisor,
      issuerName,
      Emisor.GiroEmis ?? Emisor.GiroEmisor,
      Emisor.DirOrigen,
      Emisor.CmnaOrigen,
    ),
    receiver: Receptor
      ? party(Receptor.RUTRecep, Receptor.RznSocRecep, Receptor.GiroRecep, Receptor.DirRecep, Receptor.CmnaRecep)
      : FINAL_CONSUMER,
    lines,
    references: (raw.Referencia ?? []).map((r) => ({
      tipo: r.TpoDocRef,
      folio: r.FolioRef,
      ...(r.FchRef ? { fecha: r.FchRef } : {}),
      ...(r.CodRef && /^[123]$/.test(r.CodRef) ? { codigo: Number(r.CodRef) } : {}),
      ...(r.RazonRef ? { razon: r.RazonRef.slice(0, 90) } : {}),
    })),
    totals: {
      neto: Number(amounts.neto),
      exento: Number(amounts.exento),
      iva: Number(amounts.iva),
      total: Number(amounts.total),
    },
  };
}

/** The Documento nodes of an EnvioDTE / EnvioBOLETA, or of a single DTE. */
function documentsOf(tree: Record<string, unknown>): unknown[] | null {
  const envelope = (tree.EnvioDTE ?? tree.EnvioBOLETA) as { SetDTE?: { DTE?: unknown[] } } | undefined;
  const dtes = envelope ? envelope.SetDTE?.DTE : (tree.DTE as unknown[] | undefined);
  if (!Array.isArray(dtes)) return null;
  return dtes.map((d) => (d && typeof d === 'object' ? (d as { Documento?: unknown }).Documento : undefined));
}

/** Reads an XML file of DTEs: one result per document, in the file's order. */
export function parseDteXml(input: string | Uint8Array): DteFile {
  const xml = decodeXml(input);
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return {
      error: `El archivo no es un XML bien formado (línea ${valid.err.line}): revise que sea el XML que entrega el SII.`,
      documents: [],
    };
  const nodes = documentsOf(parser.parse(xml) as Record<string, unknown>);
  if (!nodes || nodes.length === 0)
    return { error: 'El archivo no contiene documentos del SII (EnvioDTE, DTE con su Documento).', documents: [] };
  return {
    documents: nodes.map((node, index) => {
      const idDoc = (node as { Encabezado?: { IdDoc?: { TipoDTE?: string; Folio?: string } } } | undefined)?.Encabezado
        ?.IdDoc;
      const label =
        idDoc?.TipoDTE && /^\d+$/.test(idDoc.TipoDTE)
          ? documentLabel(Number(idDoc.TipoDTE), idDoc.Folio)
          : `Documento ${index + 1} del archivo`;
      if (node === undefined) return { index, label, ok: false, errors: ['El DTE no trae su Documento.'] };
      const read = readDocument(node);
      return Array.isArray(read) ? { index, label, ok: false, errors: read } : { index, label, ok: true, dte: read };
    }),
  };
}

/**
 * A read DTE as the import sends it: issued by the company (its RUT is the issuer's) or received
 * (the receiver's); without the company's RUT, the side chosen by the person importing.
 */
export function dteToImport(
  dte: ParsedDte,
  side: { companyRut?: string | null; direction?: 'emitido' | 'recibido' },
): { ok: true; document: ImportDocument } | { ok: false; error: string } {
  const company = side.companyRut ? normalizeRut(side.companyRut) : null;
  let direction = side.direction;
  if (company) {
    if (dte.issuer.rut === company) direction = 'emitido';
    else if (dte.receiver.rut === company) direction = 'recibido';
    else
      return {
        ok: false,
        error: `${documentLabel(dte.code, dte.folio)} no es de la empresa: la emite ${dte.issuer.rut} para ${dte.receiver.rut}.`,
      };
  }
  if (!direction) return { ok: false, error: 'Indique si los documentos son emitidos (ventas) o recibidos (compras).' };
  return {
    ok: true,
    document: {
      direccion: direction,
      tipo_sii: dte.code,
      folio: dte.folio,
      fecha_emision: dte.issued,
      ...(dte.due ? { fecha_vencimiento: dte.due } : {}),
      origen: 'xml',
      descripcion: dte.lines[0]?.descripcion.slice(0, 500),
      tercero: direction === 'emitido' ? dte.receiver : dte.issuer,
      lineas: dte.lines,
      referencias: dte.references,
      totales: dte.totals,
    },
  };
}
