import { useMutation, useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { getMySessions, signOutEverywhere } from '../api/profile';
import { PROFILE_MESSAGES } from '../lib/profile-messages';

/** A short name for a browser from its user agent. */
export function deviceLabel(agent: string | null): string {
  if (!agent) return 'Dispositivo desconocido';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Chrome\//.test(agent)
      ? 'Chrome'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Navegador';
  const os = /Windows/.test(agent)
    ? 'Windows'
    : /Android/.test(agent)
      ? 'Android'
      : /iPhone|iPad/.test(agent)
        ? 'iOS'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : '';
  return os ? `${browser} en ${os}` : browser;
}

export function SessionsCard() {
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['profile', 'sessions'], queryFn: getMySessions });
  const everywhere = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      toast.success(PROFILE_MESSAGES.signedOutEverywhere);
      void navigate(paths.login.getHref(), { replace: true });
    },
  });
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Sesiones activas</h2>
        <CardDescription>Los dispositivos donde tu cuenta tiene la sesión abierta.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isPending && <LoadingState label="Cargando sesiones..." />}
        {query.isError && (
          <Alert variant="destructive">
            <AlertDescription>No se pudieron cargar tus sesiones.</AlertDescription>
          </Alert>
        )}
        {query.data && (
          <ul className="flex flex-col divide-y rounded-md border" aria-label="Sesiones activas">
            {query.data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span className="flex flex-col">
                  <span className="font-medium">{deviceLabel(s.agente)}</span>
                  <span className="text-muted-foreground">
                    Inició {formatDateTime(s.creada_en)} · última actividad {formatDateTime(s.ultima_actividad)}
                    {s.ip ? ` · ${s.ip}` : ''}
                  </span>
                </span>
                {s.actual && <Badge variant="secondary">Esta sesión</Badge>}
              </li>
            ))}
          </ul>
        )}
        {everywhere.isError && (
          <Alert variant="destructive">
            <AlertDescription>{PROFILE_MESSAGES.failure}</AlertDescription>
          </Alert>
        )}
        <div>
          <Button variant="outline" onClick={() => everywhere.mutate()} disabled={everywhere.isPending}>
            <LogOut />
            Cerrar sesión en todos los dispositivos
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
