import type { ScreenLoaders } from '@/kit/screens';

/**
 * Each Finance screen's code, a chunk of its own (issue 33: the overview does not download the
 * forms' zod, the SII XML parser or the CSV import). workspace.tsx renders them lazily; the module
 * route's loader starts the opened one's chunk with the workspace's (src/kit/screens.ts).
 */
export const screens = {
  '': () => import('./components/overview-page'),
  documentos: () => import('./components/documents-page'),
  'documentos/:id': () => import('./components/document-detail'),
  pagos: () => import('./components/payments-page'),
  cuentas: () => import('./components/ageing-page'),
  flujo: () => import('./components/cash-flow'),
  categorias: () => import('./components/categories-page'),
  productos: () => import('./components/products-page'),
  importar: () => import('./components/import-page'),
  emisor: () => import('./components/issuer-page'),
} satisfies ScreenLoaders;
