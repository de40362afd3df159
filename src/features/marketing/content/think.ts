import { ClipboardList, Gauge, Presentation, Rocket, Target } from 'lucide-react';
import { MODULES } from '@/config/product';
import type { ModuleContent } from '../types';
import { MODULE_PLANS } from './plans';

export const thinkContent: ModuleContent = {
  key: 'think',
  name: MODULES.think.name,
  title: 'La estrategia deja de ser un documento y se vuelve seguimiento semanal',
  description:
    'Axel Think ordena el plan estratégico en misión, visión, perspectivas, objetivos con responsable y resultados clave medibles; muestra cada semana cuánto avanzó cada uno y qué indicadores están en rojo, y lleva las iniciativas y las revisiones del comité con su informe ejecutivo.',
  metaDescription:
    'Axel Think: misión y visión, OKR con avance semanal, indicadores con semáforo e historial, iniciativas y revisiones de negocio con informe ejecutivo en PDF.',
  videoSlug: 'think',
  heroStats: [
    { value: '4', label: 'perspectivas del cuadro de mando integral, editables' },
    { value: '2 a 5', label: 'resultados clave por objetivo' },
    { value: '7', label: 'indicadores en vivo desde otros módulos Axel' },
    { value: '1', label: 'regla de avance, del resultado clave al mapa' },
  ],
  features: [
    {
      icon: Target,
      title: 'Mapa estratégico y objetivos',
      description:
        'Define la misión, la visión, las perspectivas y los objetivos estratégicos con su responsable, y alinea cada objetivo de área con el objetivo de la empresa al que aporta.',
      benefits: [
        'Misión y visión a la cabeza del mapa',
        'Perspectivas del cuadro de mando integral, editables',
        'Árbol de objetivos de la empresa a cada área',
        'Mapa por perspectiva coloreado según el estado',
      ],
    },
    {
      icon: Rocket,
      title: 'OKR por periodo',
      description:
        'Cada objetivo del trimestre o del año se mide con entre dos y cinco resultados clave: numéricos, porcentajes o de sí o no.',
      benefits: [
        'Inicio, meta y valor actual de cada resultado clave',
        'Responsable y nivel de confianza por resultado',
        'El avance sube solo del resultado clave al objetivo y al mapa',
      ],
    },
    {
      icon: Presentation,
      title: 'Avance semanal',
      description:
        'Cada responsable registra el nuevo valor, su confianza y un comentario; el historial queda dibujado como una línea.',
      benefits: [
        'Resultados clave en riesgo a la vista',
        'Lista de avances semanales pendientes',
        'Historial completo de cada resultado clave',
      ],
    },
    {
      icon: Gauge,
      title: 'Indicadores con semáforo',
      description:
        'Cada KPI tiene unidad, frecuencia, meta y umbrales de verde y rojo, para indicadores donde más es mejor o donde menos es mejor.',
      benefits: [
        'Valores registrados a mano con su tendencia',
        'Valores en vivo desde Ops, Finance, CRM, People y Projects, con su historial por periodo',
        'Cada persona ve solo lo que sus permisos le dejan leer',
      ],
    },
    {
      icon: ClipboardList,
      title: 'Iniciativas y revisiones de negocio',
      description:
        'Las iniciativas llevan los objetivos a proyectos concretos, y el comité mensual o trimestral revisa lo que está en rojo y deja decisiones y compromisos.',
      benefits: [
        'Iniciativas con responsable, fechas, presupuesto y gasto',
        'Avance y horas tomados de Axel Projects cuando la iniciativa sigue un proyecto',
        'Agenda armada con los indicadores en rojo y los resultados clave en riesgo',
        'Compromisos con responsable y fecha, los vencidos a la vista',
        'Informe ejecutivo de cada revisión en PDF',
      ],
    },
  ],
  functions: [
    {
      title: 'Cascada de objetivos',
      description:
        'Cada área alinea sus objetivos con el objetivo de la empresa al que aporta, y el avance de la empresa suma el de sus áreas.',
    },
    {
      title: 'Seguimiento semanal',
      description:
        'Los responsables registran su avance en la ficha del objetivo; los que llevan más de siete días sin avance aparecen en el resumen.',
    },
    {
      title: 'Alertas de riesgo',
      description:
        'Un resultado clave con confianza baja, o muy por detrás de lo transcurrido del periodo, aparece en riesgo en el resumen.',
    },
    {
      title: 'KPIs desde la operación',
      description:
        'Órdenes abiertas, tiempo de cierre, cuentas vencidas, ventas del mes, dotación, ausentismo y proyectos atrasados, calculados al momento.',
    },
    {
      title: 'Recordatorio de avance',
      description:
        'Quien lleva más de siete días sin registrar el avance de su resultado clave recibe un aviso en su bandeja.',
    },
    {
      title: 'Perspectivas propias',
      description:
        'Parte con las cuatro perspectivas del cuadro de mando integral y cámbiales el nombre o el orden según tu metodología.',
    },
  ],
  roleBenefits: [
    {
      role: 'Directorio y Gerencia General',
      benefits: [
        'Ve en una pantalla qué objetivos avanzan y cuáles están en riesgo',
        'Llega al comité con la agenda armada desde los indicadores en rojo y los resultados en riesgo',
        'Descarga el informe ejecutivo de cada revisión en PDF',
        'Sabe quién responde por cada objetivo y resultado clave',
      ],
    },
    {
      role: 'Gerencias de área',
      benefits: ['Entiende cómo tu meta aporta al objetivo de la empresa', 'Registra tu avance semanal en un minuto'],
    },
    {
      role: 'Control de gestión',
      benefits: [
        'Reúne en un lugar los KPIs que hoy viven en planillas',
        'Calcula el semáforo de cada indicador con una sola regla',
        'Toma valores en vivo de los otros módulos Axel contratados',
      ],
    },
  ],
  testimonials: [
    {
      quote:
        'Teníamos un plan estratégico impecable en una presentación que nadie volvía a abrir. Hoy cada gerente registra el avance de sus resultados clave el lunes y vemos en el resumen qué está en riesgo.',
      author: 'Andrés Fuentealba',
      position: 'Gerente General',
      company: 'Distribuidora Austral',
      industry: 'Distribución mayorista',
    },
    {
      quote:
        'Pasamos de 42 indicadores sin dueño a 18 KPIs con responsable, meta y semáforo. Los de mantención y cobranza se calculan solos desde Axel.',
      author: 'María José Ortiz',
      position: 'Jefa de Control de Gestión',
      company: 'Clínica Los Robles',
      industry: 'Salud',
    },
  ],
  impactStats: [
    { value: '7 días', label: 'sin avance y el resultado clave aparece como pendiente' },
    { value: '25 pts', label: 'de atraso frente al periodo marcan un resultado en riesgo' },
    { value: '3', label: 'colores por indicador: verde, amarillo y rojo' },
  ],
  plans: MODULE_PLANS.think,
  featureMatrix: [
    { nombre: 'Mapa estratégico y perspectivas', starter: true, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Árbol de objetivos por área', starter: true, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'OKR con 2 a 5 resultados clave', starter: true, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Avance semanal con historial', starter: true, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Indicadores con semáforo', starter: true, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Iniciativas con presupuesto y gasto', starter: true, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Revisiones de negocio con informe PDF',
      starter: true,
      crecimiento: true,
      pro: true,
      enterprise: true,
    },
    {
      nombre: 'Avance de iniciativas desde Axel Projects',
      starter: 'Con Axel Projects contratado',
      crecimiento: 'Con Axel Projects contratado',
      pro: 'Con Axel Projects contratado',
      enterprise: 'Con Axel Projects contratado',
    },
    {
      nombre: 'Indicadores en vivo desde otros módulos',
      starter: 'Con los módulos contratados',
      crecimiento: 'Con los módulos contratados',
      pro: 'Con los módulos contratados',
      enterprise: 'Con los módulos contratados',
    },
  ],
};
