import { cn } from '@/lib/utils';
import { videoSource } from '@/lib/video';

export interface VideoEmbedProps {
  url: string | null | undefined;
  /** The accessible name of the player (the video's title). */
  title: string;
  className?: string;
}

/**
 * A demo video in a 16:9 box reserved before it loads (no layout shift): YouTube and Vimeo through
 * their embeddable players, any other http(s) URL in a plain <video>. Unplayable URLs render nothing.
 */
export function VideoEmbed({ url, title, className }: VideoEmbedProps) {
  const source = videoSource(url, typeof window === 'undefined' ? undefined : window.location.href);
  if (!source) return null;
  return (
    <div
      data-slot="video-embed"
      className={cn('aspect-video w-full overflow-hidden rounded-xl border bg-black', className)}
    >
      {source.kind === 'embed' ? (
        <iframe
          src={source.src}
          title={title}
          className="size-full"
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <video
          src={source.src}
          title={title}
          aria-label={title}
          className="size-full"
          controls
          preload="metadata"
          playsInline
        />
      )}
    </div>
  );
}
