import { defineModule } from '@/kit/manifest';

/** Axel Industrial: assets, spare parts and their stock, preventive plans (issue 13). */
export const manifest = defineModule({
  key: 'industrial',
  sections: [
    { path: '', label: 'Resumen' },
    { path: 'activos', label: 'Activos' },
    { path: 'repuestos', label: 'Repuestos' },
    { path: 'planes', label: 'Planes preventivos' },
  ],
  routes: [],
  // A stock move names its Ops work order; a preventive plan generates one.
  uses: ['ops'],
});
