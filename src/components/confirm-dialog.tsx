import { useId, useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export interface ConfirmDialogProps {
  open: boolean;
  /** Closing without confirming (Cancelar, Esc). */
  onCancel: () => void;
  /** Confirmed; with `reason`, the reason typed (trimmed, never empty). */
  onConfirm: (reason: string) => void;
  title: string;
  /** What the change does, in a sentence. */
  description: ReactNode;
  /** The impact, e.g. 'Afecta a 37 usuarios de 4 empresas' (announced with the dialog). */
  impact?: ReactNode;
  confirmLabel: string;
  /** A change that destroys or cannot be undone: the confirming button says so in red. */
  destructive?: boolean;
  /** The change is being sent: the confirming button is busy and the dialog stays open. */
  pending?: boolean;
  /** Asks why before confirming (a cancelled order, a lost opportunity): the field's label. */
  reason?: { label: string; required?: string; max?: number };
}

/**
 * The app's one confirmation (issue 16, issue 31: never window.confirm). An alert dialog: focus
 * moves into it, Esc or 'Cancelar' closes it without changing anything, and the title and
 * description are its accessible name and description. With `reason` it asks why, and refuses an
 * empty reason with a message under the field.
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  impact,
  confirmLabel,
  destructive = false,
  pending = false,
  reason,
}: ConfirmDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const close = () => {
    setText('');
    setError('');
    onCancel();
  };
  const header = (
    <AlertDialogHeader>
      <AlertDialogTitle>{title}</AlertDialogTitle>
      <AlertDialogDescription asChild>
        <div className="flex flex-col gap-2">
          <p>{description}</p>
          {impact ? <p className="font-medium text-foreground">{impact}</p> : null}
        </div>
      </AlertDialogDescription>
    </AlertDialogHeader>
  );
  const variant = destructive ? 'destructive' : 'default';
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <AlertDialogContent>
        {reason ? (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              const value = text.trim();
              const max = reason.max ?? 500;
              if (!value) return setError(reason.required ?? 'Indica el motivo');
              if (value.length > max) return setError(`Máximo ${max} caracteres`);
              setError('');
              setText('');
              onConfirm(value);
            }}
          >
            {header}
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={id}>{reason.label}</Label>
              <Textarea
                id={id}
                value={text}
                autoFocus
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setText(e.target.value)}
              />
              <FieldError id={`${id}-error`}>{error}</FieldError>
            </div>
            <AlertDialogFooter>
              <AlertDialogCancel type="button">Cancelar</AlertDialogCancel>
              <Button type="submit" variant={variant} disabled={pending}>
                {confirmLabel}
              </Button>
            </AlertDialogFooter>
          </form>
        ) : (
          <>
            {header}
            <AlertDialogFooter>
              <AlertDialogCancel>Cancelar</AlertDialogCancel>
              {pending || destructive ? (
                <Button type="button" variant={variant} disabled={pending} onClick={() => onConfirm('')}>
                  {confirmLabel}
                </Button>
              ) : (
                <AlertDialogAction onClick={() => onConfirm('')}>{confirmLabel}</AlertDialogAction>
              )}
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
