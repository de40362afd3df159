// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { conversationReducer, initialConversation, type ConversationState } from './conversation';
import { conversationStorageKey, restoreConversation, storeConversation } from './conversation-storage';

const reply = { status: 'success' as const, answer: 'Un PLC es...', sources: [] };

function conversation(): ConversationState {
  let s = conversationReducer(initialConversation, { type: 'send', id: 't1', question: '¿Qué es un PLC?' });
  s = conversationReducer(s, { type: 'reply', id: 't1', reply });
  return s;
}

afterEach(() => window.sessionStorage.clear());

describe('saving again (issue 16)', () => {
  it("after 'Guardado', a new answer makes the conversation savable again, keeping the saved id", () => {
    let s = conversationReducer(conversation(), { type: 'saved', id: 'row-1' });
    expect(s.saved).toBe(true);
    s = conversationReducer(s, { type: 'send', id: 't2', question: '¿Y un HMI?' });
    s = conversationReducer(s, { type: 'reply', id: 't2', reply });
    expect(s.saved).toBe(false);
    expect(s.savedId).toBe('row-1');
    expect(conversationReducer(s, { type: 'saved', id: 'row-1' }).savedId).toBe('row-1');
  });
});

describe('the conversation in sessionStorage (issue 16)', () => {
  it('survives a reload for the same user, and never shows up for another', () => {
    const s = conversationReducer(conversation(), { type: 'saved', id: 'row-1' });
    storeConversation('ana', { ...s, summary: 'PLC' });
    const back = restoreConversation('ana');
    expect(back.turns.map((t) => t.message)).toEqual(['¿Qué es un PLC?', 'Un PLC es...']);
    expect(back).toMatchObject({ summary: 'PLC', saved: true, savedId: 'row-1', pendingId: null });
    expect(restoreConversation('luis')).toEqual(initialConversation);
  });

  it('drops a question still waiting for its answer, and tolerates junk', () => {
    const waiting = conversationReducer(conversation(), { type: 'send', id: 't2', question: 'pendiente' });
    storeConversation('ana', waiting);
    expect(restoreConversation('ana').turns).toHaveLength(2);
    window.sessionStorage.setItem(conversationStorageKey('ana'), '{no es json');
    expect(restoreConversation('ana')).toEqual(initialConversation);
  });

  it('forgets the conversation once it is reset', () => {
    storeConversation('ana', conversation());
    storeConversation('ana', initialConversation);
    expect(window.sessionStorage.getItem(conversationStorageKey('ana'))).toBeNull();
  });
});
