import { useQuery } from '@tanstack/react-query';
import {
  attachmentFolder,
  attachmentMetadata,
  attachmentErrorMessage,
  listAttachments,
  uploadAttachment,
  type AttachmentTarget,
} from '@/lib/attachments';
import { toast } from '@/lib/toast';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { normalizeRut } from '@/lib/rut';

/** The customer's signature of an order: the newest `firma-<rut>.png` of its files, with who signed. */
export interface OrderSignature {
  path: string;
  signerName: string;
  signerRut: string;
  signedAt: string;
}

/** The stored name's stem: 'firma-12345678-5.png' (storedFileName prefixes the time). */
export const signatureFileName = (rut: string) => `firma-${normalizeRut(rut) ?? rut}.png`;
const isSignature = (name: string) => /^firma-[0-9]+-[0-9K]\.png$/.test(name);

export async function getOrderSignature(
  target: AttachmentTarget,
  signal?: AbortSignal,
): Promise<OrderSignature | null> {
  const files = await listAttachments(target, signal);
  const file = files.find((f) => isSignature(f.name)); // newest first
  if (!file) return null;
  const meta = await attachmentMetadata(file.path);
  return {
    path: file.path,
    signerName: meta.firmante ?? '',
    signerRut: meta.rut ?? file.name.slice('firma-'.length, -'.png'.length),
    signedAt: meta.firmado_en ?? file.createdAt ?? '',
  };
}

/** Shares the panel's key family, so a file added or removed there refreshes the signature too. */
export function useOrderSignature(target: AttachmentTarget) {
  return useQuery({
    queryKey: ['attachments', attachmentFolder(target), 'signature'],
    queryFn: ({ signal }) => getOrderSignature(target, signal),
  });
}

export interface SaveSignature {
  target: AttachmentTarget;
  image: Blob;
  signerName: string;
  signerRut: string;
}

/** Stores the signature as one of the order's files, with the signer's name and RUT. */
export async function saveOrderSignature({ target, image, signerName, signerRut }: SaveSignature) {
  const rut = normalizeRut(signerRut) ?? signerRut;
  const file = new File([image], signatureFileName(rut), { type: 'image/png' });
  return uploadAttachment(target, file, {
    metadata: { firmante: signerName, rut, firmado_en: new Date().toISOString() },
  });
}

export function useSaveOrderSignature(options: MutationConfig<typeof saveOrderSignature> = {}) {
  return useApiMutation(
    {
      mutationFn: saveOrderSignature,
      invalidate: (qc, _path, v) =>
        Promise.all([
          qc.invalidateQueries({ queryKey: ['attachments', attachmentFolder(v.target)] }),
          qc.invalidateQueries({ queryKey: ['attachments', 'count'] }),
        ]),
      notifyError: (e) => toast.error(`No se pudo guardar la firma. ${attachmentErrorMessage(e)}`),
    },
    options,
  );
}
