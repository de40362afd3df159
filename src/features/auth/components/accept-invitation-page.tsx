import { MailCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { markPasswordRecoveryDone, usePasswordRecovery } from '../lib/password-recovery';
import { ResetPasswordForm } from './reset-password-form';

export const INVITATION_MESSAGES = {
  expiredTitle: 'Invitación vencida o ya utilizada',
  expired:
    'Este enlace de invitación venció, ya fue usado o la invitación fue revocada. Pide a tu administrador que te envíe una nueva invitación.',
  invalid: 'El enlace de invitación no es válido. Abre el enlace más reciente que recibiste por correo.',
  welcome: 'Tu contraseña quedó guardada. ¡Bienvenido a Axel Suite!',
} as const;

function Shell({ title, description, icon, children }: { title: string; description: string; icon: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary/10 via-background to-accent p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">{icon}</span>
          <h1 className="text-2xl font-semibold">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </Card>
    </main>
  );
}

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
      <Shell icon={<TriangleAlert className="size-6" />} title={INVITATION_MESSAGES.expiredTitle} description={INVITATION_MESSAGES.expired}>
        <Button asChild>
          <Link to={paths.login.getHref()}>Ir al inicio de sesión</Link>
        </Button>
      </Shell>
    );
  }
  if (loading || link.status === 'pending') return <LoadingState label="Verificando invitación..." className="min-h-screen" />;
  if (link.status !== 'recovery' || !session) {
    return (
      <Shell icon={<TriangleAlert className="size-6" />} title="Enlace no válido" description={INVITATION_MESSAGES.invalid}>
        <Button asChild>
          <Link to={paths.login.getHref()}>Ir al inicio de sesión</Link>
        </Button>
      </Shell>
    );
  }
  return (
    <Shell
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
    </Shell>
  );
}
