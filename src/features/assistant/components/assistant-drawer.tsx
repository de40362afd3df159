import { History, RotateCcw, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PRODUCT } from '@/config/product';
import type { AssistantConversation } from '../hooks/use-assistant-conversation';
import type { BackendStatus } from '../lib/backend-status';
import { hasAssistantTurn } from '../lib/conversation';
import { ASSISTANT_TEXT } from '../lib/messages';
import { ASSISTANT_DRAWER_ID, ASSISTANT_TITLE_ID } from './assistant-ids';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { SaveArea } from './save-area';
import { SAVED_CONVERSATIONS_LABEL, SavedConversations } from './saved-conversations';

export const RESET_LABEL = 'Reiniciar conversación';
export const CLOSE_LABEL = 'Cerrar asistente';
export const CONFIG_LOADING_TEXT = 'Conectando con el asistente...';

interface AssistantDrawerProps {
  conversation: AssistantConversation;
  /** The signed-in user, whose saved conversations 'Mis conversaciones' lists. */
  userId: string;
  backend: BackendStatus;
  onRetryBackend: () => void;
  retryingBackend: boolean;
  /** Move the focus to the question box on open (true when the user opened it, not on a reload). */
  autoFocus: boolean;
  onClose: () => void;
}

/**
 * The right-hand drawer (about 380 px, the full width on small phones): a non-modal dialog, so the
 * page beside it stays usable. Escape inside it closes it.
 */
export function AssistantDrawer({
  conversation,
  userId,
  backend,
  onRetryBackend,
  retryingBackend,
  autoFocus,
  onClose,
}: AssistantDrawerProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const { state } = conversation;
  const [showSaved, setShowSaved] = useState(false);

  useEffect(() => {
    if (autoFocus) textareaRef.current?.focus();
  }, [autoFocus]);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  }

  const canReset = state.turns.length > 0 || state.input !== '' || state.summary !== '' || state.saved;

  return (
    <section
      id={ASSISTANT_DRAWER_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={ASSISTANT_TITLE_ID}
      onKeyDown={handleKeyDown}
      data-slot="assistant-drawer"
      className="fixed inset-y-0 right-0 z-40 flex w-full flex-col border-l bg-background shadow-2xl sm:w-[380px]"
    >
      <header className="flex items-center gap-2 border-b bg-card px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 id={ASSISTANT_TITLE_ID} className="text-base leading-tight font-semibold">
            {PRODUCT.assistantName}
          </h2>
          <p className="text-xs text-muted-foreground">Asistente técnico de automatización industrial</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setShowSaved((shown) => !shown)}
          aria-label={SAVED_CONVERSATIONS_LABEL}
          aria-pressed={showSaved}
          title={SAVED_CONVERSATIONS_LABEL}
        >
          <History />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => {
            setShowSaved(false);
            conversation.reset();
            textareaRef.current?.focus();
          }}
          disabled={!canReset}
          aria-label={RESET_LABEL}
          title={RESET_LABEL}
        >
          <RotateCcw />
        </Button>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={CLOSE_LABEL} title={CLOSE_LABEL}>
          <X />
        </Button>
      </header>

      <BackendNotice backend={backend} onRetry={onRetryBackend} retrying={retryingBackend} />

      {showSaved ? (
        <SavedConversations
          userId={userId}
          unsavedOpen={state.turns.length > 0 && !state.saved}
          onOpen={(saved) => {
            conversation.openSaved(saved);
            setShowSaved(false);
          }}
          onBack={() => setShowSaved(false)}
        />
      ) : (
        <>
          <MessageList
            turns={state.turns}
            loading={conversation.loading}
            canAsk={backend.state === 'ready' && !conversation.loading}
            onAsk={(question) => conversation.send(question)}
          />

          {hasAssistantTurn(state) && (
            <SaveArea
              summary={state.summary}
              onSummaryChange={conversation.setSummary}
              onSave={conversation.save}
              canSave={conversation.canSave}
              saving={conversation.saving}
              saved={state.saved}
            />
          )}

          <Composer
            value={state.input}
            onChange={conversation.setInput}
            onSend={() => conversation.send()}
            canSend={conversation.canSend}
            textareaRef={textareaRef}
          />
        </>
      )}
    </section>
  );
}

function BackendNotice({
  backend,
  onRetry,
  retrying,
}: {
  backend: BackendStatus;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (backend.state === 'ready') return null;
  if (backend.state === 'loading') {
    return (
      <p role="status" className="border-b px-4 py-2 text-xs text-muted-foreground">
        {CONFIG_LOADING_TEXT}
      </p>
    );
  }
  if (backend.state === 'missing') {
    return (
      <div className="border-b p-3">
        <Alert variant="warning">
          <AlertDescription>{ASSISTANT_TEXT.notConfigured}</AlertDescription>
        </Alert>
      </div>
    );
  }
  return (
    <div className="border-b p-3">
      <Alert variant="destructive">
        <AlertDescription className="space-y-2">
          <p>
            {backend.kind === 'load'
              ? ASSISTANT_TEXT.configLoadErrorDescription
              : ASSISTANT_TEXT.configUnexpectedErrorDescription}
          </p>
          <Button size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Reintentando...' : 'Reintentar'}
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}
