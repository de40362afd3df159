import { lazy, Suspense } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { VideoPending, VideoUnavailable } from './demo-video-frame';

// The query that reads the row, the player and supabase-js load when the reader nears the player:
// a page opened at the top paints and hydrates without them.
const DemoVideoPlayer = lazy(() => import('./demo-video-player').then((m) => ({ default: m.DemoVideoPlayer })));

interface DemoVideoProps {
  /** videos_demo slug; null when the page has no video. */
  slug: string | null;
  /** Where 'Agendar Demo' leads when there is no video to show. */
  contactTo: string;
  /** Accessible name of the player while loading and of the placeholder. */
  subject: string;
}

/**
 * The #demo player: the active videos_demo row with this slug, read when the player comes near the
 * screen. The box is 16:9 in every state, so nothing moves when the code, the row or the video
 * arrives; without an active, playable video it shows a placeholder inviting to book a live demo.
 */
export function DemoVideo({ slug, contactTo, subject }: DemoVideoProps) {
  const [placeholder, near] = useNearViewport<HTMLElement>();
  if (slug === null) return <VideoUnavailable subject={subject} contactTo={contactTo} />;
  // The boundary is there in every state, so the prerendered page (where the player is "near") and
  // the hydrating one (where it is not yet) have the same tree: both show VideoPending.
  const pending = <VideoPending subject={subject} ref={placeholder} />;
  return (
    <Suspense fallback={pending}>
      {near ? <DemoVideoPlayer slug={slug} contactTo={contactTo} subject={subject} /> : pending}
    </Suspense>
  );
}
