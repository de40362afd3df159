import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { VideoEmbed } from '@/components/video-embed';
import { videoSource } from '@/lib/video';
import { useDemoVideo } from '../api/get-demo-video';
import { Caption, Frame, VideoPending, VideoUnavailable } from './demo-video-frame';

/**
 * The #demo player once it is near the screen (demo-video.tsx loads this module then): reads the
 * active videos_demo row with this slug (anon may read active rows) and plays it.
 */
export function DemoVideoPlayer({ slug, contactTo, subject }: { slug: string; contactTo: string; subject: string }) {
  const video = useDemoVideo(slug);

  if (video.isPending) return <VideoPending subject={subject} />;

  if (video.isError) {
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
  if (!row || videoSource(row.url_video, window.location.href) === null) {
    return <VideoUnavailable subject={subject} contactTo={contactTo} />;
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
