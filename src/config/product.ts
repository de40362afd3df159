import {
  Bot,
  BrainCircuit,
  Factory,
  FolderKanban,
  GraduationCap,
  Handshake,
  Target,
  Users,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/**
 * The product's identity in one place: a rebrand (name, route prefix, module names) is an edit here.
 */
export const PRODUCT = {
  name: 'Axel Suite',
  /** Short brand that prefixes module names ("Axel People"). */
  brand: 'Axel',
  /** Workspace module routes are `/${prefix}-${key}`. */
  prefix: 'axel',
  /** The floating technical assistant. */
  assistantName: 'Axel',
  version: 'v2.0',
  tagline: 'La suite modular para gestionar tu empresa, un módulo a la vez',
} as const;

/** Keys as stored in modulos_disponibles.clave. */
export const MODULE_KEYS = [
  'people',
  'think',
  'crm',
  'ops',
  'industrial',
  'finance',
  'predictive',
  'assistant',
  'projects',
  'skills',
] as const;

export type ModuleKey = (typeof MODULE_KEYS)[number];

export interface ProductModule {
  key: ModuleKey;
  /** Brand name, e.g. "Axel People". */
  name: string;
  /**
   * Spanish name of the business area: the same words as modulos_disponibles.nombre, the catalogue in
   * the database (tests/db/seed.test.ts holds them equal). Signed-in screens read the catalogue itself
   * (`catalogueName`); this copy serves the public pages, which anon cannot read the catalogue for.
   */
  area: string;
  description: string;
  icon: LucideIcon;
}

const brand = (suffix: string) => `${PRODUCT.brand} ${suffix}`;

export const MODULES: Record<ModuleKey, ProductModule> = {
  people: {
    key: 'people',
    name: brand('People'),
    area: 'Gestión de Personas',
    description: 'Expedientes, asistencia, vacaciones y desempeño de tu equipo en un solo lugar.',
    icon: Users,
  },
  think: {
    key: 'think',
    name: brand('Think'),
    area: 'Planificación Estratégica',
    description: 'Objetivos, indicadores e iniciativas alineados a la estrategia de la empresa.',
    icon: Target,
  },
  crm: {
    key: 'crm',
    name: brand('CRM'),
    area: 'Relación con Clientes',
    description: 'Prospectos, oportunidades y seguimiento comercial de cada cliente.',
    icon: Handshake,
  },
  ops: {
    key: 'ops',
    name: brand('Ops'),
    area: 'Servicio Técnico',
    description: 'Órdenes de trabajo, visitas en campo y servicio técnico de principio a fin.',
    icon: Wrench,
  },
  industrial: {
    key: 'industrial',
    name: brand('Industrial'),
    area: 'Activos Industriales',
    description: 'Inventario de equipos, mantenimiento y control de refacciones.',
    icon: Factory,
  },
  finance: {
    key: 'finance',
    name: brand('Finance'),
    area: 'Finanzas',
    description: 'Ingresos, egresos, flujo de efectivo y reportes financieros claros.',
    icon: Wallet,
  },
  predictive: {
    key: 'predictive',
    name: brand('Predictive'),
    area: 'IA Predictiva',
    description: 'Riesgo de falla por equipo y alertas de anomalías, calculados con tus datos y explicados.',
    icon: BrainCircuit,
  },
  assistant: {
    key: 'assistant',
    name: brand('Assistant'),
    area: 'Asistente Conversacional',
    description: 'Un asistente experto en automatización industrial que responde en lenguaje natural.',
    icon: Bot,
  },
  projects: {
    key: 'projects',
    name: brand('Projects'),
    area: 'Proyectos',
    description: 'Planificación, tareas, recursos y avance de tus proyectos.',
    icon: FolderKanban,
  },
  skills: {
    key: 'skills',
    name: brand('Skills'),
    area: 'Habilidades y Aprendizaje',
    description: 'Cursos, certificaciones y desarrollo de competencias de tu personal.',
    icon: GraduationCap,
  },
};

/** The nine modules of the workspace (dashboard cards and side menu): all but the assistant. */
export const WORKSPACE_MODULE_KEYS: readonly ModuleKey[] = MODULE_KEYS.filter((k) => k !== 'assistant');

export function isModuleKey(value: string | undefined): value is ModuleKey {
  return value !== undefined && (MODULE_KEYS as readonly string[]).includes(value);
}

export function modulePath(key: ModuleKey): string {
  return `/${PRODUCT.prefix}-${key}`;
}

export function moduleMarketingPath(key: ModuleKey): string {
  return `/modulos/${key}`;
}
