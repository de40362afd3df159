import { modulePath, moduleMarketingPath, type ModuleKey } from './product';

/** Every route of the SPA. Components link through these, never through string literals. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  notAuthorized: { path: '/no-autorizado', getHref: () => '/no-autorizado' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  acceptInvitation: { path: '/aceptar-invitacion', getHref: () => '/aceptar-invitacion' },
  contact: { path: '/contacto', getHref: () => '/contacto' },
  moduleMarketing: { path: '/modulos/:key', getHref: (key: ModuleKey) => moduleMarketingPath(key) },
  app: {
    dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
    profile: { path: '/mi-perfil', getHref: () => '/mi-perfil' },
    configBackend: { path: '/config-backend', getHref: () => '/config-backend' },
    adminPanel: { path: '/panel-administracion', getHref: () => '/panel-administracion' },
    module: { getHref: (key: ModuleKey) => modulePath(key) },
  },
} as const;
