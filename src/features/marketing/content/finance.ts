import { ChartPie, HandCoins, Landmark, Wallet } from 'lucide-react';
import { MODULES } from '@/config/product';
import type { ModuleContent } from '../types';
import { MODULE_PLANS } from './plans';

export const financeContent: ModuleContent = {
  key: 'finance',
  name: MODULES.finance.name,
  title: 'Tus números claros cada mañana, no al cierre de mes',
  description:
    'Axel Finance concentra ingresos, gastos, cuentas por cobrar y por pagar y el flujo de caja proyectado, para que la gerencia decida con la caja real y no con la planilla de la semana pasada.',
  metaDescription:
    'Axel Finance: flujo de caja proyectado, cuentas por cobrar y pagar, conciliación bancaria y reportes financieros para pymes. Empieza gratis.',
  videoSlug: 'finance',
  heroStats: [
    { value: '13 semanas', label: 'de flujo de caja proyectado' },
    { value: '-20 días', label: 'en el plazo promedio de cobro' },
    { value: '80%', label: 'de la conciliación bancaria automática' },
    { value: '5 min', label: 'para conocer tu posición de caja' },
  ],
  features: [
    {
      icon: Wallet,
      title: 'Flujo de caja proyectado',
      description:
        'Proyecta entradas y salidas de las próximas 13 semanas con las facturas por cobrar, los pagos comprometidos y los gastos recurrentes.',
      benefits: [
        'Escenarios optimista y conservador',
        'Alertas de semanas con caja negativa',
        'Comparación entre lo proyectado y lo real',
      ],
    },
    {
      icon: HandCoins,
      title: 'Cuentas por cobrar al día',
      description:
        'Antigüedad de saldos por cliente, recordatorios de pago automáticos y registro de cada compromiso de pago.',
      benefits: [
        'Correos de cobranza programados',
        'Bloqueo sugerido de clientes morosos',
        'Días de cobro por cliente y por vendedor',
      ],
    },
    {
      icon: Landmark,
      title: 'Conciliación bancaria',
      description:
        'Importa las cartolas de tus bancos y el sistema empareja cada movimiento con las facturas y pagos registrados.',
      benefits: [
        'Reglas de conciliación que aprenden de ti',
        'Varias cuentas y monedas',
        'Diferencias destacadas para revisar',
      ],
    },
    {
      icon: ChartPie,
      title: 'Reportes para decidir',
      description:
        'Estado de resultados por centro de costo, márgenes por línea de negocio y presupuesto frente a lo real.',
      benefits: ['Centros de costo y proyectos', 'Presupuesto anual mensualizado', 'Reportes exportables a Excel'],
    },
  ],
  functions: [
    {
      title: 'Registro de ingresos y gastos',
      description:
        'Carga facturas, boletas y gastos con su centro de costo, o impórtalos desde tu sistema de facturación.',
    },
    {
      title: 'Programación de pagos',
      description: 'Agenda los pagos a proveedores según vencimiento y caja disponible, con aprobación antes de pagar.',
    },
    {
      title: 'Rendición de gastos',
      description:
        'Los colaboradores rinden gastos con una foto del comprobante y la jefatura aprueba desde el celular.',
    },
    {
      title: 'Presupuesto anual',
      description: 'Define el presupuesto por centro de costo y revisa cada mes las desviaciones más relevantes.',
    },
    {
      title: 'Créditos y leasing',
      description: 'Registra cuotas, tasas y vencimientos de tus financiamientos para anticipar su efecto en la caja.',
    },
    {
      title: 'Cierre mensual',
      description:
        'Una lista de tareas de cierre con responsables y fechas para entregar resultados en los primeros días del mes.',
    },
  ],
  roleBenefits: [
    {
      role: 'Gerencia General',
      benefits: [
        'Sabe cada mañana cuánta caja tienes y cuánta tendrás',
        'Ve qué línea de negocio deja margen y cuál no',
        'Anticipa la necesidad de financiamiento con semanas de holgura',
      ],
    },
    {
      role: 'Administración y finanzas',
      benefits: [
        'Concilia los bancos en minutos',
        'Cobra a tiempo con recordatorios automáticos',
        'Cierra el mes sin perseguir información',
      ],
    },
    {
      role: 'Contabilidad externa',
      benefits: [
        'Recibe la información ordenada por centro de costo',
        'Entra con un usuario propio sin pedir archivos por correo',
        'Revisa el respaldo adjunto a cada movimiento',
      ],
    },
  ],
  testimonials: [
    {
      quote:
        'Vivíamos de sorpresa en sorpresa con la caja. Con la proyección a 13 semanas negociamos el capital de trabajo con el banco dos meses antes de necesitarlo.',
      author: 'Ignacio Morales',
      position: 'Gerente de Administración y Finanzas',
      company: 'Maderas Los Andes',
      industry: 'Industria maderera',
    },
    {
      quote:
        'Bajamos los días de cobro de 68 a 47 solo con los recordatorios automáticos y la lista diaria de compromisos de pago.',
      author: 'Francisca Soto',
      position: 'Jefa de Cobranza',
      company: 'Laboratorio Dental Austral',
      industry: 'Salud dental',
    },
    {
      quote:
        'Empezamos con el plan gratis para ordenar los gastos y al tercer mes ya teníamos presupuesto por centro de costo. Pasar al plan Crecimiento fue natural.',
      author: 'Cristián Navarro',
      position: 'Socio fundador',
      company: 'Navarro Ingeniería Térmica',
      industry: 'Ingeniería y servicios',
    },
  ],
  impactStats: [
    { value: '-21 días', label: 'plazo promedio de cobro' },
    { value: '6 h', label: 'ahorradas cada semana en conciliación' },
    { value: '3 días', label: 'para cerrar el mes' },
    { value: '100%', label: 'de los gastos con respaldo digital' },
  ],
  plans: MODULE_PLANS.finance,
  featureMatrix: [
    { nombre: 'Registro de ingresos y gastos', starter: true, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Flujo de caja proyectado',
      starter: '4 semanas',
      crecimiento: '13 semanas',
      pro: '13 semanas con escenarios',
      enterprise: '13 semanas con escenarios',
    },
    {
      nombre: 'Cuentas bancarias conciliadas',
      starter: '1 cuenta',
      crecimiento: 'Hasta 3 cuentas',
      pro: 'Ilimitadas',
      enterprise: 'Ilimitadas',
    },
    { nombre: 'Cobranza automática por correo', starter: false, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Centros de costo y presupuesto', starter: false, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Rendición de gastos desde el celular', starter: false, crecimiento: false, pro: true, enterprise: true },
    { nombre: 'Multimoneda', starter: false, crecimiento: false, pro: true, enterprise: true },
    { nombre: 'Consolidación de empresas del grupo', starter: false, crecimiento: false, pro: false, enterprise: true },
  ],
};
