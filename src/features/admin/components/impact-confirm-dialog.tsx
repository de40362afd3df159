import { ConfirmDialog } from '@/components/confirm-dialog';
import { describeImpact, useChangeImpact, type ChangeImpactRequest } from '../api/get-change-impact';

export const IMPACT_LOADING = 'Calculando a quiénes afecta...';
export const IMPACT_ERROR = 'No se pudo calcular a quiénes afecta el cambio.';

interface ImpactConfirmDialogProps {
  /** The change to confirm; null: the dialog is closed. */
  request: ChangeImpactRequest | null;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a change that reaches many people, with its impact counted by the database
 * ('Afecta a 37 usuarios de 4 empresas'). If the count cannot be read the admin may still go on: the
 * change itself is checked by the database either way.
 */
export function ImpactConfirmDialog({
  request,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
}: ImpactConfirmDialogProps) {
  const impact = useChangeImpact(request);
  const text = !request
    ? null
    : impact.isPending
      ? IMPACT_LOADING
      : impact.isError
        ? IMPACT_ERROR
        : describeImpact(request, impact.data);
  return (
    <ConfirmDialog
      open={request !== null}
      title={title}
      description={description}
      impact={<span aria-live="polite">{text}</span>}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
