import type { EnvIssue } from '@/config/env';

/** Shown instead of the app when a build-time variable is malformed (no router, no providers). */
export function EnvErrorScreen({ issues }: { issues: EnvIssue[] }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4">
      <div role="alert" className="w-full max-w-xl rounded-xl border border-destructive/40 bg-card p-6 shadow-sm">
        <h1 className="text-xl font-semibold text-destructive">Error de configuración</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          La aplicación no puede iniciar porque una variable de entorno tiene un valor inválido. Corrígela (por ejemplo
          en <code>.env</code>) y vuelve a construir la aplicación; déjala vacía para usar el servidor local.
        </p>
        <ul className="mt-4 flex flex-col gap-2">
          {issues.map((issue) => (
            <li key={`${issue.variable}-${issue.message}`} className="rounded-md bg-muted p-3 text-sm">
              <code className="font-semibold">{issue.variable}</code>: {issue.message}
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
