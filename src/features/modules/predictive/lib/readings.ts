import { z } from 'zod';
import * as field from '@/kit/schema';
import { CHILE_TIME_ZONE } from '@/lib/dates';
import { parseDay } from '@/lib/parse';

/** The meters a reading may be of (predictive_lecturas.variable). */
export const VARIABLES = ['horas_marcha', 'temperatura', 'vibracion', 'presion', 'corriente', 'otra'] as const;
export type Variable = (typeof VARIABLES)[number];

export const VARIABLE_LABEL: Record<Variable, string> = {
  horas_marcha: 'Horas de marcha',
  temperatura: 'Temperatura',
  vibracion: 'Vibración',
  presion: 'Presión',
  corriente: 'Corriente',
  otra: 'Otra',
};

/** The unit offered for each variable (the user may type another). */
export const DEFAULT_UNIT: Record<Variable, string> = {
  horas_marcha: 'h',
  temperatura: '°C',
  vibracion: 'mm/s',
  presion: 'bar',
  corriente: 'A',
  otra: '',
};

export const ORIGIN_LABEL: Record<string, string> = { manual: 'A mano', csv: 'CSV', maquina: 'Máquina' };

/** Minutes east of UTC of Chile's clock at an instant (−180 in summer, −240 in winter). */
function chileOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CHILE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * A date and time on Chile's clock as people type it ('2026-03-05 14:30', '05-03-2026 14:30', a
 * day alone is 00:00; an ISO time with its zone is taken as is) → ISO in UTC; null if unreadable.
 */
export function parseMeasuredAt(input: string): string | null {
  const text = input.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const t = Date.parse(text);
    return Number.isNaN(t) ? null : new Date(t).toISOString();
  }
  const m = /^(.+?)(?:[ T]+(\d{1,2}):(\d{2}))?$/.exec(text);
  if (!m) return null;
  const day = parseDay(m[1]);
  if (!day) return null;
  const hour = m[2] == null ? 0 : Number(m[2]);
  const minute = m[3] == null ? 0 : Number(m[3]);
  if (hour > 23 || minute > 59) return null;
  const [y, mo, d] = day.split('-').map(Number);
  const wall = Date.UTC(y, mo - 1, d, hour, minute);
  // The offset at the wall time read as UTC, then once more at the instant it gives (DST edges).
  let utc = wall - chileOffsetMinutes(new Date(wall)) * 60_000;
  utc = wall - chileOffsetMinutes(new Date(utc)) * 60_000;
  return new Date(utc).toISOString();
}

const measuredAt = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() ? (parseMeasuredAt(v) ?? v) : undefined),
  z
    .string({ error: 'Es obligatorio' })
    .regex(/^\d{4}-\d{2}-\d{2}T/, 'Fecha y hora inválidas (usa AAAA-MM-DD HH:MM o DD-MM-AAAA HH:MM)')
    .refine((s) => Date.parse(s) <= Date.now() + 86_400_000, 'La fecha está en el futuro'),
);

/**
 * A reading as the form and the CSV import validate it. `assets` maps an asset's code (lower case)
 * to its id: a code that is not the company's is a row error, not a failed import.
 */
export function readingSchema(assets: ReadonlyMap<string, string>) {
  return z.object({
    activo: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z
        .string({ error: 'Es obligatorio' })
        .min(1, 'Es obligatorio')
        .refine((code) => assets.has(code.toLowerCase()), { error: 'No hay un activo con ese código en tu empresa' }),
    ),
    variable: field.choice(VARIABLES, { labels: VARIABLE_LABEL }),
    unidad: field.requiredText(20),
    valor: field.number({ min: -1e12, max: 1e12 }),
    medido_en: measuredAt,
  });
}
export type ReadingValues = z.output<ReturnType<typeof readingSchema>>;

/** The import's columns (the headers 'Exportar CSV' of the readings writes). */
export const READING_IMPORT_COLUMNS = [
  { header: 'Activo', field: 'activo', required: true },
  { header: 'Variable', field: 'variable', required: true },
  { header: 'Unidad', field: 'unidad', required: true },
  { header: 'Valor', field: 'valor', required: true },
  { header: 'Medido el', field: 'medido_en', required: true },
];

/** A validated reading as the database takes it. */
export const readingInsert = (v: ReadingValues, assets: ReadonlyMap<string, string>, origen: 'manual' | 'csv') => ({
  activo_id: assets.get(v.activo.toLowerCase())!,
  variable: v.variable,
  unidad: v.unidad,
  valor: v.valor,
  medido_en: v.medido_en,
  origen,
});
