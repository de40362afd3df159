import { toast } from '@/lib/toast';
import { ApiError, INVALID_VALUE, unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { describeConfigError } from '../lib/config-error';
import { SLUG_RELOAD_DELAY_MS, toVideoRecord, type VideoFormValues, type VideoRecord } from '../lib/video-form';
import { configKeys } from './keys';

/**
 * docs/product.md §7: upsert videos_demo (slug, titulo, descripcion, url_video, activo), the slug being the key.
 * The form is trimmed and checked first; a video URL that is not a URL is never sent.
 */
export async function saveVideo(values: VideoFormValues): Promise<VideoRecord> {
  const checked = toVideoRecord(values);
  if (!checked.ok) throw new ApiError(Object.values(checked.errors).join(' '), { code: INVALID_VALUE });
  unwrap(await supabase.from('videos_demo').upsert(checked.record, { onConflict: 'slug' }));
  return checked.record;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useSaveVideo(options: MutationConfig<typeof saveVideo> = {}) {
  return useApiMutation(
    {
      mutationFn: saveVideo,
      invalidate: async (queryClient, saved) => {
        await queryClient.invalidateQueries({ queryKey: configKeys.video(saved.slug) });
        // docs/product.md §2/§9: the slug list is reloaded 100 ms after a change (a new slug joins the picker).
        await wait(SLUG_RELOAD_DELAY_MS);
        await queryClient.invalidateQueries({ queryKey: configKeys.videoSlugs() });
      },
      notifyError: (error) => toast.error('Error al guardar el video', { description: describeConfigError(error) }),
    },
    options,
  );
}
