import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import type { WireTurn } from '../lib/conversation';
import { expertEndpoint, postJson } from '../lib/expert-request';
import { ASSISTANT_TEXT, SAVE_TOPIC } from '../lib/messages';

export const SAVE_TIMEOUT_MS = 20_000;

export interface SaveExpertSessionVariables {
  backendUrl: string;
  /** The signed-in user's id (docs/design.md §4; docs/product.md sent null). */
  userId: string;
  /** The user's access token: the local backend takes the user from it. */
  accessToken: string | null | undefined;
  conversation: WireTurn[];
  /** The description, or null when left blank. */
  summary: string | null;
  /** The id of an earlier save of this conversation: the backend updates it instead of copying it. */
  id?: string | null;
  timeoutMs?: number;
}

/** POST {backend}/save_expert_session (docs/product.md §7); only the ok status is read. */
export async function saveExpertSession({
  backendUrl,
  userId,
  accessToken,
  conversation,
  summary,
  id,
  timeoutMs = SAVE_TIMEOUT_MS,
}: SaveExpertSessionVariables): Promise<string | null> {
  const response = await postJson(
    expertEndpoint(backendUrl, 'save_expert_session'),
    { user_id: userId, topic: SAVE_TOPIC, conversation, summary, ...(id ? { id } : {}) },
    { timeoutMs, headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined },
  );
  if (!response.ok) throw new ApiError(`HTTP ${response.status}`, { status: response.status });
  // The saved row's id (server/expert's contract); a backend that only says ok gives none.
  const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
  return typeof body?.id === 'string' ? body.id : null;
}

/**
 * Success and failure: docs/product.md §8's toasts. The caller refreshes 'Mis conversaciones'
 * (it knows the user's key).
 */
export function useSaveExpertSession(options: MutationConfig<typeof saveExpertSession> = {}) {
  return useApiMutation(
    {
      mutationFn: saveExpertSession,
      notifySuccess: () =>
        toast.success(ASSISTANT_TEXT.saveSuccessTitle, { description: ASSISTANT_TEXT.saveSuccessDescription }),
      notifyError: () =>
        toast.error(ASSISTANT_TEXT.saveErrorTitle, { description: ASSISTANT_TEXT.saveErrorDescription }),
    },
    { retry: false, ...options },
  );
}
