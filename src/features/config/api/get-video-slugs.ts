import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { configKeys } from './keys';

/** docs/product.md §7: select videos_demo slug ordered by slug; the distinct slugs are offered. */
export async function getVideoSlugs({ signal }: { signal?: AbortSignal } = {}): Promise<string[]> {
  let query = supabase.from('videos_demo').select('slug').order('slug');
  if (signal) query = query.abortSignal(signal);
  return [...new Set(unwrap(await query).map((r) => r.slug))];
}

export const videoSlugsQueryOptions = () =>
  queryOptions({
    queryKey: configKeys.videoSlugs(),
    queryFn: ({ signal }) => getVideoSlugs({ signal }),
  });

export function useVideoSlugs(options: QueryConfig<typeof videoSlugsQueryOptions> = {}) {
  return useQuery({ ...videoSlugsQueryOptions(), ...options });
}
