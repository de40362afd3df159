import { Info, LogIn } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PRODUCT } from '@/config/product';
import { useAuth } from '../hooks/use-auth';
import { loadAuthClient } from '../lib/load-auth-client';
import { returnPathFromState } from '../lib/return-path';
import {
  EMAIL_PATTERN,
  LOGIN_MESSAGES,
  mapLoginError,
  validateLogin,
  type LoginFieldErrors,
} from '../lib/login-validation';
import { MfaStep } from './mfa-step';

/** Starts loading auth-js for the sign-in (once; a failure is retried by the sign-in itself). */
function prepareSignIn() {
  void loadAuthClient().catch(() => {});
}

/** Sign-in screen (docs/product.md §2, §5, §8). In English, as specified. */
export function LoginPage() {
  const { session, user, userProfile, loading, mfaPending, signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [showRecoveryInfo, setShowRecoveryInfo] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const id = useId();
  const location = useLocation();

  if (loading) return <LoadingState label="Verifying session..." className="min-h-screen" />;
  // Password accepted; the user's second factor is still to be given (docs/design.md §10).
  if (session && mfaPending) return <MfaStep />;
  // Already signed in with a profile, or just signed in (even if the profile could not be read).
  if ((session && user && userProfile) || (signedIn && session)) {
    return <Navigate to={returnPathFromState(location.state)} replace />;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setShowRecoveryInfo(false);
    const errors = validateLogin(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setSubmitting(true);
    try {
      await signIn(email.trim(), password);
      setSignedIn(true);
    } catch (error) {
      setFormError(mapLoginError(error));
    } finally {
      setSubmitting(false);
    }
  }

  const emailErrorId = `${id}-email-error`;
  const passwordErrorId = `${id}-password-error`;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary/10 via-background to-accent p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-primary text-xl font-bold text-primary-foreground">
            A
          </span>
          <h1 className="text-2xl font-semibold">Sign in to {PRODUCT.name}</h1>
          <CardDescription>Enter your email and password to access your workspace.</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            onSubmit={handleSubmit}
            // The form in use (typing, autofill, a click or a key): the sign-in's client starts loading
            // now, not with the page (docs/design.md §8) and not on submit, so the request waits for nothing.
            onInput={prepareSignIn}
            onKeyDown={prepareSignIn}
            onPointerDown={prepareSignIn}
            className="flex flex-col gap-4"
            aria-label="Sign in"
          >
            {formError && (
              <Alert variant="destructive">
                <AlertDescription>{formError}</AlertDescription>
              </Alert>
            )}
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-email`}>Email</Label>
              <Input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                // The one thing to do on this page: type the e-mail (issue 16).
                autoFocus
                placeholder="you@company.com"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                disabled={submitting}
                aria-invalid={fieldErrors.email ? true : undefined}
                aria-describedby={fieldErrors.email ? emailErrorId : undefined}
              />
              <FieldError id={emailErrorId}>{fieldErrors.email}</FieldError>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-password`}>Password</Label>
              <Input
                id={`${id}-password`}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                disabled={submitting}
                aria-invalid={fieldErrors.password ? true : undefined}
                aria-describedby={fieldErrors.password ? passwordErrorId : undefined}
              />
              <FieldError id={passwordErrorId}>{fieldErrors.password}</FieldError>
            </div>
            <Button type="submit" disabled={submitting} className="w-full">
              {submitting ? <Spinner className="size-4" /> : <LogIn />}
              {submitting ? 'Signing in...' : 'Sign in'}
            </Button>
            <div className="flex items-center justify-between text-sm">
              <Button
                type="button"
                variant="link"
                className="h-auto px-0"
                onClick={() => setShowRecoveryInfo(true)}
                disabled={submitting}
              >
                Forgot your password?
              </Button>
              <Link to={paths.home.getHref()} className="text-muted-foreground underline-offset-4 hover:underline">
                Go to home
              </Link>
            </div>
            {showRecoveryInfo && (
              <Alert variant="info" role="status">
                <Info />
                <AlertDescription className="flex flex-col gap-1">
                  <p>{LOGIN_MESSAGES.recoveryUnavailable}</p>
                  <p>
                    {LOGIN_MESSAGES.recoveryHow}
                    {EMAIL_PATTERN.test(email.trim()) && ` ${LOGIN_MESSAGES.recoveryFor(email.trim())}`}
                  </p>
                </AlertDescription>
              </Alert>
            )}
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
