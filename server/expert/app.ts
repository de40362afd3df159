/**
 * The local expert backend, mounted at /expert by server/index.ts (which also does CORS):
 *
 *   POST /ask_expert           { question, history? } -> { status, answer, conversation, sources }
 *   POST /save_expert_session  { user_id, topic, conversation, summary, id? } -> { status: 'ok', id }
 *     (with the id of an earlier save, that conversation is updated: 404 when it is not the caller's)
 *
 * Bodies are read by server/http/body.ts: too large is 413 (64 KiB for a question, 512 KiB for a save,
 * read only once the saving caller is known), malformed or otherwise bad is 400 { error } with a
 * readable message, never a 500. Saving needs the signed-in
 * user's access token (Authorization: Bearer ...): the row records that user's id.
 *
 * The routes take their dependencies (who the caller is, where a conversation is stored) as
 * ExpertDeps: createExpertApp wires server/'s own (its JWT secret and database), and
 * standalone.ts wires a Supabase project's over HTTP (`npm run expert`).
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AuthError } from '../auth/errors.ts';
import { requireUser } from '../auth/guard.ts';
import type { Limit } from '../config.ts';
import type { ServerContext } from '../context.ts';
import { DatabaseUnavailableError } from '../db/types.ts';
import { ExpertEngine, type Turn } from './engine.ts';
import { loadKnowledge, type KnowledgeEntry } from './knowledge.ts';
import { llmConfigFromEnv, type LlmConfig } from './llm.ts';
import { KnowledgeIndex } from './retrieval.ts';
import { sqlConversationStore, StoreError, storedConversation, type ConversationStore } from './save.ts';
import {
  askBodySchema,
  describeIssue,
  MAX_ASK_BODY_BYTES,
  MAX_CONVERSATION_BYTES,
  MAX_SAVE_BODY_BYTES,
  saveBodySchema,
} from './schemas.ts';
import { BodyError, readJsonBody } from '../http/body.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { clientAddress, trustedProxiesOf } from '../http/client-address.ts';
import type { z } from 'zod';

export interface ExpertAppOptions {
  /** Knowledge entries (default: every file of server/expert/knowledge). */
  entries?: KnowledgeEntry[];
  /** LLM writer (default: from EXPERT_LLM_* in the environment; null turns it off). */
  llm?: LlmConfig | null;
}

/** The signed-in caller of /save_expert_session. */
export interface ExpertCaller {
  id: string;
  banned: boolean;
}

export interface ExpertDeps {
  store: ConversationStore;
  /** The user of the request's Bearer access token; null when it is missing, invalid or ended. */
  authenticate(c: Context): Promise<ExpertCaller | null>;
  /** Questions per client address. */
  questionLimit: () => Limit;
  /** Reverse proxies whose X-Forwarded-For is believed. */
  trustedProxies: () => readonly string[];
  log: boolean;
}

/** server/'s own dependencies: its JWT secret, its sessions and users, its database. */
export function serverExpertDeps(ctx: ServerContext): ExpertDeps {
  return {
    store: sqlConversationStore(ctx.db),
    async authenticate(c) {
      try {
        const { rec } = await requireUser(ctx, c);
        return { id: rec.user.id, banned: rec.banned };
      } catch (e) {
        if (e instanceof AuthError) return null;
        throw e;
      }
    },
    questionLimit: () => ctx.config.limits.expertQuestions,
    trustedProxies: () => ctx.config.trustedProxies,
    log: ctx.config.log,
  };
}

class BadRequest extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The shared body reader's refusals in the expert backend's words ({ error } in Spanish). */
function expertBodyError(e: BodyError, maxBytes: number): BadRequest {
  switch (e.problem) {
    case 'too-large':
      // The rest of the body is never read, so the connection cannot be reused.
      return new BadRequest(413, `El cuerpo de la petición supera el máximo de ${maxBytes} bytes.`, {
        Connection: 'close',
      });
    case 'too-deep':
      return new BadRequest(400, `El cuerpo de la petición anida más de ${String(e.detail)} niveles.`);
    default:
      return new BadRequest(400, 'El cuerpo de la petición no es JSON válido.');
  }
}

/** The request's JSON object, read by server/http/body.ts within maxBytes, and validated. */
async function readJson<S extends z.ZodType>(c: Context, schema: S, maxBytes: number): Promise<z.output<S>> {
  let data: unknown;
  try {
    data = await readJsonBody(c.req.raw, { maxBytes });
  } catch (e) {
    throw e instanceof BodyError ? expertBodyError(e, maxBytes) : e;
  }
  if (data === undefined) throw new BadRequest(400, 'El cuerpo de la petición está vacío: se espera un objeto JSON.');
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new BadRequest(400, 'El cuerpo de la petición debe ser un objeto JSON.');
  }
  const r = schema.safeParse(data);
  if (!r.success) throw new BadRequest(400, `Petición no válida: ${describeIssue(r.error)}.`);
  return r.data;
}

function hasNul(turns: readonly Turn[], ...more: (string | null)[]): boolean {
  return [...turns.map((t) => t.message), ...more].some((s) => s?.includes('\u0000'));
}

