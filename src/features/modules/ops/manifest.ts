import { defineModule } from '@/kit/manifest';

/** Axel Ops: work orders, their board, 'Mis órdenes' and the overview (issue 13). */
export const manifest = defineModule({
  key: 'ops',
  sections: [
    { path: '', label: 'Resumen' },
    { path: 'ordenes', label: 'Órdenes' },
    { path: 'tablero', label: 'Tablero' },
    { path: 'mis-ordenes', label: 'Mis órdenes' },
  ],
  routes: ['ordenes/:id'],
  // An order's equipment is an Industrial asset and its parts come from Industrial's stock.
  uses: ['industrial'],
});
