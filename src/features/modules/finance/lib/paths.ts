import { modulePath } from '@/config/product';

/** /axel-finance and its URLs (the prefix lives in src/config/product.ts). */
export const FINANCE_ROOT = modulePath('finance');
export const documentsPath = `${FINANCE_ROOT}/documentos`;
export const documentPath = (id: string) => `${FINANCE_ROOT}/documentos/${id}`;
