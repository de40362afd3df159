import { describe, expect, it } from 'vitest';
import { conversationItemText, parseExpertResponse } from './parse-expert-response';

describe('parseExpertResponse', () => {
  it('reads status, answer and sources', () => {
    expect(
      parseExpertResponse({
        status: 'success',
        answer: '  Usa un lazo de 4-20 mA.  ',
        conversation: [{ role: 'assistant', parts: ['otra cosa'] }],
        sources: [
          { id: 'sensores-420', title: 'Lazo 4-20 mA' },
          { id: 7, title: 'PLC' },
          { id: 'sensores-420', title: 'duplicado' },
          { id: '', title: 'sin id' },
          { title: 'sin id' },
          'basura',
        ],
      }),
    ).toEqual({
      status: 'success',
      answer: 'Usa un lazo de 4-20 mA.',
      sources: [
        { id: 'sensores-420', title: 'Lazo 4-20 mA' },
        { id: '7', title: 'PLC' },
      ],
    });
  });

  it('keeps out_of_scope answers as they come', () => {
    expect(parseExpertResponse({ status: 'out_of_scope', answer: 'Solo respondo automatización.' })).toEqual({
      status: 'out_of_scope',
      answer: 'Solo respondo automatización.',
      sources: [],
    });
  });

  it('falls back to the last assistant item of the conversation: parts first, then message', () => {
    const conversation = [
      { role: 'user', parts: ['¿Qué es un PLC?'] },
      { role: 'assistant', parts: ['Un controlador lógico programable.'] },
    ];
    expect(parseExpertResponse({ status: 'success', conversation })?.answer).toBe('Un controlador lógico programable.');
    expect(
      parseExpertResponse({
        status: 'success',
        answer: '',
        conversation: [{ role: 'model', parts: [{ text: 'Gemini' }] }],
      })?.answer,
    ).toBe('Gemini');
    expect(
      parseExpertResponse({ status: 'success', conversation: [{ role: 'assistant', message: 'Por message' }] })?.answer,
    ).toBe('Por message');
  });

  it.each([
    ['null', null],
    ['a string', 'hola'],
    ['an array', [{ status: 'success', answer: 'x' }]],
    ['no status', { answer: 'x' }],
    ['an unknown status', { status: 'error', answer: 'x' }],
    ['no answer and no conversation', { status: 'success' }],
    ['a blank answer', { status: 'success', answer: '   ' }],
    ['a non-string answer', { status: 'success', answer: 42 }],
    [
      'a conversation whose last assistant item is empty',
      { status: 'success', conversation: [{ role: 'assistant', parts: [''] }] },
    ],
    ['a conversation with only user items', { status: 'success', conversation: [{ role: 'user', parts: ['hola'] }] }],
  ])('rejects %s', (_label, body) => {
    expect(parseExpertResponse(body)).toBeNull();
  });
});

describe('conversationItemText', () => {
  it('takes the first part, else the message', () => {
    expect(conversationItemText({ role: 'assistant', parts: ['uno', 'dos'] })).toBe('uno');
    expect(conversationItemText({ role: 'assistant', parts: [], message: 'm' })).toBe('m');
    expect(conversationItemText({ role: 'assistant', parts: [{ nada: 1 }] })).toBeNull();
    expect(conversationItemText(undefined)).toBeNull();
  });
});
