import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingState } from '@/components/ui/spinner';
import { MFA_MESSAGES, mfaErrorMessage } from '@/lib/mfa-messages';
import { confirmTotp, currentAal, enrollTotp, listMyFactors, removeFactor, type TotpEnrollment } from '../api/profile';
import { PROFILE_MESSAGES } from '../lib/profile-messages';

const KEY = ['profile', 'factors'];

function Enrollment({
  enrollment,
  onDone,
  onCancel,
}: {
  enrollment: TotpEnrollment;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const confirm = useMutation({ mutationFn: (value: string) => confirmTotp(enrollment.id, value), onSuccess: onDone });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(value)) {
      setFieldError(MFA_MESSAGES.invalidCode);
      return;
    }
    setFieldError(null);
    confirm.mutate(value);
  }

  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>
          Escanea el código QR con tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator,
          1Password…).
        </li>
        <li>Si no puedes escanearlo, ingresa la clave a mano.</li>
        <li>Escribe el código de 6 dígitos que muestra la aplicación.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <img
          src={enrollment.qrCode}
          alt="Código QR para tu aplicación de autenticación"
          className="size-44 rounded-md border bg-white p-2"
        />
        <div className="flex flex-col gap-1">
          <span className="text-sm text-muted-foreground">Clave</span>
          <code className="rounded bg-muted px-2 py-1 font-mono text-sm break-all" data-testid="totp-secret">
            {enrollment.secret}
          </code>
        </div>
      </div>
      <form
        noValidate
        onSubmit={submit}
        className="flex max-w-xs flex-col gap-2"
        aria-label="Confirmar verificación en dos pasos"
      >
        {confirm.isError && (
          <Alert variant="destructive">
            <AlertDescription>{mfaErrorMessage(confirm.error)}</AlertDescription>
          </Alert>
        )}
        <Label htmlFor={`${id}-code`}>Código de verificación</Label>
        <Input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-code-error` : undefined}
        />
        <FieldError id={`${id}-code-error`}>{fieldError}</FieldError>
        <div className="flex gap-2">
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? 'Verificando...' : 'Activar'}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={confirm.isPending}>
            Cancelar
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Enrol or remove a TOTP second factor (auth-js's mfa API). */
export function TwoFactorCard() {
  const queryClient = useQueryClient();
  const factors = useQuery({ queryKey: KEY, queryFn: listMyFactors });
  const aal = useQuery({ queryKey: [...KEY, 'aal'], queryFn: currentAal });
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const start = useMutation({ mutationFn: enrollTotp, onSuccess: setEnrollment });
  const remove = useMutation({
    mutationFn: removeFactor,
    onSuccess: () => {
      toast.success(PROFILE_MESSAGES.mfaRemoved);
      refresh();
    },
  });
  const verified = factors.data?.totp ?? [];

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5" aria-hidden="true" />
          Verificación en dos pasos
          {verified.length > 0 && <Badge variant="success">Activada</Badge>}
        </h2>
        <CardDescription>
          Además de tu contraseña, al iniciar sesión se te pedirá un código de tu aplicación de autenticación.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {(factors.isPending || aal.isPending) && <LoadingState label="Cargando..." />}
        {factors.isError && (
          <Alert variant="destructive">
            <AlertDescription>{PROFILE_MESSAGES.failure}</AlertDescription>
          </Alert>
        )}
        {factors.data && verified.length > 0 && (
          <>
            {remove.isError && (
              <Alert variant="destructive">
                <AlertDescription>
                  {(remove.error as { code?: string }).code === 'insufficient_aal'
                    ? PROFILE_MESSAGES.mfaNeedsAal2
                    : PROFILE_MESSAGES.failure}
                </AlertDescription>
              </Alert>
            )}
            <div>
              <Button variant="outline" onClick={() => remove.mutate(verified[0].id)} disabled={remove.isPending}>
                Quitar verificación en dos pasos
              </Button>
            </div>
          </>
        )}
        {factors.data && verified.length === 0 && !enrollment && (
          <>
            {start.isError && (
              <Alert variant="destructive">
                <AlertDescription>{PROFILE_MESSAGES.failure}</AlertDescription>
              </Alert>
            )}
            <div>
              <Button onClick={() => start.mutate()} disabled={start.isPending}>
                Activar verificación en dos pasos
              </Button>
            </div>
          </>
        )}
        {enrollment && (
          <Enrollment
            enrollment={enrollment}
            onCancel={() => setEnrollment(null)}
            onDone={() => {
              setEnrollment(null);
              toast.success(PROFILE_MESSAGES.mfaEnabled);
              refresh();
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
