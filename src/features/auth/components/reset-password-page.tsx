import { KeyRound, TriangleAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { markPasswordRecoveryDone, usePasswordRecovery } from '../lib/password-recovery';
import { RESET_MESSAGES } from '../lib/reset-password-validation';
import { AuthCardShell } from './auth-card-shell';
import { ResetPasswordForm } from './reset-password-form';

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
      <AuthCardShell
        icon={<TriangleAlert className="size-6" />}
        title={expired ? 'Enlace expirado o ya utilizado' : 'Enlace no válido'}
        description={
          expired
            ? 'Este enlace de recuperación expiró o ya fue utilizado. Solicita un nuevo enlace a tu administrador.'
            : `No se pudo validar el enlace de recuperación${recovery.errorDescription ? `: ${recovery.errorDescription}` : '.'}`
        }
      >
        <BackToLogin />
      </AuthCardShell>
    );
  }

  if (loading || recovery.status === 'pending')
    return <LoadingState label="Verificando enlace..." className="min-h-screen" />;

  if (recovery.status !== 'recovery' || !session) {
    return (
      <AuthCardShell
        icon={<TriangleAlert className="size-6" />}
        title="Enlace no válido"
        description="El enlace de recuperación no es válido o la sesión de recuperación terminó. Abre el enlace más reciente que recibiste por correo."
      >
        <BackToLogin />
      </AuthCardShell>
    );
  }

  return (
    <AuthCardShell
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
    </AuthCardShell>
  );
}
