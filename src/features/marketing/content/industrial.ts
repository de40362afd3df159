import { CalendarCheck, ChartColumn, Factory, Package } from 'lucide-react';
import { MODULES } from '@/config/product';
import type { ModuleContent } from '../types';
import { MODULE_PLANS } from './plans';

export const industrialContent: ModuleContent = {
  key: 'industrial',
  name: MODULES.industrial.name,
  title: 'Equipos que no paran y repuestos que no faltan',
  description:
    'Axel Industrial lleva el registro de tus activos, los planes de mantenimiento y la bodega de repuestos críticos, para que mantenimiento y abastecimiento trabajen con la misma información.',
  metaDescription:
    'Axel Industrial: gestión de activos, mantenimiento preventivo e inventario de repuestos críticos para plantas industriales.',
  videoSlug: 'inventario',
  heroStats: [
    { value: '-30%', label: 'horas de detención no planificada' },
    { value: '-25%', label: 'capital inmovilizado en bodega' },
    { value: '98%', label: 'cumplimiento del plan preventivo' },
    { value: '< 1 min', label: 'para ubicar un repuesto' },
  ],
  features: [
    {
      icon: Factory,
      title: 'Árbol de activos',
      description:
        'Planta, línea, equipo y componente en una jerarquía con ficha técnica, planos, manuales y criticidad de cada activo.',
      benefits: ['Código QR en cada equipo', 'Criticidad ABC para priorizar', 'Historial completo de intervenciones'],
    },
    {
      icon: CalendarCheck,
      title: 'Mantenimiento preventivo y por condición',
      description:
        'Planes por calendario, horas de uso o mediciones, que generan las órdenes con su pauta y los repuestos reservados.',
      benefits: [
        'Pautas con pasos, tiempos y elementos de protección',
        'Lecturas de horómetros y contadores',
        'Reprogramación según el plan de producción',
      ],
    },
    {
      icon: Package,
      title: 'Bodega de repuestos críticos',
      description:
        'Stock por bodega y ubicación, mínimos y máximos, repuestos equivalentes y reservas para las órdenes planificadas.',
      benefits: [
        'Alertas de stock bajo el mínimo',
        'Kárdex valorizado por repuesto',
        'Repuestos vinculados a cada equipo',
      ],
    },
    {
      icon: ChartColumn,
      title: 'Indicadores de confiabilidad',
      description:
        'MTBF, MTTR, disponibilidad y costo de mantenimiento por equipo, calculados con los datos reales de las órdenes.',
      benefits: [
        'Pareto de fallas por equipo y causa',
        'Costo de mantenimiento frente al valor del activo',
        'Informes listos para la gerencia de planta',
      ],
    },
  ],
  functions: [
    {
      title: 'Avisos de falla',
      description: 'Operaciones reporta una falla escaneando el QR del equipo y mantenimiento la recibe ya priorizada.',
    },
    {
      title: 'Programa semanal de mantenimiento',
      description:
        'Arma el programa de la semana según criticidad, disponibilidad de técnicos y ventanas de producción.',
    },
    {
      title: 'Compras de repuestos',
      description:
        'Genera solicitudes de compra desde el punto de reorden y sigue cada pedido hasta su llegada a bodega.',
    },
    {
      title: 'Pañol de herramientas',
      description: 'Préstamo y devolución de herramientas e instrumentos con responsable y calibraciones vigentes.',
    },
    {
      title: 'Análisis de fallas',
      description: 'Registra modo, causa y acción de cada falla para atacar primero las que más se repiten.',
    },
    {
      title: 'Contratistas de mantenimiento',
      description: 'Asigna órdenes a empresas externas y controla sus horas, costos y documentación.',
    },
  ],
  roleBenefits: [
    {
      role: 'Gerencia de planta',
      benefits: [
        'Conoce la disponibilidad real de cada línea',
        'Justifica inversiones con costos y fallas por equipo',
        'Reduce las paradas que ponen en riesgo tus entregas',
      ],
    },
    {
      role: 'Jefatura de mantenimiento',
      benefits: [
        'Planifica la semana con los repuestos ya reservados',
        'Sigue el cumplimiento del plan preventivo',
        'Prioriza por criticidad y no por urgencia',
      ],
    },
    {
      role: 'Bodega y abastecimiento',
      benefits: [
        'Compra solo lo que el plan de mantenimiento necesita',
        'Elimina repuestos duplicados con otro código',
        'Responde en segundos si hay stock y dónde está',
      ],
    },
  ],
  testimonials: [
    {
      quote:
        'Teníamos el mismo rodamiento con cinco códigos distintos y aun así faltaba cuando se necesitaba. Al ordenar la bodega bajamos un 28% el inventario y dejamos de parar por repuestos.',
      author: 'Luis Contreras',
      position: 'Jefe de Mantenimiento',
      company: 'Alimentos San Fernando',
      industry: 'Alimentos y bebidas',
    },
    {
      quote:
        'El plan preventivo por horómetro en nuestras chancadoras redujo las fallas mayores a la mitad en ocho meses.',
      author: 'Claudia Vergara',
      position: 'Superintendenta de Mantenimiento',
      company: 'Áridos del Norte',
      industry: 'Minería no metálica',
    },
    {
      quote:
        'Ahora el operador escanea el QR, describe la falla y adjunta una foto. Mantenimiento llega sabiendo qué pasa y con el repuesto en la mano.',
      author: 'Tomás Riquelme',
      position: 'Gerente de Planta',
      company: 'Papeles del Biobío',
      industry: 'Papel y celulosa',
    },
  ],
  impactStats: [
    { value: '+12%', label: 'disponibilidad de equipos críticos' },
    { value: '-28%', label: 'valor del inventario de repuestos' },
    { value: '-50%', label: 'fallas mayores en equipos con plan preventivo' },
    { value: '3x', label: 'más órdenes planificadas que de emergencia' },
  ],
  plans: MODULE_PLANS.industrial,
  featureMatrix: [
    { nombre: 'Código QR por equipo', starter: true, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Registro de activos',
      starter: 'Hasta 500 equipos',
      crecimiento: 'Hasta 2.000 equipos',
      pro: 'Hasta 10.000 equipos',
      enterprise: 'Ilimitado',
    },
    {
      nombre: 'Mantenimiento preventivo',
      starter: 'Por calendario',
      crecimiento: 'Calendario y horómetro',
      pro: 'Calendario, horómetro y condición',
      enterprise: 'Calendario, horómetro y condición',
    },
    {
      nombre: 'Bodegas de repuestos',
      starter: '1 bodega',
      crecimiento: 'Hasta 3 bodegas',
      pro: 'Ilimitadas',
      enterprise: 'Ilimitadas',
    },
    { nombre: 'Reserva de repuestos para órdenes', starter: false, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Indicadores MTBF, MTTR y disponibilidad',
      starter: false,
      crecimiento: true,
      pro: true,
      enterprise: true,
    },
    { nombre: 'Gestión de contratistas', starter: false, crecimiento: false, pro: true, enterprise: true },
    { nombre: 'Integración con ERP y sensores', starter: false, crecimiento: false, pro: false, enterprise: true },
  ],
};
