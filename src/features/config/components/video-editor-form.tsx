import { Info, Save } from 'lucide-react';
import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { VideoEmbed } from '@/components/video-embed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useSaveVideo } from '../api/save-video';
import { checkConfigUrl, MAX_URL_LENGTH, VIDEO_URL_RULES } from '../lib/config-url';
import {
  canSaveVideo,
  MAX_DESCRIPCION_LENGTH,
  MAX_TITULO_LENGTH,
  toVideoRecord,
  type VideoFieldErrors,
  type VideoFormValues,
} from '../lib/video-form';

interface VideoEditorFormProps {
  initial: VideoFormValues;
  /** The stored row says activo = false (the form still starts with activo on, docs/product.md §5). */
  storedInactive: boolean;
  /** No record yet for this slug. */
  isNew: boolean;
}

/** Title, description, video URL and active of one slug, with a preview of the URL as typed. */
export function VideoEditorForm({ initial, storedInactive, isNew }: VideoEditorFormProps) {
  const ids = {
    titulo: useId(),
    descripcion: useId(),
    url: useId(),
    activo: useId(),
    tituloError: useId(),
    descripcionError: useId(),
    urlError: useId(),
    urlHint: useId(),
  };
  const [values, setValues] = useState<VideoFormValues>(initial);
  const [errors, setErrors] = useState<VideoFieldErrors>({});
  const save = useSaveVideo({ onSuccess: () => toast.success('Video actualizado correctamente') });
  const previewUrl = useDeferredValue(values.url_video);
  const previewCheck = checkConfigUrl(previewUrl, VIDEO_URL_RULES);

  function set<K extends keyof VideoFormValues>(field: K, value: VideoFormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSaveVideo(values, save.isPending)) return;
    const checked = toVideoRecord(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(values);
  }

  const describedBy = (error: string | undefined, errorId: string, extra?: string) =>
    [error ? errorId : null, extra].filter(Boolean).join(' ') || undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Video <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">{initial.slug}</code>
          {isNew && <Badge variant="secondary">Nuevo</Badge>}
        </CardTitle>
        <CardDescription>
          {isNew
            ? 'Este slug aún no tiene video. Completa los datos y guárdalo para crearlo.'
            : 'Edita los datos del video y guarda los cambios.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label={`Video ${initial.slug}`}>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.titulo}>Título</Label>
            <Input
              id={ids.titulo}
              value={values.titulo}
              maxLength={MAX_TITULO_LENGTH}
              onChange={(e) => set('titulo', e.target.value)}
              disabled={save.isPending}
              required
              aria-invalid={errors.titulo ? true : undefined}
              aria-describedby={describedBy(errors.titulo, ids.tituloError)}
            />
            <FieldError id={ids.tituloError}>{errors.titulo}</FieldError>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.descripcion}>Descripción</Label>
            <Textarea
              id={ids.descripcion}
              value={values.descripcion}
              maxLength={MAX_DESCRIPCION_LENGTH}
              rows={3}
              onChange={(e) => set('descripcion', e.target.value)}
              disabled={save.isPending}
              aria-invalid={errors.descripcion ? true : undefined}
              aria-describedby={describedBy(errors.descripcion, ids.descripcionError)}
            />
            <FieldError id={ids.descripcionError}>{errors.descripcion}</FieldError>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.url}>URL del video</Label>
            <Input
              id={ids.url}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              maxLength={MAX_URL_LENGTH}
              placeholder="https://www.youtube.com/watch?v=..."
              value={values.url_video}
              onChange={(e) => set('url_video', e.target.value)}
              disabled={save.isPending}
              required
              aria-invalid={errors.url_video ? true : undefined}
              aria-describedby={describedBy(errors.url_video, ids.urlError, ids.urlHint)}
            />
            <p id={ids.urlHint} className="text-xs text-muted-foreground">
              YouTube o Vimeo se reproducen con su reproductor; cualquier otra URL, como archivo de video (por ejemplo
              .mp4).
            </p>
            <FieldError id={ids.urlError}>{errors.url_video}</FieldError>
          </div>
          <div className="flex flex-col gap-2">
            <div className="flex items-center gap-3">
              <Switch
                id={ids.activo}
                checked={values.activo}
                onCheckedChange={(checked) => set('activo', checked)}
                disabled={save.isPending}
              />
              <Label htmlFor={ids.activo}>Activo</Label>
            </div>
            {storedInactive && (
              <p className="flex items-start gap-2 text-xs text-muted-foreground" data-testid="stored-inactive">
                <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                Guardado como inactivo. Al cargarse se muestra como activo: desactívalo antes de guardar si debe seguir
                sin publicarse.
              </p>
            )}
          </div>
          <div>
            <Button type="submit" disabled={!canSaveVideo(values, save.isPending)}>
              {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden="true" />}
              {save.isPending ? 'Guardando...' : 'Guardar video'}
            </Button>
          </div>
        </form>
        <section aria-label="Vista previa" className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">Vista previa</h3>
          {previewCheck.ok ? (
            <VideoEmbed url={previewCheck.value} title={values.titulo.trim() || initial.slug} />
          ) : (
            <p className="flex aspect-video items-center justify-center rounded-xl border border-dashed p-4 text-center text-sm text-muted-foreground">
              Escribe una URL válida para ver la vista previa.
            </p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