interface Knowledge {
  entries: KnowledgeEntry[];
  index?: KnowledgeIndex;
}

/** The repository's knowledge base, loaded once per process (every test server shares it). */
let repositoryKnowledge: Knowledge | undefined;

export function createExpertApp(
  ctx: ServerContext,
  options: ExpertAppOptions = {},
): { app: Hono; engine: () => ExpertEngine } {
  return createExpertRoutes(serverExpertDeps(ctx), options);
}

export function createExpertRoutes(
  deps: ExpertDeps,
  options: ExpertAppOptions = {},
): { app: Hono; engine: () => ExpertEngine } {
  const log = deps.log ? (line: string) => console.warn(line) : undefined;
  const llm = options.llm === undefined ? llmConfigFromEnv() : options.llm;
  // Loading validates every file now, so a broken knowledge base stops the start-up loudly; the
  // index (about a second of work) is built on the first question, not on every server start.
  const knowledge: Knowledge = options.entries
    ? { entries: options.entries }
    : (repositoryKnowledge ??= { entries: loadKnowledge() });
  let engine: ExpertEngine | undefined;
  const getEngine = () =>
    (engine ??= new ExpertEngine((knowledge.index ??= new KnowledgeIndex(knowledge.entries)), { llm, log }));
  const app = new Hono();

  // Questions per client address: each one costs retrieval (and maybe an LLM call).
  const limiter = new RateLimiter();
  app.post('/ask_expert', async (c, next) => {
    const { max, windowSeconds } = deps.questionLimit();
    const address = clientAddress(c, trustedProxiesOf(deps.trustedProxies()));
    const wait = limiter.hit(`ask:${address}`, max, windowSeconds);
    if (wait === null) return next();
    const seconds = Math.max(1, Math.ceil(wait));
    return c.json({ error: `Demasiadas preguntas seguidas: espera ${seconds} s antes de volver a preguntar.` }, 429, {
      'Retry-After': String(seconds),
    });
  });

  app.post('/ask_expert', async (c) => {
    const body = await readJson(c, askBodySchema, MAX_ASK_BODY_BYTES);
    const result = await getEngine().ask(body.question, body.history);
    return c.json({
      status: result.status,
      answer: result.answer,
      conversation: [
        ...storedConversation(body.history),
        { role: 'user', parts: [body.question] },
        { role: 'assistant', parts: [result.answer] },
      ],
      sources: result.sources,
    });
  });

  app.post('/save_expert_session', async (c) => {
    const caller = await deps.authenticate(c);
    if (!caller) {
      return c.json(
        { error: 'Se requiere una sesión válida (Authorization: Bearer <access token>) para guardar la conversación.' },
        401,
      );
    }
    if (caller.banned) return c.json({ error: 'La cuenta está bloqueada: no se puede guardar la conversación.' }, 403);
    const userId = caller.id;
    const body = await readJson(c, saveBodySchema, MAX_SAVE_BODY_BYTES);
    if (body.user_id && body.user_id !== userId) {
      return c.json({ error: 'user_id no coincide con el usuario de la sesión.' }, 403);
    }
    if (hasNul(body.conversation, body.summary))
      throw new BadRequest(400, 'Petición no válida: el texto no puede contener caracteres NUL.');
    if (Buffer.byteLength(JSON.stringify(storedConversation(body.conversation))) > MAX_CONVERSATION_BYTES) {
      throw new BadRequest(
        400,
        `Petición no válida: la conversación supera el máximo de ${MAX_CONVERSATION_BYTES} bytes.`,
      );
    }
    const saved = await deps.store.save(userId, body.conversation, body.summary, body.id);
    if (!saved.ok && saved.reason === 'not_found') {
      return c.json({ error: 'No existe una conversación guardada tuya con ese id.' }, 404);
    }
    if (!saved.ok) return c.json({ error: 'La cuenta no está activa: no se puede guardar la conversación.' }, 403);
    return c.json({ status: 'ok', id: saved.id });
  });

  for (const path of ['/ask_expert', '/save_expert_session']) {
    app.all(path, (c) =>
      c.json({ error: `Método ${c.req.method} no permitido: usa POST.` }, 405, { Allow: 'POST, OPTIONS' }),
    );
  }
  app.notFound((c) => c.json({ error: 'Ruta no encontrada en el backend del asistente.' }, 404));
  app.onError((err, c) => {
    if (err instanceof BadRequest) return c.json({ error: err.message }, err.status, err.headers);
    if (err instanceof DatabaseUnavailableError) {
      return c.json(
        { error: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.' },
        503,
        {
          'Retry-After': String(err.retryAfter),
        },
      );
    }
    if (err instanceof StoreError) {
      console.error('[expert] Supabase refused the request or did not answer:', err.code, err.message);
      return c.json(
        { error: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.' },
        503,
        {
          'Retry-After': '5',
        },
      );
    }
    console.error('[expert]', err);
    return c.json({ error: 'Error interno del asistente. Intenta de nuevo más tarde.' }, 500);
  });

  return { app, engine: getEngine };
}
