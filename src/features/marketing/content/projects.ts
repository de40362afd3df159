import { ChartGantt, Coins, SquareKanban, UsersRound } from 'lucide-react';
import { MODULES } from '@/config/product';
import type { ModuleContent } from '../types';
import { MODULE_PLANS } from './plans';

export const projectsContent: ModuleContent = {
  key: 'projects',
  name: MODULES.projects.name,
  title: 'Proyectos a tiempo y dentro del presupuesto, a la vista de todos',
  description:
    'Axel Projects planifica tareas, plazos, recursos y costos de cada proyecto, con carta Gantt y tableros que muestran a tiempo qué se atrasa y cuánto cuesta ese atraso.',
  metaDescription:
    'Axel Projects: carta Gantt, tableros de tareas, control de horas y presupuesto de proyectos para pymes. Empieza gratis con 3 proyectos activos.',
  videoSlug: 'projects',
  heroStats: [
    { value: '+30%', label: 'proyectos entregados a tiempo' },
    { value: '-25%', label: 'sobrecostos por proyecto' },
    { value: '1', label: 'vista con todos los proyectos activos' },
    { value: '10 min', label: 'para armar un cronograma desde una plantilla' },
  ],
  features: [
    {
      icon: ChartGantt,
      title: 'Carta Gantt y dependencias',
      description:
        'Planifica fases, tareas e hitos con dependencias; si una tarea se mueve, el cronograma se recalcula solo.',
      benefits: [
        'Ruta crítica destacada',
        'Línea base para comparar con lo planificado',
        'Plantillas por tipo de proyecto',
      ],
    },
    {
      icon: SquareKanban,
      title: 'Tableros de trabajo',
      description:
        'El equipo trabaja en tableros por estado con responsables, fechas y comentarios, sin cadenas de correos.',
      benefits: [
        'Listas de verificación y archivos en cada tarea',
        'Menciones y notificaciones',
        'Vista personal de mis pendientes',
      ],
    },
    {
      icon: UsersRound,
      title: 'Recursos y carga de trabajo',
      description:
        'Ve la carga de cada persona entre proyectos y evita asignar tareas a quien ya está al cien por ciento.',
      benefits: ['Capacidad semanal por persona', 'Asignación por rol o especialidad', 'Alertas de sobreasignación'],
    },
    {
      icon: Coins,
      title: 'Costos y horas',
      description: 'Registra horas y gastos por tarea y compara el costo real con el presupuesto en todo momento.',
      benefits: ['Hoja de horas semanal', 'Gastos con respaldo por proyecto', 'Margen estimado al cierre'],
    },
  ],
  functions: [
    {
      title: 'Planificación de proyectos',
      description:
        'Parte desde una plantilla o desde cero y define alcance, fases, hitos y entregables con sus responsables.',
    },
    {
      title: 'Seguimiento de avance',
      description: 'El avance físico y el financiero se actualizan con cada tarea cerrada y cada hora registrada.',
    },
    {
      title: 'Control de cambios de alcance',
      description: 'Documenta cada cambio de alcance con su impacto en plazo y costo, y con la aprobación del cliente.',
    },
    {
      title: 'Portafolio de proyectos',
      description: 'Compara todos los proyectos en curso por estado, riesgo, margen y fecha de término.',
    },
    {
      title: 'Colaboración con clientes',
      description:
        'Comparte el cronograma y los entregables con tu cliente sin darle acceso al resto de la información.',
    },
    {
      title: 'Cierre y lecciones aprendidas',
      description: 'Cierra cada proyecto con su resultado económico y las lecciones para el siguiente.',
    },
  ],
  roleBenefits: [
    {
      role: 'Jefes de proyecto',
      benefits: [
        'Detecta el atraso en la ruta crítica la misma semana',
        'Justifica cambios de alcance con su impacto medido',
        'Informa el avance sin armar reportes a mano',
      ],
    },
    {
      role: 'Gerencia',
      benefits: [
        'Ve el margen de cada proyecto antes de terminarlo',
        'Reparte recursos entre proyectos con datos',
        'Identifica qué tipo de proyecto deja más utilidad',
      ],
    },
    {
      role: 'Equipos de trabajo',
      benefits: [
        'Sabe qué te toca hoy y para cuándo',
        'Deja de buscar la última versión de cada archivo',
        'Registra tus horas en segundos',
      ],
    },
  ],
  testimonials: [
    {
      quote:
        'Hacemos catorce proyectos de montaje al año y conocíamos el margen real recién al facturar. Hoy vemos el costo contra el presupuesto cada semana y corregimos a tiempo.',
      author: 'Roberto Guzmán',
      position: 'Gerente de Proyectos',
      company: 'Estructuras Metálicas Rancagua',
      industry: 'Metalmecánica',
    },
    {
      quote:
        'Empezamos con los tres proyectos del plan gratis para probar. Al mes, todo el equipo pedía llevar el resto de los proyectos a Axel Projects.',
      author: 'Camila Torres',
      position: 'Jefa de Proyectos',
      company: 'Ingeniería Costa Azul',
      industry: 'Ingeniería eléctrica',
    },
    {
      quote:
        'La vista de carga nos mostró que tres ingenieros sostenían cinco proyectos cada uno. Redistribuimos el trabajo y los atrasos bajaron a la mitad.',
      author: 'Natalia Pizarro',
      position: 'Gerenta de Operaciones',
      company: 'Consultora Ambiental Humedal',
      industry: 'Consultoría ambiental',
    },
  ],
  impactStats: [
    { value: '-50%', label: 'atrasos en hitos comprometidos' },
    { value: '+8 pts', label: 'de margen promedio por proyecto' },
    { value: '4 h', label: 'ahorradas por jefe de proyecto cada semana' },
    { value: '100%', label: 'de los cambios de alcance aprobados por escrito' },
  ],
  plans: MODULE_PLANS.projects,
  featureMatrix: [
    { nombre: 'Tableros de tareas', starter: true, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Proyectos activos',
      starter: '3 proyectos',
      crecimiento: 'Hasta 10 proyectos',
      pro: 'Ilimitados',
      enterprise: 'Ilimitados',
    },
    {
      nombre: 'Carta Gantt',
      starter: 'Básica',
      crecimiento: 'Con dependencias',
      pro: 'Con ruta crítica y línea base',
      enterprise: 'Con ruta crítica y línea base',
    },
    { nombre: 'Registro de horas', starter: false, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Presupuesto y costos por proyecto', starter: false, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Carga de trabajo por persona', starter: false, crecimiento: false, pro: true, enterprise: true },
    { nombre: 'Portal para clientes', starter: false, crecimiento: false, pro: true, enterprise: true },
    { nombre: 'Portafolio de varias empresas', starter: false, crecimiento: false, pro: false, enterprise: true },
  ],
};
