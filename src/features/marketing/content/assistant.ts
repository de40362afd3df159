import { BookMarked, Cpu, MessagesSquare, PanelRight } from 'lucide-react';
import { MODULES } from '@/config/product';
import type { ModuleContent } from '../types';
import { MODULE_PLANS } from './plans';

export const assistantContent: ModuleContent = {
  key: 'assistant',
  name: MODULES.assistant.name,
  title: 'Un experto en automatización industrial disponible en cada turno',
  description:
    'Axel Assistant responde en lenguaje natural dudas sobre PLC, variadores, sensores y redes industriales, guía el diagnóstico paso a paso y guarda cada conversación para que el conocimiento quede en la empresa.',
  metaDescription:
    'Axel Assistant: asistente conversacional experto en automatización industrial, PLC, variadores y sensores, disponible en cada turno. Empieza gratis.',
  videoSlug: 'assistant',
  heroStats: [
    { value: '24/7', label: 'respuestas en todos los turnos' },
    { value: '< 10 s', label: 'para una primera orientación' },
    { value: '-40%', label: 'llamadas a soporte técnico externo' },
    { value: '100%', label: 'de las conversaciones guardadas y buscables' },
  ],
  features: [
    {
      icon: MessagesSquare,
      title: 'Conversación técnica en español',
      description:
        'Pregunta como le preguntarías a un colega: el asistente entiende el contexto de la conversación y responde con pasos concretos.',
      benefits: [
        'Respuestas con pasos numerados',
        'Aclara siglas y códigos de alarma',
        'Mantiene el hilo de la conversación',
      ],
    },
    {
      icon: Cpu,
      title: 'Especialista en automatización',
      description: 'Conoce PLC, variadores de frecuencia, instrumentación, redes industriales y seguridad de máquinas.',
      benefits: [
        'Diagnóstico guiado de fallas frecuentes',
        'Recomendaciones de parametrización',
        'Advertencias de seguridad antes de intervenir',
      ],
    },
    {
      icon: BookMarked,
      title: 'Conocimiento que se queda',
      description:
        'Cada conversación se puede guardar con su resumen, para que la solución de hoy le sirva al técnico del próximo turno.',
      benefits: ['Historial por usuario', 'Resumen de cada caso', 'Búsqueda por tema o por equipo'],
    },
    {
      icon: PanelRight,
      title: 'Siempre a mano',
      description:
        'Un panel lateral disponible en todas las pantallas de Axel Suite, que se abre sin perder lo que estabas haciendo.',
      benefits: ['Se abre desde cualquier módulo', 'Recuerda si lo dejaste abierto', 'Funciona en tablet y en celular'],
    },
  ],
  functions: [
    {
      title: 'Diagnóstico de fallas',
      description:
        'Describe el síntoma y el código de alarma; el asistente propone las causas probables en orden y cómo descartarlas.',
    },
    {
      title: 'Puesta en marcha',
      description:
        'Guía la configuración inicial de variadores, sensores y comunicaciones durante el montaje de un equipo nuevo.',
    },
    {
      title: 'Inducción de técnicos',
      description: 'Los técnicos que recién llegan resuelven dudas básicas sin interrumpir a los más experimentados.',
    },
    {
      title: 'Seguridad antes de intervenir',
      description:
        'Orienta sobre buenas prácticas de seguridad eléctrica, bloqueo y etiquetado antes de intervenir una máquina.',
    },
    {
      title: 'Biblioteca de casos resueltos',
      description: 'Las conversaciones guardadas forman una biblioteca de soluciones propia de tu planta.',
    },
    {
      title: 'Apoyo al turno de noche',
      description:
        'El turno que no tiene a un especialista a mano obtiene una orientación inmediata antes de escalar el problema.',
    },
  ],
  roleBenefits: [
    {
      role: 'Técnicos de mantenimiento',
      benefits: [
        'Resuelve dudas frente al mismo tablero eléctrico',
        'Aprende el porqué de cada paso',
        'Guarda la solución para la próxima vez',
      ],
    },
    {
      role: 'Supervisores de turno',
      benefits: [
        'Reduce el tiempo de equipo detenido en turnos sin especialista',
        'Escala solo los casos que de verdad lo requieren',
        'Revisa qué se consultó y qué se hizo en cada caso',
      ],
    },
    {
      role: 'Gerencia de mantenimiento',
      benefits: [
        'Disminuye el gasto en asistencia técnica externa',
        'Conserva el conocimiento cuando un técnico se va',
        'Acelera la formación del personal nuevo',
      ],
    },
  ],
  testimonials: [
    {
      quote:
        'A las tres de la mañana un variador quedó en falla por sobrecorriente. El asistente guió al técnico a revisar la rampa de aceleración y la línea volvió a operar en veinte minutos.',
      author: 'Pablo Muñoz',
      position: 'Supervisor de Turno',
      company: 'Conservas del Litoral',
      industry: 'Alimentos envasados',
    },
    {
      quote:
        'Los técnicos jóvenes preguntan sin vergüenza y aprenden rápido. Las interrupciones a los más antiguos por dudas repetidas bajaron muchísimo.',
      author: 'Mónica Figueroa',
      position: 'Jefa de Mantenimiento Eléctrico',
      company: 'Textiles Santa Elena',
      industry: 'Industria textil',
    },
    {
      quote:
        'Guardamos cada conversación con su resumen y en seis meses reunimos 140 casos resueltos de nuestras propias máquinas.',
      author: 'Eduardo Sánchez',
      position: 'Gerente de Mantenimiento',
      company: 'Plásticos Quilicura',
      industry: 'Inyección de plásticos',
    },
  ],
  impactStats: [
    { value: '-40%', label: 'gasto en asistencia técnica externa' },
    { value: '20 min', label: 'tiempo medio para orientar una falla' },
    { value: '140', label: 'casos resueltos guardados en seis meses' },
    { value: '3x', label: 'más rápida la formación de técnicos nuevos' },
  ],
  plans: MODULE_PLANS.assistant,
  featureMatrix: [
    { nombre: 'Panel en todas las pantallas', starter: true, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Consultas al mes', starter: '100', crecimiento: '1.000', pro: '5.000', enterprise: 'Ilimitadas' },
    {
      nombre: 'Historial de conversaciones',
      starter: '7 días',
      crecimiento: '90 días',
      pro: 'Ilimitado',
      enterprise: 'Ilimitado',
    },
    { nombre: 'Guardar conversaciones con resumen', starter: false, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Búsqueda en casos guardados', starter: false, crecimiento: false, pro: true, enterprise: true },
    { nombre: 'Base de conocimiento de tus equipos', starter: false, crecimiento: false, pro: true, enterprise: true },
    { nombre: 'Integración con órdenes de trabajo', starter: false, crecimiento: false, pro: false, enterprise: true },
  ],
};
