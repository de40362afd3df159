/** Spanish labels of Skills' stored values (docs/naming.md: the database keeps the Spanish keys). */
export const SKILL_GROUPS = ['tecnicas', 'seguridad', 'blandas'] as const;
export type SkillGroup = (typeof SKILL_GROUPS)[number];
export const SKILL_GROUP_LABEL: Record<SkillGroup, string> = {
  tecnicas: 'Técnicas',
  seguridad: 'Seguridad',
  blandas: 'Blandas',
};
export const groupLabel = (g: string) => SKILL_GROUP_LABEL[g as SkillGroup] ?? g;

export const LEVELS = [1, 2, 3, 4] as const;
export const LEVEL_LABEL: Record<number, string> = { 1: 'Básico', 2: 'Intermedio', 3: 'Avanzado', 4: 'Experto' };
export const levelLabel = (n: number | null | undefined) => (n ? `${n} · ${LEVEL_LABEL[n] ?? ''}` : 'Sin evaluar');

export const CERT_STATE_LABEL: Record<string, string> = {
  vigente: 'Vigente',
  por_vencer: 'Por vencer',
  vencida: 'Vencida',
};

export const ORDER_TYPES = ['correctiva', 'preventiva', 'instalacion', 'garantia'] as const;
export const ORDER_TYPE_LABEL: Record<(typeof ORDER_TYPES)[number], string> = {
  correctiva: 'Correctiva',
  preventiva: 'Preventiva',
  instalacion: 'Instalación',
  garantia: 'Garantía',
};
