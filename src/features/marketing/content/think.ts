import { Gauge, Presentation, Rocket, Target } from 'lucide-react';
import { MODULES } from '@/config/product';
import type { ModuleContent } from '../types';
import { MODULE_PLANS } from './plans';

export const thinkContent: ModuleContent = {
  key: 'think',
  name: MODULES.think.name,
  title: 'La estrategia deja de ser un documento y se vuelve ejecución',
  description:
    'Axel Think traduce el plan estratégico en objetivos, indicadores e iniciativas con responsables y fechas, para que el directorio y cada jefatura vean el mismo avance cada semana.',
  metaDescription:
    'Axel Think: OKR, Balanced Scorecard e iniciativas estratégicas con responsables, semáforos y seguimiento semanal para pymes.',
  videoSlug: 'think',
  heroStats: [
    { value: '3x', label: 'más iniciativas terminadas a tiempo' },
    { value: '1', label: 'tablero común para directorio y jefaturas' },
    { value: '15 min', label: 'para preparar el comité mensual' },
    { value: '100%', label: 'de los objetivos con responsable y fecha' },
  ],
  features: [
    {
      icon: Target,
      title: 'Mapa estratégico y OKR',
      description:
        'Define la visión, los objetivos por perspectiva y los resultados clave que los miden, con la metodología que ya usa tu empresa.',
      benefits: [
        'Balanced Scorecard, OKR o ambos a la vez',
        'Cascada de objetivos hasta cada área',
        'Ponderaciones y metas por periodo',
      ],
    },
    {
      icon: Gauge,
      title: 'Indicadores con semáforo',
      description:
        'Cada KPI tiene fórmula, frecuencia, meta y umbrales; el semáforo cambia solo cuando se cargan los datos del periodo.',
      benefits: [
        'Carga manual, por planilla o desde otros módulos Axel',
        'Tendencia histórica de cada indicador',
        'Alertas cuando un KPI entra en rojo',
      ],
    },
    {
      icon: Rocket,
      title: 'Portafolio de iniciativas',
      description:
        'Las iniciativas se vinculan a los objetivos que empujan, con presupuesto, hitos y avance reportado por su responsable.',
      benefits: [
        'Priorización por impacto y esfuerzo',
        'Presupuesto comprometido frente a ejecutado',
        'Hitos con recordatorios automáticos',
      ],
    },
    {
      icon: Presentation,
      title: 'Comités y rendición de cuentas',
      description:
        'Prepara el comité mensual con la presentación armada desde el sistema y registra los acuerdos con sus responsables.',
      benefits: [
        'Actas con acuerdos y fechas comprometidas',
        'Reporte ejecutivo en PDF en un clic',
        'Historial de decisiones por objetivo',
      ],
    },
  ],
  functions: [
    {
      title: 'Planificación anual',
      description:
        'Arma el plan del año con talleres guiados: análisis FODA, prioridades, objetivos y presupuesto de cada iniciativa.',
    },
    {
      title: 'Despliegue por áreas',
      description:
        'Cada gerencia traduce los objetivos corporativos en metas propias y el sistema muestra cómo contribuyen al total.',
    },
    {
      title: 'Seguimiento semanal',
      description:
        'Los responsables actualizan su avance en cinco minutos desde el correo o el celular, sin reuniones adicionales.',
    },
    {
      title: 'Riesgos estratégicos',
      description: 'Registra los riesgos de cada objetivo, su probabilidad e impacto, y las acciones que los mitigan.',
    },
    {
      title: 'Presupuesto de iniciativas',
      description:
        'Controla cuánto se ha comprometido y gastado en cada proyecto estratégico frente a lo aprobado por el directorio.',
    },
    {
      title: 'Informes al directorio',
      description: 'Informes trimestrales con tendencias, desvíos explicados y próximos pasos, listos para enviar.',
    },
  ],
  roleBenefits: [
    {
      role: 'Directorio y Gerencia General',
      benefits: [
        'Ve en una pantalla si la estrategia avanza o se estancó',
        'Llega al comité con los datos ya consolidados',
        'Exige rendición de cuentas con fechas y responsables claros',
      ],
    },
    {
      role: 'Gerencias de área',
      benefits: [
        'Entiende cómo tu meta aporta al objetivo corporativo',
        'Prioriza iniciativas con criterios compartidos',
        'Reporta avances sin armar presentaciones',
      ],
    },
    {
      role: 'Control de gestión',
      benefits: [
        'Centraliza KPIs que hoy viven en diez planillas distintas',
        'Automatiza el cálculo y el semáforo de cada indicador',
        'Audita quién cambió una meta y cuándo lo hizo',
      ],
    },
  ],
  testimonials: [
    {
      quote:
        'Teníamos un plan estratégico impecable en una presentación que nadie volvía a abrir. Hoy cada gerente actualiza sus iniciativas el lunes y el comité del mes se prepara solo.',
      author: 'Andrés Fuentealba',
      position: 'Gerente General',
      company: 'Distribuidora Austral',
      industry: 'Distribución mayorista',
    },
    {
      quote:
        'Pasamos de 42 indicadores sin dueño a 18 KPIs con responsable, meta y semáforo. La conversación en el directorio cambió por completo.',
      author: 'María José Ortiz',
      position: 'Jefa de Control de Gestión',
      company: 'Clínica Los Robles',
      industry: 'Salud',
    },
    {
      quote:
        'El despliegue por áreas nos mostró que dos gerencias empujaban iniciativas opuestas. Lo corregimos en el primer trimestre y no al cierre del año.',
      author: 'Felipe Arancibia',
      position: 'Gerente de Planificación',
      company: 'Transportes Ruta Norte',
      industry: 'Logística y transporte',
    },
  ],
  impactStats: [
    { value: '+38%', label: 'cumplimiento de metas anuales' },
    { value: '-70%', label: 'tiempo en preparar informes de gestión' },
    { value: '18', label: 'KPIs críticos en promedio por empresa' },
    { value: '92%', label: 'de las iniciativas con avance semanal al día' },
  ],
  plans: MODULE_PLANS.think,
  featureMatrix: [
    { nombre: 'Mapa estratégico y objetivos', starter: true, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Portafolio de iniciativas', starter: true, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Metodología',
      starter: 'OKR',
      crecimiento: 'OKR y Balanced Scorecard',
      pro: 'OKR y Balanced Scorecard',
      enterprise: 'Metodología propia configurable',
    },
    {
      nombre: 'Indicadores con semáforo',
      starter: 'Hasta 20',
      crecimiento: 'Hasta 100',
      pro: 'Ilimitados',
      enterprise: 'Ilimitados',
    },
    { nombre: 'Cascada de objetivos por área', starter: false, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Reporte ejecutivo en PDF', starter: false, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Control presupuestario de iniciativas',
      starter: false,
      crecimiento: false,
      pro: true,
      enterprise: true,
    },
    { nombre: 'Gestión de riesgos estratégicos', starter: false, crecimiento: false, pro: true, enterprise: true },
    { nombre: 'Consolidación de varias empresas', starter: false, crecimiento: false, pro: false, enterprise: true },
  ],
};
