import { ApiError, UNEXPECTED_RESPONSE } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import type { WireTurn } from '../lib/conversation';
import { expertEndpoint, postJson } from '../lib/expert-request';
import { parseExpertResponse, type ExpertReply } from '../lib/parse-expert-response';

/** A local model behind the backend may take a while; past this the user gets the apology. */
export const ASK_TIMEOUT_MS = 60_000;

export interface AskExpertVariables {
  backendUrl: string;
  question: string;
  history: WireTurn[];
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * POST {backend}/ask_expert with `{ question, history }` (docs/product.md §7). No usable answer (network
 * failure, timeout, non-OK status, empty or unrecognised body) rejects with an ApiError.
 */
export async function askExpert({
  backendUrl,
  question,
  history,
  signal,
  timeoutMs = ASK_TIMEOUT_MS,
}: AskExpertVariables): Promise<ExpertReply> {
  const response = await postJson(
    expertEndpoint(backendUrl, 'ask_expert'),
    { question, history },
    { signal, timeoutMs },
  );
  if (!response.ok) throw new ApiError(`HTTP ${response.status}`, { status: response.status });
  let body: unknown;
  try {
    const text = await response.text();
    if (text.trim() === '') throw new Error('Respuesta vacía');
    body = JSON.parse(text);
  } catch (error) {
    throw new ApiError('Respuesta ilegible del backend', {
      code: UNEXPECTED_RESPONSE,
      status: response.status,
      cause: error,
    });
  }
  const reply = parseExpertResponse(body);
  if (!reply)
    throw new ApiError('Respuesta no reconocida del backend', { code: UNEXPECTED_RESPONSE, status: response.status });
  return reply;
}

/** No toast: a failed question becomes docs/product.md's apology turn in the conversation. */
export function useAskExpert(options: MutationConfig<typeof askExpert> = {}) {
  return useApiMutation({ mutationFn: askExpert }, { retry: false, ...options });
}
