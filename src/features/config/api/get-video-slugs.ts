import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { ConfigError } from '../lib/config-error';
import { configKeys } from './keys';

/** SPEC §7: select videos_demo slug ordered by slug; the distinct slugs are offered. */
export async function getVideoSlugs({ signal }: { signal?: AbortSignal } = {}): Promise<string[]> {
  let query = supabase.from('videos_demo').select('slug').order('slug');
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw new ConfigError(error.message, error.code);
  return [...new Set(data.map((r) => r.slug))];
}

export const videoSlugsQueryOptions = () =>
  queryOptions({
    queryKey: configKeys.videoSlugs(),
    queryFn: ({ signal }) => getVideoSlugs({ signal }),
  });

export function useVideoSlugs() {
  return useQuery(videoSlugsQueryOptions());
}
