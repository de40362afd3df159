import { useMutation } from '@tanstack/react-query';
import type { WireTurn } from '../lib/conversation';
import { expertEndpoint, postJson } from '../lib/expert-request';
import { parseExpertResponse, type ExpertReply } from '../lib/parse-expert-response';

/** A local model behind the backend may take a while; past this the user gets the apology. */
export const ASK_TIMEOUT_MS = 60_000;

/** The question got no usable answer: network failure, timeout, non-OK status, empty or unrecognised body. */
export class AskExpertError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AskExpertError';
    this.status = status;
  }
}

export interface AskExpertVariables {
  backendUrl: string;
  question: string;
  history: WireTurn[];
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** POST {backend}/ask_expert with `{ question, history }` (SPEC.md §7). */
export async function askExpert({
  backendUrl,
  question,
  history,
  signal,
  timeoutMs = ASK_TIMEOUT_MS,
}: AskExpertVariables): Promise<ExpertReply> {
  let response: Response;
  try {
    response = await postJson(expertEndpoint(backendUrl, 'ask_expert'), { question, history }, { signal, timeoutMs });
  } catch (error) {
    throw new AskExpertError(error instanceof Error ? error.message : 'Error de red', undefined, { cause: error });
  }
  if (!response.ok) throw new AskExpertError(`HTTP ${response.status}`, response.status);
  let body: unknown;
  try {
    const text = await response.text();
    if (text.trim() === '') throw new Error('Respuesta vacía');
    body = JSON.parse(text);
  } catch (error) {
    throw new AskExpertError('Respuesta ilegible del backend', response.status, { cause: error });
  }
  const reply = parseExpertResponse(body);
  if (!reply) throw new AskExpertError('Respuesta no reconocida del backend', response.status);
  return reply;
}

/** No toast: a failed question becomes SPEC.md's apology turn in the conversation. */
export function useAskExpert() {
  return useMutation({ mutationFn: askExpert, retry: false });
}
