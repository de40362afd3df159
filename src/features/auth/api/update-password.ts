import { unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';

/** Sets a new password for the signed-in (recovery) session. */
export async function updatePassword({ password }: { password: string }): Promise<void> {
  unwrap(await supabase.auth.updateUser({ password }));
}

/** No toast: the form shows a failure under its fields (the caller's onError, or the mutation's error). */
export function useUpdatePassword(options: MutationConfig<typeof updatePassword> = {}) {
  return useApiMutation({ mutationFn: updatePassword }, options);
}
