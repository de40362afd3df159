import { Construction } from 'lucide-react';

export function ProfilePage({ name }: { name?: string | null }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">Mi Perfil</h1>
      <p className="text-muted-foreground">
        Aquí podrás consultar y actualizar tus datos personales{name ? `, ${name}` : ''}.
      </p>
      <div className="flex items-center gap-3 rounded-lg border border-dashed bg-muted/40 p-6 text-muted-foreground">
        <Construction className="size-5 shrink-0" aria-hidden="true" />
        <p>Gestión de perfil en desarrollo...</p>
      </div>
    </div>
  );
}
