import { MailCheck, TriangleAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { markPasswordRecoveryDone, usePasswordRecovery } from '../lib/password-recovery';
import { AuthCardShell } from './auth-card-shell';
import { ResetPasswordForm } from './reset-password-form';

export const INVITATION_MESSAGES = {
  expiredTitle: 'Invitación vencida o ya utilizada',
  expired:
    'Este enlace de invitación venció, ya fue usado o la invitación fue revocada. Pide a tu administrador que te envíe una nueva invitación.',
  invalid: 'El enlace de invitación no es válido. Abre el enlace más reciente que recibiste por correo.',
  welcome: 'Tu contraseña quedó guardada. ¡Bienvenido a Axel Suite!',
} as const;

/**
 * Target of the GoTrue invite link (docs/design.md §10): the link signed the invitee in; here they
 * choose their password and enter the workspace.
 */
export function AcceptInvitationPage() {
  const link = usePasswordRecovery();
  const { session, loading } = useAuth();
  const navigate = useNavigate();

  if (link.status === 'link-error') {
    return (
      <AuthCardShell
        icon={<TriangleAlert className="size-6" />}
        title={INVITATION_MESSAGES.expiredTitle}
        description={INVITATION_MESSAGES.expired}
      >
        <Button asChild>
          <Link to={paths.login.getHref()}>Ir al inicio de sesión</Link>
        </Button>
      </AuthCardShell>
    );
  }
  if (loading || link.status === 'pending')
    return <LoadingState label="Verificando invitación..." className="min-h-screen" />;
  if (link.status !== 'recovery' || !session) {
    return (
      <AuthCardShell
        icon={<TriangleAlert className="size-6" />}
        title="Enlace no válido"
        description={INVITATION_MESSAGES.invalid}
      >
        <Button asChild>
          <Link to={paths.login.getHref()}>Ir al inicio de sesión</Link>
        </Button>
      </AuthCardShell>
    );
  }
  return (
    <AuthCardShell
      icon={<MailCheck className="size-6" />}
      title="Activa tu cuenta"
      description={`Elige la contraseña con la que entrarás a Axel Suite como ${session.user.email ?? 'nuevo usuario'}.`}
    >
      <ResetPasswordForm
        email={session.user.email}
        onSuccess={() => {
          toast.success(INVITATION_MESSAGES.welcome);
          navigate(paths.app.dashboard.getHref(), { replace: true });
          markPasswordRecoveryDone();
        }}
      />
    </AuthCardShell>
  );
}
