import { UnderConstruction } from '@/components/under-construction';

/** Placeholder: the system configuration (three tabs, SPEC §2) is built by its own issue. */
export function Component() {
  return (
    <UnderConstruction
      title="Configuración del sistema"
      description="Aquí se configurarán la URL del backend de análisis PDF, la URL de Servicios en Campo y los videos de demostración."
    />
  );
}
