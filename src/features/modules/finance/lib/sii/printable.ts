/**
 * A Finance document as the PDF kit prints it: public.fin_documento_impreso's answer (one read:
 * the document, its type, the issuer's tax data, its lines, the document it corrects and the notes
 * that correct it) mapped to the kit's InvoicePdf (src/lib/pdf/invoice.ts). 'Descargar PDF' is:
 *
 *   const printed = await rpc('fin_documento_impreso', { p_documento: id });
 *   downloadPdf(await buildInvoicePdf(toInvoicePdf(printed)), invoiceFileName(printed));
 */
import { formatCLP, formatDate } from '@/lib/format';
import type { InvoicePdf } from '@/lib/pdf/invoice';
import { formatRut } from '@/lib/rut';

type Amount = number | string;

/** fin_documento_impreso's answer (database names; amounts as numbers or exact text). */
export interface PrintedDocument {
  documento: {
    direccion: 'emitido' | 'recibido';
    tipo: string;
    folio: number | null;
    fecha_emision: string;
    fecha_vencimiento: string;
    estado: string;
    dte_estado: string;
    descripcion: string | null;
    tercero_nombre: string | null;
    tercero_rut: string | null;
    contraparte_nombre: string | null;
    contraparte_rut: string | null;
    contraparte_giro: string | null;
    contraparte_direccion: string | null;
    contraparte_comuna: string | null;
    referencias: Array<{ tipo: string; folio: string; fecha?: string; codigo?: number; razon?: string }>;
    neto: Amount;
    exento: Amount;
    iva: Amount;
    total: Amount;
  };
  tipo: { clave: string; codigo_sii: number; nombre: string; nombre_sii: string; montos_brutos: boolean };
  /** The company's name (the issuer when it has no tax data yet). */
  empresa: string | null;
  emisor: {
    rut: string;
    razon_social: string;
    giro: string;
    direccion: string | null;
    comuna: string | null;
    ciudad: string | null;
    telefono: string | null;
    correo: string | null;
  } | null;
  lineas: Array<{
    numero: number;
    codigo: string | null;
    descripcion: string;
    detalle: string | null;
    cantidad: string;
    unidad: string | null;
    precio_unitario: string;
    descuento_pct: string | null;
    descuento_monto: string;
    exento: boolean;
    monto: string;
  }>;
  /** The document a note corrects. */
  corrige: { tipo: string; codigo_sii: number; folio: number | null; fecha_emision: string } | null;
  /** The issued notes that correct this document. */
  notas: Array<{ tipo: string; codigo_sii: number; folio: number | null; fecha_emision: string; total: string }>;
}

/** The SII's names of the codes a reference may carry (the others are printed as their code). */
const REFERENCE_TYPES: Record<string, string> = {
  '30': 'Factura',
  '33': 'Factura electrónica',
  '34': 'Factura exenta electrónica',
  '39': 'Boleta electrónica',
  '41': 'Boleta exenta electrónica',
  '52': 'Guía de despacho electrónica',
  '56': 'Nota de débito electrónica',
  '61': 'Nota de crédito electrónica',
  '801': 'Orden de compra',
  '802': 'Nota de pedido',
  '803': 'Contrato',
  HES: 'Hoja de entrada de servicios',
};
const REFERENCE_CODES: Record<number, string> = { 1: 'Anula documento', 2: 'Corrige texto', 3: 'Corrige montos' };
const NOTE_NAMES: Record<string, string> = { nota_credito: 'Nota de crédito', nota_debito: 'Nota de débito' };

const QUANTITY = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 6 });
const PRICE = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 6 });
const text = (v: Amount) => String(v);

