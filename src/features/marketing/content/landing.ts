import {
  Blocks,
  BrainCircuit,
  Database,
  Factory,
  HardHat,
  Pickaxe,
  ShieldCheck,
  Truck,
  Wheat,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { PlanTierId } from '@/config/plan-tiers';
import type { ModuleKey } from '@/config/product';

/** The home page's copy, as typed data like the modules' (STYLE.md §9). */

export interface IconCard {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const LANDING_PILLARS: IconCard[] = [
  {
    icon: Blocks,
    title: 'Modular de verdad',
    description:
      'Cada módulo funciona por sí solo y se conecta con los demás cuando lo sumas. Pagas por lo que usas, no por una suite completa que no necesitas.',
  },
  {
    icon: Database,
    title: 'Un dato, una sola versión',
    description:
      'Clientes, equipos, personas y proyectos viven en una base común: lo que registra el servicio técnico lo ve finanzas, sin exportar planillas.',
  },
  {
    icon: ShieldCheck,
    title: 'Accesos bajo control',
    description:
      'Planes por empresa, permisos por usuario y por módulo, y un registro de auditoría de cada cambio de acceso.',
  },
  {
    icon: BrainCircuit,
    title: 'IA aplicada a tu operación',
    description:
      'Modelos predictivos y un asistente técnico que trabajan sobre tus propios datos, no sobre ejemplos genéricos.',
  },
];

export const LANDING_INDUSTRIES: IconCard[] = [
  {
    icon: Factory,
    title: 'Manufactura',
    description:
      'Plantas de alimentos, plásticos, envases y metalmecánica que necesitan equipos disponibles y personal certificado.',
  },
  {
    icon: Pickaxe,
    title: 'Minería y energía',
    description:
      'Contratistas y proveedores que cumplen niveles de servicio exigentes, acreditaciones vigentes y turnos en faena.',
  },
  {
    icon: Truck,
    title: 'Distribución y logística',
    description: 'Distribuidores y operadores logísticos que dependen del pronóstico de demanda y de cobrar a tiempo.',
  },
  {
    icon: Wrench,
    title: 'Servicio técnico',
    description: 'Empresas de climatización, ascensores, montajes y mantención que trabajan todos los días en terreno.',
  },
  {
    icon: Wheat,
    title: 'Agroindustria',
    description: 'Packings, frigoríficos y viñas con temporadas intensas de contratación, operación y despacho.',
  },
  {
    icon: HardHat,
    title: 'Construcción y montaje',
    description: 'Constructoras y empresas de montaje industrial que controlan plazos, costos y personal en obra.',
  },
];

export const LANDING_ROLE_BENEFITS: { role: string; description: string; modules: ModuleKey[] }[] = [
  {
    role: 'Gerencia General',
    description:
      'Una sola vista del negocio: caja, ventas, operación y personas, con indicadores que se actualizan solos.',
    modules: ['think', 'finance'],
  },
  {
    role: 'Operaciones y mantenimiento',
    description:
      'Órdenes de trabajo, activos y repuestos coordinados, con alertas predictivas antes de que un equipo falle.',
    modules: ['ops', 'industrial', 'predictive'],
  },
  {
    role: 'Área comercial',
    description: 'Embudo, cotizaciones y postventa conectados con lo que operaciones promete y cumple a cada cliente.',
    modules: ['crm'],
  },
  {
    role: 'Recursos Humanos',
    description:
      'Expedientes, asistencia y capacitación en un solo lugar, listos para cualquier fiscalización o auditoría.',
    modules: ['people', 'skills'],
  },
  {
    role: 'Administración y finanzas',
    description:
      'Flujo de caja proyectado, cobranza automática y costos reales por proyecto o por contrato de servicio.',
    modules: ['finance', 'projects'],
  },
  {
    role: 'Técnicos y supervisores',
    description:
      'Un asistente experto en automatización industrial disponible en cada turno, dentro de la misma suite.',
    modules: ['assistant'],
  },
];

export const LANDING_ML = {
  lead: 'Axel Predictive entrena modelos con los datos que tu empresa ya genera —lecturas de equipos, ventas, consumos— y te avisa con días de anticipación qué va a fallar, qué se va a vender y qué está fuera de lo normal.',
  capabilities: [
    {
      title: 'Mantenimiento predictivo',
      description: 'Probabilidad de falla por equipo y los días estimados para intervenir en una detención programada.',
    },
    {
      title: 'Pronóstico de demanda',
      description:
        'Ventas esperadas por producto y sucursal, con intervalos de confianza para comprar y producir mejor.',
    },
    {
      title: 'Detección de anomalías',
      description: 'Consumos, gastos y lecturas fuera de patrón, marcados antes de que se conviertan en pérdidas.',
    },
  ],
  sample: {
    asset: 'Compresor C-12 · Línea de envasado',
    probability: 78,
    horizon: 'en los próximos 7 días',
    drivers: ['Vibración axial +32% sobre su línea base', 'Temperatura de descarga en alza desde hace 5 días'],
  },
} as const;

export const LANDING_USE_CASES: { title: string; description: string; result: string; modules: ModuleKey[] }[] = [
  {
    title: 'Planta de alimentos que dejó de apagar incendios',
    description:
      'Una planta con 40 equipos críticos conectó su mantenimiento con modelos predictivos entrenados con sus propias lecturas.',
    result: 'El 80% de sus órdenes hoy son planificadas y las detenciones no programadas bajaron un tercio.',
    modules: ['industrial', 'predictive'],
  },
  {
    title: 'Servicio técnico con 25 técnicos en terreno',
    description:
      'Despacho por cercanía, órdenes cerradas con firma del cliente y prefactura generada desde la misma orden.',
    result: 'Facturan al día siguiente de cada visita en lugar de una semana después.',
    modules: ['ops', 'finance'],
  },
  {
    title: 'Distribuidora con tres sucursales',
    description:
      'Doce vendedores trabajan sobre un mismo embudo y las metas comerciales llegan al comité mensual con su semáforo.',
    result: 'El pronóstico de ventas del mes se equivoca por menos de un 8%.',
    modules: ['crm', 'think'],
  },
  {
    title: 'Contratista minero con acreditaciones exigentes',
    description:
      'Contratos, turnos y certificaciones de 300 trabajadores en faena, con avisos antes de cada vencimiento.',
    result: 'Pasó las auditorías de sus clientes mineros sin observaciones.',
    modules: ['people', 'skills'],
  },
  {
    title: 'Empresa de montajes industriales',
    description:
      'Cada montaje tiene su Gantt, su presupuesto y sus horas, y los técnicos consultan al asistente durante la puesta en marcha.',
    result: 'Conoce el margen de cada proyecto antes de terminarlo.',
    modules: ['projects', 'assistant'],
  },
];

export const PLAN_TIER_SUMMARIES: Record<PlanTierId, string> = {
  starter: 'Para empezar a ordenar un área con lo esencial.',
  crecimiento: 'Para equipos que usan el módulo a diario y quieren automatizar.',
  pro: 'Para empresas que integran el módulo con el resto de su operación.',
  enterprise: 'Para grupos de empresas con requisitos de escala, integración y soporte dedicado.',
};
