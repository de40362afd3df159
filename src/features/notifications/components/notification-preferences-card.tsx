import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { CHANNELS, CHANNEL_LABEL, usePreferences, useSetPreference, type Channel } from '../api/preferences';
import { PREFERENCES_ANCHOR } from './notification-bell';

/**
 * Mi Perfil's 'Avisos': for each type of notice, how the user wants it (in the app, by e-mail,
 * both, none). Saved when chosen; notices of a module the user does not have never come anyway.
 */
export function NotificationPreferencesCard({ userId }: { userId: string }) {
  const prefs = usePreferences(userId);
  const save = useSetPreference();
  return (
    <Card id={PREFERENCES_ANCHOR} className="scroll-mt-4">
      <CardHeader>
        <h2 className="text-lg font-semibold">Avisos</h2>
        <CardDescription>
          Elige cómo quieres enterarte de cada aviso: en la campana de la aplicación, por correo, de ambas formas o no
          recibirlo.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {prefs.isPending && <LoadingState label="Cargando tus preferencias de avisos..." />}
        {prefs.isError && (
          <div className="flex flex-col items-start gap-2">
            <Alert variant="destructive">
              <AlertDescription>No se pudieron cargar tus preferencias de avisos.</AlertDescription>
            </Alert>
            <Button variant="outline" size="sm" onClick={() => void prefs.refetch()}>
              Reintentar
            </Button>
          </div>
        )}
        {prefs.data && (
          <ul className="flex flex-col divide-y rounded-md border" aria-label="Preferencias de avisos">
            {prefs.data.map((p) => {
              const saving = save.isPending && save.variables?.tipo === p.tipo;
              return (
                <li key={p.tipo} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <span className="flex min-w-0 flex-col">
                    <span className="text-sm font-medium" id={`aviso-${p.tipo}`}>
                      {p.nombre}
                    </span>
                    <span className="text-sm text-muted-foreground">{p.descripcion}</span>
                  </span>
                  <select
                    aria-labelledby={`aviso-${p.tipo}`}
                    className="h-9 w-full shrink-0 rounded-md border border-input bg-card px-2 text-sm sm:w-52"
                    value={saving ? save.variables!.canal : p.canal}
                    disabled={saving}
                    onChange={(e) => save.mutate({ userId, tipo: p.tipo, canal: e.target.value as Channel })}
                  >
                    {CHANNELS.map((c) => (
                      <option key={c} value={c}>
                        {CHANNEL_LABEL[c]}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
