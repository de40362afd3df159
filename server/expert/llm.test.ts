/**
 * The optional LLM writer against a real (tiny) OpenAI-compatible HTTP server on 127.0.0.1:
 * the request it sends, the grounded answer it returns, and the fallback to the retrieval
 * answer when the server is unreachable, slow, failing or answers nonsense.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExpertEngine } from './engine.ts';
import { loadKnowledge } from './knowledge.ts';
import { llmConfigFromEnv, type LlmConfig } from './llm.ts';
import { KnowledgeIndex } from './retrieval.ts';

interface Received {
  path: string;
  auth: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; stream: boolean };
}

let server: Server;
let base: string;
const received: Received[] = [];
let respond: (res: ServerResponse) => void = () => {};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        auth: req.headers.authorization,
        body: JSON.parse(raw) as Received['body'],
      });
      respond(res);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((ok) => server.close(() => ok()));
});

const index = new KnowledgeIndex(loadKnowledge());
const question = '¿Cómo se calcula el CRC de una trama Modbus RTU?';
const logs: string[] = [];
const engineWith = (llm: LlmConfig) => new ExpertEngine(index, { llm, log: (l) => logs.push(l) });
const config = (over: Partial<LlmConfig> = {}): LlmConfig => ({
  url: base,
  model: 'qwen-test',
  apiKey: 'sk-local',
  timeoutMs: 2000,
  ...over,
});

describe('LLM writer', () => {
  it('sends the question, the history and the retrieved entries, and cites those entries', async () => {
    received.length = 0;
    respond = (res) =>
      json(res, 200, {
        choices: [{ message: { role: 'assistant', content: 'El CRC-16 se calcula con el polinomio 0xA001.' } }],
      });
    const history = [
      { role: 'user' as const, message: 'Hola' },
      { role: 'assistant' as const, message: '¡Hola! Soy Axel.' },
    ];
    const r = await engineWith(config()).ask(question, history);
    expect(r.writer).toBe('llm');
    expect(r.status).toBe('success');
    expect(r.answer.startsWith('El CRC-16 se calcula con el polinomio 0xA001.')).toBe(true);
    expect(r.sources.length).toBeGreaterThanOrEqual(1);
    expect(r.sources.length).toBeLessThanOrEqual(3);
    expect(r.sources[0].id).toBe('modbus-rtu-trama');
    expect(r.answer.endsWith(`Fuentes: ${r.sources.map((s) => s.title).join('; ')}`)).toBe(true);

    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.auth).toBe('Bearer sk-local');
    expect(req.body.model).toBe('qwen-test');
    expect(req.body.stream).toBe(false);
    const [system, ...rest] = req.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('español');
    expect(system.content).toContain('Trama Modbus RTU y cálculo del CRC');
    expect(system.content).toContain('0xA001');
    expect(rest).toEqual([
      { role: 'user', content: 'Hola' },
      { role: 'assistant', content: '¡Hola! Soy Axel.' },
      { role: 'user', content: question },
    ]);
  });

  it('answers a domain question no entry fits grounded on the nearest entries, told they are only near', async () => {
    received.length = 0;
    respond = (res) =>
      json(res, 200, {
        choices: [{ message: { content: 'No tengo una ficha sobre la tensión de la cadena; lo más cercano es...' } }],
      });
    const r = await engineWith(config()).ask('¿Qué tensión le doy a la cadena de un elevador de capachos?');
    expect(r.analysis.kind).toBe('nearest');
    expect(r.writer).toBe('llm');
    expect(r.status).toBe('success');
    const [system] = received[0].body.messages;
    expect(system.content).toContain('Ninguna ficha trata exactamente esta pregunta');
    // The answer cites the entries the model was given.
    expect(r.sources.length).toBeGreaterThan(0);
    for (const s of r.sources) expect(system.content).toContain(s.title);
    // A question an entry answers gets no such instruction.
    received.length = 0;
    await engineWith(config()).ask(question);
    expect(received[0].body.messages[0].content).not.toContain('Ninguna ficha trata exactamente');
  });

  it('is never asked about greetings or out-of-scope questions', async () => {
    received.length = 0;
    const engine = engineWith(config());
    expect((await engine.ask('Hola')).writer).toBe('fixed');
    expect((await engine.ask('¿Cómo hago una paella?')).status).toBe('out_of_scope');
    expect(received).toHaveLength(0);
  });

  it('falls back to the retrieval answer when the server is unreachable', async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((ok) => probe.close(() => ok()));
    logs.length = 0;
    const r = await engineWith(config({ url: `http://127.0.0.1:${port}/v1` })).ask(question);
    expect(r.writer).toBe('retrieval');
    expect(r.status).toBe('success');
    expect(r.sources[0].id).toBe('modbus-rtu-trama');
    expect(r.answer).toContain('CRC');
    expect(logs.join('\n')).toMatch(/LLM unavailable.*unreachable/);
  });

  it('falls back when the server does not answer in time', async () => {
    respond = (res) => setTimeout(() => json(res, 200, { choices: [{ message: { content: 'tarde' } }] }), 1500);
    logs.length = 0;
    const started = Date.now();
    const r = await engineWith(config({ timeoutMs: 200 })).ask(question);
    expect(Date.now() - started).toBeLessThan(1400);
    expect(r.writer).toBe('retrieval');
    expect(logs.join('\n')).toMatch(/no answer within 200 ms/);
  });

  it('falls back on an HTTP error, a malformed body or an empty answer', async () => {
    const cases: [(res: ServerResponse) => void, RegExp][] = [
      [(res) => json(res, 500, { error: 'model crashed' }), /HTTP 500/],
      [(res) => json(res, 200, { result: 'no choices here' }), /unexpected response shape/],
      [(res) => json(res, 200, { choices: [{ message: { content: '   ' } }] }), /empty answer/],
      [
        (res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<html>proxy error</html>');
        },
        /not JSON/,
      ],
    ];
    for (const [handler, reason] of cases) {
      respond = handler;
      logs.length = 0;
      const r = await engineWith(config()).ask(question);
      expect(r.writer).toBe('retrieval');
      expect(r.sources[0].id).toBe('modbus-rtu-trama');
      expect(logs.join('\n')).toMatch(reason);
    }
  });
});

describe('llmConfigFromEnv', () => {
  it('is off unless EXPERT_LLM_URL is set', () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(llmConfigFromEnv({ EXPERT_LLM_URL: '  ' })).toBeNull();
  });

  it('reads the URL, model, key and timeout with defaults', () => {
    expect(llmConfigFromEnv({ EXPERT_LLM_URL: 'http://127.0.0.1:8080/v1/' })).toEqual({
      url: 'http://127.0.0.1:8080/v1',
      model: 'local',
      apiKey: undefined,
      timeoutMs: 20_000,
    });
    expect(
      llmConfigFromEnv({
        EXPERT_LLM_URL: 'http://h/v1',
        EXPERT_LLM_MODEL: 'llama3',
        EXPERT_LLM_API_KEY: 'k',
        EXPERT_LLM_TIMEOUT_MS: '5000',
      }),
    ).toEqual({ url: 'http://h/v1', model: 'llama3', apiKey: 'k', timeoutMs: 5000 });
    expect(llmConfigFromEnv({ EXPERT_LLM_URL: 'http://h', EXPERT_LLM_TIMEOUT_MS: 'soon' })?.timeoutMs).toBe(20_000);
  });
});
