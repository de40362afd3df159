import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '../hooks/use-auth';
import { loadAuthClient } from '../lib/load-auth-client';
import { MFA_MESSAGES, mfaErrorMessage, verifiedTotpFactor } from '../lib/mfa';

/**
 * The second step of signing in for a user with a verified TOTP factor: the 6-digit code of their
 * authenticator app (auth-js: mfa.challengeAndVerify). On success auth-js emits
 * MFA_CHALLENGE_VERIFIED with the aal2 session and the login page moves on.
 */
export function MfaStep() {
  const { session, signOut } = useAuth();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const id = useId();
  const factor = verifiedTotpFactor(session);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const value = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(value)) {
      setFieldError(MFA_MESSAGES.invalidCode);
      return;
    }
    setFieldError(null);
    if (!factor) return;
    setSubmitting(true);
    try {
      const { supabase } = await loadAuthClient();
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: value });
      if (error) {
        setFormError(mfaErrorMessage(error));
        setCode('');
      }
    } catch (error) {
      setFormError(mfaErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  const errorId = `${id}-code-error`;
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary/10 via-background to-accent p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold">Verificación en dos pasos</h1>
          <CardDescription>Escribe el código de 6 dígitos que muestra tu aplicación de autenticación.</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            onSubmit={handleSubmit}
            className="flex flex-col gap-4"
            aria-label="Verificación en dos pasos"
          >
            {formError && (
              <Alert variant="destructive">
                <AlertDescription>{formError}</AlertDescription>
              </Alert>
            )}
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-code`}>Código de verificación</Label>
              <Input
                id={`${id}-code`}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                autoFocus
                value={code}
                onChange={(e) => setCode(e.target.value)}
                disabled={submitting}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? errorId : undefined}
              />
              <FieldError id={errorId}>{fieldError}</FieldError>
            </div>
            <Button type="submit" disabled={submitting} className="w-full">
              {submitting ? <Spinner className="size-4" /> : <ShieldCheck />}
              {submitting ? 'Verificando...' : 'Verificar'}
            </Button>
            <Button type="button" variant="link" onClick={() => void signOut()} disabled={submitting}>
              Cancelar e iniciar sesión con otra cuenta
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
