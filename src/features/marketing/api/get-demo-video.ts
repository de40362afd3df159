import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import type { QueryConfig } from '@/lib/query-config';
import { marketingKeys } from './keys';

export type DemoVideo = Pick<
  Database['public']['Tables']['videos_demo']['Row'],
  'slug' | 'titulo' | 'descripcion' | 'url_video'
>;

/**
 * The active demo video with this slug, or null when there is none. Public pages read it with the
 * anon key (RLS lets anon read active rows). supabase-js is imported here, inside the fetcher, so the
 * home page paints without it and loads it only to ask for the video.
 */
export async function getDemoVideo({
  slug,
  signal,
}: {
  slug: string;
  signal?: AbortSignal;
}): Promise<DemoVideo | null> {
  const { supabase } = await import('@/lib/supabase');
  let query = supabase
    .from('videos_demo')
    .select('slug, titulo, descripcion, url_video')
    .eq('slug', slug)
    .eq('activo', true);
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query.maybeSingle());
}

export const demoVideoQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: marketingKeys.video(slug),
    queryFn: ({ signal }) => getDemoVideo({ slug, signal }),
    staleTime: 5 * 60_000,
  });

/** The video row, asked for only when `enabled` (the player is near the screen) and there is a slug. */
export function useDemoVideo(
  slug: string | null,
  enabled = true,
  options: Omit<QueryConfig<typeof demoVideoQueryOptions>, 'enabled'> = {},
) {
  return useQuery({ ...demoVideoQueryOptions(slug ?? ''), ...options, enabled: enabled && slug !== null });
}
