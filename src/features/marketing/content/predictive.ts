import { Activity, ChartLine, ScanSearch, Sparkles } from 'lucide-react';
import { MODULES } from '@/config/product';
import type { ModuleContent } from '../types';
import { MODULE_PLANS } from './plans';

export const predictiveContent: ModuleContent = {
  key: 'predictive',
  name: MODULES.predictive.name,
  title: 'Anticipa las fallas de tus equipos con el historial que ya tienes',
  description:
    'Axel Predictive lee las órdenes correctivas de Axel Ops, calcula para cada equipo la probabilidad de fallar en los próximos 30 días con métodos de confiabilidad conocidos, y muestra de qué órdenes sale cada número. Registra lecturas de medidores y levanta alertas de anomalías que tu equipo acepta o descarta. Pronostica ventas, cuentas por cobrar y por pagar y el consumo de repuestos, con su error medido en los meses pasados.',
  metaDescription:
    'Axel Predictive: probabilidad de falla por equipo desde tus órdenes de trabajo, con Weibull, MTBF y MTTR explicados. Empieza gratis.',
  videoSlug: 'predictivo',
  heroStats: [
    { value: '30 días', label: 'horizonte de la probabilidad de falla de cada equipo' },
    {
      value: '6',
      label: 'intervalos entre fallas bastan para ajustar la curva de un equipo; con menos se usa su categoría',
    },
    { value: 'Todos', label: 'los números abren los datos de los que salen: órdenes, lecturas, meses o documentos' },
    {
      value: '0',
      label: 'datos enviados a servicios externos: se calcula en tu navegador y en la base de datos de la suite',
    },
  ],
  features: [
    {
      icon: Activity,
      title: 'Riesgo de falla por equipo',
      description:
        'Cada orden correctiva es una falla: con sus fechas y tiempos de reparación se calculan MTBF, MTTR y una curva de Weibull por equipo o por categoría.',
      benefits: [
        'Probabilidad de falla en 30 días según el tiempo que lleva sin fallar',
        'Ranking por riesgo y criticidad A, B o C',
        'Modelo exponencial cuando hay pocas fallas, y dice por qué',
      ],
    },
    {
      icon: Sparkles,
      title: 'Explicado, no una caja negra',
      description:
        'Junto a cada número están las órdenes que lo producen, los días entre fallas y el método en un párrafo en español.',
      benefits: [
        'Lectura del parámetro β: fallas tempranas, al azar o desgaste',
        'Fecha y hora de cada cálculo, con botón para recalcular',
      ],
    },
    {
      icon: ChartLine,
      title: 'Del riesgo a la acción',
      description:
        'Desde un equipo en riesgo se genera la orden de inspección en Axel Ops o un plan preventivo en Axel Industrial, en un clic.',
      benefits: [
        'Plan preventivo sugerido solo cuando hay desgaste, cada cuánto lo dice la vida B10',
        'La orden queda ligada al equipo y cuenta por qué se creó',
      ],
    },
    {
      icon: ScanSearch,
      title: 'Lecturas y alertas de anomalías',
      description:
        'Lecturas de medidores por equipo (temperatura, vibración, presión, horas de marcha...), a mano, desde un CSV o enviadas por una máquina con su propia llave. Tres reglas las revisan: z robusto, EWMA y CUSUM.',
      benefits: [
        'Cada alerta muestra el valor, la banda, la regla y las lecturas de las que sale',
        'Tu equipo acepta o descarta cada alerta, y la página muestra la precisión medida con esas decisiones',
        'La llave de una máquina solo registra lecturas de tu empresa',
        'Pronósticos a 6 meses de ventas, cuentas por cobrar y por pagar y consumo de repuestos, con su error medido frente al pronóstico ingenuo y el punto de reposición de cada repuesto',
        'Riesgo de pago de cada cliente desde sus pagos en Axel Finance, con un puntaje de pesos fijos y sus motivos',
        'Planes preventivos cada N horas de marcha, según las lecturas del horómetro',
      ],
    },
  ],
  functions: [
    {
      title: 'Datos de tus propios módulos',
      description:
        'Usa las órdenes de Axel Ops y los activos, categorías y criticidad de Axel Industrial, sin planillas ni integraciones.',
    },
    {
      title: 'Fallas por categoría',
      description:
        'MTBF, MTTR y parámetros de Weibull de cada categoría de equipos, para comparar familias de máquinas.',
    },
    {
      title: 'Equipos sin activo registrado',
      description: 'Las órdenes que solo nombran el equipo por texto también cuentan, agrupadas por ese nombre.',
    },
    {
      title: 'Acceso según tus módulos',
      description:
        'Quien no tiene Axel Ops no ve las órdenes; sin Axel Industrial no aparece el botón de plan preventivo.',
    },
  ],
  roleBenefits: [
    {
      role: 'Gerencia de operaciones',
      benefits: [
        'Ve qué equipos críticos tienen más probabilidad de fallar este mes',
        'Decide con probabilidades y sus supuestos a la vista',
      ],
    },
    {
      role: 'Mantenimiento y confiabilidad',
      benefits: [
        'Ordena la ruta de inspección según el riesgo',
        'Sabe si un equipo se desgasta o falla al azar antes de programar un preventivo',
        'Revisa las órdenes detrás de cada cálculo',
      ],
    },
    {
      role: 'Planificación',
      benefits: [
        'Convierte un riesgo alto en una orden de trabajo sin volver a escribirla',
        'Crea planes preventivos con una frecuencia calculada',
      ],
    },
  ],
  testimonials: [
    {
      quote:
        'Ya teníamos dos años de órdenes en el sistema. Ver el β de cada compresor nos dijo cuáles se desgastaban y cuáles fallaban por otras causas.',
      author: 'Ricardo Espinoza',
      position: 'Jefe de Confiabilidad',
      company: 'Cementos del Pacífico',
      industry: 'Cemento y materiales de construcción',
    },
    {
      quote:
        'Lo que más usamos es el detalle: cada porcentaje muestra las órdenes que lo producen, y así lo discutimos con los técnicos.',
      author: 'Gonzalo Bravo',
      position: 'Ingeniero de Procesos',
      company: 'Frigorífico Puerto Montt',
      industry: 'Logística en frío',
    },
  ],
  impactStats: [
    { value: 'β 1,4301', label: 'el ajuste de Weibull reproduce al cuarto decimal el ejemplo publicado de Kececioglu' },
    { value: 'A × 3', label: 'pesa la criticidad A en el ranking de riesgo (B × 2, C × 1)' },
    { value: 'B10', label: 'frecuencia del plan sugerido: la edad a la que ocurre el 10 % de las fallas' },
  ],
  plans: MODULE_PLANS.predictive,
  featureMatrix: [
    { nombre: 'Riesgo de falla por equipo', starter: true, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'MTBF, MTTR y Weibull por categoría', starter: true, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Generar OT desde un riesgo (con Axel Ops)',
      starter: true,
      crecimiento: true,
      pro: true,
      enterprise: true,
    },
    {
      nombre: 'Plan preventivo desde un riesgo (con Axel Industrial)',
      starter: true,
      crecimiento: true,
      pro: true,
      enterprise: true,
    },
    {
      nombre: 'Lecturas de medidores y anomalías',
      starter: true,
      crecimiento: true,
      pro: true,
      enterprise: true,
    },
    {
      nombre: 'Pronósticos de ventas y repuestos',
      starter: true,
      crecimiento: true,
      pro: true,
      enterprise: true,
    },
  ],
};
