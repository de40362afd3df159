import { modulePath } from '@/config/product';

export const CRM_ROOT = modulePath('crm');
export const opportunityPath = (id: string) => `${CRM_ROOT}/oportunidades/${id}`;
export const accountPath = (id: string) => `${CRM_ROOT}/cuentas/${id}`;