/** The document's PDF as the kit draws it. */
export function toInvoicePdf(printed: PrintedDocument): InvoicePdf {
  const d = printed.documento;
  const company = printed.emisor
    ? {
        name: printed.emisor.razon_social,
        rut: formatRut(printed.emisor.rut),
        details: [
          `Giro: ${printed.emisor.giro}`,
          [printed.emisor.direccion, printed.emisor.comuna, printed.emisor.ciudad].filter(Boolean).join(', '),
          [printed.emisor.telefono, printed.emisor.correo].filter(Boolean).join(' · '),
        ].filter(Boolean),
      }
    : { name: printed.empresa ?? '', rut: 'sin RUT registrado', details: [] };
  const other = {
    name: d.contraparte_nombre ?? d.tercero_nombre ?? '',
    rut: formatRut(d.contraparte_rut ?? d.tercero_rut) || '—',
    giro: d.contraparte_giro ?? '',
    address: [d.contraparte_direccion, d.contraparte_comuna].filter(Boolean).join(', '),
  };
  // A supplier's document is printed as the supplier issued it: the company is its receiver.
  const issued = d.direccion === 'emitido';
  const issuer = issued
    ? company
    : {
        name: other.name,
        rut: other.rut,
        details: [other.giro && `Giro: ${other.giro}`, other.address].filter(Boolean),
      };
  const party: Array<[string, string]> = issued
    ? [
        ['Señor(es):', other.name],
        ['R.U.T.:', other.rut],
        ['Giro:', other.giro],
        ['Dirección:', other.address],
      ]
    : [
        ['Señor(es):', company.name],
        ['R.U.T.:', company.rut],
        ['Giro:', printed.emisor?.giro ?? ''],
        ['Dirección:', [printed.emisor?.direccion, printed.emisor?.comuna].filter(Boolean).join(', ')],
      ];
  const references = d.referencias.map((r) => ({
    type: REFERENCE_TYPES[r.tipo] ?? r.tipo,
    folio: r.folio,
    date: r.fecha ? formatDate(r.fecha) : '',
    reason: [r.codigo ? REFERENCE_CODES[r.codigo] : '', r.razon ?? ''].filter(Boolean).join(': '),
  }));
  if (printed.corrige && !d.referencias.some((r) => r.tipo === String(printed.corrige!.codigo_sii)))
    references.unshift({
      type: REFERENCE_TYPES[String(printed.corrige.codigo_sii)] ?? printed.corrige.tipo,
      folio: String(printed.corrige.folio ?? ''),
      date: formatDate(printed.corrige.fecha_emision),
      reason: '',
    });
  const totals: Array<[string, string]> = [];
  if (Number(d.neto) !== 0 || Number(d.exento) === 0) totals.push(['Monto neto', formatCLP(text(d.neto))]);
  if (Number(d.exento) !== 0) totals.push(['Monto exento', formatCLP(text(d.exento))]);
  if (Number(d.neto) !== 0 || Number(d.exento) === 0) totals.push(['IVA 19 %', formatCLP(text(d.iva))]);
  totals.push(['Total', formatCLP(text(d.total))]);
  return {
    issuer,
    document: {
      typeName: printed.tipo.nombre_sii,
      folio: d.folio === null ? null : String(d.folio),
      throughSii: d.dte_estado !== 'sin_dte',
      dates: [
        ['Emisión:', formatDate(d.fecha_emision)],
        ['Vencimiento:', formatDate(d.fecha_vencimiento)],
        ...(d.estado === 'anulada' ? ([['Estado:', 'Anulada']] as Array<[string, string]>) : []),
      ],
    },
    party,
    lines: printed.lineas.map((l) => ({
      code: l.codigo ?? '',
      description: [l.descripcion, l.detalle].filter(Boolean).join(' — ') + (l.exento ? ' (exento)' : ''),
      quantity: QUANTITY.format(Number(l.cantidad)),
      unit: l.unidad ?? '',
      unitPrice: PRICE.format(Number(l.precio_unitario)),
      discount: l.descuento_pct
        ? `${QUANTITY.format(Number(l.descuento_pct))} %`
        : Number(l.descuento_monto)
          ? formatCLP(l.descuento_monto)
          : '',
      amount: formatCLP(l.monto),
    })),
    ...(printed.tipo.montos_brutos ? { linesNote: 'Precios con IVA incluido.' } : {}),
    references,
    totals,
    remarks: [
      ...(d.descripcion ? [`Observaciones: ${d.descripcion}`] : []),
      ...printed.notas.map(
        (n) =>
          `${NOTE_NAMES[n.tipo] ?? n.tipo} N° ${n.folio} del ${formatDate(n.fecha_emision)}: ${n.tipo === 'nota_credito' ? '-' : '+'}${formatCLP(n.total)}`,
      ),
    ],
  };
}

/** 'factura-4521.pdf', 'nota-credito-233.pdf', 'factura-borrador.pdf'. */
export function invoiceFileName(printed: Pick<PrintedDocument, 'documento'>): string {
  const d = printed.documento;
  return `${d.tipo.replace(/_/g, '-')}-${d.folio ?? 'borrador'}.pdf`;
}
