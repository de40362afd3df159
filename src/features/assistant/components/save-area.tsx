import { Check, Save } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MAX_SUMMARY_LENGTH } from '../lib/conversation';
import { ASSISTANT_TEXT } from '../lib/messages';

export const SUMMARY_LABEL = 'Descripción';
export const SAVE_LABEL = 'Guardar conversación';
export const SAVING_LABEL = 'Guardando...';

interface SaveAreaProps {
  summary: string;
  onSummaryChange: (value: string) => void;
  onSave: () => void;
  canSave: boolean;
  saving: boolean;
  saved: boolean;
}

/**
 * Shown once the conversation has an assistant turn (docs/product.md §2). After saving the button reads
 * 'Guardado' and both the description and the button are disabled until reset (§4).
 */
export function SaveArea({ summary, onSummaryChange, onSave, canSave, saving, saved }: SaveAreaProps) {
  const id = useId();
  return (
    <form
      aria-label={SAVE_LABEL}
      className="space-y-1.5 border-t bg-muted/40 px-4 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) onSave();
      }}
    >
      <Label htmlFor={`${id}-summary`} className="text-xs text-muted-foreground">
        {SUMMARY_LABEL} <span className="font-normal">(opcional)</span>
      </Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-summary`}
          value={summary}
          onChange={(event) => onSummaryChange(event.target.value)}
          disabled={saved || saving}
          maxLength={MAX_SUMMARY_LENGTH}
          placeholder="Ej.: Falla de comunicación Modbus en la línea 2"
          className="h-8 text-sm"
        />
        <Button type="submit" size="sm" variant={saved ? 'secondary' : 'default'} disabled={!canSave || saving}>
          {saved ? <Check /> : <Save />}
          {saved ? ASSISTANT_TEXT.saved : saving ? SAVING_LABEL : 'Guardar'}
        </Button>
      </div>
    </form>
  );
}
