import { SendHorizontal } from 'lucide-react';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { MAX_QUESTION_LENGTH } from '../lib/conversation';

export const QUESTION_LABEL = 'Escribe tu pregunta';
export const SEND_LABEL = 'Enviar pregunta';

interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  canSend: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** docs/product.md §5: Enter sends, Shift+Enter adds a line; the send rules live in canSend. */
export function Composer({ value, onChange, onSend, canSend, textareaRef }: ComposerProps) {
  const id = useId();

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method is composing (e.g. accents on some keyboards), Enter confirms the composition.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  }

  return (
    <form
      className="border-t bg-card px-4 pt-3 pb-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor={`${id}-question`} className="sr-only">
        {QUESTION_LABEL}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={textareaRef}
          id={`${id}-question`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
          rows={2}
          maxLength={MAX_QUESTION_LENGTH}
          placeholder="Pregunta sobre PLC, variadores, sensores, PID..."
          aria-describedby={`${id}-hint`}
          className="max-h-40 min-h-16 resize-none"
        />
        <Button type="submit" size="icon" disabled={!canSend} aria-label={SEND_LABEL} title={SEND_LABEL}>
          <SendHorizontal />
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted-foreground">
        Enter para enviar · Shift+Enter para una nueva línea
      </p>
    </form>
  );
}
