/**
 * Stores a conversation in public.conversaciones_asistente through the service role, as the
 * signed-in user it belongs to (the route has already verified their access token).
 */
import type { Database } from '../db/types.ts';
import type { Turn } from './engine.ts';
import { SAVE_TOPIC } from './schemas.ts';

/** The stored shape: the backend's own turn format, { role, parts: [text] }. */
export function storedConversation(turns: readonly Turn[]): { role: Turn['role']; parts: string[] }[] {
  return turns.map((t) => ({ role: t.role, parts: [t.message] }));
}

export type SaveOutcome = { ok: true; id: string } | { ok: false; reason: 'inactive' };

export async function saveConversation(
  db: Database,
  userId: string,
  conversation: readonly Turn[],
  summary: string | null,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('role', 'service_role', true), set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ role: 'service_role' }),
    ]);
    // The service role bypasses row-level security, so the rule of the table's insert policy
    // (an active platform user saves their own) is checked here.
    const { rows } = await tx.query<{ estado: string }>('select estado from public.usuarios_plataforma where id = $1', [
      userId,
    ]);
    if (rows[0]?.estado !== 'activo') return { ok: false, reason: 'inactive' } as const;
    const inserted = await tx.query<{ id: string }>(
      'insert into public.conversaciones_asistente (user_id, topic, conversation, summary) values ($1, $2, $3::jsonb, $4) returning id',
      [userId, SAVE_TOPIC, JSON.stringify(storedConversation(conversation)), summary],
    );
    return { ok: true, id: inserted.rows[0].id } as const;
  });
}
