/**
 * Stores a conversation in public.conversaciones_asistente through the service role, as the
 * signed-in user it belongs to (the route has already verified their access token).
 *
 * Two ways to reach the database behind one interface, so the routes share every rule:
 * - sqlConversationStore: server/'s own connection, one transaction under `service_role`, as
 *   the REST API runs a request (the embedded server);
 * - restConversationStore: a Supabase project over HTTP with supabase-js and the service-role
 *   key (`npm run expert` against hosted Supabase, server/expert/standalone.ts).
 * Either way the privileges used are service_role's, granted in the migrations (docs/design.md §11).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../db/types.ts';
import type { Turn } from './engine.ts';
import { SAVE_TOPIC } from './schemas.ts';

/** The stored shape: the backend's own turn format, { role, parts: [text] }. */
export function storedConversation(turns: readonly Turn[]): { role: Turn['role']; parts: string[] }[] {
  return turns.map((t) => ({ role: t.role, parts: [t.message] }));
}

export type SaveOutcome = { ok: true; id: string } | { ok: false; reason: 'inactive' | 'not_found' };

export interface ConversationStore {
  /**
   * Saves the conversation as userId's. The service role bypasses row-level security, so the
   * rule of the table's insert policy (an active platform user saves their own) is checked here.
   */
  save(userId: string, conversation: readonly Turn[], summary: string | null, id?: string | null): Promise<SaveOutcome>;
}

export function sqlConversationStore(db: Database): ConversationStore {
  return {
    save: (userId, conversation, summary, id) =>
      db.transaction(async (tx) => {
        await tx.query("select set_config('role', 'service_role', true), set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ role: 'service_role' }),
        ]);
        const { rows } = await tx.query<{ estado: string }>(
          'select estado from public.usuarios_plataforma where id = $1',
          [userId],
        );
        if (rows[0]?.estado !== 'activo') return { ok: false, reason: 'inactive' } as const;
        if (id) {
          // Saving again (issue 16): the same row, and only one of the caller's own.
          const updated = await tx.query<{ id: string }>(
            'update public.conversaciones_asistente set conversation = $3::jsonb, summary = $4 where id = $1 and user_id = $2 returning id',
            [id, userId, JSON.stringify(storedConversation(conversation)), summary],
          );
          if (!updated.rows.length) return { ok: false, reason: 'not_found' } as const;
          return { ok: true, id: updated.rows[0].id } as const;
        }
        const inserted = await tx.query<{ id: string }>(
          'insert into public.conversaciones_asistente (user_id, topic, conversation, summary) values ($1, $2, $3::jsonb, $4) returning id',
          [userId, SAVE_TOPIC, JSON.stringify(storedConversation(conversation)), summary],
        );
        return { ok: true, id: inserted.rows[0].id } as const;
      }),
  };
}

/** The Supabase project (its REST API or its Auth) refused the request or did not answer. */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** client: supabase-js created with the project's URL and its service-role key. */
export function restConversationStore(client: SupabaseClient): ConversationStore {
  return {
    async save(userId, conversation, summary, id) {
      const user = await client.from('usuarios_plataforma').select('estado').eq('id', userId).maybeSingle();
      if (user.error) throw new StoreError(user.error.message, user.error.code);
      if ((user.data as { estado?: string } | null)?.estado !== 'activo') return { ok: false, reason: 'inactive' };
      if (id) {
        const updated = await client
          .from('conversaciones_asistente')
          .update({ conversation: storedConversation(conversation), summary })
          .eq('id', id)
          .eq('user_id', userId)
          .select('id');
        if (updated.error) throw new StoreError(updated.error.message, updated.error.code);
        const rows = (updated.data ?? []) as { id: string }[];
        return rows.length ? { ok: true, id: rows[0].id } : { ok: false, reason: 'not_found' };
      }
      const inserted = await client
        .from('conversaciones_asistente')
        .insert({ user_id: userId, topic: SAVE_TOPIC, conversation: storedConversation(conversation), summary })
        .select('id')
        .single();
      if (inserted.error) throw new StoreError(inserted.error.message, inserted.error.code);
      return { ok: true, id: (inserted.data as { id: string }).id };
    },
  };
}
