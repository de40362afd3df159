import type { ReactNode } from 'react';

/** Centered full-screen message used by the not-found, access-denied and error pages. */
export function StatusPage({
  code,
  title,
  children,
  actions,
}: {
  code?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4">
      <div className="flex max-w-lg flex-col items-center gap-4 text-center">
        {code && <p className="text-6xl font-bold text-primary">{code}</p>}
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children && <div className="text-muted-foreground">{children}</div>}
        {actions && <div className="flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </main>
  );
}
