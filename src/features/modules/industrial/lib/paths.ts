import { modulePath } from '@/config/product';

/** /axel-industrial and its record pages (the prefix lives in src/config/product.ts). */
export const INDUSTRIAL_ROOT = modulePath('industrial');
export const assetPath = (id: string) => `${INDUSTRIAL_ROOT}/activos/${id}`;
export const partPath = (id: string) => `${INDUSTRIAL_ROOT}/repuestos/${id}`;
