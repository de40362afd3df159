/**
 * An order's files (issue 35): the shared attachments panel (photos before and after, documents),
 * the customer's signature once the order is completed ('Firma del cliente', stored as one of its
 * files, `firma-<rut>.png`, with the signer's name and RUT), and 'Informe PDF' (the order, its
 * checklist, parts, hours, photos and signature through the PDF kit, downloaded).
 */
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { AttachmentsPanel } from '@/components/attachments/attachments-panel';
import { SignaturePadField } from '@/components/attachments/signature-pad';
import { Button } from '@/components/ui/button';
import { downloadAttachment, listAttachments, type AttachmentTarget } from '@/lib/attachments';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import type { PdfImage } from '@/lib/pdf/kit';
import { formatRut, isValidRut } from '@/lib/rut';
import { toast } from '@/lib/toast';
import { useModuleUser } from '@/kit';
import { getCompanyName } from '@/lib/pdf/company-name';
import type { getOrder } from '../api/get-order';
import {
  getOrderSignature,
  useOrderSignature,
  useSaveOrderSignature,
  type OrderSignature,
} from '../api/order-signature';
import { PRIORITY_LABEL, STATE_LABEL, TYPE_LABEL, type OrderState } from '../lib/labels';
import type { WorkOrderReport } from '../lib/work-order-report';

export type OrderWithDetail = NonNullable<Awaited<ReturnType<typeof getOrder>>>;

/** The shared RUT rule, in the signature pad's words. */
export const signerRutError = (rut: string) =>
  isValidRut(rut) ? null : 'El RUT no es válido (revisa el dígito verificador).';

