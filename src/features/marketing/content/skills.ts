import { BadgeCheck, GraduationCap, Grid3x3, LibraryBig } from 'lucide-react';
import { MODULES } from '@/config/product';
import type { ModuleContent } from '../types';
import { MODULE_PLANS } from './plans';

export const skillsContent: ModuleContent = {
  key: 'skills',
  name: MODULES.skills.name,
  title: 'Competencias certificadas para cada cargo, sin perseguir a nadie',
  description:
    'Axel Skills organiza cursos, certificaciones y la matriz de competencias de tu personal, avisa lo que está por vencer y muestra qué brechas tiene cada cargo y cada área.',
  metaDescription:
    'Axel Skills: cursos, certificaciones con vencimiento, matriz de competencias por cargo y brechas para pymes. Empieza gratis.',
  videoSlug: 'skills',
  heroStats: [
    { value: '4', label: 'niveles por competencia, descritos por tu empresa' },
    { value: '60, 30 y 7', label: 'días de aviso antes de que venza una certificación' },
    { value: '1', label: 'matriz de brechas por persona y cargo' },
    { value: '0', label: 'órdenes críticas asignadas sin habilitación vigente' },
  ],
  features: [
    {
      icon: GraduationCap,
      title: 'Cursos en línea y presenciales',
      description:
        'Publica cursos con lecciones de texto, video o archivo y una evaluación, y programa sesiones presenciales con relator y asistencia.',
      benefits: [
        'Evaluaciones con nota mínima de aprobación e intentos',
        'Certificado en PDF al aprobar',
        'Inscripción por persona o por cargo',
      ],
    },
    {
      icon: Grid3x3,
      title: 'Matriz de competencias',
      description:
        'Define qué competencias exige cada cargo y en qué nivel, evalúa a cada persona con fecha y evidencia, y ve las brechas en colores.',
      benefits: [
        'Cuatro niveles de dominio por competencia',
        'Brechas por persona, cargo y área',
        'Cada persona ve sus propias competencias',
      ],
    },
    {
      icon: BadgeCheck,
      title: 'Certificaciones y vencimientos',
      description:
        'Licencias, acreditaciones y cursos obligatorios con fecha de vencimiento y aviso anticipado al trabajador, a su jefatura y al administrador.',
      benefits: [
        'Avisos a 60, 30 y 7 días del vencimiento, y al vencer',
        'Respaldo digital de cada certificado',
        'Certificaciones exigidas por cargo',
      ],
    },
    {
      icon: LibraryBig,
      title: 'Órdenes de trabajo solo a personal habilitado',
      description:
        'Indica qué equipos o tipos de orden exigen una certificación: Axel Ops advierte o rechaza, según elijas, la asignación a quien no la tiene vigente.',
      benefits: [
        'Reglas por categoría de equipo o tipo de orden',
        'Advertir o rechazar, a elección de la empresa',
        'El motivo, con el nombre de la certificación que falta',
      ],
    },
  ],
  functions: [
    {
      title: 'Plan anual de capacitación',
      description: 'Arma el plan del año con sus cursos, el presupuesto de cada uno y lo gastado.',
    },
    {
      title: 'Inducción de nuevos ingresos',
      description: 'Inscribe por cargo: quien ocupa un cargo recibe los cursos que ese cargo exige.',
    },
    {
      title: 'Capacitación en seguridad',
      description: 'Controla los cursos obligatorios de seguridad con registro de asistencia y evaluación.',
    },
    {
      title: 'Evaluaciones con evidencia',
      description:
        'La jefatura registra el nivel observado de cada persona a su cargo, con la fecha, la evidencia y archivos de respaldo.',
    },
    {
      title: 'Cumplimiento por área',
      description:
        'Qué porcentaje de las certificaciones que exigen los cargos de cada área está vigente, y qué vence en los próximos 30 días.',
    },
    {
      title: 'Privacidad por jefatura',
      description:
        'Cada persona ve sus competencias y certificados; cada jefatura, los de su equipo; el administrador, los de toda la empresa.',
    },
  ],
  roleBenefits: [
    {
      role: 'Recursos Humanos y capacitación',
      benefits: [
        'Cumple los cursos obligatorios sin planillas de control',
        'Justifica el presupuesto con brechas medidas',
        'Entrega certificados sin trámites manuales',
      ],
    },
    {
      role: 'Jefaturas de área',
      benefits: [
        'Sabe quién está habilitado para cada tarea crítica',
        'Recibe un aviso antes de que venza una certificación de su equipo',
        'Evalúa a su equipo con evidencia y fecha',
      ],
    },
    {
      role: 'Trabajadores',
      benefits: [
        'Capacítate en línea, a tu ritmo',
        'Descarga tus certificados cuando los necesites',
        'Conoce qué te falta para el nivel que exige tu cargo',
      ],
    },
  ],
  testimonials: [
    {
      quote:
        'Llegábamos a las auditorías de los clientes mineros con carpetas de certificados incompletas. Hoy mostramos la matriz al día en pantalla y pasamos sin observaciones.',
      author: 'Jorge Olivares',
      position: 'Jefe de Prevención de Riesgos',
      company: 'Transportes Altiplano',
      industry: 'Transporte de carga',
    },
    {
      quote:
        'Los cursos de quince minutos en el celular lo cambiaron todo: los operarios los completan en el cambio de turno y la asistencia a capacitación pasó del 55% al 93%.',
      author: 'Lorena Castillo',
      position: 'Encargada de Capacitación',
      company: 'Panificadora Don Beto',
      industry: 'Panificación industrial',
    },
    {
      quote:
        'La matriz de competencias nos mostró que solo dos personas podían operar la nueva inyectora. En tres meses habilitamos a ocho.',
      author: 'Matías Herrera',
      position: 'Gerente de Producción',
      company: 'Moldes y Matrices del Centro',
      industry: 'Fabricación de moldes',
    },
  ],
  impactStats: [
    { value: '3', label: 'grupos de competencias: técnicas, seguridad y blandas' },
    { value: '4', label: 'avisos por certificación: a 60, 30 y 7 días y al vencer' },
    { value: '2', label: 'modos para Axel Ops: advertir o rechazar' },
  ],
  plans: MODULE_PLANS.skills,
  featureMatrix: [
    { nombre: 'Cursos en línea y presenciales', starter: true, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Evaluaciones y certificado en PDF', starter: true, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Matriz de competencias por cargo', starter: true, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Alertas de vencimiento de certificaciones',
      starter: true,
      crecimiento: true,
      pro: true,
      enterprise: true,
    },
    { nombre: 'Personal y cargos de Axel People', starter: true, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Habilitación para órdenes de Axel Ops',
      starter: 'Con Axel Ops contratado',
      crecimiento: 'Con Axel Ops contratado',
      pro: 'Con Axel Ops contratado',
      enterprise: 'Con Axel Ops contratado',
    },
  ],
};
