import { CalendarDays, Clock, FolderOpen, TrendingUp } from 'lucide-react';
import { MODULES } from '@/config/product';
import type { ModuleContent } from '../types';
import { MODULE_PLANS } from './plans';

export const peopleContent: ModuleContent = {
  key: 'people',
  name: MODULES.people.name,
  title: 'Tu equipo en orden, de la contratación a la prenómina',
  description:
    'Axel People reúne expedientes, asistencia, vacaciones, evaluaciones y prenómina en un solo sistema, para que Recursos Humanos deje las planillas y se dedique a las personas.',
  metaDescription:
    'Axel People: expedientes digitales, control de asistencia, vacaciones y evaluaciones de desempeño para pymes, con planes según el tamaño de tu equipo.',
  videoSlug: 'people',
  heroStats: [
    { value: '-60%', label: 'tiempo dedicado a la prenómina' },
    { value: '98%', label: 'de las asistencias registradas sin papel' },
    { value: '3 min', label: 'para dar de alta a un colaborador' },
    { value: '24/7', label: 'portal de autoservicio para empleados' },
  ],
  features: [
    {
      icon: FolderOpen,
      title: 'Expediente digital único',
      description:
        'Contratos, anexos, documentos, datos bancarios e historial de cargos de cada colaborador, con vencimientos que avisan solos.',
      benefits: [
        'Alertas de contratos y certificados por vencer',
        'Versiones firmadas de cada documento',
        'Búsqueda por nombre, área o centro de costo',
      ],
    },
    {
      icon: Clock,
      title: 'Asistencia y turnos sin planillas',
      description:
        'Registra entradas y salidas desde reloj biométrico, tablet en planta o celular con geocerca, y arma turnos rotativos en minutos.',
      benefits: [
        'Cálculo automático de horas extra y atrasos',
        'Turnos 4x4, 7x7 y rotativos',
        'Marcaje con ubicación para personal en terreno',
      ],
    },
    {
      icon: CalendarDays,
      title: 'Vacaciones y permisos con aprobación',
      description:
        'Cada solicitud llega a la jefatura directa, descuenta el saldo y queda visible en el calendario del área.',
      benefits: [
        'Saldos de vacaciones siempre al día',
        'Calendario del área para evitar ausencias simultáneas',
        'Historial auditable de cada aprobación',
      ],
    },
    {
      icon: TrendingUp,
      title: 'Desempeño y desarrollo',
      description:
        'Evaluaciones de 90°, 180° o 360°, objetivos individuales y planes de mejora conectados al expediente de cada persona.',
      benefits: [
        'Plantillas de evaluación por cargo',
        'Objetivos trimestrales con seguimiento',
        'Reportes de brechas por área',
      ],
    },
  ],
  functions: [
    {
      title: 'Reclutamiento y alta',
      description:
        'Publica vacantes, recibe postulaciones y convierte al candidato elegido en colaborador sin volver a digitar sus datos.',
    },
    {
      title: 'Prenómina',
      description:
        'Consolida horas, ausencias, bonos y descuentos del periodo y exporta el archivo listo para tu software de remuneraciones.',
    },
    {
      title: 'Portal del colaborador',
      description:
        'Liquidaciones, certificados y solicitudes desde el celular, sin pasar por la oficina de Recursos Humanos.',
    },
    {
      title: 'Organigrama vivo',
      description: 'La estructura de áreas y jefaturas se actualiza sola con cada alta, baja o cambio de cargo.',
    },
    {
      title: 'Salud y seguridad laboral',
      description:
        'Exámenes preocupacionales, capacitaciones obligatorias y entrega de elementos de protección registrados por trabajador.',
    },
    {
      title: 'Indicadores de personas',
      description: 'Rotación, ausentismo, dotación y costo laboral por área en tableros que se actualizan a diario.',
    },
  ],
  roleBenefits: [
    {
      role: 'Gerencia General',
      benefits: [
        'Conoce la dotación y el costo laboral real de cada área',
        'Detecta a tiempo la rotación en cargos críticos',
        'Decide contrataciones con datos y no con intuición',
      ],
    },
    {
      role: 'Recursos Humanos',
      benefits: [
        'Cierra la prenómina en horas, no en días',
        'Deja de perseguir firmas y documentos vencidos',
        'Responde una fiscalización laboral con un clic',
      ],
    },
    {
      role: 'Jefaturas de área',
      benefits: [
        'Aprueba vacaciones y permisos desde el celular',
        'Revisa quién está en turno antes de planificar',
        'Sigue los objetivos de tu equipo sin planillas',
      ],
    },
    {
      role: 'Colaboradores',
      benefits: [
        'Descarga tu liquidación cuando la necesites',
        'Pide vacaciones y conoce tu saldo al instante',
        'Actualiza tus datos personales sin trámites',
      ],
    },
  ],
  testimonials: [
    {
      quote:
        'Antes cerrábamos la prenómina de 180 operarios en cuatro días. Con Axel People la tenemos lista el mismo día del corte y sin reclamos por horas extra mal calculadas.',
      author: 'Carolina Méndez',
      position: 'Jefa de Recursos Humanos',
      company: 'Envases del Sur',
      industry: 'Manufactura de plásticos',
    },
    {
      quote:
        'Tenemos personal en tres faenas y el marcaje con geocerca nos quitó de encima las planillas firmadas a mano que llegaban una semana tarde.',
      author: 'Rodrigo Alvarado',
      position: 'Gerente de Operaciones',
      company: 'Montajes Cordillera',
      industry: 'Construcción industrial',
    },
    {
      quote:
        'La fiscalización laboral de este año fue la más tranquila que recuerdo: cada contrato, anexo y capacitación estaba en el expediente del trabajador.',
      author: 'Patricia Lagos',
      position: 'Gerenta de Administración',
      company: 'Frutícola Valle Central',
      industry: 'Agroindustria',
    },
  ],
  impactStats: [
    { value: '-45%', label: 'ausentismo no justificado en el primer año' },
    { value: '4 → 1', label: 'días para cerrar la prenómina mensual' },
    { value: '100%', label: 'de los expedientes auditables en línea' },
    { value: '-30%', label: 'rotación en el primer semestre de contrato' },
  ],
  plans: MODULE_PLANS.people,
  featureMatrix: [
    { nombre: 'Expediente digital del colaborador', starter: true, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Vacaciones y permisos con aprobación', starter: true, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Control de asistencia',
      starter: 'Web',
      crecimiento: 'Web y móvil',
      pro: 'Web, móvil y biométrico',
      enterprise: 'Web, móvil y biométrico',
    },
    { nombre: 'Turnos rotativos', starter: false, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Portal del colaborador', starter: false, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Evaluaciones de desempeño', starter: false, crecimiento: '90° y 180°', pro: '360°', enterprise: '360°' },
    { nombre: 'Marcaje con geocerca', starter: false, crecimiento: false, pro: true, enterprise: true },
    {
      nombre: 'Exportación de prenómina',
      starter: 'CSV',
      crecimiento: 'CSV',
      pro: 'Formato de tu software de remuneraciones',
      enterprise: 'Integración a medida',
    },
    { nombre: 'API e integraciones', starter: false, crecimiento: false, pro: true, enterprise: true },
    { nombre: 'Varias empresas del grupo', starter: false, crecimiento: false, pro: false, enterprise: true },
  ],
};
