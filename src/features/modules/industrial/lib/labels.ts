export const ASSET_STATES = ['operativo', 'en_mantencion', 'detenido', 'dado_de_baja'] as const;
export const ASSET_STATE_LABEL: Record<(typeof ASSET_STATES)[number], string> = {
  operativo: 'Operativo',
  en_mantencion: 'En mantención',
  detenido: 'Detenido',
  dado_de_baja: 'Dado de baja',
};
export const LEVELS = ['planta', 'linea', 'equipo'] as const;
export const LEVEL_LABEL: Record<(typeof LEVELS)[number], string> = {
  planta: 'Planta',
  linea: 'Línea',
  equipo: 'Equipo',
};
export const CRITICALITIES = ['A', 'B', 'C'] as const;
export const UNITS = ['unidad', 'caja', 'metro', 'litro', 'kilogramo', 'juego'] as const;
export const UNIT_LABEL: Record<(typeof UNITS)[number], string> = {
  unidad: 'Unidad',
  caja: 'Caja',
  metro: 'Metro',
  litro: 'Litro',
  kilogramo: 'Kilogramo',
  juego: 'Juego',
};
export const MOVE_TYPES = ['entrada', 'salida', 'ajuste'] as const;
export const MOVE_LABEL: Record<(typeof MOVE_TYPES)[number], string> = {
  entrada: 'Entrada',
  salida: 'Salida',
  ajuste: 'Ajuste',
};

export const options = <K extends string>(values: readonly K[], labels?: Record<K, string>) =>
  values.map((v) => ({ value: v, label: labels?.[v] ?? v }));
export const label = <K extends string>(labels: Record<K, string>, v: string | null | undefined) =>
  v ? (labels[v as K] ?? v) : '';
