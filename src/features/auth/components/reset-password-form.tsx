import { useId, useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useUpdatePassword } from '../api/update-password';
import { RESET_MESSAGES, validateNewPassword, type ResetPasswordErrors } from '../lib/reset-password-validation';

/** New password twice; on success the caller decides where to go. */
export function ResetPasswordForm({ onSuccess, email }: { onSuccess: () => void; email?: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<ResetPasswordErrors>({});
  const id = useId();
  const mutation = useUpdatePassword({ onSuccess });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = validateNewPassword(password, confirmation);
    setErrors(next);
    if (next.password || next.confirmation) return;
    mutation.mutate({ password });
  }

  const saving = mutation.isPending;
  const passwordErrorId = `${id}-password-error`;
  const confirmationErrorId = `${id}-confirmation-error`;

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Restablecer contraseña">
      {mutation.isError && (
        <Alert variant="destructive">
          <AlertDescription>
            {RESET_MESSAGES.failure}: {mutation.error.message}
          </AlertDescription>
        </Alert>
      )}
      {email && (
        // Lets password managers store the new password under the right account.
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-password`}>Nueva contraseña</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={saving}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? passwordErrorId : undefined}
        />
        <FieldError id={passwordErrorId}>{errors.password}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-confirmation`}>Confirmar contraseña</Label>
        <Input
          id={`${id}-confirmation`}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          disabled={saving}
          aria-invalid={errors.confirmation ? true : undefined}
          aria-describedby={errors.confirmation ? confirmationErrorId : undefined}
        />
        <FieldError id={confirmationErrorId}>{errors.confirmation}</FieldError>
      </div>
      <Button type="submit" disabled={saving}>
        {saving && <Spinner className="size-4" />}
        {saving ? 'Guardando...' : 'Guardar nueva contraseña'}
      </Button>
    </form>
  );
}
