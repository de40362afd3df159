import type { ReactNode } from 'react';
import { PasswordCard } from './password-card';
import { PersonalDataCard } from './personal-data-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** Mi Perfil (docs/design.md §10): own data, password, second factor and sessions. */
export function ProfilePage({
  userId,
  name,
  children,
}: {
  userId: string | null;
  name?: string | null;
  /** More sections, composed by the route (the notices' preferences). */
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Mi Perfil</h1>
        <p className="text-muted-foreground">Consulta y actualiza tus datos personales{name ? `, ${name}` : ''}.</p>
      </header>
      {userId && <PersonalDataCard userId={userId} />}
      <PasswordCard />
      <TwoFactorCard />
      <SessionsCard />
      {children}
    </div>
  );
}
