import { describe, expect, it } from 'vitest';
import {
  canSave,
  canSend,
  conversationReducer,
  historyOf,
  initialConversation,
  MAX_HISTORY_TURNS,
  type ChatTurn,
  type ConversationAction,
  type ConversationState,
  undoSnapshot,
} from './conversation';
import { ASSISTANT_TEXT } from './messages';

const reply = (answer: string) => ({ status: 'success' as const, answer, sources: [] });

function run(...actions: ConversationAction[]): ConversationState {
  return actions.reduce(conversationReducer, initialConversation);
}

describe('conversationReducer', () => {
  it('adds the user turn, clears the input and starts loading; the reply ends loading', () => {
    const asking = run(
      { type: 'input', value: '  ¿Qué es Profinet?  ' },
      { type: 'send', id: 'q1', question: '  ¿Qué es Profinet?  ' },
    );
    expect(asking.turns).toEqual([{ id: 'q1', role: 'user', message: '¿Qué es Profinet?' }]);
    expect(asking.input).toBe('');
    expect(asking.pendingId).toBe('q1');

    const answered = conversationReducer(asking, {
      type: 'reply',
      id: 'q1',
      reply: reply('Una red Ethernet industrial.'),
    });
    expect(answered.pendingId).toBeNull();
    expect(answered.turns[1]).toMatchObject({
      role: 'assistant',
      message: 'Una red Ethernet industrial.',
      status: 'success',
    });
  });

  it('ends a failed question with the apology', () => {
    const state = run({ type: 'send', id: 'q1', question: 'hola' }, { type: 'fail', id: 'q1' });
    expect(state.pendingId).toBeNull();
    expect(state.turns[1]).toMatchObject({ role: 'assistant', message: ASSISTANT_TEXT.apology, failed: true });
  });

  it('ignores blank questions, a second question while loading, and answers to questions no longer pending', () => {
    expect(run({ type: 'send', id: 'q1', question: '  \n ' })).toEqual(initialConversation);
    const loading = run({ type: 'send', id: 'q1', question: 'uno' }, { type: 'send', id: 'q2', question: 'dos' });
    expect(loading.turns).toHaveLength(1);
    const afterReset = run(
      { type: 'send', id: 'q1', question: 'uno' },
      { type: 'reset' },
      { type: 'reply', id: 'q1', reply: reply('tarde') },
    );
    expect(afterReset).toEqual(initialConversation);
  });

  it('saves once; the description is locked once saved; reset clears everything', () => {
    const saved = run(
      { type: 'send', id: 'q1', question: 'uno' },
      { type: 'reply', id: 'q1', reply: reply('respuesta') },
      { type: 'summary', value: 'Resumen' },
      { type: 'input', value: 'borrador' },
      { type: 'saved' },
      { type: 'summary', value: 'otro' },
    );
    expect(saved.saved).toBe(true);
    expect(saved.summary).toBe('Resumen');
    expect(conversationReducer(saved, { type: 'reset' })).toEqual(initialConversation);
  });
});

describe('send and save rules (docs/product.md §5)', () => {
  const withInput = (input: string) => ({ ...initialConversation, input });

  it('blocks sending an empty or blank text, while loading, and without a backend URL', () => {
    expect(canSend(withInput('¿PID?'), true)).toBe(true);
    expect(canSend(withInput(''), true)).toBe(false);
    expect(canSend(withInput(' \n\t'), true)).toBe(false);
    expect(canSend({ ...withInput('¿PID?'), pendingId: 'q1' }, true)).toBe(false);
    expect(canSend(withInput('¿PID?'), false)).toBe(false);
  });

  it('blocks saving with no assistant turn, while loading, when saved, and without a backend URL', () => {
    const answered = run({ type: 'send', id: 'q1', question: 'uno' }, { type: 'reply', id: 'q1', reply: reply('r') });
    expect(canSave(answered, true)).toBe(true);
    expect(canSave(initialConversation, true)).toBe(false);
    expect(canSave(run({ type: 'send', id: 'q1', question: 'uno' }), true)).toBe(false);
    expect(canSave(conversationReducer(answered, { type: 'send', id: 'q2', question: 'dos' }), true)).toBe(false);
    expect(canSave({ ...answered, saved: true }, true)).toBe(false);
    expect(canSave(answered, false)).toBe(false);
  });
});

describe('historyOf', () => {
  it('sends the earlier turns without apologies and the questions they answered', () => {
    const turns: ChatTurn[] = [
      { id: '1', role: 'user', message: '¿Qué es un VFD?' },
      { id: '2', role: 'assistant', message: 'Un variador de frecuencia.' },
      { id: '3', role: 'user', message: 'pregunta que falló' },
      { id: '4', role: 'assistant', message: ASSISTANT_TEXT.apology, failed: true },
    ];
    expect(historyOf(turns)).toEqual([
      { role: 'user', message: '¿Qué es un VFD?' },
      { role: 'assistant', message: 'Un variador de frecuencia.' },
    ]);
  });

  it('keeps only the latest turns', () => {
    const turns: ChatTurn[] = Array.from({ length: 50 }, (_, i) => ({
      id: String(i),
      role: i % 2 === 0 ? 'user' : 'assistant',
      message: `m${i}`,
    }));
    const history = historyOf(turns);
    expect(history).toHaveLength(MAX_HISTORY_TURNS);
    expect(history.at(-1)).toEqual({ role: 'assistant', message: 'm49' });
  });
});

describe("'Deshacer' after a reset (issue 16)", () => {
  const asked = conversationReducer(initialConversation, { type: 'send', id: 'q1', question: 'primera' });
  const answered = conversationReducer(asked, {
    type: 'reply',
    id: 'q1',
    reply: { status: 'success', answer: 'respuesta', sources: [] },
  });

  it('restores the wiped conversation onto the empty one', () => {
    const wiped = undoSnapshot(answered);
    const reset = conversationReducer(answered, { type: 'reset' });
    expect(conversationReducer(reset, { type: 'restore', state: wiped })).toEqual(answered);
  });

  it('drops the question still waiting for its answer', () => {
    const pending = conversationReducer(answered, { type: 'send', id: 'q2', question: 'segunda' });
    expect(undoSnapshot(pending).turns.map((t) => t.message)).toEqual(['primera', 'respuesta']);
    expect(undoSnapshot(pending).pendingId).toBeNull();
  });

  it('never overwrites a conversation started since', () => {
    const wiped = undoSnapshot(answered);
    const fresh = conversationReducer(initialConversation, { type: 'send', id: 'q3', question: 'otra' });
    expect(conversationReducer(fresh, { type: 'restore', state: wiped })).toBe(fresh);
  });
});
