import { modulePath } from '@/config/product';

/** /axel-ops and its URLs (the prefix lives in src/config/product.ts). */
export const OPS_ROOT = modulePath('ops');
export const orderPath = (id: string) => `${OPS_ROOT}/ordenes/${id}`;
export const ordersPath = (query = '') => `${OPS_ROOT}/ordenes${query}`;
