import { UnderConstruction } from '@/components/under-construction';

/** Placeholder: the admin panel (five tabs, SPEC §2) is built by its own issue. */
export function Component() {
  return (
    <UnderConstruction
      title="Panel de Administración"
      description="Aquí se gestionarán roles, planes, módulos por plan, permisos por usuario y accesos efectivos."
    />
  );
}
