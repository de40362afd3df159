import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { ConfigError } from '../lib/config-error';
import { configKeys } from './keys';

export type VideoDemoRow = Database['public']['Tables']['videos_demo']['Row'];

/** SPEC §7: select videos_demo * where slug equals the chosen one, at most one row (null: a new slug). */
export async function getVideo({ slug, signal }: { slug: string; signal?: AbortSignal }): Promise<VideoDemoRow | null> {
  let query = supabase.from('videos_demo').select('*').eq('slug', slug).limit(1);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw new ConfigError(error.message, error.code);
  return data;
}

export const videoQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: configKeys.video(slug),
    queryFn: ({ signal }) => getVideo({ slug, signal }),
  });

export function useVideo(slug: string | null) {
  return useQuery({ ...videoQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
