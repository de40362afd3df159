import { AlertCircle, Bot } from 'lucide-react';
import { useEffect, useRef, type Ref } from 'react';
import { cn } from '@/lib/utils';
import type { ChatTurn } from '../lib/conversation';
import { withoutSourcesLine } from '../lib/sources-line';
import { MessageContent } from './message-content';

export const THINKING_TEXT = 'Axel está pensando...';

export const EXAMPLE_QUESTIONS = [
  '¿Cómo conecto un sensor 4-20 mA a una entrada analógica del PLC?',
  '¿Qué diferencia hay entre Modbus RTU y Modbus TCP?',
  '¿Cómo empiezo a sintonizar un lazo PID?',
] as const;

interface MessageListProps {
  turns: ChatTurn[];
  loading: boolean;
  /** Example questions are offered only when a question can be sent. */
  canAsk: boolean;
  onAsk: (question: string) => void;
}

function scrollIntoView(element: Element | null, block: ScrollLogicalPosition) {
  if (!element || typeof element.scrollIntoView !== 'function') return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * The conversation: an empty state with a short intro and example questions, then the turns, then the
 * 'thinking' indicator. The turns are a `log` (a polite live region) so new turns are announced; the
 * indicator is a status region of its own. The scrolling area is focusable, for keyboard scrolling. The newest turn is scrolled into view from its start, so
 * a long answer is read from the top.
 */
export function MessageList({ turns, loading, canAsk, onAsk }: MessageListProps) {
  const lastTurnRef = useRef<HTMLLIElement>(null);
  const thinkingRef = useRef<HTMLDivElement>(null);
  const newestId = turns.at(-1)?.id;

  useEffect(() => {
    if (loading) scrollIntoView(thinkingRef.current, 'nearest');
    else scrollIntoView(lastTurnRef.current, 'start');
  }, [newestId, loading]);

  return (
    <div
      role="region"
      aria-label="Conversación con Axel"
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      {turns.length === 0 && <EmptyState canAsk={canAsk} onAsk={onAsk} />}
      {/* Always in the DOM: a live region only announces what is added to it after it appears. */}
      <div role="log" aria-label="Mensajes">
        <ol className="space-y-4">
          {turns.map((turn, index) => (
            <Turn key={turn.id} turn={turn} ref={index === turns.length - 1 ? lastTurnRef : undefined} />
          ))}
        </ol>
      </div>
      <div ref={thinkingRef} role="status" aria-live="polite" className={cn(loading && 'pt-4')}>
        {loading && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Bot className="size-4 text-primary" aria-hidden="true" />
            <span>{THINKING_TEXT}</span>
            <span className="flex gap-1" aria-hidden="true">
              <span className="size-1.5 animate-bounce rounded-full bg-primary/70 motion-reduce:animate-none" />
              <span className="size-1.5 animate-bounce rounded-full bg-primary/70 [animation-delay:150ms] motion-reduce:animate-none" />
              <span className="size-1.5 animate-bounce rounded-full bg-primary/70 [animation-delay:300ms] motion-reduce:animate-none" />
            </span>
          </p>
        )}
      </div>
    </div>
  );
}

function Turn({ turn, ref }: { turn: ChatTurn; ref?: Ref<HTMLLIElement> }) {
  if (turn.role === 'user') {
    return (
      <li ref={ref} className="flex scroll-mt-4 justify-end" data-role="user">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3 py-2 text-sm whitespace-pre-wrap text-primary-foreground">
          <span className="sr-only">Tú: </span>
          {turn.message}
        </div>
      </li>
    );
  }
  const sources = turn.sources ?? [];
  const hasSources = sources.length > 0;
  return (
    <li ref={ref} className="flex scroll-mt-4 gap-2" data-role="assistant">
      <span
        className={cn(
          'mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full',
          turn.failed ? 'bg-destructive/10 text-destructive' : 'bg-accent text-primary',
        )}
        aria-hidden="true"
      >
        {turn.failed ? <AlertCircle className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          'min-w-0 flex-1 rounded-2xl rounded-tl-sm border px-3 py-2',
          turn.failed ? 'border-destructive/30 bg-destructive/5' : 'bg-card',
        )}
      >
        <span className="sr-only">Axel: </span>
        {turn.failed ? (
          <p className="text-sm">{turn.message}</p>
        ) : (
          <MessageContent text={hasSources ? withoutSourcesLine(turn.message) : turn.message} />
        )}
        {hasSources && (
          <div className="mt-3 border-t pt-2">
            <p className="text-xs font-medium text-muted-foreground">Fuentes</p>
            <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground" aria-label="Fuentes">
              {sources.map((source) => (
                <li key={source.id}>{source.title}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}

function EmptyState({ canAsk, onAsk }: { canAsk: boolean; onAsk: (question: string) => void }) {
  return (
    <div className="space-y-4 text-sm">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <Bot className="size-5" aria-hidden="true" />
        </span>
        <div className="space-y-1">
          <p className="font-medium">Hola, soy Axel.</p>
          <p className="text-muted-foreground">
            Respondo preguntas de automatización industrial: PLC, redes industriales, sensores, variadores y motores,
            control PID, SCADA, neumática, seguridad de máquinas y mantenimiento.
          </p>
        </div>
      </div>
      <div>
        <p className="mb-2 text-xs font-medium text-muted-foreground" id="axel-examples-title">
          Prueba con una pregunta:
        </p>
        <ul className="space-y-2" aria-labelledby="axel-examples-title">
          {EXAMPLE_QUESTIONS.map((question) => (
            <li key={question}>
              <button
                type="button"
                disabled={!canAsk}
                onClick={() => onAsk(question)}
                className="w-full cursor-pointer rounded-lg border bg-card px-3 py-2 text-left text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
