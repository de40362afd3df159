import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { unwrap } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { configKeys } from './keys';

export type VideoDemoRow = Database['public']['Tables']['videos_demo']['Row'];

/** docs/product.md §7: select videos_demo * where slug equals the chosen one, at most one row (null: a new slug). */
export async function getVideo({ slug, signal }: { slug: string; signal?: AbortSignal }): Promise<VideoDemoRow | null> {
  let query = supabase.from('videos_demo').select('*').eq('slug', slug).limit(1);
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query.maybeSingle());
}

export const videoQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: configKeys.video(slug),
    queryFn: ({ signal }) => getVideo({ slug, signal }),
  });

export function useVideo(slug: string | null, options: Omit<QueryConfig<typeof videoQueryOptions>, 'enabled'> = {}) {
  return useQuery({ ...videoQueryOptions(slug ?? ''), ...options, enabled: Boolean(slug) });
}
