import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { findModal, renderApp } from '@/testing/test-utils';
import { ASSISTANT_TEXT } from '../lib/messages';
import { AxelAssistant } from './axel-assistant';

const USER_ID = 'a0000000-0000-4000-8000-000000000003';
const TOKEN = 'access-token-ana';
const APOLOGY = ASSISTANT_TEXT.apology;
const LAUNCHER = 'Abrir Axel, asistente técnico';

interface AskBody {
  question: string;
  history: { role: string; message: string }[];
}

/** app_config's api_url_backend row, as PostgREST answers `.single()`. */
function configReturns(value: string | null) {
  server.use(
    http.get('*/rest/v1/app_config', ({ request }) => {
      const url = new URL(request.url);
      expect(url.searchParams.get('key')).toBe('eq.api_url_backend');
      expect(url.searchParams.get('select')).toBe('key,value');
      if (value === null) {
        return HttpResponse.json(
          {
            code: 'PGRST116',
            details: 'The result contains 0 rows',
            hint: null,
            message: 'JSON object requested, multiple (or no) rows returned',
          },
          { status: 406 },
        );
      }
      return HttpResponse.json({ key: 'api_url_backend', value });
    }),
  );
}

/** Answers every question with `answer(body)`, recording the bodies. */
function expertAnswers(answer: (body: AskBody) => Response | Promise<Response>, url = '*/expert/ask_expert') {
  const asked: AskBody[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      const body = (await request.json()) as AskBody;
      asked.push(body);
      return answer(body);
    }),
  );
  return asked;
}

function success(answer: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({
    status: 'success',
    answer,
    conversation: [{ role: 'assistant', parts: [answer] }],
    ...extra,
  });
}

/** A response the test releases when it wants (to look at the loading state). */
function gate() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function renderAssistant(props: { askTimeoutMs?: number; accessToken?: string | null } = {}) {
  return renderApp(<AxelAssistant userId={USER_ID} accessToken={TOKEN} {...props} />, { path: '/dashboard' });
}

const drawer = () => findModal('dialog', { name: 'Axel' });
const questionBox = () => screen.getByRole('textbox', { name: 'Escribe tu pregunta' });
const sendButton = () => screen.getByRole('button', { name: 'Enviar pregunta' });
const messages = () => screen.getByRole('log', { name: 'Mensajes' });

/** Opens the drawer and waits until the backend URL is loaded (the send button can work). */
async function openReady(user: ReturnType<typeof renderAssistant>['user']) {
  await user.click(screen.getByRole('button', { name: LAUNCHER }));
  await drawer();
  await waitFor(() => expect(screen.queryByText('Conectando con el asistente...')).not.toBeInTheDocument());
}

/**
 * Writes a question and sends it with Enter. The question is pasted, not typed key by key: what
 * typing does (Enter, Shift+Enter, blanks) has tests of its own below ('send rules'), and a
 * keystroke is a React render of the drawer in jsdom.
 */
async function ask(user: ReturnType<typeof renderAssistant>['user'], question: string) {
  await user.click(questionBox());
  await user.paste(question);
  await user.keyboard('{Enter}');
}

