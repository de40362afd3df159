import { ClipboardList, MapPinned, ShieldCheck, Smartphone } from 'lucide-react';
import { MODULES } from '@/config/product';
import type { ModuleContent } from '../types';
import { MODULE_PLANS } from './plans';

export const opsContent: ModuleContent = {
  key: 'ops',
  name: MODULES.ops.name,
  title: 'Órdenes de trabajo que se cierran en terreno, no en la oficina',
  description:
    'Axel Ops coordina solicitudes, técnicos, visitas y repuestos de tu servicio técnico, con la orden de trabajo en el celular del técnico y el informe firmado por el cliente al terminar.',
  metaDescription:
    'Axel Ops: órdenes de trabajo, despacho de técnicos, servicios en campo e informes firmados en terreno para empresas de servicio técnico.',
  videoSlug: 'ops',
  heroStats: [
    { value: '+35%', label: 'visitas resueltas en la primera ida' },
    { value: '-50%', label: 'tiempo entre la solicitud y el despacho' },
    { value: '100%', label: 'de los informes firmados en terreno' },
    { value: '24 h', label: 'de visibilidad sobre cada técnico' },
  ],
  features: [
    {
      icon: ClipboardList,
      title: 'Órdenes de trabajo completas',
      description:
        'Cada OT reúne cliente, equipo, falla reportada, tareas, repuestos usados y horas del técnico, desde la apertura hasta el cierre.',
      benefits: [
        'OT correctivas, preventivas, de instalación y de garantía',
        'Listas de verificación por tipo de equipo',
        'Costo real de cada intervención',
      ],
    },
    {
      icon: MapPinned,
      title: 'Despacho y rutas de técnicos',
      description:
        'Asigna visitas según especialidad, cercanía y carga de trabajo, y ve en el mapa dónde está cada técnico.',
      benefits: [
        'Agenda diaria por técnico',
        'Reasignación en un clic ante urgencias',
        'Tiempos de traslado y de atención medidos',
      ],
    },
    {
      icon: Smartphone,
      title: 'App de terreno',
      description:
        'El técnico recibe la orden, registra fotos, mediciones y repuestos, y el cliente firma en la pantalla al terminar.',
      benefits: [
        'Funciona sin señal y sincroniza al volver',
        'Fotos de antes y después adjuntas a la OT',
        'Informe en PDF enviado al cliente al cerrar',
      ],
    },
    {
      icon: ShieldCheck,
      title: 'Contratos y niveles de servicio',
      description:
        'Controla los SLA de cada contrato: tiempos de respuesta, visitas incluidas y mantenciones comprometidas.',
      benefits: [
        'Alertas antes de incumplir un SLA',
        'Mantenciones preventivas programadas por contrato',
        'Consumo de horas y visitas por cliente',
      ],
    },
  ],
  functions: [
    {
      title: 'Mesa de ayuda',
      description:
        'Recibe solicitudes por teléfono, correo o portal, clasifícalas por prioridad y conviértelas en órdenes de trabajo.',
    },
    {
      title: 'Servicios en campo',
      description: 'Planifica rutas, despacha técnicos y sigue cada visita en curso desde la central de operaciones.',
    },
    {
      title: 'Repuestos en la camioneta',
      description: 'Controla el stock que lleva cada técnico y descuenta automáticamente lo usado en cada orden.',
    },
    {
      title: 'Mantenciones de clientes',
      description: 'Genera automáticamente las visitas periódicas comprometidas en cada contrato de servicio.',
    },
    {
      title: 'Garantías',
      description:
        'Identifica los equipos en garantía al abrir la orden y separa los costos que no se facturan al cliente.',
    },
    {
      title: 'Facturación del servicio',
      description: 'Las horas, traslados y repuestos de la OT cerrada pasan a la prefactura sin volver a digitarlos.',
    },
  ],
  roleBenefits: [
    {
      role: 'Jefatura de servicio técnico',
      benefits: [
        'Ve la carga de cada técnico antes de comprometer una fecha',
        'Cumple los SLA con alertas anticipadas',
        'Mide la rentabilidad de cada contrato de servicio',
      ],
    },
    {
      role: 'Técnicos en terreno',
      benefits: [
        'Recibe la orden con el historial del equipo y sus manuales',
        'Cierra la visita con firma y fotos, sin papeleo',
        'Consulta el stock de tu camioneta desde el celular',
      ],
    },
    {
      role: 'Clientes del servicio',
      benefits: [
        'Recibe el informe firmado apenas termina la visita',
        'Sigue el estado de tu solicitud sin llamar',
        'Conoce la fecha de tu próxima mantención',
      ],
    },
  ],
  testimonials: [
    {
      quote:
        'Nuestros 22 técnicos llenaban informes en papel que tardaban una semana en llegar a facturación. Hoy la orden se cierra en terreno y facturamos al día siguiente.',
      author: 'Sergio Paredes',
      position: 'Gerente de Servicio Técnico',
      company: 'Climatización Integral',
      industry: 'Climatización y refrigeración',
    },
    {
      quote:
        'Con el despacho por cercanía hacemos dos visitas más por técnico a la semana, sin contratar a nadie nuevo.',
      author: 'Valentina Cáceres',
      position: 'Coordinadora de Operaciones',
      company: 'Elevadores Santa Rosa',
      industry: 'Mantención de ascensores',
    },
    {
      quote:
        'Los SLA de nuestros contratos mineros eran una fuente constante de multas. Las alertas nos avisan con horas de anticipación y este año no pagamos ninguna.',
      author: 'Marcelo Tapia',
      position: 'Administrador de Contratos',
      company: 'Hidráulica Atacama',
      industry: 'Servicios a la minería',
    },
  ],
  impactStats: [
    { value: '-42%', label: 'tiempo medio de resolución' },
    { value: '+2', label: 'visitas por técnico a la semana' },
    { value: '0', label: 'multas por SLA incumplidos' },
    { value: '1 día', label: 'desde la visita hasta la factura' },
  ],
  plans: MODULE_PLANS.ops,
  featureMatrix: [
    { nombre: 'App de terreno con firma del cliente', starter: true, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Órdenes de trabajo',
      starter: 'Hasta 300 al mes',
      crecimiento: 'Ilimitadas',
      pro: 'Ilimitadas',
      enterprise: 'Ilimitadas',
    },
    { nombre: 'Modo sin conexión', starter: false, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Despacho en mapa', starter: false, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Contratos y SLA',
      starter: false,
      crecimiento: 'Hasta 20 contratos',
      pro: 'Ilimitados',
      enterprise: 'Ilimitados',
    },
    { nombre: 'Stock de repuestos por técnico', starter: false, crecimiento: false, pro: true, enterprise: true },
    { nombre: 'Portal de clientes', starter: false, crecimiento: false, pro: true, enterprise: true },
    {
      nombre: 'Facturación del servicio',
      starter: false,
      crecimiento: false,
      pro: 'Exportación a tu ERP',
      enterprise: 'Integración a medida',
    },
  ],
};
