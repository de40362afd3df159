import { Activity, ChartLine, ScanSearch, Sparkles } from 'lucide-react';
import { MODULES } from '@/config/product';
import type { ModuleContent } from '../types';
import { MODULE_PLANS } from './plans';

export const predictiveContent: ModuleContent = {
  key: 'predictive',
  name: MODULES.predictive.name,
  title: 'Anticipa fallas, demanda y riesgos antes de que cuesten dinero',
  description:
    'Axel Predictive entrena modelos de machine learning con los datos que ya generan tus equipos, ventas e inventarios, y te avisa qué va a pasar con días de anticipación y cuánto confiar en cada predicción.',
  metaDescription:
    'Axel Predictive: IA predictiva para anticipar fallas de equipos, pronosticar demanda y detectar anomalías, sin científicos de datos. Empieza gratis.',
  videoSlug: 'predictivo',
  heroStats: [
    { value: '7 días', label: 'de anticipación promedio ante una falla' },
    { value: '-18%', label: 'error del pronóstico de demanda' },
    { value: '0', label: 'líneas de código para entrenar un modelo' },
    { value: '85%', label: 'de las alertas confirmadas en terreno' },
  ],
  features: [
    {
      icon: Activity,
      title: 'Mantenimiento predictivo',
      description:
        'Modelos que leen vibración, temperatura, corriente y horas de uso para estimar la probabilidad de falla de cada equipo.',
      benefits: [
        'Puntaje de salud por equipo',
        'Alertas con los días estimados hasta la falla',
        'Variables que explican cada alerta',
      ],
    },
    {
      icon: ChartLine,
      title: 'Pronóstico de demanda',
      description:
        'Predice ventas por producto, sucursal y semana considerando estacionalidad, promociones y feriados.',
      benefits: [
        'Sugerencias de compra y de producción',
        'Intervalos de confianza, no solo un número',
        'Comparación automática con lo vendido',
      ],
    },
    {
      icon: ScanSearch,
      title: 'Detección de anomalías',
      description:
        'Identifica consumos, gastos o lecturas fuera de patrón que una persona no vería entre miles de registros.',
      benefits: [
        'Umbrales que se ajustan solos',
        'Revisión y etiquetado de cada anomalía',
        'Menos falsas alarmas con el tiempo',
      ],
    },
    {
      icon: Sparkles,
      title: 'IA explicable y sin código',
      description:
        'Elige qué quieres predecir y conecta la fuente de datos; el sistema prueba varios modelos y te muestra el más preciso.',
      benefits: [
        'Entrenamiento automático con validación',
        'Precisión medida antes de usar el modelo',
        'Reentrenamiento periódico con datos nuevos',
      ],
    },
  ],
  functions: [
    {
      title: 'Conexión de datos',
      description:
        'Importa planillas, conecta tu base de datos o usa la información de los módulos Industrial, Ops y CRM sin integraciones extra.',
    },
    {
      title: 'Riesgo de clientes',
      description: 'Estima qué clientes tienen más probabilidad de dejar de comprar o de atrasarse en sus pagos.',
    },
    {
      title: 'Planificación de inventario',
      description: 'Convierte el pronóstico de demanda en puntos de reorden y cantidades sugeridas por bodega.',
    },
    {
      title: 'Alertas a los responsables',
      description:
        'Cada predicción relevante llega por correo o en la aplicación a quien debe actuar, con su nivel de confianza.',
    },
    {
      title: 'Seguimiento de precisión',
      description:
        'Un tablero compara cada predicción con lo que realmente ocurrió, para saber cuándo confiar en el modelo.',
    },
    {
      title: 'Simulación de escenarios',
      description:
        'Prueba qué pasaría con la demanda o con la carga de los equipos si cambian precios, turnos o volúmenes de producción.',
    },
  ],
  roleBenefits: [
    {
      role: 'Gerencia de operaciones',
      benefits: [
        'Pasa de reaccionar a las fallas a programarlas',
        'Planifica la producción con la demanda estimada por semana',
        'Justifica decisiones con probabilidades medidas',
      ],
    },
    {
      role: 'Mantenimiento y confiabilidad',
      benefits: [
        'Interviene el equipo antes de que falle',
        'Ordena la ruta de inspección según el riesgo',
        'Entiende qué variable anticipa cada falla',
      ],
    },
    {
      role: 'Abastecimiento y ventas',
      benefits: [
        'Compra según la demanda esperada y no según el mes pasado',
        'Evita quiebres de stock en temporada alta',
        'Detecta clientes en riesgo a tiempo para retenerlos',
      ],
    },
  ],
  testimonials: [
    {
      quote:
        'El modelo detectó un patrón de vibración en el molino 3 nueve días antes de la falla del rodamiento. Cambiarlo en una detención programada nos ahorró dos turnos de producción.',
      author: 'Ricardo Espinoza',
      position: 'Jefe de Confiabilidad',
      company: 'Cementos del Pacífico',
      industry: 'Cemento y materiales de construcción',
    },
    {
      quote:
        'Nuestro pronóstico era la venta del año anterior más un 5%. Con Axel Predictive los quiebres de stock del verano bajaron a menos de la mitad.',
      author: 'Constanza Reyes',
      position: 'Gerenta de Abastecimiento',
      company: 'Bebidas Cordillera',
      industry: 'Bebidas',
    },
    {
      quote:
        'No tenemos científicos de datos. Empezamos con el plan gratis y las planillas de consumo eléctrico, y la primera semana encontramos fugas en dos compresores.',
      author: 'Gonzalo Bravo',
      position: 'Ingeniero de Procesos',
      company: 'Frigorífico Puerto Montt',
      industry: 'Logística en frío',
    },
  ],
  impactStats: [
    { value: '-35%', label: 'detenciones no planificadas' },
    { value: '-45%', label: 'quiebres de stock' },
    { value: '9 días', label: 'de anticipación ante la falla más costosa' },
    { value: '4 semanas', label: 'desde los datos hasta el primer modelo en uso' },
  ],
  plans: MODULE_PLANS.predictive,
  featureMatrix: [
    { nombre: 'Mantenimiento predictivo', starter: true, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Modelos activos',
      starter: '1 modelo',
      crecimiento: 'Hasta 5 modelos',
      pro: 'Hasta 20 modelos',
      enterprise: 'Ilimitados',
    },
    {
      nombre: 'Fuentes de datos',
      starter: 'Planillas',
      crecimiento: 'Planillas y módulos Axel',
      pro: 'Planillas, módulos Axel y bases de datos',
      enterprise: 'Todas, incluidos sensores en tiempo real',
    },
    { nombre: 'Pronóstico de demanda', starter: false, crecimiento: true, pro: true, enterprise: true },
    { nombre: 'Detección de anomalías', starter: false, crecimiento: true, pro: true, enterprise: true },
    {
      nombre: 'Reentrenamiento automático',
      starter: false,
      crecimiento: 'Mensual',
      pro: 'Semanal',
      enterprise: 'A medida',
    },
    { nombre: 'Simulación de escenarios', starter: false, crecimiento: false, pro: true, enterprise: true },
    { nombre: 'Modelos con tus reglas de negocio', starter: false, crecimiento: false, pro: false, enterprise: true },
  ],
};
