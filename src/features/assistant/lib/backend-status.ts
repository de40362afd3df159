/** Where the drawer stands with app_config's api_url_backend. */
export type BackendStatus =
  | { state: 'loading' }
  | { state: 'ready'; url: string }
  /** No row, or an empty value: 'URL del backend no configurada. Contacta al administrador.' */
  | { state: 'missing' }
  | { state: 'error'; kind: 'load' | 'unexpected' };
