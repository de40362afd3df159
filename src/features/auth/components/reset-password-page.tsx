import { KeyRound, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { markPasswordRecoveryDone, usePasswordRecovery } from '../lib/password-recovery';
import { RESET_MESSAGES } from '../lib/reset-password-validation';
import { ResetPasswordForm } from './reset-password-form';

function Shell({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary/10 via-background to-accent p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
            {icon}
          </span>
          <h1 className="text-2xl font-semibold">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </Card>
    </main>
  );
}

function BackToLogin() {
  return (
    <Button asChild>
      <Link to={paths.login.getHref()}>Volver al inicio de sesión</Link>
    </Button>
  );
}

/** Target of the recovery link (docs/design.md §4). */
export function ResetPasswordPage() {
  const recovery = usePasswordRecovery();
  const { session, loading } = useAuth();
  const navigate = useNavigate();

  if (recovery.status === 'link-error') {
    const expired = recovery.errorCode === 'otp_expired' || recovery.errorCode === 'access_denied';
    return (
      <Shell
        icon={<TriangleAlert className="size-6" />}
        title={expired ? 'Enlace expirado o ya utilizado' : 'Enlace no válido'}
        description={
          expired
            ? 'Este enlace de recuperación expiró o ya fue utilizado. Solicita un nuevo enlace a tu administrador.'
            : `No se pudo validar el enlace de recuperación${recovery.errorDescription ? `: ${recovery.errorDescription}` : '.'}`
        }
      >
        <BackToLogin />
      </Shell>
    );
  }

  if (loading || recovery.status === 'pending')
    return <LoadingState label="Verificando enlace..." className="min-h-screen" />;

  if (recovery.status !== 'recovery' || !session) {
    return (
      <Shell
        icon={<TriangleAlert className="size-6" />}
        title="Enlace no válido"
        description="El enlace de recuperación no es válido o la sesión de recuperación terminó. Abre el enlace más reciente que recibiste por correo."
      >
        <BackToLogin />
      </Shell>
    );
  }

  return (
    <Shell
      icon={<KeyRound className="size-6" />}
      title="Restablecer contraseña"
      description={`Escribe tu nueva contraseña para ${session.user.email ?? 'tu cuenta'}.`}
    >
      <ResetPasswordForm
        email={session.user.email}
        onSuccess={() => {
          toast.success(RESET_MESSAGES.success);
          navigate(paths.app.dashboard.getHref(), { replace: true });
          markPasswordRecoveryDone();
        }}
      />
    </Shell>
  );
}
