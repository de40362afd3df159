import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { changeMyPassword } from '../api/profile';
import { PROFILE_MESSAGES, passwordErrorMessage } from '../lib/profile-messages';

/** Change own password: the current one is required (GoTrue's current_password). */
export function PasswordCard() {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirmation?: string }>({});
  const mutation = useMutation({
    mutationFn: () => changeMyPassword(current, next),
    onSuccess: () => {
      toast.success(PROFILE_MESSAGES.passwordChanged);
      setCurrent('');
      setNext('');
      setConfirmation('');
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const e: typeof errors = {};
    if (current === '') e.current = PROFILE_MESSAGES.currentRequired;
    if (next.length < 6) e.next = PROFILE_MESSAGES.weak;
    else if (next === current) e.next = PROFILE_MESSAGES.same;
    if (confirmation !== next) e.confirmation = PROFILE_MESSAGES.mismatch;
    setErrors(e);
    if (Object.keys(e).length === 0) mutation.mutate();
  }

  const input = (
    key: 'current' | 'next' | 'confirmation',
    label: string,
    value: string,
    set: (v: string) => void,
    autoComplete: string,
  ) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => set(e.target.value)}
        disabled={mutation.isPending}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
      />
      <FieldError id={`${id}-${key}-error`}>{errors[key]}</FieldError>
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Cambiar contraseña</h2>
        <CardDescription>Al cambiarla se cierran tus sesiones en otros dispositivos.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4" aria-label="Cambiar contraseña">
          {mutation.isError && (
            <Alert variant="destructive">
              <AlertDescription>{passwordErrorMessage(mutation.error)}</AlertDescription>
            </Alert>
          )}
          {input('current', 'Contraseña actual', current, setCurrent, 'current-password')}
          {input('next', 'Nueva contraseña', next, setNext, 'new-password')}
          {input('confirmation', 'Repite la nueva contraseña', confirmation, setConfirmation, 'new-password')}
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Cambiando...' : 'Cambiar contraseña'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
