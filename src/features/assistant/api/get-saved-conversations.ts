import { queryOptions, useQuery } from '@tanstack/react-query';
import { handleError, unexpectedResponse } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import type { ChatTurn } from '../lib/conversation';
import { assistantKeys } from './keys';

/** How many of the latest saved conversations 'Mis conversaciones' lists. */
export const SAVED_CONVERSATIONS_LIMIT = 50;

export interface SavedConversation {
  id: string;
  summary: string | null;
  createdAt: string;
  turns: ChatTurn[];
}

/** A stored turn: the backend's { role, parts: [text] } (server/expert/save.ts), or { role, message }. */
function turnsOf(id: string, stored: unknown): ChatTurn[] {
  if (!Array.isArray(stored)) return [];
  const turns: ChatTurn[] = [];
  stored.forEach((raw: unknown, i) => {
    if (typeof raw !== 'object' || raw === null) return;
    const { role, parts, message } = raw as { role?: unknown; parts?: unknown; message?: unknown };
    if (role !== 'user' && role !== 'assistant') return;
    const text = Array.isArray(parts) ? parts.filter((p) => typeof p === 'string').join('\n\n') : message;
    if (typeof text !== 'string' || text === '') return;
    turns.push({ id: `saved-${id}-${i}`, role, message: text });
  });
  return turns;
}

/**
 * The signed-in user's saved conversations (issue 16 'Mis conversaciones'), newest first, read under
 * row-level security. The filter on user_id matters for a super_admin, whom the policies let read
 * everyone's: the list is "mine" for every role.
 */
export async function getSavedConversations(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SavedConversation[]> {
  let query = supabase
    .from('conversaciones_asistente')
    .select('id, summary, created_at, conversation')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(SAVED_CONVERSATIONS_LIMIT);
  if (signal) query = query.abortSignal(signal);
  const { data, error, status } = await query;
  if (error) handleError(error, status);
  if (!Array.isArray(data)) throw unexpectedResponse(status);
  return data.map((row) => ({
    id: row.id,
    summary: row.summary,
    createdAt: row.created_at,
    turns: turnsOf(row.id, row.conversation),
  }));
}

export const savedConversationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: assistantKeys.savedConversations(userId),
    queryFn: ({ signal }) => getSavedConversations(userId, { signal }),
  });

export function useSavedConversations(userId: string, enabled: boolean) {
  return useQuery({ ...savedConversationsQueryOptions(userId), enabled });
}
