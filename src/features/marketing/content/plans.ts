import { PLAN_TIER_NAMES, type PlanTierId } from '@/config/plan-tiers';
import type { ModuleKey } from '@/config/product';
import type { FourOf, Plan, PlanPrice } from '../types';

/**
 * Prices and caps of every module, exactly as docs/product.md §9's table: the one place they are written.
 * Each module's data file takes its four plans from here, and the home page's #planes summary reads
 * the same table without loading the ten data files.
 */
type Four<T> = readonly [T, T, T, T];

const TIERS: Four<PlanTierId> = ['starter', 'crecimiento', 'pro', 'enterprise'];

const SUPPORT_PAID: Four<string> = [
  'Soporte por correo en horario hábil',
  'Correo y chat en horario hábil',
  'Soporte prioritario, respuesta en 4 h',
  'Ejecutivo dedicado y SLA 24/7',
];
const SUPPORT_FREE_START: Four<string> = [
  'Centro de ayuda y comunidad',
  SUPPORT_PAID[1],
  SUPPORT_PAID[2],
  SUPPORT_PAID[3],
];

function plans(precios: Four<PlanPrice>, usuarios: Four<string>): FourOf<Plan> {
  const soporte = precios[0] === 'Gratis' ? SUPPORT_FREE_START : SUPPORT_PAID;
  const plan = (i: 0 | 1 | 2 | 3): Plan => ({
    id: TIERS[i],
    nombre: PLAN_TIER_NAMES[TIERS[i]],
    precio: precios[i],
    usuarios: usuarios[i],
    soporte: soporte[i],
    destacado: TIERS[i] === 'pro',
  });
  return [plan(0), plan(1), plan(2), plan(3)];
}

const users = (a: number, b: number, c: number): Four<string> => [
  `Hasta ${a} usuarios`,
  `Hasta ${b} usuarios`,
  `Hasta ${c} usuarios`,
  'Usuarios ilimitados',
];

export const MODULE_PLANS: Record<ModuleKey, FourOf<Plan>> = {
  people: plans(
    [99, 199, 399, 699],
    ['Hasta 25 empleados', 'Hasta 100 empleados', 'Hasta 500 empleados', 'Empleados ilimitados'],
  ),
  think: plans([149, 299, 599, 999], ['Hasta 5 líderes', 'Hasta 15 líderes', 'Hasta 50 líderes', 'Líderes ilimitados']),
  crm: plans([79, 149, 299, 499], users(5, 15, 50)),
  ops: plans([199, 399, 799, 1299], users(10, 25, 75)),
  industrial: plans([299, 599, 1199, 1999], users(15, 40, 100)),
  predictive: plans(['Gratis', 89, 179, 'Personalizado'], users(5, 15, 50)),
  finance: plans(
    ['Gratis', 49, 149, 'A medida'],
    ['1 usuario', 'Hasta 5 usuarios', 'Usuarios ilimitados', 'Usuarios ilimitados'],
  ),
  assistant: plans(
    ['Gratis', 49, 99, 'A medida'],
    ['1 usuario', 'Hasta 3 usuarios', 'Hasta 10 usuarios', 'Usuarios ilimitados'],
  ),
  projects: plans(
    ['Gratis', 79, 149, 'A medida'],
    [
      '3 proyectos activos',
      'Hasta 10 proyectos activos',
      'Proyectos activos ilimitados',
      'Proyectos activos ilimitados',
    ],
  ),
  skills: plans(
    ['Gratis', 89, 179, 'A medida'],
    [
      'Hasta 10 usuarios y 5 cursos',
      'Hasta 50 usuarios y 30 cursos',
      'Usuarios y cursos ilimitados',
      'Usuarios y cursos ilimitados',
    ],
  ),
};
