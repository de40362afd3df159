import { modulePath } from '@/config/product';

/** /axel-people and its sections (the prefix lives in src/config/product.ts). */
export const PEOPLE_ROOT = modulePath('people');
export const peoplePaths = {
  employees: `${PEOPLE_ROOT}/colaboradores`,
  newEmployee: `${PEOPLE_ROOT}/colaboradores/nuevo`,
  employee: (id: string) => `${PEOPLE_ROOT}/colaboradores/${id}`,
  requests: `${PEOPLE_ROOT}/solicitudes`,
  attendance: `${PEOPLE_ROOT}/asistencia`,
  orgChart: `${PEOPLE_ROOT}/organigrama`,
};
