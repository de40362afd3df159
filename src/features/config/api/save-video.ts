import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { supabase } from '@/lib/supabase';
import { ConfigError, describeConfigError, INVALID_VALUE } from '../lib/config-error';
import { SLUG_RELOAD_DELAY_MS, toVideoRecord, type VideoFormValues, type VideoRecord } from '../lib/video-form';
import { configKeys } from './keys';

/**
 * SPEC §7: upsert videos_demo (slug, titulo, descripcion, url_video, activo), the slug being the key.
 * The form is trimmed and checked first; a video URL that is not a URL is never sent.
 */
export async function saveVideo(values: VideoFormValues): Promise<VideoRecord> {
  const checked = toVideoRecord(values);
  if (!checked.ok) throw new ConfigError(Object.values(checked.errors).join(' '), INVALID_VALUE);
  const { error } = await supabase.from('videos_demo').upsert(checked.record, { onConflict: 'slug' });
  if (error) throw new ConfigError(error.message, error.code);
  return checked.record;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useSaveVideo({
  onSuccess,
  onError,
}: { onSuccess?: (saved: VideoRecord) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVideo,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: configKeys.video(saved.slug) });
      // SPEC §2/§9: the slug list is reloaded 100 ms after a change (a new slug joins the picker).
      await wait(SLUG_RELOAD_DELAY_MS);
      await queryClient.invalidateQueries({ queryKey: configKeys.videoSlugs() });
      onSuccess?.(saved);
    },
    onError:
      onError ??
      ((error) => {
        toast.error('Error al guardar el video', { description: describeConfigError(error) });
      }),
  });
}
