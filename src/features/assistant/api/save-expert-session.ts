import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { WireTurn } from '../lib/conversation';
import { expertEndpoint, postJson } from '../lib/expert-request';
import { ASSISTANT_TEXT, SAVE_TOPIC } from '../lib/messages';

export const SAVE_TIMEOUT_MS = 20_000;

export class SaveExpertSessionError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SaveExpertSessionError';
    this.status = status;
  }
}

export interface SaveExpertSessionVariables {
  backendUrl: string;
  /** The signed-in user's id (DESIGN.md §4; SPEC.md sent null). */
  userId: string;
  /** The user's access token: the local backend takes the user from it. */
  accessToken: string | null | undefined;
  conversation: WireTurn[];
  /** The description, or null when left blank. */
  summary: string | null;
  timeoutMs?: number;
}

/** POST {backend}/save_expert_session (SPEC.md §7); only the ok status is read. */
export async function saveExpertSession({
  backendUrl,
  userId,
  accessToken,
  conversation,
  summary,
  timeoutMs = SAVE_TIMEOUT_MS,
}: SaveExpertSessionVariables): Promise<void> {
  let response: Response;
  try {
    response = await postJson(
      expertEndpoint(backendUrl, 'save_expert_session'),
      { user_id: userId, topic: SAVE_TOPIC, conversation, summary },
      { timeoutMs, headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined },
    );
  } catch (error) {
    throw new SaveExpertSessionError(error instanceof Error ? error.message : 'Error de red', undefined, {
      cause: error,
    });
  }
  if (!response.ok) throw new SaveExpertSessionError(`HTTP ${response.status}`, response.status);
}

/**
 * Nothing in the SPA lists saved conversations, so there is nothing to invalidate: on success the
 * caller's onSuccess runs, then the toast. Failure: SPEC.md §8's toast.
 */
export function useSaveExpertSession({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: saveExpertSession,
    retry: false,
    onSuccess: () => {
      onSuccess?.();
      toast.success(ASSISTANT_TEXT.saveSuccessTitle, { description: ASSISTANT_TEXT.saveSuccessDescription });
    },
    onError: () => {
      toast.error(ASSISTANT_TEXT.saveErrorTitle, { description: ASSISTANT_TEXT.saveErrorDescription });
    },
  });
}
