import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export class UpdatePasswordError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'UpdatePasswordError';
    this.code = code;
  }
}

/** Sets a new password for the signed-in (recovery) session. */
export async function updatePassword({ password }: { password: string }): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw new UpdatePasswordError(error.message, error.code);
}

export function useUpdatePassword({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => onSuccess?.(),
  });
}