describe('AxelAssistant: the button and the drawer', () => {
  it('shows only the round button until opened, and loads nothing before', async () => {
    renderAssistant();
    const launcher = screen.getByRole('button', { name: LAUNCHER });
    expect(launcher).toHaveClass('rounded-full', 'fixed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // onUnhandledRequest is 'error': reading app_config here would fail the test.
  });

  it('opens a labelled non-modal dialog, focuses the question box, remembers it, and shows the intro', async () => {
    configReturns('/expert');
    const { user } = renderAssistant();
    await user.click(screen.getByRole('button', { name: LAUNCHER }));
    const dialog = await drawer();
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    await waitFor(() => expect(questionBox()).toHaveFocus());
    expect(window.localStorage.getItem('axelPanel')).toBe('true');
    expect(within(dialog).getByText('Hola, soy Axel.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reiniciar conversación' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: LAUNCHER })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Guardar conversación' })).not.toBeInTheDocument();
  });

  it('closes with the close button, gives the focus back to the button, and remembers it', async () => {
    configReturns('/expert');
    const { user } = renderAssistant();
    await openReady(user);
    await user.click(screen.getByRole('button', { name: 'Cerrar asistente' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LAUNCHER })).toHaveFocus();
    expect(window.localStorage.getItem('axelPanel')).toBe('false');
  });

  it('closes with Escape from inside the drawer', async () => {
    configReturns('/expert');
    const { user } = renderAssistant();
    await openReady(user);
    await user.type(questionBox(), 'borrador');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LAUNCHER })).toHaveFocus();
    // Reopening keeps what was typed.
    await user.click(screen.getByRole('button', { name: LAUNCHER }));
    await drawer();
    expect(questionBox()).toHaveValue('borrador');
  });

  it('starts open when axelPanel says so, without taking the focus', async () => {
    window.localStorage.setItem('axelPanel', 'true');
    configReturns('/expert');
    renderAssistant();
    await drawer();
    expect(screen.queryByRole('button', { name: LAUNCHER })).not.toBeInTheDocument();
    expect(questionBox()).not.toHaveFocus();
  });

  it('starts closed when axelPanel holds garbage, and survives a storage that throws', async () => {
    window.localStorage.setItem('axelPanel', '{not json');
    const first = renderAssistant();
    expect(screen.getByRole('button', { name: LAUNCHER })).toBeInTheDocument();
    first.unmount();

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    configReturns('/expert');
    const { user } = renderAssistant();
    await user.click(screen.getByRole('button', { name: LAUNCHER }));
    expect(await drawer()).toBeInTheDocument();
  });
});

