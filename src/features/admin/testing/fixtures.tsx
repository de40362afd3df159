import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { fullName } from '@/lib/person-name';
import { TooltipProvider } from '@/components/ui/tooltip';
import { renderApp, type RenderAppOptions } from '@/testing/test-utils';
import type { EffectiveAccessRow } from '../api/get-effective-access';
import { matchesSearch } from '../lib/search';
import type { AdminViewer } from '../lib/viewer';

export const ANDES = 'c-andes';
export const PACIFICO = 'c-pacifico';

export const SUPER_ADMIN: AdminViewer = { userId: 'u-sofia', roleId: 'super_admin', companyId: 'c-axel' };
export const ANDES_ADMIN: AdminViewer = { userId: 'u-carlos', roleId: 'admin_empresa', companyId: ANDES };

export const ROLES = [
  { id: 'admin_empresa', clave: 'admin_empresa', nombre: 'Administrador de Empresa', descripcion: null },
  { id: 'super_admin', clave: 'super_admin', nombre: 'Super Administrador', descripcion: null },
  { id: 'usuario', clave: 'usuario', nombre: 'Usuario', descripcion: null },
];

function user(
  id: string,
  nombre: string,
  ap: string,
  am: string | null,
  correo: string,
  empresa_id: string,
  empresa_nombre: string,
  rol_id: string | null,
  estado = 'activo',
) {
  return { id, nombre, apellido_paterno: ap, apellido_materno: am, correo, empresa_id, empresa_nombre, rol_id, estado };
}

export const USERS = [
  user('u-ana', 'Ana', 'Torres', 'Fuentes', 'ana@andes.demo', ANDES, 'Industrias Andes', 'usuario'),
  user('u-carlos', 'Carlos', 'Mendoza', 'Rojas', 'admin@andes.demo', ANDES, 'Industrias Andes', 'admin_empresa'),
  user('u-luis', 'Luis', 'Herrera', 'Soto', 'luis@pacifico.demo', PACIFICO, 'Comercial Pacífico', 'usuario'),
  user('u-sofia', 'Sofía', 'Reyes', 'Valdés', 'superadmin@axel.demo', 'c-axel', 'Axel Platform', 'super_admin'),
  user('u-pedro', 'Pedro', 'Castillo', null, 'inactivo@andes.demo', ANDES, 'Industrias Andes', null, 'inactivo'),
];

type FixtureUser = (typeof USERS)[number];

/** The arguments the SPA sends to public.usuarios_autenticados_pagina. */
export interface UserPageArgs {
  p_busqueda?: string;
  p_empresa_id?: string;
  p_despues?: [string, string, string];
  p_limite?: number;
}

/**
 * An msw handler answering public.usuarios_autenticados_pagina over `users` as the database does:
 * the search over full name, e-mail and company, the company filter, the tab's order (nombre, apellido_paterno, id),
 * the rows after the key, at most p_limite; and public.usuarios_autenticados_conteo, their number.
 * `calls` receives each page request's arguments.
 */
export function userPagesHandler(users: readonly FixtureUser[] = USERS, calls: UserPageArgs[] = []) {
  return http.post(/\/rest\/v1\/rpc\/usuarios_autenticados_(pagina|conteo)$/, async ({ request }) => {
    const args = (await request.json()) as UserPageArgs;
    const key = (u: FixtureUser) => [u.nombre, u.apellido_paterno, u.id] as const;
    const compare = (a: readonly string[], b: readonly string[]) => {
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
      return 0;
    };
    const matching = users.filter(
      (u) =>
        (!args.p_empresa_id || u.empresa_id === args.p_empresa_id) &&
        matchesSearch(args.p_busqueda ?? '', [fullName(u), u.correo, u.empresa_nombre]),
    );
    if (request.url.endsWith('_conteo')) return HttpResponse.json([{ total: matching.length, exacto: true }]);
    calls.push(args);
    const rows = matching
      .sort((a, b) => compare(key(a), key(b)))
      .filter((u) => !args.p_despues || compare(key(u), args.p_despues) > 0);
    return HttpResponse.json(rows.slice(0, args.p_limite ?? 100));
  });
}

/** The arguments the SPA sends to public.empresas_opciones. */
export interface CompanyOptionArgs {
  p_busqueda?: string;
  p_limite?: number;
  p_id?: string;
}

/**
 * An msw handler answering public.empresas_opciones over `companies` as the database does: the one
 * company p_id, or those whose name contains p_busqueda (case and accents ignored), by name, at
 * most p_limite. `calls` receives each request's arguments.
 */
export function companyOptionsHandler(
  companies: ReadonlyArray<{ id: string; nombre: string }>,
  calls: CompanyOptionArgs[] = [],
) {
  return http.post(/\/rest\/v1\/rpc\/empresas_opciones$/, async ({ request }) => {
    const args = (await request.json()) as CompanyOptionArgs;
    calls.push(args);
    const rows = companies
      .filter((c) => (!args.p_id || c.id === args.p_id) && matchesSearch(args.p_busqueda ?? '', [c.nombre]))
      .map((c) => ({ id: c.id, nombre: c.nombre }))
      .sort((a, b) => (a.nombre < b.nombre ? -1 : a.nombre > b.nombre ? 1 : 0));
    return HttpResponse.json(rows.slice(0, args.p_limite ?? 50));
  });
}

export const PLANS = [
  { id: 'p-basico', clave: 'basico', nombre: 'Básico', descripcion: null, activo: true, nivel: 10 },
  { id: 'p-profesional', clave: 'profesional', nombre: 'Profesional', descripcion: null, activo: true, nivel: 20 },
  { id: 'p-enterprise', clave: 'enterprise', nombre: 'Enterprise', descripcion: null, activo: true, nivel: 30 },
];

export const MODULES = [
  { id: 'm-crm', clave: 'crm', nombre: 'Relación con Clientes', descripcion: 'Clientes y ventas.', activo: true },
  { id: 'm-finance', clave: 'finance', nombre: 'Finanzas', descripcion: 'Facturación.', activo: true },
  { id: 'm-people', clave: 'people', nombre: 'Gestión de Personas', descripcion: 'Colaboradores.', activo: true },
];

/** One row of usuarios_modulos_efectivos: Ana's Finanzas, denied by an override; `overrides` changes any field. */
export function effectiveAccessRow(overrides: Partial<EffectiveAccessRow> = {}): EffectiveAccessRow {
  return {
    usuario_id: 'u-ana',
    nombre: 'Ana',
    apellido_paterno: 'Torres',
    apellido_materno: 'Fuentes',
    correo: 'ana@andes.demo',
    empresa_nombre: 'Industrias Andes',
    plan_nombre: 'Enterprise',
    modulo_id: 'm-finance',
    modulo_clave: 'finance',
    modulo_nombre: 'Finanzas',
    modulo_descripcion: 'Facturación, cuentas por cobrar y pagar.',
    en_plan: true,
    acceso_efectivo: false,
    override_aplicado: true,
    ...overrides,
  };
}

/**
 * renderApp with the tooltip provider the workspace layout gives the panel. jsdom lays nothing out:
 * every element gets a 600 px by 1,000 px box, so the tabs' scrolling tables (ScrollTable) render the
 * rows a 600 px area shows (restored after each test).
 */
export function renderAdmin(ui: ReactElement, options: RenderAppOptions = {}) {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  return renderApp(ui, {
    path: '/panel-administracion',
    wrapper: ({ children }) => <TooltipProvider>{children}</TooltipProvider>,
    ...options,
  });
}
