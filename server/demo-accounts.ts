/** The demo accounts of supabase/seed.sql (docs/design.md §5): what start-up prints and tests rely on. */
export const DEMO_PASSWORD = 'Demo1234!';

/** The demo e-mails by who they are, for tests. */
export const DEMO = {
  superadmin: 'superadmin@axel.demo',
  adminAndes: 'admin@andes.demo',
  ana: 'ana@andes.demo',
  adminPacifico: 'admin@pacifico.demo',
  luis: 'luis@pacifico.demo',
  inactivo: 'inactivo@andes.demo',
} as const;

export const DEMO_ACCOUNTS = [
  { email: 'superadmin@axel.demo', role: 'super_admin', company: 'Axel Platform', note: '' },
  { email: 'admin@andes.demo', role: 'admin_empresa', company: 'Industrias Andes', note: 'plan enterprise' },
  { email: 'ana@andes.demo', role: 'usuario', company: 'Industrias Andes', note: 'sin acceso a finance (override)' },
  { email: 'admin@pacifico.demo', role: 'admin_empresa', company: 'Comercial Pacífico', note: 'plan basico' },
  { email: 'luis@pacifico.demo', role: 'usuario', company: 'Comercial Pacífico', note: '' },
  { email: 'inactivo@andes.demo', role: 'usuario', company: 'Industrias Andes', note: 'estado inactivo' },
] as const;
