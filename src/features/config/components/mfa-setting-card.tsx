import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { configKeys } from '../api/keys';
import { getSessionAal, useSaveMfaRequired } from '../api/save-mfa-required';

/**
 * 'Seguridad': the platform setting that makes a second factor required for super_admin (docs/design.md
 * §10). Changing it is offered only to a session that gave its code (aal2): once on, the policies refuse
 * an aal1 super_admin's writes to the configuration, this setting included, so turning it on without a
 * working factor would lock the person out of turning it off again.
 */
export function MfaSettingCard({ required }: { required: boolean }) {
  const id = useId();
  const aal = useQuery({ queryKey: [...configKeys.all, 'session-aal'], queryFn: getSessionAal });
  const save = useSaveMfaRequired();
  const verified = aal.data === 'aal2';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5" aria-hidden="true" />
          Seguridad
        </CardTitle>
        <CardDescription>
          Con esta opción activa, un Super Administrador debe haber ingresado con el código de su aplicación de
          autenticación para cambiar roles, planes, módulos o la configuración del sistema.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <Switch
            id={id}
            checked={save.isPending ? save.variables : required}
            disabled={!verified || save.isPending}
            onCheckedChange={(checked) => save.mutate(checked)}
          />
          <label htmlFor={id} className="text-sm font-medium">
            Exigir verificación en dos pasos a los Super Administradores
          </label>
        </div>
        {aal.isSuccess && !verified && (
          <p className="text-sm text-muted-foreground" data-testid="mfa-setting-hint">
            Para cambiar esta opción, activa la verificación en dos pasos en{' '}
            <Link to={paths.app.profile.getHref()} className="underline underline-offset-4">
              Mi Perfil
            </Link>{' '}
            e inicia sesión de nuevo con tu código.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
