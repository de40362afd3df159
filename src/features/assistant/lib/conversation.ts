import { ASSISTANT_TEXT } from './messages';
import type { ExpertReply, ExpertSource, ExpertStatus } from './parse-expert-response';

/** A chat turn (docs/product.md §3: role and message), with what the drawer shows beside it. */
export interface ChatTurn {
  id: string;
  role: 'user' | 'assistant';
  message: string;
  /** Assistant turns: the backend's status (out_of_scope answers are shown as they come). */
  status?: ExpertStatus;
  sources?: ExpertSource[];
  /** The apology shown when the request failed or the answer was unusable. */
  failed?: boolean;
}

/** The wire shape of a turn in `history` and in a saved `conversation`. */
export interface WireTurn {
  role: 'user' | 'assistant';
  message: string;
}

export interface ConversationState {
  turns: ChatTurn[];
  input: string;
  /** The description typed in the save area. */
  summary: string;
  /** Id of the question waiting for its answer; non-null means loading. */
  pendingId: string | null;
  saved: boolean;
  /** The id the backend gave the first save: saving again updates that conversation (issue 16). */
  savedId: string | null;
}

export type ConversationAction =
  | { type: 'input'; value: string }
  | { type: 'summary'; value: string }
  | { type: 'send'; id: string; question: string }
  | { type: 'reply'; id: string; reply: ExpertReply }
  | { type: 'fail'; id: string }
  | { type: 'saved'; id?: string | null }
  | { type: 'reset' }
  | { type: 'restore'; state: ConversationState }
  | { type: 'open'; id: string; turns: ChatTurn[]; summary: string | null };

export const initialConversation: ConversationState = {
  turns: [],
  input: '',
  summary: '',
  pendingId: null,
  saved: false,
  savedId: null,
};

/** The backend gets at most this many earlier turns as context for a follow-up question. */
export const MAX_HISTORY_TURNS = 20;
/** Longest question the composer accepts. */
export const MAX_QUESTION_LENGTH = 2000;
/** Longest description of a saved conversation (the summary column allows 2000). */
export const MAX_SUMMARY_LENGTH = 500;

/**
 * docs/product.md §4: empty; a user turn is added and loading starts; loading ends with the assistant's reply
 * or the apology. A reply or failure for a question that is no longer pending (the conversation was
 * reset meanwhile) is dropped. Once saved, the conversation and its description stay saved until the
 * next answer (then it can be saved again: the same row is updated) or reset, which clears everything.
 */
export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'input':
      return { ...state, input: action.value };
    case 'summary':
      return state.saved ? state : { ...state, summary: action.value };
    case 'send': {
      const question = action.question.trim();
      if (question === '' || state.pendingId !== null) return state;
      return {
        ...state,
        input: '',
        pendingId: action.id,
        turns: [...state.turns, { id: action.id, role: 'user', message: question }],
      };
    }
    case 'reply':
      if (action.id !== state.pendingId) return state;
      return {
        ...state,
        pendingId: null,
        // A new answer after 'Guardado' makes the conversation savable again (issue 16).
        saved: false,
        turns: [
          ...state.turns,
          {
            id: `${action.id}-reply`,
            role: 'assistant',
            message: action.reply.answer,
            status: action.reply.status,
            sources: action.reply.sources,
          },
        ],
      };
    case 'fail':
      if (action.id !== state.pendingId) return state;
      return {
        ...state,
        pendingId: null,
        turns: [
          ...state.turns,
          { id: `${action.id}-reply`, role: 'assistant', message: ASSISTANT_TEXT.apology, failed: true },
        ],
      };
    case 'saved':
      return { ...state, saved: true, savedId: action.id ?? state.savedId };
    case 'reset':
      return initialConversation;
    case 'restore':
      // 'Deshacer' after a reset (issue 16): only onto the empty conversation the reset left, so it
      // never overwrites a conversation started since.
      if (state.turns.length > 0 || state.pendingId !== null) return state;
      return { ...action.state, pendingId: null };
    case 'open':
      // A saved conversation reopened from 'Mis conversaciones' (issue 16): saved as it is; a new
      // answer makes it savable again, and saving updates the same row.
      return {
        ...initialConversation,
        turns: action.turns,
        summary: action.summary ?? '',
        saved: true,
        savedId: action.id,
      };
  }
}

/**
 * What 'Deshacer' brings back after a reset: the conversation without a question still waiting
 * for its answer (the reset cancelled it, nothing will answer it).
 */
export function undoSnapshot(state: ConversationState): ConversationState {
  const turns = state.pendingId === null ? state.turns : state.turns.filter((t) => t.id !== state.pendingId);
  return { ...state, turns, pendingId: null };
}

export const isLoading = (state: ConversationState) => state.pendingId !== null;

export const hasAssistantTurn = (state: ConversationState) => state.turns.some((t) => t.role === 'assistant');

/** docs/product.md §5: blocked when the text is empty or whitespace, while loading, or without a backend URL. */
export function canSend(state: ConversationState, backendReady: boolean): boolean {
  return backendReady && !isLoading(state) && state.input.trim() !== '';
}

/** docs/product.md §5: blocked with no turns, while loading, or when already saved. */
export function canSave(state: ConversationState, backendReady: boolean): boolean {
  return backendReady && hasAssistantTurn(state) && !isLoading(state) && !state.saved;
}

/**
 * The context sent with a question: the earlier turns, without the apologies and the questions they
 * answered (they carry nothing the backend said), capped at MAX_HISTORY_TURNS.
 */
export function historyOf(turns: ChatTurn[]): WireTurn[] {
  const kept: WireTurn[] = [];
  for (let i = 0; i < turns.length; i++) {
    const turn = turns[i];
    const next = turns[i + 1];
    if (turn.failed) continue;
    if (turn.role === 'user' && next?.failed) continue;
    kept.push({ role: turn.role, message: turn.message });
  }
  return kept.slice(-MAX_HISTORY_TURNS);
}

/** The conversation as saved: every turn the user sees, in order. */
export function wireConversation(turns: ChatTurn[]): WireTurn[] {
  return turns.map(({ role, message }) => ({ role, message }));
}

let sequence = 0;
/** Ids for turns (no crypto.randomUUID: it needs a secure context). */
export function nextTurnId(): string {
  sequence += 1;
  return `turn-${Date.now().toString(36)}-${sequence}`;
}
