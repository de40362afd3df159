/** Request bodies of the expert backend (docs/product.md §7 'Assistant backend'), validated with zod. */
import { z } from 'zod';

/** The composer's limit too (MAX_QUESTION_LENGTH in the SPA). */
export const MAX_QUESTION_CHARS = 2000;
export const MAX_TURN_CHARS = 20_000;
export const MAX_TURNS = 200;
/** Turns of history sent with a question (30 exchanges); a saved conversation may have MAX_TURNS. */
export const MAX_HISTORY_TURNS = 60;
/** The whole body of a question (question + history). */
export const MAX_ASK_BODY_BYTES = 64 * 1024;
/** The whole body of a save (a conversation of MAX_CONVERSATION_BYTES, escaped, fits). */
export const MAX_SAVE_BODY_BYTES = 512 * 1024;
export const MAX_SUMMARY_CHARS = 2000;
/** The stored conversation's JSON (conversaciones_asistente allows 256 KiB of jsonb). */
export const MAX_CONVERSATION_BYTES = 200_000;
export const SAVE_TOPIC = 'automatizacion';

const role = z.enum(['user', 'assistant'], { error: "role debe ser 'user' o 'assistant'" });
const turnText = z.string().max(MAX_TURN_CHARS, `cada mensaje admite como máximo ${MAX_TURN_CHARS} caracteres`);

/**
 * A turn as the SPA sends it ({ role, message }) or as this backend returns it
 * ({ role, parts: [text] }); normalised to { role, message }.
 */
export const turnSchema = z
  .object({
    role,
    message: turnText.optional(),
    parts: z.array(turnText).min(1, 'parts no puede estar vacío').max(20).optional(),
  })
  .refine((t) => t.message !== undefined || t.parts !== undefined, { message: 'cada turno necesita message o parts' })
  .transform((t) => ({ role: t.role, message: t.message ?? t.parts!.join('\n\n') }));

export const askBodySchema = z.object({
  question: z
    .string({ error: 'question es obligatoria y debe ser texto' })
    .trim()
    .min(1, 'question no puede estar vacía')
    .max(MAX_QUESTION_CHARS, `question admite como máximo ${MAX_QUESTION_CHARS} caracteres`),
  history: z
    .array(turnSchema, { error: 'history debe ser una lista de turnos { role, message }' })
    .max(MAX_HISTORY_TURNS, `history admite como máximo ${MAX_HISTORY_TURNS} turnos`)
    .nullish()
    .transform((h) => h ?? []),
});

export const saveBodySchema = z.object({
  user_id: z.uuid({ error: 'user_id debe ser un UUID o null' }).nullish(),
  /** Issue 16: the id a previous save returned; the same conversation is then updated, not copied. */
  id: z.uuid({ error: 'id debe ser el UUID de una conversación guardada, o null' }).nullish(),
  topic: z
    .literal(SAVE_TOPIC, { error: `topic debe ser '${SAVE_TOPIC}'` })
    .optional()
    .transform(() => SAVE_TOPIC),
  conversation: z
    .array(turnSchema, { error: 'conversation debe ser una lista de turnos { role, parts | message }' })
    .min(1, 'conversation no puede estar vacía')
    .max(MAX_TURNS, `conversation admite como máximo ${MAX_TURNS} turnos`),
  summary: z
    .string({ error: 'summary debe ser texto o null' })
    .trim()
    .max(MAX_SUMMARY_CHARS, `summary admite como máximo ${MAX_SUMMARY_CHARS} caracteres`)
    .nullish()
    .transform((s) => (s ? s : null)),
});

/** First issue of a zod error as one readable line ('history.0.role: ...'). */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Cuerpo de la petición no válido';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
