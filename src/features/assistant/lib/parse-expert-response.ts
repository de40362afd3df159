/**
 * Reads the body of `POST {backend}/ask_expert` (docs/product.md §7): status success or out_of_scope, the
 * answer, and the conversation, whose items carry their text either as `parts` (the first item is the
 * text, a string or a `{ text }` part) or as `message`. Sources (`[{ id, title }]`) are optional.
 * Anything else is not an answer: the caller shows docs/product.md's apology instead.
 */
export type ExpertStatus = 'success' | 'out_of_scope';

export interface ExpertSource {
  id: string;
  title: string;
}

export interface ExpertReply {
  status: ExpertStatus;
  answer: string;
  sources: ExpertSource[];
}

const STATUSES: readonly string[] = ['success', 'out_of_scope'] satisfies ExpertStatus[];
/** `model` is how Gemini-style backends name the assistant's role. */
const ASSISTANT_ROLES: readonly string[] = ['assistant', 'model'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The text of one conversation item: `parts[0]` (string or `{ text }`), else `message`. */
export function conversationItemText(item: unknown): string | null {
  if (!isRecord(item)) return null;
  if (Array.isArray(item.parts) && item.parts.length > 0) {
    const first: unknown = item.parts[0];
    const text = isRecord(first) ? nonBlank(first.text) : nonBlank(first);
    if (text) return text;
  }
  return nonBlank(item.message);
}

function lastAssistantText(conversation: unknown): string | null {
  if (!Array.isArray(conversation)) return null;
  for (let i = conversation.length - 1; i >= 0; i--) {
    const item: unknown = conversation[i];
    if (isRecord(item) && typeof item.role === 'string' && ASSISTANT_ROLES.includes(item.role)) {
      return conversationItemText(item);
    }
  }
  return null;
}

function parseSources(value: unknown): ExpertSource[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const sources: ExpertSource[] = [];
  for (const item of value) {
    if (!isRecord(item)) continue;
    const id = typeof item.id === 'number' ? String(item.id) : nonBlank(item.id);
    const title = nonBlank(item.title);
    if (!id || !title || seen.has(id)) continue;
    seen.add(id);
    sources.push({ id, title });
  }
  return sources;
}

/** The reply, or null when the body is not a recognisable answer. */
export function parseExpertResponse(body: unknown): ExpertReply | null {
  if (!isRecord(body) || typeof body.status !== 'string' || !STATUSES.includes(body.status)) return null;
  const answer = nonBlank(body.answer) ?? lastAssistantText(body.conversation);
  if (!answer) return null;
  return { status: body.status as ExpertStatus, answer, sources: parseSources(body.sources) };
}
