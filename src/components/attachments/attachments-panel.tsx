/**
 * The files of one record (docs/storage.md), for every module: the list (thumbnails for images,
 * made in the browser), a drop zone and a file picker, 'Tomar foto' on phones (the camera through
 * `capture`), a progress bar per upload, download through a short-lived signed link, and removal
 * behind the app's confirmation dialog. Spanish messages for what Storage refuses (too large,
 * wrong type, quota, permission). Who may attach or remove is the bucket's policies' decision;
 * `canAttach` / `canDelete` only keep the screen from offering what would be refused.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Camera, Download, FileText, Paperclip, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  ATTACHMENT_ACCEPT,
  attachmentErrorMessage,
  attachmentFolder,
  attachmentLink,
  attachmentLinks,
  checkAttachment,
  listAttachments,
  removeAttachment,
  type Attachment,
  type AttachmentTarget,
  uploadAttachment,
} from '@/lib/attachments';
import { formatDateTime, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { makeThumbnail } from './thumbnail';

/** What the panel does with files: Storage (the default, src/lib/attachments), or a stand-in. */
export interface AttachmentStore {
  list: (target: AttachmentTarget, signal?: AbortSignal) => Promise<Attachment[]>;
  check: (file: File) => Promise<string | null>;
  upload: (target: AttachmentTarget, file: File, opts: { onProgress: (fraction: number) => void }) => Promise<string>;
  remove: (path: string) => Promise<void>;
  link: (path: string, download?: string) => Promise<string>;
  links: (paths: string[]) => Promise<Record<string, string>>;
}

const storageStore: AttachmentStore = {
  list: listAttachments,
  check: checkAttachment,
  upload: uploadAttachment,
  remove: removeAttachment,
  link: attachmentLink,
  links: attachmentLinks,
};

export interface AttachmentsPanelProps {
  target: AttachmentTarget;
  /** Where the files are (default: Supabase Storage's bucket `adjuntos`). */
  store?: AttachmentStore;
  title?: string;
  /** Offer the drop zone, the picker and the camera (default true). */
  canAttach?: boolean;
  /** Offer 'Eliminar' (default false: most records' delete rule is the company admin's). */
  canDelete?: boolean;
  className?: string;
}

/** es-CL sizes: 820 B, 14,5 KB, 3,2 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round((bytes / 1024) * 10) / 10)} KB`;
  return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}

interface Upload {
  id: number;
  name: string;
  /** 0..1 while sending; undefined while the file is being checked. */
  progress: number | undefined;
  error?: string;
  preview?: string;
}

const keys = {
  all: ['attachments'] as const,
  folder: (folder: string) => ['attachments', folder] as const,
  /** The lists' paperclips (attachment-count.tsx). */
  counts: ['attachments', 'count'] as const,
  thumbnails: (folder: string, paths: string[]) => ['attachments', folder, 'thumbnails', paths] as const,
};

function isPhone(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(pointer: coarse)').matches;
}

