import { BellRing, Contact, FileText, Filter } from 'lucide-react';
import { MODULES } from '@/config/product';
import type { ModuleContent } from '../types';
import { MODULE_PLANS } from './plans';

export const crmContent: ModuleContent = {
  key: 'crm',
  name: MODULES.crm.name,
  title: 'Cada oportunidad con seguimiento, cada cliente con historia',
  description:
    'Axel CRM ordena prospectos, cotizaciones y postventa en un embudo que tu equipo comercial sí actualiza, con recordatorios que evitan que una venta se enfríe.',
  metaDescription:
    'Axel CRM: embudo de ventas, cotizaciones, seguimiento de clientes y postventa para pymes que venden a otras empresas.',
  videoSlug: 'crm',
  heroStats: [
    { value: '+27%', label: 'tasa de cierre de oportunidades' },
    { value: '-40%', label: 'tiempo en armar cotizaciones' },
    { value: '0', label: 'oportunidades sin próxima acción' },
    { value: '360°', label: 'historia completa de cada cliente' },
  ],
  features: [
    {
      icon: Filter,
      title: 'Embudo visual de ventas',
      description:
        'Arrastra cada oportunidad entre etapas, con monto, probabilidad y fecha estimada de cierre siempre a la vista.',
      benefits: [
        'Etapas configurables por línea de negocio',
        'Pronóstico ponderado del mes',
        'Motivos de pérdida para aprender de cada negativa',
      ],
    },
    {
      icon: FileText,
      title: 'Cotizaciones en minutos',
      description:
        'Genera cotizaciones con tu lista de precios, descuentos autorizados y condiciones comerciales, y envíalas en PDF con tu marca.',
      benefits: [
        'Aprobación de descuentos sobre el margen permitido',
        'Versiones de cada cotización enviada',
        'Aviso cuando el cliente abre el documento',
      ],
    },
    {
      icon: BellRing,
      title: 'Seguimiento que no se olvida',
      description:
        'Cada oportunidad tiene una próxima acción; si vence, el vendedor y su jefatura reciben un recordatorio.',
      benefits: [
        'Tareas, llamadas y visitas en una sola agenda',
        'Correos registrados automáticamente en la cuenta',
        'Alertas de clientes sin contacto en 30 días',
      ],
    },
    {
      icon: Contact,
      title: 'Ficha 360° del cliente',
      description:
        'Contactos, compras, cotizaciones, reclamos y visitas técnicas de cada cuenta reunidos en una sola ficha.',
      benefits: [
        'Jerarquía de empresas y sucursales',
        'Historial de precios por cliente',
        'Reclamos y postventa ligados a la cuenta',
      ],
    },
  ],
  functions: [
    {
      title: 'Captura de prospectos',
      description:
        'Formularios web, ferias y correos entrantes crean prospectos que se asignan automáticamente por zona o por rubro.',
    },
    {
      title: 'Gestión de cartera',
      description:
        'Asigna cuentas a cada ejecutivo y mide cobertura, frecuencia de visita y potencial de compra por cliente.',
    },
    {
      title: 'Visitas comerciales en terreno',
      description: 'Los vendedores registran visitas con ubicación y notas de voz desde el celular, incluso sin señal.',
    },
    {
      title: 'Metas comerciales',
      description: 'Define metas por vendedor, producto y zona, y sigue el avance diario frente a lo proyectado.',
    },
    {
      title: 'Postventa y reclamos',
      description:
        'Registra cada reclamo con plazo de respuesta y responsable, para que el cliente no tenga que repetir su historia.',
    },
    {
      title: 'Campañas a clientes',
      description: 'Segmenta por rubro, ticket promedio o última compra y envía campañas de correo medibles.',
    },
  ],
  roleBenefits: [
    {
      role: 'Gerencia Comercial',
      benefits: [
        'Pronostica el cierre del mes con datos reales del embudo',
        'Compara el desempeño de cada ejecutivo con las mismas reglas',
        'Detecta cuentas grandes en riesgo antes de perderlas',
      ],
    },
    {
      role: 'Ejecutivos de venta',
      benefits: [
        'Tu agenda del día se arma sola con las próximas acciones',
        'Cotiza desde el celular frente al cliente',
        'Llega a cada reunión sabiendo qué compró y qué reclamó',
      ],
    },
    {
      role: 'Servicio al cliente',
      benefits: [
        'Responde con la historia completa de la cuenta a la vista',
        'Escala reclamos con plazos y responsables definidos',
        'Mide tiempos de respuesta por tipo de caso',
      ],
    },
  ],
  testimonials: [
    {
      quote:
        'Con doce vendedores y tres sucursales nadie sabía cuántas cotizaciones había abiertas. Hoy el pronóstico del mes se equivoca por menos de un 8%.',
      author: 'Javier Sepúlveda',
      position: 'Gerente Comercial',
      company: 'Ferretería Industrial Pacífico',
      industry: 'Distribución industrial',
    },
    {
      quote:
        'Las cotizaciones nos tomaban medio día porque había que revisar precios en tres planillas. Ahora salen en diez minutos y con el descuento ya aprobado.',
      author: 'Daniela Rojas',
      position: 'Ejecutiva de Cuentas Clave',
      company: 'Química Andina',
      industry: 'Insumos químicos',
    },
    {
      quote:
        'Descubrimos que un tercio de nuestros clientes llevaba más de tres meses sin una visita. Recuperamos cuatro cuentas importantes en el primer trimestre.',
      author: 'Hernán Valdivia',
      position: 'Jefe de Ventas',
      company: 'Repuestos Agrícolas del Maule',
      industry: 'Maquinaria agrícola',
    },
  ],
  impactStats: [
    { value: '+22%', label: 'ventas a clientes existentes' },
    { value: '-35%', label: 'duración del ciclo de venta' },
    { value: '92%', label: 'de las oportunidades con próxima acción vigente' },
    { value: '2 h', label: 'ahorradas por vendedor cada semana' },
  ],
  plans: MODULE_PLANS.crm,
  featureMatrix: [
    { nombre: 'Ficha 360° de clientes', starter: true, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Embudos de venta',
      starter: '1 embudo',
      crecimiento: 'Hasta 3 embudos',
      pro: 'Ilimitados',
      enterprise: 'Ilimitados',
    },
    {
      nombre: 'Cotizaciones en PDF',
      starter: 'Plantilla estándar',
      crecimiento: 'Plantillas con tu marca',
      pro: 'Plantillas con tu marca',
      enterprise: 'Plantillas con tu marca',
    },
    { nombre: 'Aprobación de descuentos', starter: false, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Registro automático de correos', starter: false, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Metas y pronóstico de ventas',
      starter: false,
      crecimiento: 'Por vendedor',
      pro: 'Por vendedor, producto y zona',
      enterprise: 'Por vendedor, producto y zona',
    },
    { nombre: 'App móvil sin conexión', starter: false, crecimiento: false, pro: true, enterprise: true },
    {
      nombre: 'Campañas de correo',
      starter: false,
      crecimiento: false,
      pro: '5.000 envíos al mes',
      enterprise: 'A medida',
    },
    { nombre: 'Integración con tu ERP', starter: false, crecimiento: false, pro: true, enterprise: true },
  ],
};
