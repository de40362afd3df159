import { CirclePlay } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** The #demo box around a message: 16:9 in every state, so nothing moves when the video arrives. */
export function Frame({ children }: { children: ReactNode }) {
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
export function Caption({ children }: { children?: ReactNode }) {
  return <figcaption className="line-clamp-2 h-10 text-center text-sm text-muted-foreground">{children}</figcaption>;
}

/** The player while its row (or the code that reads it) loads. */
export function VideoPending({ subject, ref }: { subject: string; ref?: Ref<HTMLElement> }) {
  return (
    <figure ref={ref} className="flex flex-col gap-3">
      <div role="status" aria-live="polite" className="aspect-video w-full animate-pulse rounded-xl border bg-muted">
        <span className="sr-only">Cargando el video de {subject}...</span>
      </div>
      <Caption />
    </figure>
  );
}

/** Without an active, playable video: an invitation to book a live demo, never a broken player. */
export function VideoUnavailable({ subject, contactTo }: { subject: string; contactTo: string }) {
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
