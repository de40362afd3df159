import { formatNumber } from '@/lib/format';

/**
 * The rules that raise an alert. They run in the database (private.predictive_detectar, migration
 * 20261128091253_predictive_alertas_en_servidor.sql); this file only explains what they stored.
 */
export type AnomalyRule = 'z-robusto' | 'ewma' | 'cambio-nivel';

export const RULE_LABEL: Record<AnomalyRule, string> = {
  'z-robusto': 'Valor atípico (z robusto)',
  ewma: 'Deriva (EWMA)',
  'cambio-nivel': 'Cambio de nivel (CUSUM)',
};

const n = (v: number) => formatNumber(Math.round(v * 100) / 100);

/** Why an alert was raised, in one paragraph of Spanish with its numbers. */
export function alertParagraph(a: {
  regla: string;
  valor: number | null;
  banda_baja: number;
  banda_alta: number;
  estadistico: number;
  unidad?: string | null;
}): string {
  const unit = a.unidad ? ` ${a.unidad}` : '';
  const value = a.valor == null ? '—' : `${n(a.valor)}${unit}`;
  switch (a.regla) {
    case 'z-robusto':
      return (
        `La lectura ${value} queda fuera de la banda ${n(a.banda_baja)} a ${n(a.banda_alta)}${unit}: ` +
        `su z robusto es ${n(a.estadistico)} (límite ±3,5). Se calcula como 0,6745 × (valor − mediana) / MAD ` +
        'de las 30 lecturas anteriores de la misma variable (Iglewicz y Hoaglin); la mediana y la desviación ' +
        'absoluta mediana no se mueven con unas pocas lecturas extremas.'
      );
    case 'ewma':
      return (
        `El promedio móvil exponencial (λ = 0,2) llegó a ${n(a.estadistico)}${unit} y salió de sus límites ` +
        `${n(a.banda_baja)} a ${n(a.banda_alta)}${unit} (centro ± 3σ ajustado, Montgomery §9.2); la lectura que lo ` +
        `hizo salir fue ${value}. El centro y σ son la mediana y 1,4826 × MAD de las primeras 60 lecturas: ` +
        'señala una deriva lenta que una lectura sola no muestra.'
      );
    case 'cambio-nivel':
      return (
        `La suma acumulada (CUSUM tabular, k = σ/2) llegó a ${n(a.estadistico)}${unit}, más allá del límite ` +
        `h = 5σ (${n(a.banda_alta)}${unit}): el nivel de la variable cambió de forma sostenida. La lectura que lo ` +
        `confirmó fue ${value}; el cambio empezó donde se indica «desde». El centro y σ son la mediana y ` +
        '1,4826 × MAD de las primeras 60 lecturas.'
      );
    default:
      return `Lectura ${value}, banda ${n(a.banda_baja)} a ${n(a.banda_alta)}, estadístico ${n(a.estadistico)}.`;
  }
}

/** The measured precision: accepted over decided (null before any decision). */
export function precision(alerts: readonly { estado: string }[]) {
  const accepted = alerts.filter((a) => a.estado === 'aceptada').length;
  const dismissed = alerts.filter((a) => a.estado === 'descartada').length;
  const decided = accepted + dismissed;
  return { accepted, dismissed, decided, pending: alerts.length - decided, value: decided ? accepted / decided : null };
}