describe('AxelAssistant: asking', () => {
  it('adds the user turn, shows the thinking state, then renders the answer readably with its sources', async () => {
    configReturns('/expert');
    const pending = gate();
    const asked = expertAnswers(() => pending.promise);
    const { user } = renderAssistant();
    await openReady(user);

    await ask(user, '  ¿Cómo conecto un sensor 4-20 mA?  ');
    expect(within(messages()).getByText('¿Cómo conecto un sensor 4-20 mA?')).toBeInTheDocument();
    expect(questionBox()).toHaveValue('');
    expect(await screen.findByRole('status')).toHaveTextContent('Axel está pensando...');
    expect(sendButton()).toBeDisabled();

    pending.release(
      success(
        [
          'Conecta el transmisor en serie con la entrada analógica a 24 V.',
          '',
          '- Usa cable apantallado',
          '- Pon a tierra un solo extremo',
          '',
          'Escala el valor con `SCALE_X`:',
          '',
          '```',
          'OUT := (IN - 4.0) / 16.0 * 100.0;',
          '```',
          '',
          'Fuentes: Lazo de corriente 4-20 mA',
        ].join('\n'),
        { sources: [{ id: 'sensores-4-20', title: 'Lazo de corriente 4-20 mA' }] },
      ),
    );

    const answer = await within(messages()).findByText(/Conecta el transmisor en serie/);
    expect(answer.tagName).toBe('P');
    expect(answer.textContent).toContain('24\u00A0V');
    const log = messages();
    expect(within(log).getByText('Usa cable apantallado').tagName).toBe('LI');
    expect(within(log).getByText('SCALE_X').tagName).toBe('CODE');
    expect(within(log).getByText('OUT := (IN - 4.0) / 16.0 * 100.0;').closest('pre')).not.toBeNull();
    expect(
      within(within(log).getByRole('list', { name: 'Fuentes' })).getByText('Lazo de corriente 4-20 mA'),
    ).toBeInTheDocument();
    // The trailing 'Fuentes:' line of the text is not repeated above the list of sources.
    expect(within(log).queryByText(/^Fuentes:/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(asked).toEqual([{ question: '¿Cómo conecto un sensor 4-20 mA?', history: [] }]);
    expect(screen.getByRole('form', { name: 'Guardar conversación' })).toBeInTheDocument();
  });

  it('sends the earlier turns as history for a follow-up, leaving out failed ones', async () => {
    configReturns('/expert');
    let call = 0;
    const asked = expertAnswers(() => {
      call += 1;
      if (call === 2) return new HttpResponse(null, { status: 500 });
      return success(`Respuesta ${call}`);
    });
    const { user } = renderAssistant();
    await openReady(user);

    await ask(user, '¿Qué potencia tiene el variador?');
    await within(messages()).findByText('Respuesta 1');
    await ask(user, 'pregunta que falla');
    await within(messages()).findByText(APOLOGY);
    await ask(user, '¿y para un motor de 10 kW?');
    await within(messages()).findByText(/Respuesta 3/);

    expect(asked[2]).toEqual({
      question: '¿y para un motor de 10 kW?',
      history: [
        { role: 'user', message: '¿Qué potencia tiene el variador?' },
        { role: 'assistant', message: 'Respuesta 1' },
      ],
    });
  });

  it('shows an out_of_scope answer as it comes', async () => {
    configReturns('/expert');
    expertAnswers(() =>
      HttpResponse.json({
        status: 'out_of_scope',
        answer: 'Solo puedo ayudarte con automatización industrial: PLC, variadores, sensores y más.',
        conversation: [],
      }),
    );
    const { user } = renderAssistant();
    await openReady(user);
    await ask(user, '¿Quién ganó el partido?');
    expect(
      await within(messages()).findByText(
        'Solo puedo ayudarte con automatización industrial: PLC, variadores, sensores y más.',
      ),
    ).toBeInTheDocument();
    expect(within(messages()).queryByText(APOLOGY)).not.toBeInTheDocument();
  });

  it('takes the text from the conversation parts when there is no answer field', async () => {
    configReturns('/expert');
    expertAnswers(() =>
      HttpResponse.json({
        status: 'success',
        conversation: [
          { role: 'user', parts: ['¿Qué es OPC UA?'] },
          { role: 'assistant', parts: ['Un estándar de intercambio de datos industriales.'] },
        ],
      }),
    );
    const { user } = renderAssistant();
    await openReady(user);
    await ask(user, '¿Qué es OPC UA?');
    expect(
      await within(messages()).findByText('Un estándar de intercambio de datos industriales.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ error: 'boom' }, { status: 500 })],
    ['a 404', () => new HttpResponse('Not Found', { status: 404 })],
    ['a network failure', () => HttpResponse.error()],
    ['an empty body', () => new HttpResponse('', { status: 200, headers: { 'content-type': 'application/json' } })],
    ['malformed JSON', () => new HttpResponse('{"status": "success", "answer": ', { status: 200 })],
    ['an unknown status', () => HttpResponse.json({ status: 'error', answer: 'algo' })],
    ['no answer at all', () => HttpResponse.json({ status: 'success', conversation: [] })],
    ['a blank answer', () => HttpResponse.json({ status: 'success', answer: '   ' })],
  ])('answers with the apology on %s', async (_label, respond) => {
    configReturns('/expert');
    expertAnswers(respond);
    const { user } = renderAssistant();
    await openReady(user);
    await ask(user, '¿Qué es un encoder incremental?');
    expect(await within(messages()).findByText(APOLOGY)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    // The apology is an assistant turn: it can be saved, and the next question can be sent.
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await user.type(questionBox(), 'otra');
    expect(sendButton()).toBeEnabled();
  });

  it('answers with the apology when the backend does not answer in time', async () => {
    configReturns('/expert');
    expertAnswers(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const { user } = renderAssistant({ askTimeoutMs: 200 });
    await openReady(user);
    await ask(user, '¿Qué es SIL 2?');
    expect(screen.getByRole('status')).toHaveTextContent('Axel está pensando...');
    expect(await within(messages()).findByText(APOLOGY, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('renders no HTML from the answer', async () => {
    configReturns('/expert');
    expertAnswers(() =>
      success(
        'Texto <img src="x" onerror="window.__pwned = true"> y <b>negrita</b>\n\n![imagen](https://ejemplo.com/x.png)',
      ),
    );
    const { user } = renderAssistant();
    await openReady(user);
    await ask(user, 'hola');
    await within(messages()).findByText(/Texto/);
    const log = messages();
    expect(log.querySelector('img')).toBeNull();
    expect(log.querySelector('b')).toBeNull();
    expect((window as unknown as Record<string, unknown>).__pwned).toBeUndefined();
  });

  it('calls an absolute backend URL without its trailing slash', async () => {
    configReturns('  https://experto.axel.example/api/  ');
    const asked = expertAnswers(() => success('ok remoto'), 'https://experto.axel.example/api/ask_expert');
    const { user } = renderAssistant();
    await openReady(user);
    await ask(user, '¿Qué es EtherNet/IP?');
    expect(await within(messages()).findByText('ok remoto')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('scrolls the newest turn into view', async () => {
    configReturns('/expert');
    expertAnswers(() => success('La respuesta más nueva'));
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const { user } = renderAssistant();
      await openReady(user);
      await ask(user, '¿Qué es un PLC?');
      const answer = await within(messages()).findByText('La respuesta más nueva');
      await waitFor(() => expect(scrolled.at(-1)?.contains(answer)).toBe(true));
      expect(scrolled.at(-1)?.tagName).toBe('LI');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('sends an example question from the empty state', async () => {
    configReturns('/expert');
    const asked = expertAnswers(() => success('Diferencias entre RTU y TCP'));
    const { user } = renderAssistant();
    await openReady(user);
    await user.click(screen.getByRole('button', { name: '¿Qué diferencia hay entre Modbus RTU y Modbus TCP?' }));
    expect(await within(messages()).findByText('Diferencias entre RTU y TCP')).toBeInTheDocument();
    expect(asked[0].question).toBe('¿Qué diferencia hay entre Modbus RTU y Modbus TCP?');
    expect(screen.queryByText('Hola, soy Axel.')).not.toBeInTheDocument();
  });

  it('keeps the conversation when the drawer is closed and reopened', async () => {
    configReturns('/expert');
    expertAnswers(() => success('Respuesta persistente'));
    const { user } = renderAssistant();
    await openReady(user);
    await ask(user, '¿Qué es HMI?');
    await within(messages()).findByText('Respuesta persistente');
    await user.click(screen.getByRole('button', { name: 'Cerrar asistente' }));
    await user.click(screen.getByRole('button', { name: LAUNCHER }));
    await drawer();
    expect(within(messages()).getByText('¿Qué es HMI?')).toBeInTheDocument();
    expect(within(messages()).getByText('Respuesta persistente')).toBeInTheDocument();
  });
});

describe('AxelAssistant: send rules (docs/product.md §5)', () => {
  it('Enter sends; Shift+Enter adds a line', async () => {
    configReturns('/expert');
    const asked = expertAnswers(() => success('ok'));
    const { user } = renderAssistant();
    await openReady(user);
    await user.type(questionBox(), 'línea uno{Shift>}{Enter}{/Shift}línea dos');
    expect(questionBox()).toHaveValue('línea uno\nlínea dos');
    expect(asked).toHaveLength(0);
    await user.keyboard('{Enter}');
    await within(messages()).findByText('ok');
    expect(asked[0].question).toBe('línea uno\nlínea dos');
  });

  it('blocks an empty or blank question', async () => {
    configReturns('/expert');
    const asked = expertAnswers(() => success('no debería'));
    const { user } = renderAssistant();
    await openReady(user);
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.type(questionBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(questionBox()).toHaveValue('   ');
    expect(asked).toHaveLength(0);
    expect(within(messages()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('blocks a second question while loading, keeping what was typed', async () => {
    configReturns('/expert');
    const pending = gate();
    const asked = expertAnswers(() => pending.promise);
    const { user } = renderAssistant();
    await openReady(user);
    await ask(user, 'primera');
    await user.type(questionBox(), 'segunda');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(questionBox()).toHaveValue('segunda');
    expect(asked).toHaveLength(1);
    pending.release(success('respuesta a la primera'));
    await within(messages()).findByText('respuesta a la primera');
    expect(sendButton()).toBeEnabled();
  });

  it('blocks sending until the backend URL is loaded', async () => {
    const config = gate();
    server.use(http.get('*/rest/v1/app_config', () => config.promise));
    const { user } = renderAssistant();
    await user.click(screen.getByRole('button', { name: LAUNCHER }));
    await drawer();
    expect(screen.getByText('Conectando con el asistente...')).toBeInTheDocument();
    await user.type(questionBox(), '¿Qué es un PID?');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '¿Cómo empiezo a sintonizar un lazo PID?' })).toBeDisabled();
    config.release(HttpResponse.json({ key: 'api_url_backend', value: '/expert' }));
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(questionBox()).toHaveValue('¿Qué es un PID?');
  });
});

describe('AxelAssistant: the backend URL (docs/product.md §8)', () => {
  it('toasts a load error, explains it in the drawer, and can retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/rest/v1/app_config', () => {
        calls += 1;
        if (calls === 1) {
          return HttpResponse.json({ code: 'XX000', message: 'boom', details: null, hint: null }, { status: 500 });
        }
        return HttpResponse.json({ key: 'api_url_backend', value: '/expert' });
      }),
    );
    const { user } = renderAssistant();
    await user.click(screen.getByRole('button', { name: LAUNCHER }));
    const dialog = await drawer();
    expect(await screen.findByText('Error de configuración')).toBeInTheDocument();
    expect(screen.getAllByText(ASSISTANT_TEXT.configLoadErrorDescription)).toHaveLength(2);
    await user.type(questionBox(), '¿Qué es un PLC?');
    expect(sendButton()).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(within(dialog).queryByText(ASSISTANT_TEXT.configLoadErrorDescription)).not.toBeInTheDocument();
  });

  it('toasts an unexpected error when the row is not what it should be', async () => {
    server.use(http.get('*/rest/v1/app_config', () => HttpResponse.json('no es una fila')));
    const { user } = renderAssistant();
    await user.click(screen.getByRole('button', { name: LAUNCHER }));
    await drawer();
    expect(
      await screen.findByText(ASSISTANT_TEXT.configUnexpectedErrorDescription, { selector: '[data-description]' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error', { selector: '[data-title]' })).toBeInTheDocument();
    expect(screen.queryByText('Error de configuración')).not.toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it.each([
    ['there is no api_url_backend row', null],
    ['the value is empty', '   '],
  ])('says the URL is not configured when %s', async (_label, value) => {
    configReturns(value);
    const { user } = renderAssistant();
    await user.click(screen.getByRole('button', { name: LAUNCHER }));
    const dialog = await drawer();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ASSISTANT_TEXT.notConfigured);
    await user.type(questionBox(), '¿Qué es un PLC?');
    expect(sendButton()).toBeDisabled();
    expect(screen.queryByText('Error de configuración')).not.toBeInTheDocument();
  });
});

describe('AxelAssistant: saving (docs/product.md §4, §5; docs/design.md §4)', () => {
  async function answered(user: ReturnType<typeof renderAssistant>['user']) {
    await openReady(user);
    await ask(user, '¿Cómo sintonizo un PID?');
    await within(messages()).findByText('Empieza con Ziegler-Nichols.');
  }

  function saveReturns(respond: () => Response | Promise<Response>) {
    const saved: { body: unknown; authorization: string | null }[] = [];
    server.use(
      http.post('*/expert/save_expert_session', async ({ request }) => {
        saved.push({ body: await request.json(), authorization: request.headers.get('authorization') });
        return respond();
      }),
    );
    return saved;
  }

  it('shows the save area only after an assistant turn', async () => {
    configReturns('/expert');
    const pending = gate();
    expertAnswers(() => pending.promise);
    const { user } = renderAssistant();
    await openReady(user);
    expect(screen.queryByRole('form', { name: 'Guardar conversación' })).not.toBeInTheDocument();
    await ask(user, 'hola');
    expect(screen.queryByRole('form', { name: 'Guardar conversación' })).not.toBeInTheDocument();
    pending.release(success('Hola, ¿en qué te ayudo?'));
    expect(await screen.findByRole('form', { name: 'Guardar conversación' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Descripción/ })).toBeEnabled();
  });

  it('saves the conversation with the user id, the topic and the description, then reads Guardado', async () => {
    configReturns('/expert');
    expertAnswers(() => success('Empieza con Ziegler-Nichols.'));
    const saved = saveReturns(() => HttpResponse.json({ status: 'ok' }));
    const { user } = renderAssistant();
    await answered(user);

    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), '  Sintonía del horno 2  ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Conversación guardada')).toBeInTheDocument();
    expect(screen.getByText('La conversación se guardó exitosamente.')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        authorization: `Bearer ${TOKEN}`,
        body: {
          user_id: USER_ID,
          topic: 'automatizacion',
          conversation: [
            { role: 'user', message: '¿Cómo sintonizo un PID?' },
            { role: 'assistant', message: 'Empieza con Ziegler-Nichols.' },
          ],
          summary: 'Sintonía del horno 2',
        },
      },
    ]);
    const button = screen.getByRole('button', { name: 'Guardado' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Descripción/ })).toBeDisabled();

    // Issue 16: a later answer makes it savable again, and saving again sends the whole conversation.
    await ask(user, '¿Y el término derivativo?');
    await within(messages()).findAllByText('Empieza con Ziegler-Nichols.');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    const again = screen.getByRole('button', { name: 'Guardar' });
    expect(again).toBeEnabled();
    await user.click(again);
    await waitFor(() => expect(saved).toHaveLength(2));
    expect((saved[1] as { body: { conversation: unknown[] } }).body.conversation).toHaveLength(4);
    expect(await screen.findByRole('button', { name: 'Guardado' })).toBeDisabled();
  });

  it('sends a null summary when the description is blank', async () => {
    configReturns('/expert');
    expertAnswers(() => success('Empieza con Ziegler-Nichols.'));
    const saved = saveReturns(() => HttpResponse.json({ status: 'ok' }));
    const { user } = renderAssistant();
    await answered(user);
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('button', { name: 'Guardado' });
    expect(saved[0].body).toMatchObject({ summary: null });
  });

  it.each([
    ['a 500', () => HttpResponse.json({ error: 'boom' }, { status: 500 })],
    ['a 401', () => HttpResponse.json({ error: 'unauthorized' }, { status: 401 })],
    ['a network failure', () => HttpResponse.error()],
  ])('toasts the connection error on %s and lets the user retry', async (_label, respond) => {
    configReturns('/expert');
    expertAnswers(() => success('Empieza con Ziegler-Nichols.'));
    let fail = true;
    const saved = saveReturns(() => (fail ? respond() : HttpResponse.json({ status: 'ok' })));
    const { user } = renderAssistant();
    await answered(user);
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Intento');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Error de conexión')).toBeInTheDocument();
    expect(
      screen.getByText('No se pudo guardar la conversación. Verifica la conexión y la configuración del backend.'),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /Descripción/ })).toHaveValue('Intento');

    fail = false;
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Guardado' })).toBeDisabled();
    expect(saved).toHaveLength(2);
  });

  it('blocks saving while a question is loading, and while saving', async () => {
    configReturns('/expert');
    let call = 0;
    const second = gate();
    expertAnswers(() => {
      call += 1;
      return call === 1 ? success('Empieza con Ziegler-Nichols.') : second.promise;
    });
    const saving = gate();
    const saved = saveReturns(() => saving.promise);
    const { user } = renderAssistant();
    await answered(user);

    await ask(user, 'otra pregunta');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    second.release(success('segunda respuesta'));
    await within(messages()).findByText('segunda respuesta');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const busy = await screen.findByRole('button', { name: 'Guardando...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Descripción/ })).toBeDisabled();
    saving.release(HttpResponse.json({ status: 'ok' }));
    await screen.findByRole('button', { name: 'Guardado' });
    expect(saved).toHaveLength(1);
  });
});

describe('AxelAssistant: reset', () => {
  it('clears the conversation, the input, the description and the saved flag', async () => {
    configReturns('/expert');
    expertAnswers(() => success('Revisa la terminación de la red.'));
    server.use(http.post('*/expert/save_expert_session', () => HttpResponse.json({ status: 'ok' })));
    const { user } = renderAssistant();
    await openReady(user);
    await ask(user, 'Falla Profibus');
    await within(messages()).findByText('Revisa la terminación de la red.');
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Profibus');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('button', { name: 'Guardado' });
    await user.type(questionBox(), 'borrador');

    await user.click(screen.getByRole('button', { name: 'Reiniciar conversación' }));
    expect(within(messages()).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('Hola, soy Axel.')).toBeInTheDocument();
    expect(questionBox()).toHaveValue('');
    expect(questionBox()).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Guardar conversación' })).not.toBeInTheDocument();

    // A new conversation can be saved again.
    await ask(user, 'Falla Profibus');
    await within(messages()).findByText('Revisa la terminación de la red.');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /Descripción/ })).toHaveValue('');
  });

  it("offers 'Deshacer', which brings the wiped conversation back (issue 16)", async () => {
    configReturns('/expert');
    expertAnswers(() => success('Revisa la terminación de la red.'));
    const { user } = renderAssistant();
    await openReady(user);
    await ask(user, 'Falla Profibus');
    await within(messages()).findByText('Revisa la terminación de la red.');
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Profibus');

    await user.click(screen.getByRole('button', { name: 'Reiniciar conversación' }));
    expect(within(messages()).queryAllByRole('listitem')).toHaveLength(0);
    expect(await screen.findByText('Conversación reiniciada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));

    expect(within(messages()).getByText('Falla Profibus')).toBeInTheDocument();
    expect(within(messages()).getByText('Revisa la terminación de la red.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Descripción/ })).toHaveValue('Profibus');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  it("dismisses 'Deshacer' once a new conversation starts, and never overwrites it", async () => {
    configReturns('/expert');
    expertAnswers((body) => success(`Respuesta a ${body.question}`));
    const { user } = renderAssistant();
    await openReady(user);
    await ask(user, 'primera');
    await within(messages()).findByText('Respuesta a primera');
    await user.click(screen.getByRole('button', { name: 'Reiniciar conversación' }));
    const undo = await screen.findByRole('button', { name: 'Deshacer' });

    await ask(user, 'segunda');
    await within(messages()).findByText('Respuesta a segunda');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument());
    // A click that raced the dismissal changes nothing.
    undo.click();
    expect(within(messages()).queryByText('primera')).not.toBeInTheDocument();
    expect(within(messages()).getByText('Respuesta a segunda')).toBeInTheDocument();
  });

  it('drops the answer of a question asked before the reset', async () => {
    configReturns('/expert');
    const pending = gate();
    let aborted = false;
    server.use(
      http.post('*/expert/ask_expert', ({ request }) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        return pending.promise;
      }),
    );
    const { user } = renderAssistant();
    await openReady(user);
    await ask(user, 'pregunta lenta');
    expect(screen.getByRole('status')).toHaveTextContent('Axel está pensando...');
    await user.click(screen.getByRole('button', { name: 'Reiniciar conversación' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    await act(async () => {
      pending.release(success('respuesta tardía'));
      await delay(50);
    });
    expect(screen.queryByText('respuesta tardía')).not.toBeInTheDocument();
    expect(screen.queryByText(APOLOGY)).not.toBeInTheDocument();
    expect(aborted).toBe(true);
    expect(sendButton()).toBeDisabled();
  });
});

describe("AxelAssistant: 'Mis conversaciones' (issue 16)", () => {
  const SAVED_ID = 'c0000000-0000-4000-8000-000000000001';

  function savedListReturns(respond: (url: URL) => Response) {
    const reads: URL[] = [];
    server.use(
      http.get('*/rest/v1/conversaciones_asistente', ({ request }) => {
        const url = new URL(request.url);
        reads.push(url);
        return respond(url);
      }),
    );
    return reads;
  }

  const row = {
    id: SAVED_ID,
    summary: 'Sintonía PID',
    created_at: '2026-11-20T15:30:00Z',
    conversation: [
      { role: 'user', parts: ['¿Cómo sintonizo un PID?'] },
      { role: 'assistant', parts: ['Empieza con Ziegler-Nichols.'] },
    ],
  };

  it("lists only the user's own conversations, newest first, and reopens one saved (saving again updates it)", async () => {
    configReturns('/expert');
    const reads = savedListReturns(() => HttpResponse.json([row]));
    expertAnswers(() => success('Luego ajusta la derivativa.'));
    const saves: unknown[] = [];
    server.use(
      http.post('*/expert/save_expert_session', async ({ request }) => {
        saves.push(await request.json());
        return HttpResponse.json({ status: 'ok', id: SAVED_ID });
      }),
    );
    const { user } = renderAssistant();
    await openReady(user);

    await user.click(screen.getByRole('button', { name: 'Mis conversaciones' }));
    const list = await screen.findByRole('list', { name: 'Mis conversaciones' });
    expect(reads[0].searchParams.get('user_id')).toBe(`eq.${USER_ID}`);
    expect(reads[0].searchParams.get('order')).toBe('created_at.desc');
    expect(within(list).getByText('Sintonía PID')).toBeInTheDocument();
    expect(within(list).getByText(/20 nov 2026.*2 mensajes/)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /Sintonía PID/ }));
    expect(screen.queryByRole('list', { name: 'Mis conversaciones' })).not.toBeInTheDocument();
    expect(within(messages()).getByText('¿Cómo sintonizo un PID?')).toBeInTheDocument();
    expect(within(messages()).getByText('Empieza con Ziegler-Nichols.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardado' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Descripción/ })).toHaveValue('Sintonía PID');

    await ask(user, '¿Y después?');
    await within(messages()).findByText('Luego ajusta la derivativa.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('button', { name: 'Guardado' });
    expect(saves).toEqual([
      expect.objectContaining({
        id: SAVED_ID,
        summary: 'Sintonía PID',
        conversation: [
          { role: 'user', message: '¿Cómo sintonizo un PID?' },
          { role: 'assistant', message: 'Empieza con Ziegler-Nichols.' },
          { role: 'user', message: '¿Y después?' },
          { role: 'assistant', message: 'Luego ajusta la derivativa.' },
        ],
      }),
    ]);
  });

  it('says when there is nothing saved yet, and goes back to the conversation', async () => {
    configReturns('/expert');
    savedListReturns(() => HttpResponse.json([]));
    const { user } = renderAssistant();
    await openReady(user);
    await user.click(screen.getByRole('button', { name: 'Mis conversaciones' }));
    expect(await screen.findByText('Aún no has guardado conversaciones.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver a la conversación' }));
    expect(questionBox()).toBeInTheDocument();
  });

  it('shows a clear error with a retry when the list cannot be read', async () => {
    configReturns('/expert');
    let fail = true;
    savedListReturns(() =>
      fail
        ? HttpResponse.json(
            { code: '57014', message: 'canceling statement', details: null, hint: null },
            { status: 500 },
          )
        : HttpResponse.json([row]),
    );
    const { user } = renderAssistant();
    await openReady(user);
    await user.click(screen.getByRole('button', { name: 'Mis conversaciones' }));
    expect(await screen.findByText('No se pudieron cargar tus conversaciones guardadas.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: /Sintonía PID/ })).toBeInTheDocument();
  });
});
