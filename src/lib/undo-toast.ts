import { toast } from './toast';

export const UNDO_LABEL = 'Deshacer';
export const UNDONE_MESSAGE = 'Cambio deshecho';
export const UNDO_FAILED_MESSAGE = 'No se pudo deshacer el cambio';

/**
 * A success toast with 'Deshacer' (issue 16). `undo` makes the real inverse change (through the same
 * API, so it is checked and recorded in Historial like any other); without it the toast is plain.
 * An undo is final: its own toast offers no further undo.
 */
export function toastSuccessWithUndo(message: string, undo?: (() => Promise<unknown>) | null): void {
  if (!undo) {
    toast.success(message);
    return;
  }
  toast.success(message, {
    duration: 8000,
    action: {
      label: UNDO_LABEL,
      onClick: () => {
        void undo().then(
          () => toast.success(UNDONE_MESSAGE),
          () => toast.error(UNDO_FAILED_MESSAGE),
        );
      },
    },
  });
}
