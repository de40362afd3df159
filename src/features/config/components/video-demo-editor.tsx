import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { LoadingState } from '@/components/ui/spinner';
import { useVideo } from '../api/get-video';
import { useVideoSlugs } from '../api/get-video-slugs';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';
import { normalizeSlug, SLUG_MESSAGE } from '../lib/config-url';
import { videoFormValues } from '../lib/video-form';
import { VideoEditorForm } from './video-editor-form';

/**
 * docs/product.md §2 'Video Demo': pick a slug among the distinct stored slugs (or type a new one), edit its
 * record and save it. A new slug with no record gives empty fields and activo true.
 */
export function VideoDemoEditor() {
  const slugs = useVideoSlugs();
  useLoadErrorToast(slugs);
  const [selected, setSelected] = useState<string | null>(null);
  const pickerId = useId();

  if (slugs.isPending) return <LoadingState label="Cargando videos..." />;
  if (slugs.isError && !slugs.data)
    return (
      <RetryAlert
        title="No se pudieron cargar los videos"
        onRetry={() => void slugs.refetch()}
        retrying={slugs.isFetching}
      >
        <p>{slugs.error.message}</p>
      </RetryAlert>
    );

  const stored = slugs.data ?? [];
  // A typed slug that has no record yet is offered in the picker too, until the reload lists it.
  const options = selected && !stored.includes(selected) ? [...stored, selected].sort() : stored;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Videos de demostración</CardTitle>
          <CardDescription>
            Cada video se identifica por su slug: home se muestra en la página de inicio; los demás, en las páginas de
            los módulos.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={pickerId}>Video</Label>
            <Select value={selected ?? ''} onValueChange={(v) => setSelected(v || null)}>
              <SelectTrigger id={pickerId}>
                <SelectValue placeholder="Selecciona un slug..." />
              </SelectTrigger>
              <SelectContent>
                {options.map((slug) => (
                  <SelectItem key={slug} value={slug}>
                    {slug}
                    {!stored.includes(slug) && ' (nuevo)'}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {stored.length === 0 && (
              <p className="text-sm text-muted-foreground">No hay videos registrados. Crea uno con un slug nuevo.</p>
            )}
          </div>
          <NewSlugForm
            existing={stored}
            onPick={(slug) => {
              setSelected(slug);
            }}
          />
        </CardContent>
      </Card>
      {selected ? (
        <VideoRecordEditor slug={selected} />
      ) : (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          Selecciona un video para editarlo o escribe un slug nuevo para crearlo.
        </p>
      )}
    </div>
  );
}

function NewSlugForm({ existing, onPick }: { existing: readonly string[]; onPick: (slug: string) => void }) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const slug = normalizeSlug(value);
    if (!slug) {
      setError(value.trim() ? SLUG_MESSAGE : 'Escribe un slug.');
      return;
    }
    setError(null);
    setValue('');
    onPick(slug);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-2">
      <Label htmlFor={inputId}>Nuevo slug</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(null);
          }}
          placeholder="p. ej. finanzas"
          autoComplete="off"
          spellCheck={false}
          maxLength={63}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
        <Button type="submit" variant="outline">
          <Plus aria-hidden="true" />
          Usar slug
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {existing.length > 0
          ? 'Si el slug ya existe, se abre su video para editarlo.'
          : 'Minúsculas, números, guiones y guiones bajos.'}
      </p>
      <FieldError id={errorId}>{error}</FieldError>
    </form>
  );
}

function VideoRecordEditor({ slug }: { slug: string }) {
  const video = useVideo(slug);
  useLoadErrorToast(video);

  if (video.isPending) return <LoadingState label="Cargando video..." />;
  if (video.isError && video.data === undefined)
    return (
      <RetryAlert title="No se pudo cargar el video" onRetry={() => void video.refetch()} retrying={video.isFetching}>
        <p>{video.error.message}</p>
      </RetryAlert>
    );
  const row = video.data ?? null;
  return (
    <VideoEditorForm
      // A reload after saving (or another slug) starts the form again from what is stored.
      key={`${slug}:${video.dataUpdatedAt}`}
      initial={videoFormValues(slug, row)}
      storedInactive={row?.activo === false}
      isNew={row === null}
    />
  );
}