/** A photo as the PDF kit takes it: drawn on a canvas (any format the browser reads), at most 1,200 px. */
async function toPdfImage(blob: Blob, format: 'JPEG' | 'PNG'): Promise<PdfImage | null> {
  try {
    const bitmap = await createImageBitmap(blob);
    const scale = Math.min(1, 1200 / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const data = canvas.toDataURL(format === 'JPEG' ? 'image/jpeg' : 'image/png', 0.85);
    return { data, format, width: canvas.width, height: canvas.height };
  } catch {
    return null; // a format the browser cannot draw (HEIC): listed by name instead
  }
}

/** The order and its files as the report's data. */
export async function reportData(
  order: OrderWithDetail,
  target: AttachmentTarget,
  technicianName: (id: string | null) => string,
): Promise<WorkOrderReport> {
  const [files, signature, company] = await Promise.all([
    listAttachments(target),
    getOrderSignature(target),
    getCompanyName(target.companyId),
  ]);
  const photos: WorkOrderReport['photos'] = [];
  const documents: string[] = [];
  for (const file of [...files].reverse()) {
    if (file.path === signature?.path || /^firma-/.test(file.name)) continue;
    const image = file.mimetype.startsWith('image/')
      ? await toPdfImage(await downloadAttachment(file.path), 'JPEG')
      : null;
    if (image) photos.push({ name: file.name, image });
    else documents.push(file.name);
  }
  const signatureImage = signature ? await toPdfImage(await downloadAttachment(signature.path), 'PNG') : null;
  const hundredths = order.ops_horas.reduce((s, h) => s + Math.round(Number(h.horas) * 100), 0);
  return buildReportData(order, {
    company: company ?? 'Axel Suite',
    technicianName,
    photos,
    documents,
    signature: signature && signatureImage ? { ...signature, image: signatureImage } : null,
    totalHours: formatNumber(hundredths / 100),
  });
}

/** The pure part of reportData (tested without a browser). */
export function buildReportData(
  order: OrderWithDetail,
  extra: {
    company: string;
    technicianName: (id: string | null) => string;
    photos: WorkOrderReport['photos'];
    documents: string[];
    signature: (OrderSignature & { image: PdfImage }) | null;
    totalHours: string;
  },
): WorkOrderReport {
  const estado = order.estado as OrderState;
  const completed = [...order.ops_transiciones]
    .sort((a, b) => a.id - b.id)
    .filter((t) => t.hacia === 'completada')
    .pop();
  return {
    company: extra.company,
    code: order.codigo ?? '',
    summary: `${TYPE_LABEL[order.tipo as keyof typeof TYPE_LABEL]} · prioridad ${PRIORITY_LABEL[
      order.prioridad as keyof typeof PRIORITY_LABEL
    ].toLowerCase()} · ${STATE_LABEL[estado]}`,
    fields: [
      ['Cliente:', order.terceros?.nombre ?? '—'],
      [
        'Equipo:',
        order.industrial_activos
          ? `${order.industrial_activos.codigo} · ${order.industrial_activos.nombre}`
          : (order.equipo_texto ?? '—'),
      ],
      ['Técnico:', extra.technicianName(order.tecnico_id)],
    ],
    dates: [
      ['Creada:', formatDate(order.creado_en)],
      ['Programada:', formatDate(order.fecha_programada) || '—'],
      ['Completada:', completed ? formatDate(completed.realizado_en) : '—'],
    ],
    fault: order.falla_reportada,
    tasks: [...order.ops_tareas]
      .sort((a, b) => a.posicion - b.posicion || a.creado_en.localeCompare(b.creado_en))
      .map((t) => ({ description: t.descripcion, done: t.hecha })),
    parts: order.ops_repuestos_usados.map((u) => ({
      name: u.industrial_repuestos
        ? `${u.industrial_repuestos.sku} · ${u.industrial_repuestos.nombre}`
        : (u.descripcion ?? ''),
      quantity: formatNumber(u.cantidad),
      unit: u.industrial_repuestos?.unidad ?? '',
    })),
    hours: [...order.ops_horas]
      .sort((a, b) => a.fecha.localeCompare(b.fecha))
      .map((h) => ({
        date: formatDate(h.fecha),
        hours: formatNumber(h.horas),
        who: h.creado_por ? extra.technicianName(h.creado_por) : '',
        note: h.nota ?? '',
      })),
    totalHours: extra.totalHours,
    photos: extra.photos,
    documents: extra.documents,
    signature: extra.signature
      ? {
          name: extra.signature.signerName,
          rut: formatRut(extra.signature.signerRut),
          signedAt: formatDateTime(extra.signature.signedAt),
          image: extra.signature.image,
        }
      : null,
    technician: extra.technicianName(order.tecnico_id),
  };
}

export function OrderFiles({
  order,
  technicianName,
}: {
  order: OrderWithDetail;
  technicianName: (id: string | null) => string;
}) {
  const { isCompanyAdmin } = useModuleUser();
  const target: AttachmentTarget = { companyId: order.empresa_id, table: 'ops_ordenes', recordId: order.id };
  const estado = order.estado as OrderState;
  const signable = estado === 'completada' || estado === 'cerrada';
  const signature = useOrderSignature(target);
  const [signing, setSigning] = useState(false);
  const save = useSaveOrderSignature({
    onSuccess: () => {
      toast.success('Firma guardada');
      setSigning(false);
    },
  });
  const [building, setBuilding] = useState(false);

  const downloadReport = async () => {
    setBuilding(true);
    try {
      const [{ buildWorkOrderReport }, { downloadPdf }] = await Promise.all([
        import('../lib/work-order-report'),
        import('@/lib/pdf/download'),
      ]);
      const bytes = await buildWorkOrderReport(await reportData(order, target, technicianName));
      downloadPdf(bytes, `informe-${order.codigo ?? order.id}.pdf`);
    } catch {
      toast.error('No se pudo generar el informe PDF. Intenta de nuevo.');
    } finally {
      setBuilding(false);
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <AttachmentsPanel target={target} title="Fotos y documentos" canDelete={isCompanyAdmin} />
      <section aria-label="Firma e informe" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">Firma del cliente</h3>
          <Button
            className="ml-auto"
            variant="outline"
            size="sm"
            disabled={building}
            onClick={() => void downloadReport()}
          >
            <FileDown aria-hidden="true" className="size-4" />
            {building ? 'Generando informe...' : 'Informe PDF'}
          </Button>
        </div>
        {signature.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Cargando firma...
          </p>
        ) : signature.isError ? (
          <div role="alert" className="flex items-center gap-2 text-sm text-destructive">
            No se pudo cargar la firma.
            <Button variant="outline" size="sm" onClick={() => void signature.refetch()}>
              Reintentar
            </Button>
          </div>
        ) : signature.data && !signing ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <p>
              Firmada por <span className="font-medium">{signature.data.signerName || 'el cliente'}</span>, RUT{' '}
              {formatRut(signature.data.signerRut)}, el {formatDateTime(signature.data.signedAt)}.
            </p>
            {signable && (
              <Button variant="ghost" size="sm" onClick={() => setSigning(true)}>
                Firmar de nuevo
              </Button>
            )}
          </div>
        ) : signable ? (
          <>
            <SignaturePadField
              validateRut={signerRutError}
              saving={save.isPending}
              onSave={(s) =>
                save.mutateAsync({ target, ...s }).then(
                  () => undefined,
                  () => undefined,
                )
              }
            />
            {signing && (
              <Button variant="ghost" size="sm" className="self-start" onClick={() => setSigning(false)}>
                Cancelar
              </Button>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">El cliente firma cuando la orden está completada.</p>
        )}
      </section>
    </div>
  );
}