function openLink(url: string, name: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

export function AttachmentsPanel({
  target,
  store = storageStore,
  title = 'Adjuntos',
  canAttach = true,
  canDelete = false,
  className,
}: AttachmentsPanelProps) {
  const folder = attachmentFolder(target);
  const queryClient = useQueryClient();
  const headingId = useId();
  const pickerRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  const nextId = useRef(1);

  const list = useQuery({ queryKey: keys.folder(folder), queryFn: ({ signal }) => store.list(target, signal) });
  const imagePaths = (list.data ?? []).filter((f) => f.mimetype.startsWith('image/')).map((f) => f.path);
  const thumbnails = useQuery({
    queryKey: keys.thumbnails(folder, imagePaths),
    enabled: imagePaths.length > 0,
    staleTime: 4 * 60 * 1000,
    // A new file in the list keeps the thumbnails already made on screen while the new set loads.
    placeholderData: (previous) => previous,
    queryFn: async () => {
      const links = await store.links(imagePaths);
      const out: Record<string, string> = {};
      await Promise.all(
        Object.entries(links).map(async ([path, url]) => {
          const thumb = await makeThumbnail(url);
          if (thumb) out[path] = thumb;
        }),
      );
      return out;
    },
  });

  const update = (id: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const send = async (file: File) => {
    const id = nextId.current++;
    setUploads((all) => [...all, { id, name: file.name, progress: undefined }]);
    if (file.type.startsWith('image/')) void makeThumbnail(file).then((preview) => preview && update(id, { preview }));
    const problem = await store.check(file);
    if (problem) {
      update(id, { error: problem });
      return;
    }
    update(id, { progress: 0 });
    try {
      await store.upload(target, file, { onProgress: (progress) => update(id, { progress }) });
      await queryClient.invalidateQueries({ queryKey: keys.folder(folder) });
      void queryClient.invalidateQueries({ queryKey: keys.counts });
      setUploads((all) => all.filter((u) => u.id !== id));
    } catch (e) {
      update(id, { error: attachmentErrorMessage(e) });
    }
  };
  const sendAll = (files: FileList | File[] | null) => {
    for (const file of Array.from(files ?? [])) void send(file);
  };

  const remove = useMutation({
    mutationFn: (file: Attachment) => store.remove(file.path),
    onSuccess: async (_data, file) => {
      await queryClient.invalidateQueries({ queryKey: keys.folder(folder) });
      void queryClient.invalidateQueries({ queryKey: keys.counts });
      toast.success(`Se eliminó «${file.name}».`);
    },
    onError: (e) =>
      toast.error(
        e instanceof Error && e.message.startsWith('No tienes') ? e.message : 'No se pudo eliminar el archivo.',
      ),
  });

  const download = async (file: Attachment) => {
    try {
      openLink(await store.link(file.path, file.name), file.name);
    } catch {
      toast.error('No se pudo descargar el archivo.');
    }
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    if (canAttach) sendAll(e.dataTransfer.files);
  };

  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-3 rounded-lg border bg-card p-4', className)}>
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <Paperclip aria-hidden="true" className="size-4" />
        {title}
        {list.data && list.data.length > 0 && (
          <span className="text-sm font-normal text-muted-foreground">{` (${list.data.length})`}</span>
        )}
      </h3>

      {canAttach && (
        <div
          data-testid="zona-adjuntos"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 text-center text-sm text-muted-foreground',
            dragging && 'border-primary bg-accent',
          )}
        >
          <p>Arrastra archivos aquí o elígelos (fotos, PDF, Office, texto o CSV; hasta 25 MB cada uno).</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => pickerRef.current?.click()}>
              <Upload aria-hidden="true" className="size-4" />
              Elegir archivos
            </Button>
            {isPhone() && (
              <Button type="button" variant="outline" size="sm" onClick={() => cameraRef.current?.click()}>
                <Camera aria-hidden="true" className="size-4" />
                Tomar foto
              </Button>
            )}
          </div>
          <input
            ref={pickerRef}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            className="sr-only"
            aria-label="Elegir archivos para adjuntar"
            onChange={(e) => {
              sendAll(e.currentTarget.files);
              e.currentTarget.value = '';
            }}
          />
          <input
            ref={cameraRef}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            tabIndex={-1}
            aria-label="Tomar foto con la cámara"
            onChange={(e) => {
              sendAll(e.currentTarget.files);
              e.currentTarget.value = '';
            }}
          />
        </div>
      )}

      {uploads.length > 0 && (
        <ul aria-label="Archivos subiendo" className="flex flex-col gap-2">
          {uploads.map((u) => (
            <li key={u.id} className="flex items-center gap-3 text-sm">
              {u.preview ? (
                <img src={u.preview} alt="" className="size-10 rounded object-cover" />
              ) : (
                <FileText aria-hidden="true" className="size-10 text-muted-foreground" />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="truncate">{u.name}</span>
                {u.error ? (
                  <span role="alert" className="text-destructive">
                    {u.error}
                  </span>
                ) : u.progress === undefined ? (
                  <span className="text-muted-foreground">Revisando el archivo…</span>
                ) : (
                  <progress
                    value={Math.round(u.progress * 100)}
                    max={100}
                    aria-label={`Subiendo ${u.name}`}
                    className="h-2 w-full accent-primary"
                  />
                )}
              </div>
              {u.error && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setUploads((all) => all.filter((x) => x.id !== u.id))}
                >
                  Descartar
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Cargando adjuntos…
        </p>
      ) : list.isError ? (
        <div role="alert" className="flex items-center justify-between gap-2 text-sm text-destructive">
          No se pudieron cargar los adjuntos.
          <Button type="button" variant="outline" size="sm" onClick={() => void list.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Este registro no tiene adjuntos.</p>
      ) : (
        <ul aria-label={title} className="flex flex-col divide-y">
          {list.data.map((file) => (
            <li key={file.path} className="flex items-center gap-3 py-2 text-sm">
              {thumbnails.data?.[file.path] ? (
                <img
                  src={thumbnails.data[file.path]}
                  alt={`Miniatura de ${file.name}`}
                  className="size-12 rounded object-cover"
                />
              ) : (
                <FileText aria-hidden="true" className="size-12 text-muted-foreground" />
              )}
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium">{file.name}</span>
                <span className="text-muted-foreground">
                  {formatFileSize(file.size)}
                  {file.createdAt ? ` · ${formatDateTime(file.createdAt)}` : ''}
                </span>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Descargar ${file.name}`}
                onClick={() => void download(file)}
              >
                <Download aria-hidden="true" className="size-4" />
              </Button>
              {canDelete && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Eliminar ${file.name}`}
                  onClick={() => setToDelete(file)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Eliminar archivo</AlertDialogTitle>
            <AlertDialogDescription>
              ¿Eliminar «{toDelete?.name}» de este registro? Esta acción no se puede deshacer.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (toDelete) remove.mutate(toDelete);
                setToDelete(null);
              }}
            >
              Eliminar
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
