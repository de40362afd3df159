import type { ReactNode } from 'react';
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

export interface ConfirmDialogProps {
  open: boolean;
  /** Closing without confirming (Cancelar, Esc). */
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  /** What the change does, in a sentence. */
  description: ReactNode;
  /** The impact, e.g. 'Afecta a 37 usuarios de 4 empresas' (announced with the dialog). */
  impact?: ReactNode;
  confirmLabel: string;
}

/**
 * Asks before a risky change (issue 16). An alert dialog: focus moves into it, Esc or 'Cancelar'
 * closes it without changing anything, and the title and description are its accessible name and
 * description.
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  impact,
  confirmLabel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-2">
              <p>{description}</p>
              {impact ? <p className="font-medium text-foreground">{impact}</p> : null}
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
