import { defineModule } from '@/kit/manifest';

/** Axel Finance: documents, payments, receivables and payables, cash flow, categories (issue 17). */
export const manifest = defineModule({
  key: 'finance',
  sections: [
    { path: '', label: 'Resumen' },
    { path: 'documentos', label: 'Documentos' },
    { path: 'pagos', label: 'Pagos' },
    { path: 'cuentas', label: 'Cobrar y pagar' },
    { path: 'flujo', label: 'Flujo de caja' },
    { path: 'categorias', label: 'Categorías' },
    { path: 'productos', label: 'Productos' },
    { path: 'importar', label: 'Importar del SII' },
    { path: 'emisor', label: 'Datos tributarios' },
  ],
  routes: ['documentos/:id'],
  uses: [],
});
