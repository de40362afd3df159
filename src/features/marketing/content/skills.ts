import { BadgeCheck, GraduationCap, Grid3x3, LibraryBig } from 'lucide-react';
import { MODULES } from '@/config/product';
import type { ModuleContent } from '../types';
import { MODULE_PLANS } from './plans';

export const skillsContent: ModuleContent = {
  key: 'skills',
  name: MODULES.skills.name,
  title: 'Competencias certificadas para cada cargo, sin perseguir a nadie',
  description:
    'Axel Skills organiza cursos, certificaciones y matrices de competencias de tu personal, avisa lo que está por vencer y muestra qué brechas frenan a cada área.',
  metaDescription:
    'Axel Skills: cursos en línea, certificaciones con vencimiento, matrices de competencias y brechas de capacitación para pymes. Empieza gratis.',
  videoSlug: 'skills',
  heroStats: [
    { value: '95%', label: 'de las certificaciones vigentes' },
    { value: '-60%', label: 'tiempo en coordinar capacitaciones' },
    { value: '1', label: 'matriz de competencias por cargo' },
    { value: '15 min', label: 'por curso, desde el celular' },
  ],
  features: [
    {
      icon: GraduationCap,
      title: 'Cursos en línea y presenciales',
      description:
        'Publica cursos con videos, documentos y evaluaciones, y programa sesiones presenciales con asistencia registrada.',
      benefits: [
        'Cursos breves pensados para el celular',
        'Evaluaciones con nota mínima de aprobación',
        'Certificado automático al aprobar',
      ],
    },
    {
      icon: Grid3x3,
      title: 'Matriz de competencias',
      description:
        'Define qué competencias exige cada cargo y en qué nivel, y compáralas con lo que cada persona ha acreditado.',
      benefits: [
        'Niveles de dominio por competencia',
        'Brechas por persona y por área',
        'Planes de desarrollo sugeridos',
      ],
    },
    {
      icon: BadgeCheck,
      title: 'Certificaciones y vencimientos',
      description:
        'Licencias, acreditaciones y cursos obligatorios con fecha de vencimiento y aviso anticipado al trabajador y a su jefatura.',
      benefits: [
        'Avisos a 60, 30 y 7 días del vencimiento',
        'Respaldo digital de cada certificado',
        'Tareas críticas solo para personal habilitado',
      ],
    },
    {
      icon: LibraryBig,
      title: 'Biblioteca de la empresa',
      description: 'Procedimientos, instructivos y videos internos ordenados por área, con control de lectura.',
      benefits: [
        'Confirmación de lectura de cada procedimiento',
        'Solo versiones vigentes a la mano',
        'Contenido propio y de proveedores',
      ],
    },
  ],
  functions: [
    {
      title: 'Plan anual de capacitación',
      description:
        'Arma el plan del año según las brechas detectadas, el presupuesto disponible y los requisitos legales.',
    },
    {
      title: 'Inducción de nuevos ingresos',
      description: 'Cada persona que ingresa recibe su ruta de inducción con cursos y lecturas según su cargo.',
    },
    {
      title: 'Capacitación en seguridad',
      description: 'Controla las charlas y cursos obligatorios de seguridad con registro de asistencia y evaluación.',
    },
    {
      title: 'Gestión de relatores',
      description:
        'Administra relatores internos y externos, sus sesiones, costos y la evaluación de los participantes.',
    },
    {
      title: 'Presupuesto de capacitación',
      description: 'Registra el costo de cada actividad y sigue el gasto de capacitación frente al presupuesto anual.',
    },
    {
      title: 'Evaluación de impacto',
      description:
        'Mide si la capacitación se tradujo en menos errores, accidentes o reprocesos en el puesto de trabajo.',
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
        'Recibe un aviso antes de que venza una certificación',
        'Planifica reemplazos con personal ya capacitado',
      ],
    },
    {
      role: 'Trabajadores',
      benefits: [
        'Capacítate desde el celular durante tu turno',
        'Descarga tus certificados cuando los necesites',
        'Conoce qué te falta para postular a otro cargo',
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
    { value: '93%', label: 'asistencia a capacitaciones' },
    { value: '0', label: 'observaciones por certificados vencidos en auditorías' },
    { value: '-40%', label: 'costo por hora de capacitación' },
    { value: '3 meses', label: 'para cerrar las brechas críticas' },
  ],
  plans: MODULE_PLANS.skills,
  featureMatrix: [
    {
      nombre: 'Evaluaciones y certificados automáticos',
      starter: true,
      crecimiento: true,
      pro: true,
      enterprise: true,
    },
    {
      nombre: 'Cursos publicados',
      starter: '5 cursos',
      crecimiento: '30 cursos',
      pro: 'Ilimitados',
      enterprise: 'Ilimitados',
    },
    { nombre: 'Matriz de competencias por cargo', starter: false, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Alertas de vencimiento de certificaciones',
      starter: false,
      crecimiento: true,
      pro: true,
      enterprise: true,
    },
    { nombre: 'Integración con Axel People', starter: false, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Rutas de inducción por cargo', starter: false, crecimiento: false, pro: true, enterprise: true },
    { nombre: 'Gestión de relatores y costos', starter: false, crecimiento: false, pro: true, enterprise: true },
    { nombre: 'Contenido SCORM de proveedores', starter: false, crecimiento: false, pro: true, enterprise: true },
  ],
};
