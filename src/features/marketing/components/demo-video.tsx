import { CirclePlay, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { VideoEmbed } from '@/components/video-embed';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { videoSource } from '@/lib/video';
import { useDemoVideo } from '../api/get-demo-video';

interface DemoVideoProps {
  /** videos_demo slug; null when the page has no video. */
  slug: string | null;
  /** Where 'Agendar Demo' leads when there is no video to show. */
  contactTo: string;
  /** Accessible name of the player while loading and of the placeholder. */
  subject: string;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <figure className="flex flex-col gap-3">
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl border bg-gradient-to-br from-slate-900 via-primary to-slate-800 p-4 text-center text-white sm:gap-4 sm:p-6">
        {children}
      </div>
      <Caption />
    </figure>
  );
}

/** Two lines of caption under the player, reserved in every state so nothing below it moves. */
function Caption({ children }: { children?: ReactNode }) {
  return <figcaption className="line-clamp-2 h-10 text-center text-sm text-muted-foreground">{children}</figcaption>;
}

/**
 * The #demo player: the active videos_demo row with this slug (anon may read active rows), read when
 * the player comes near the screen. The box is
 * 16:9 in every state, so nothing moves when the row or the video arrives; without an active, playable
 * video it shows a placeholder inviting to book a live demo, never a broken player.
 */
export function DemoVideo({ slug, contactTo, subject }: DemoVideoProps) {
  // The row (and supabase-js, which reads it) is fetched when the reader nears the player: a page
  // opened at the top paints and hydrates without them.
  const [placeholder, near] = useNearViewport<HTMLElement>();
  const video = useDemoVideo(slug, near);

  if (slug !== null && video.isPending) {
    return (
      <figure ref={placeholder} className="flex flex-col gap-3">
        <div role="status" aria-live="polite" className="aspect-video w-full animate-pulse rounded-xl border bg-muted">
          <span className="sr-only">Cargando el video de {subject}...</span>
        </div>
        <Caption />
      </figure>
    );
  }

  if (slug !== null && video.isError) {
    return (
      <Frame>
        <p className="max-w-md font-medium sm:text-lg">No se pudo cargar el video de demostración.</p>
        <Button variant="secondary" onClick={() => void video.refetch()} disabled={video.isFetching}>
          <RotateCw aria-hidden="true" className={video.isFetching ? 'animate-spin' : undefined} />
          Reintentar
        </Button>
      </Frame>
    );
  }

  const row = video.data;
  const playable = row && videoSource(row.url_video, window.location.href) !== null;
  if (!row || !playable) {
    return (
      <Frame>
        <CirclePlay className="hidden size-12 opacity-80 sm:block" aria-hidden="true" />
        <p className="max-w-md font-medium text-balance sm:text-lg">
          El video de {subject} estará disponible pronto. Mientras tanto, te lo mostramos en vivo.
        </p>
        <Button asChild variant="secondary">
          <Link to={contactTo}>Agendar Demo</Link>
        </Button>
      </Frame>
    );
  }

  return (
    <figure className="flex flex-col gap-3">
      <VideoEmbed url={row.url_video} title={row.titulo} className="shadow-lg" />
      <Caption>
        <span className="font-medium text-foreground">{row.titulo}</span>
        {row.descripcion ? ` · ${row.descripcion}` : ''}
      </Caption>
    </figure>
  );
}
