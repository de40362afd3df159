/**
 * Optional writer of answers: an OpenAI-compatible chat-completions endpoint (a local model
 * server such as llama.cpp, Ollama or vLLM), off by default. It only rephrases the entries the
 * retrieval found; the caller falls back to the retrieval answer on any failure.
 *
 *   EXPERT_LLM_URL         base URL; the request goes to {url}/chat/completions (unset = off)
 *   EXPERT_LLM_MODEL       model name sent in the request (default 'local')
 *   EXPERT_LLM_API_KEY     sent as 'Authorization: Bearer ...' when set
 *   EXPERT_LLM_TIMEOUT_MS  per request (default 20000)
 */
import { z } from 'zod';
import type { KnowledgeEntry } from './knowledge.ts';

export interface LlmConfig {
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export interface LlmTurn {
  role: 'user' | 'assistant';
  message: string;
}

export class LlmError extends Error {}

/** The configuration from the environment, or null when EXPERT_LLM_URL is not set. */
export function llmConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LlmConfig | null {
  const url = env.EXPERT_LLM_URL?.trim();
  if (!url) return null;
  const timeout = Number(env.EXPERT_LLM_TIMEOUT_MS ?? '');
  return {
    url: url.replace(/\/+$/, ''),
    model: env.EXPERT_LLM_MODEL?.trim() || 'local',
    apiKey: env.EXPERT_LLM_API_KEY?.trim() || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 20_000,
  };
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

const SYSTEM_PROMPT = [
  'Eres Axel, el asistente técnico de automatización industrial de Axel Suite.',
  'Responde siempre en español, de forma clara, práctica y técnicamente correcta, en markdown ligero',
  '(párrafos, listas con "- ", `código en línea` y bloques ``` para ladder o texto estructurado), con las',
  'unidades bien escritas (4–20 mA, 24 V DC, kW, Ω).',
  'Usa SOLO la información de las fichas de referencia que se te dan. Si no alcanzan para responder,',
  'dilo y sugiere qué dato falta; no inventes valores, normas ni procedimientos.',
  'No añadas una línea de fuentes: el sistema la agrega.',
].join(' ');

/** Added when no entry fits the question (the entries are only the nearest ones). */
const PARTIAL_PROMPT = [
  'Ninguna ficha trata exactamente esta pregunta; son las más cercanas de la base.',
  'Empieza diciendo que no tienes una ficha específica sobre el tema, responde solo lo que las fichas',
  'permiten afirmar y, si no alcanza, di qué dato o qué documentación (manual del equipo, norma) consultar.',
].join(' ');

export interface LlmOptions {
  /** The entries are the nearest ones, not an answer to the question. */
  partial?: boolean;
}

/** The messages sent to the model: instructions, the reference entries, recent turns, the question. */
export function buildMessages(
  question: string,
  history: readonly LlmTurn[],
  entries: readonly KnowledgeEntry[],
  options: LlmOptions = {},
) {
  const context = entries.map((e, i) => `### Ficha ${i + 1}: ${e.title}\n${e.text}`).join('\n\n');
  const system = options.partial ? `${SYSTEM_PROMPT}\n\n${PARTIAL_PROMPT}` : SYSTEM_PROMPT;
  return [
    { role: 'system' as const, content: `${system}\n\nFichas de referencia:\n\n${context}` },
    ...history.slice(-6).map((t) => ({ role: t.role, content: t.message })),
    { role: 'user' as const, content: question },
  ];
}

/** Asks the model; resolves to its answer text or throws LlmError (HTTP, timeout, shape, empty). */
export async function completeWithLlm(
  config: LlmConfig,
  question: string,
  history: readonly LlmTurn[],
  entries: readonly KnowledgeEntry[],
  options: LlmOptions = {},
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${config.url}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages: buildMessages(question, history, entries, options),
        temperature: 0.2,
        max_tokens: 900,
        stream: false,
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw new LlmError(
      timedOut
        ? `no answer within ${config.timeoutMs} ms`
        : `unreachable (${e instanceof Error ? e.message : String(e)})`,
    );
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch (e) {
    if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')) {
      throw new LlmError(`no answer within ${config.timeoutMs} ms`);
    }
    throw new LlmError(`HTTP ${res.status} with a body that is not JSON`);
  }
  if (!res.ok) throw new LlmError(`HTTP ${res.status}`);
  const parsed = completionSchema.safeParse(body);
  if (!parsed.success) throw new LlmError('unexpected response shape');
  const content = parsed.data.choices[0].message.content?.trim() ?? '';
  if (!content) throw new LlmError('empty answer');
  return content;
}
