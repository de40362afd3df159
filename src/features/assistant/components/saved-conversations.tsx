import { ArrowLeft } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useSavedConversations, type SavedConversation } from '../api/get-saved-conversations';

export const SAVED_CONVERSATIONS_LABEL = 'Mis conversaciones';
export const SAVED_EMPTY_TEXT = 'Aún no has guardado conversaciones.';
export const SAVED_ERROR_TEXT = 'No se pudieron cargar tus conversaciones guardadas.';
export const SAVED_REPLACE_NOTE = 'Abrir una conversación guardada reemplaza la actual, que no está guardada.';
export const BACK_TO_CHAT_LABEL = 'Volver a la conversación';

interface SavedConversationsProps {
  userId: string;
  /** The open conversation has turns that are not saved: opening another replaces them. */
  unsavedOpen: boolean;
  onOpen: (conversation: SavedConversation) => void;
  onBack: () => void;
}

/** How a saved conversation is named in the list: its description, else its first question. */
export function savedTitle(conversation: SavedConversation): string {
  const summary = conversation.summary?.trim();
  if (summary) return summary;
  return conversation.turns.find((t) => t.role === 'user')?.message ?? 'Conversación sin título';
}

/** 'Mis conversaciones' (issue 16): the signed-in user's saved conversations, newest first. */
export function SavedConversations({ userId, unsavedOpen, onOpen, onBack }: SavedConversationsProps) {
  const query = useSavedConversations(userId, true);
  return (
    <section aria-labelledby="axel-saved-title" className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b px-4 py-2">
        <Button variant="ghost" size="icon" onClick={onBack} aria-label={BACK_TO_CHAT_LABEL} title={BACK_TO_CHAT_LABEL}>
          <ArrowLeft />
        </Button>
        <h3 id="axel-saved-title" className="text-sm font-semibold">
          {SAVED_CONVERSATIONS_LABEL}
        </h3>
      </div>
      {unsavedOpen && <p className="border-b px-4 py-2 text-xs text-muted-foreground">{SAVED_REPLACE_NOTE}</p>}
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {query.isPending ? (
          <LoadingState label="Cargando conversaciones..." />
        ) : query.isError ? (
          <Alert variant="destructive">
            <AlertDescription className="space-y-2">
              <p>{SAVED_ERROR_TEXT}</p>
              <Button size="sm" variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
                {query.isFetching ? 'Reintentando...' : 'Reintentar'}
              </Button>
            </AlertDescription>
          </Alert>
        ) : query.data.length === 0 ? (
          <p className="p-2 text-sm text-muted-foreground">{SAVED_EMPTY_TEXT}</p>
        ) : (
          <ul className="space-y-2" aria-label={SAVED_CONVERSATIONS_LABEL}>
            {query.data.map((conversation) => (
              <li key={conversation.id}>
                <button
                  type="button"
                  onClick={() => onOpen(conversation)}
                  className="w-full rounded-md border bg-card px-3 py-2 text-left hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="line-clamp-2 text-sm font-medium break-words">{savedTitle(conversation)}</span>
                  <span className="mt-1 block text-xs text-muted-foreground">
                    {formatDateTime(conversation.createdAt)} · {formatNumber(conversation.turns.length)}{' '}
                    {conversation.turns.length === 1 ? 'mensaje' : 'mensajes'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
