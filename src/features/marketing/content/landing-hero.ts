import type { Stat } from '../types';

/** The home page's first screen: kept apart from the rest of its copy so it paints with the least code. */

export const LANDING_META = {
  title: 'Axel Suite: gestión modular para pymes industriales',
  description:
    'Axel Suite: personas, estrategia, clientes, servicio técnico, activos, finanzas, IA predictiva, proyectos y aprendizaje. Contrata solo los módulos que necesitas.',
} as const;

export const LANDING_HERO = {
  lead: 'Personas, estrategia, clientes, servicio técnico, activos industriales, finanzas, IA predictiva, proyectos y aprendizaje: contrata solo los módulos que tu empresa necesita y suma los demás cuando crezca.',
  stats: [
    { value: '10', label: 'módulos que se conectan entre sí' },
    { value: '4', label: 'planes por módulo, desde gratis' },
    { value: '1', label: 'base de datos para toda la empresa' },
    { value: '0', label: 'servidores que instalar o mantener' },
  ] satisfies Stat[],
} as const;
