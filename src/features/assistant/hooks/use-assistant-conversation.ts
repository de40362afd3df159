import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from '@/lib/toast';
import { UNDO_LABEL } from '@/lib/undo-toast';
import { useAskExpert } from '../api/ask-expert';
import type { SavedConversation } from '../api/get-saved-conversations';
import { assistantKeys } from '../api/keys';
import { useSaveExpertSession } from '../api/save-expert-session';
import { restoreConversation, storeConversation } from '../lib/conversation-storage';
import {
  canSave,
  canSend,
  conversationReducer,
  historyOf,
  nextTurnId,
  undoSnapshot,
  wireConversation,
} from '../lib/conversation';
import { ASSISTANT_TEXT } from '../lib/messages';

/** One 'Deshacer' toast for a reset at a time; a new question dismisses it. */
const RESET_TOAST_ID = 'assistant-reset-undo';

export interface UseAssistantConversationOptions {
  /** Null until app_config's api_url_backend is loaded (or when it is not configured). */
  backendUrl: string | null;
  userId: string;
  accessToken: string | null | undefined;
  askTimeoutMs?: number;
}

/**
 * The conversation and its two calls. It lives above the drawer, so closing the drawer or moving
 * between screens keeps the conversation (and an answer on its way) until reset or sign-out.
 */
export function useAssistantConversation({
  backendUrl,
  userId,
  accessToken,
  askTimeoutMs,
}: UseAssistantConversationOptions) {
  // Issue 16: the conversation survives a reload within the browser session (sessionStorage).
  const [state, dispatch] = useReducer(conversationReducer, userId, restoreConversation);
  useEffect(() => storeConversation(userId, state), [userId, state]);
  const inFlight = useRef<AbortController | null>(null);
  /** Bumped by reset, so a save that ends after a reset does not mark the new conversation saved. */
  const generation = useRef(0);
  const queryClient = useQueryClient();
  const ask = useAskExpert();
  const save = useSaveExpertSession();
  const { mutateAsync: askMutate } = ask;
  const { mutate: saveMutate, reset: resetSave } = save;

  useEffect(() => () => inFlight.current?.abort(), []);

  const backendReady = backendUrl !== null;

  const send = useCallback(
    (text?: string) => {
      const question = (text ?? state.input).trim();
      if (!backendUrl || state.pendingId !== null || question === '') return;
      const id = nextTurnId();
      const history = historyOf(state.turns);
      toast.dismiss(RESET_TOAST_ID);
      dispatch({ type: 'send', id, question });
      const controller = new AbortController();
      inFlight.current = controller;
      askMutate({ backendUrl, question, history, signal: controller.signal, timeoutMs: askTimeoutMs })
        .then((reply) => dispatch({ type: 'reply', id, reply }))
        .catch(() => {
          // Aborted by reset or unmount: that conversation is gone, nothing to answer.
          if (!controller.signal.aborted) dispatch({ type: 'fail', id });
        })
        .finally(() => {
          if (inFlight.current === controller) inFlight.current = null;
        });
    },
    [askMutate, askTimeoutMs, backendUrl, state.input, state.pendingId, state.turns],
  );

  const saveConversation = useCallback(() => {
    if (!backendUrl || !canSave(state, true) || save.isPending) return;
    const current = generation.current;
    const summary = state.summary.trim();
    saveMutate(
      {
        backendUrl,
        userId,
        accessToken,
        conversation: wireConversation(state.turns),
        summary: summary === '' ? null : summary,
        id: state.savedId,
      },
      {
        onSuccess: (id) => {
          if (generation.current === current) dispatch({ type: 'saved', id });
          void queryClient.invalidateQueries({ queryKey: assistantKeys.savedConversations(userId) });
        },
      },
    );
  }, [accessToken, backendUrl, queryClient, save.isPending, saveMutate, state, userId]);

  const reset = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    generation.current += 1;
    resetSave();
    const wiped = undoSnapshot(state);
    dispatch({ type: 'reset' });
    // Issue 16: the wiped conversation can come back ('Deshacer'), as long as no new one started.
    if (wiped.turns.length === 0 && wiped.summary === '' && wiped.input === '') return;
    toast.success(ASSISTANT_TEXT.resetDone, {
      id: RESET_TOAST_ID,
      duration: 8000,
      action: { label: UNDO_LABEL, onClick: () => dispatch({ type: 'restore', state: wiped }) },
    });
  }, [resetSave, state]);

  /** Reopens a saved conversation in place of the open one (an answer on its way is dropped). */
  const openSaved = useCallback(
    (saved: SavedConversation) => {
      inFlight.current?.abort();
      inFlight.current = null;
      generation.current += 1;
      resetSave();
      toast.dismiss(RESET_TOAST_ID);
      dispatch({ type: 'open', id: saved.id, turns: saved.turns, summary: saved.summary });
    },
    [resetSave],
  );

  return {
    state,
    loading: state.pendingId !== null,
    saving: save.isPending,
    canSend: canSend(state, backendReady),
    canSave: canSave(state, backendReady) && !save.isPending,
    setInput: useCallback((value: string) => dispatch({ type: 'input', value }), []),
    setSummary: useCallback((value: string) => dispatch({ type: 'summary', value }), []),
    send,
    save: saveConversation,
    reset,
    openSaved,
  };
}

export type AssistantConversation = ReturnType<typeof useAssistantConversation>;
