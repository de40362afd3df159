/** Axel Think's fixed catalogue of live KPI sources (public.think_fuente_valor), and the module each reads. */
export const KPI_SOURCES = [
  'ordenes_abiertas',
  'tiempo_cierre_ordenes',
  'cuentas_por_cobrar_vencidas',
  'ventas_ganadas_mes',
  'dotacion',
  'ausentismo_mes',
  'proyectos_atrasados',
] as const;
export type KpiSource = (typeof KPI_SOURCES)[number];
export type SourceModule = 'ops' | 'finance' | 'crm' | 'people' | 'projects';

export const KPI_SOURCE_INFO: Record<
  KpiSource,
  { label: string; unit: string; module: SourceModule; moduleName: string }
> = {
  ordenes_abiertas: { label: 'Órdenes de trabajo abiertas', unit: 'OT', module: 'ops', moduleName: 'Axel Ops' },
  tiempo_cierre_ordenes: {
    label: 'Tiempo medio de cierre de OT (últimos 90 días)',
    unit: 'días',
    module: 'ops',
    moduleName: 'Axel Ops',
  },
  cuentas_por_cobrar_vencidas: {
    label: 'Cuentas por cobrar vencidas',
    unit: '$',
    module: 'finance',
    moduleName: 'Axel Finance',
  },
  ventas_ganadas_mes: { label: 'Ventas ganadas del mes', unit: '$', module: 'crm', moduleName: 'Axel CRM' },
  dotacion: { label: 'Dotación activa', unit: 'personas', module: 'people', moduleName: 'Axel People' },
  ausentismo_mes: { label: 'Ausentismo del mes', unit: '%', module: 'people', moduleName: 'Axel People' },
  proyectos_atrasados: {
    label: 'Proyectos atrasados',
    unit: 'proyectos',
    module: 'projects',
    moduleName: 'Axel Projects',
  },
};

export const isKpiSource = (s: string | null): s is KpiSource => s !== null && s in KPI_SOURCE_INFO;

export const FREQUENCIES = ['semanal', 'mensual', 'trimestral', 'anual'] as const;
export const FREQUENCY_LABEL: Record<(typeof FREQUENCIES)[number], string> = {
  semanal: 'Semanal',
  mensual: 'Mensual',
  trimestral: 'Trimestral',
  anual: 'Anual',
};
export const DIRECTIONS = ['mayor_mejor', 'menor_mejor'] as const;
export const DIRECTION_LABEL: Record<(typeof DIRECTIONS)[number], string> = {
  mayor_mejor: 'Más es mejor',
  menor_mejor: 'Menos es mejor',
};

export const LIGHT_LABEL: Record<string, string> = { verde: 'Verde', amarillo: 'Amarillo', rojo: 'Rojo' };
export const LIGHT_COLOR: Record<string, string> = {
  verde: 'bg-emerald-500',
  amarillo: 'bg-amber-400',
  rojo: 'bg-red-600',
};
