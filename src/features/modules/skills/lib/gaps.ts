import type {
  CurrentCertification,
  CurrentLevel,
  Employee,
  PositionCertification,
  Requirement,
  Skill,
} from '../api/types';

/** A position as People writes it, matched as Postgres matches it (lower(btrim(cargo))). */
export const positionKey = (cargo: string) => cargo.trim().toLowerCase();

export type GapTone = 'sin_requisito' | 'cumple' | 'brecha_leve' | 'brecha';

export interface GapCell {
  /** The level the employee's position requires, if it requires this skill. */
  required: number | null;
  /** The employee's latest assessed level, if any. */
  current: number | null;
  /** Levels short of the requirement (0 when met; the required level when never assessed). */
  gap: number;
  tone: GapTone;
}

export function gapCell(required: number | null, current: number | null): GapCell {
  if (required === null) return { required, current, gap: 0, tone: 'sin_requisito' };
  const gap = Math.max(required - (current ?? 0), 0);
  const tone: GapTone = gap === 0 ? 'cumple' : gap === 1 && current !== null ? 'brecha_leve' : 'brecha';
  return { required, current, gap, tone };
}

export const GAP_TONE_LABEL: Record<GapTone, string> = {
  sin_requisito: 'No requerida por el cargo',
  cumple: 'Cumple el nivel requerido',
  brecha_leve: 'Un nivel bajo lo requerido',
  brecha: 'Dos o más niveles bajo lo requerido, o sin evaluar',
};

/** Required levels by position key, then skill. */
export function requirementsByPosition(requirements: readonly Requirement[]): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const r of requirements) {
    const k = positionKey(r.cargo);
    if (!out.has(k)) out.set(k, new Map());
    out.get(k)!.set(r.competencia_id, r.nivel);
  }
  return out;
}

/** Current levels by employee, then skill. */
export function levelsByEmployee(levels: readonly CurrentLevel[]): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const l of levels) {
    if (!l.colaborador_id || !l.competencia_id || l.nivel === null) continue;
    if (!out.has(l.colaborador_id)) out.set(l.colaborador_id, new Map());
    out.get(l.colaborador_id)!.set(l.competencia_id, l.nivel);
  }
  return out;
}

export interface GapMatrix {
  skills: Skill[];
  rows: { employee: Employee; cells: GapCell[]; gaps: number }[];
}

/**
 * The gap matrix: the employees given (already filtered) × the skills any of their positions requires
 * (in the catalogue's order), each cell the requirement against the latest assessment.
 */
export function buildGapMatrix(input: {
  employees: readonly Employee[];
  skills: readonly Skill[];
  requirements: readonly Requirement[];
  levels: readonly CurrentLevel[];
}): GapMatrix {
  const byPosition = requirementsByPosition(input.requirements);
  const byEmployee = levelsByEmployee(input.levels);
  const used = new Set<string>();
  for (const e of input.employees) for (const id of byPosition.get(positionKey(e.cargo))?.keys() ?? []) used.add(id);
  const skills = input.skills.filter((s) => used.has(s.id));
  const rows = input.employees.map((employee) => {
    const req = byPosition.get(positionKey(employee.cargo));
    const mine = byEmployee.get(employee.id);
    const cells = skills.map((s) => gapCell(req?.get(s.id) ?? null, mine?.get(s.id) ?? null));
    return { employee, cells, gaps: cells.filter((c) => c.gap > 0).length };
  });
  return { skills, rows };
}

/** Per position: how many employees, required skills × employees, and how many of those fall short. */
export function gapsByPosition(
  matrix: GapMatrix,
): { cargo: string; people: number; required: number; short: number }[] {
  const out = new Map<string, { cargo: string; people: number; required: number; short: number }>();
  for (const row of matrix.rows) {
    const k = positionKey(row.employee.cargo);
    if (!k) continue;
    const entry = out.get(k) ?? { cargo: row.employee.cargo.trim(), people: 0, required: 0, short: 0 };
    entry.people += 1;
    entry.required += row.cells.filter((c) => c.required !== null).length;
    entry.short += row.gaps;
    out.set(k, entry);
  }
  return [...out.values()]
    .filter((p) => p.required > 0)
    .sort((a, b) => b.short - a.short || a.cargo.localeCompare(b.cargo, 'es'));
}

/**
 * Compliance by area: for each employee, the certifications their position requires; in force when the
 * one that counts has not expired. Areas without requirements are left out.
 */
export function complianceByArea(input: {
  employees: readonly Employee[];
  positionCertifications: readonly PositionCertification[];
  certifications: readonly CurrentCertification[];
}): { area: string; required: number; inForce: number; percent: number }[] {
  const required = new Map<string, string[]>();
  for (const p of input.positionCertifications) {
    const k = positionKey(p.cargo);
    required.set(k, [...(required.get(k) ?? []), p.tipo_id]);
  }
  const held = new Map<string, string>();
  for (const c of input.certifications)
    if (c.colaborador_id && c.tipo_id) held.set(`${c.colaborador_id}:${c.tipo_id}`, c.estado ?? '');
  const out = new Map<string, { area: string; required: number; inForce: number }>();
  for (const e of input.employees) {
    if (e.estado !== 'activo') continue;
    const types = required.get(positionKey(e.cargo)) ?? [];
    if (types.length === 0) continue;
    const area = e.area.trim() || 'Sin área';
    const entry = out.get(area) ?? { area, required: 0, inForce: 0 };
    for (const t of types) {
      entry.required += 1;
      const state = held.get(`${e.id}:${t}`);
      if (state === 'vigente' || state === 'por_vencer') entry.inForce += 1;
    }
    out.set(area, entry);
  }
  return [...out.values()]
    .map((a) => ({ ...a, percent: Math.round((a.inForce / a.required) * 100) }))
    .sort((a, b) => a.percent - b.percent || a.area.localeCompare(b.area, 'es'));
}

/** The distinct non-empty values of a column, sorted the Spanish way (filters' options). */
export const distinctSorted = (values: readonly string[]) =>
  [...new Set(values.map((v) => v.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'es'));
