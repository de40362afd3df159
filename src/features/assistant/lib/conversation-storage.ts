import { initialConversation, type ConversationState } from './conversation';

/** sessionStorage key of a user's open conversation (one per user: a different sign-in never sees it). */
export const conversationStorageKey = (userId: string) => `axelConversation:${userId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The conversation kept for this browser session (issue 16: a reload does not lose it). A question
 * still waiting for its answer is not kept: after a reload nothing will answer it.
 */
export function restoreConversation(userId: string): ConversationState {
  try {
    const raw = storage()?.getItem(conversationStorageKey(userId));
    if (!raw) return initialConversation;
    const parsed = JSON.parse(raw) as Partial<ConversationState>;
    if (!Array.isArray(parsed.turns)) return initialConversation;
    const turns = parsed.turns.filter(
      (t) =>
        t && typeof t.id === 'string' && (t.role === 'user' || t.role === 'assistant') && typeof t.message === 'string',
    );
    // Drop a trailing question whose answer never came.
    while (turns.length && turns[turns.length - 1].role === 'user') turns.pop();
    return {
      ...initialConversation,
      turns,
      summary: typeof parsed.summary === 'string' ? parsed.summary : '',
      saved: parsed.saved === true,
      savedId: typeof parsed.savedId === 'string' ? parsed.savedId : null,
    };
  } catch {
    return initialConversation;
  }
}

export function storeConversation(userId: string, state: ConversationState): void {
  const store = storage();
  if (!store) return;
  try {
    if (state.turns.length === 0 && state.summary === '') {
      store.removeItem(conversationStorageKey(userId));
      return;
    }
    const { turns, summary, saved, savedId } = state;
    store.setItem(conversationStorageKey(userId), JSON.stringify({ turns, summary, saved, savedId }));
  } catch {
    // Storage full or refused: the conversation still lives in memory.
  }
}
