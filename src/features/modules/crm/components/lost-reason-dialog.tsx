import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Marking an opportunity 'Perdida' asks why (Postgres refuses it without a reason). */
export function LostReasonDialog({
  name,
  open,
  onCancel,
  onConfirm,
}: {
  name: string;
  open: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const close = () => {
    setReason('');
    setError('');
    onCancel();
  };
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && close()}>
      <AlertDialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            const r = reason.trim();
            if (!r) {
              setError('Indica el motivo de la pérdida');
              return;
            }
            if (r.length > 500) {
              setError('Máximo 500 caracteres');
              return;
            }
            setReason('');
            setError('');
            onConfirm(r);
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Marcar como perdida</AlertDialogTitle>
            <AlertDialogDescription>{name}: una oportunidad perdida registra el motivo.</AlertDialogDescription>
          </AlertDialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={id}>Motivo de la pérdida</Label>
            <Input
              id={id}
              value={reason}
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
            <FieldError id={`${id}-error`}>{error}</FieldError>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancelar</AlertDialogCancel>
            <Button type="submit" variant="destructive">
              Marcar como perdida
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
