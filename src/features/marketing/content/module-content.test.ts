import { describe, expect, it } from 'vitest';
import { PLAN_TIER_IDS } from '@/config/plan-tiers';
import { MODULE_KEYS, MODULES, type ModuleKey } from '@/config/product';
import type { ModuleContent, PlanPrice } from '../types';
import { loadModuleContent } from './module-content';

/** docs/product.md §9, written out again here on purpose: the data files must match it, not themselves. */
const SPEC_TABLE: Record<ModuleKey, { prices: PlanPrice[]; caps: string[] }> = {
  people: {
    prices: [99, 199, 399, 699],
    caps: ['Hasta 25 empleados', 'Hasta 100 empleados', 'Hasta 500 empleados', 'Empleados ilimitados'],
  },
  think: {
    prices: [149, 299, 599, 999],
    caps: ['Hasta 5 líderes', 'Hasta 15 líderes', 'Hasta 50 líderes', 'Líderes ilimitados'],
  },
  crm: {
    prices: [79, 149, 299, 499],
    caps: ['Hasta 5 usuarios', 'Hasta 15 usuarios', 'Hasta 50 usuarios', 'Usuarios ilimitados'],
  },
  ops: {
    prices: [199, 399, 799, 1299],
    caps: ['Hasta 10 usuarios', 'Hasta 25 usuarios', 'Hasta 75 usuarios', 'Usuarios ilimitados'],
  },
  industrial: {
    prices: [299, 599, 1199, 1999],
    caps: ['Hasta 15 usuarios', 'Hasta 40 usuarios', 'Hasta 100 usuarios', 'Usuarios ilimitados'],
  },
  predictive: {
    prices: ['Gratis', 89, 179, 'Personalizado'],
    caps: ['Hasta 5 usuarios', 'Hasta 15 usuarios', 'Hasta 50 usuarios', 'Usuarios ilimitados'],
  },
  finance: {
    prices: ['Gratis', 49, 149, 'A medida'],
    caps: ['1 usuario', 'Hasta 5 usuarios', 'Usuarios ilimitados', 'Usuarios ilimitados'],
  },
  assistant: {
    prices: ['Gratis', 49, 99, 'A medida'],
    caps: ['1 usuario', 'Hasta 3 usuarios', 'Hasta 10 usuarios', 'Usuarios ilimitados'],
  },
  // docs/product.md gives the Starter and Growth caps; Pro and Enterprise have no project limit.
  projects: {
    prices: ['Gratis', 79, 149, 'A medida'],
    caps: [
      '3 proyectos activos',
      'Hasta 10 proyectos activos',
      'Proyectos activos ilimitados',
      'Proyectos activos ilimitados',
    ],
  },
  skills: {
    prices: ['Gratis', 89, 179, 'A medida'],
    caps: [
      'Hasta 10 usuarios y 5 cursos',
      'Hasta 50 usuarios y 30 cursos',
      'Usuarios y cursos ilimitados',
      'Usuarios y cursos ilimitados',
    ],
  },
};

const EXPECTED_VIDEO: Partial<Record<ModuleKey, string>> = { predictive: 'predictivo', industrial: 'inventario' };

const all = await Promise.all(MODULE_KEYS.map((key) => loadModuleContent(key)));
const byKey = Object.fromEntries(MODULE_KEYS.map((key, i) => [key, all[i]])) as Record<ModuleKey, ModuleContent>;

/** Every piece of text in a value, with where it is. */
function texts(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (typeof v === 'function' ? [] : texts(v, `${path}.${k}`)));
  }
  return [];
}

const nonEmpty = (s: string) => s.trim().length > 0;

describe.each(MODULE_KEYS)('module data file: %s', (key) => {
  const c = byKey[key];

  it('belongs to its module', () => {
    expect(c.key).toBe(key);
    expect(c.name).toBe(MODULES[key].name);
    expect(c.videoSlug).toBe(EXPECTED_VIDEO[key] ?? key);
  });

  it('has every part of docs/product.md §3, filled in', () => {
    expect(nonEmpty(c.title) && nonEmpty(c.description)).toBe(true);
    expect(c.metaDescription.length).toBeGreaterThanOrEqual(70);
    expect(c.metaDescription.length).toBeLessThanOrEqual(160);
    expect(c.metaDescription).toContain(c.name);

    expect(c.heroStats).toHaveLength(4);
    expect(c.impactStats.length).toBeGreaterThanOrEqual(3);
    for (const s of [...c.heroStats, ...c.impactStats]) expect(nonEmpty(s.value) && nonEmpty(s.label)).toBe(true);

    expect(c.features.length).toBeGreaterThanOrEqual(3);
    for (const p of c.features) {
      expect(typeof p.icon).toMatch(/function|object/);
      expect(nonEmpty(p.title) && nonEmpty(p.description)).toBe(true);
      expect(p.benefits.length).toBeGreaterThanOrEqual(2);
    }
    expect(c.functions.length).toBeGreaterThanOrEqual(4);
    for (const f of c.functions) expect(nonEmpty(f.title) && nonEmpty(f.description)).toBe(true);

    expect(c.roleBenefits.length).toBeGreaterThanOrEqual(3);
    for (const r of c.roleBenefits) {
      expect(nonEmpty(r.role)).toBe(true);
      expect(r.benefits.length).toBeGreaterThanOrEqual(2);
    }

    expect(c.testimonials.length).toBeGreaterThanOrEqual(2);
    for (const t of c.testimonials) {
      for (const field of ['quote', 'author', 'position', 'company', 'industry'] as const) {
        expect(nonEmpty(t[field]), `${field} of a testimonial`).toBe(true);
      }
    }

    expect(c.featureMatrix.length).toBeGreaterThanOrEqual(6);
    expect(new Set(c.featureMatrix.map((r) => r.nombre)).size).toBe(c.featureMatrix.length);
    for (const row of c.featureMatrix) {
      for (const id of PLAN_TIER_IDS) {
        expect(typeof row[id] === 'boolean' || nonEmpty(String(row[id])), `${row.nombre} / ${id}`).toBe(true);
      }
    }
  });

  it("has four plans with docs/product.md §9's prices and caps, and only Pro highlighted", () => {
    expect(c.plans.map((p) => p.id)).toEqual(['starter', 'crecimiento', 'pro', 'enterprise']);
    expect(c.plans.map((p) => p.nombre)).toEqual(['Starter', 'Crecimiento', 'Pro', 'Enterprise']);
    expect(c.plans.map((p) => p.precio)).toEqual(SPEC_TABLE[key].prices);
    expect(c.plans.map((p) => p.usuarios)).toEqual(SPEC_TABLE[key].caps);
    expect(c.plans.map((p) => p.destacado)).toEqual([false, false, true, false]);
    for (const p of c.plans) expect(nonEmpty(p.soporte)).toBe(true);
  });

  it('every plan includes something, and a better plan never loses a feature', () => {
    for (const id of PLAN_TIER_IDS)
      expect(
        c.featureMatrix.some((row) => row[id] !== false),
        id,
      ).toBe(true);
    for (const row of c.featureMatrix) {
      const included = PLAN_TIER_IDS.map((id) => row[id] !== false);
      expect(included, row.nombre).toEqual([...included].sort((a, b) => Number(a) - Number(b)));
    }
  });

  it('promises a free start only when Starter is free', () => {
    expect(/gratis/i.test(c.metaDescription)).toBe(c.plans[0].precio === 'Gratis');
  });

  it('has no placeholder copy and repeats no sentence within itself', () => {
    const all = texts(c);
    for (const { path, text } of all) {
      expect(text, path).not.toMatch(/lorem|ipsum|placeholder|xxx|\?\?\?/i);
      expect(text, path).not.toMatch(/\b(TODO|FIXME|TBD)\b/);
      expect(text, path).toBe(text.trim());
    }
    const sentences = all
      .filter(({ path }) => !/featureMatrix|plans|\.key$|videoSlug|role$|industry$/.test(path))
      .map((t) => t.text);
    const repeated = sentences.filter((s, i) => sentences.indexOf(s) !== i && s.length > 20);
    expect(repeated).toEqual([]);
  });
});

describe('the ten data files together', () => {
  /** The copy that must be each module's own: no module may reuse another's. */
  function ownCopy(c: ModuleContent): string[] {
    return [
      c.title,
      c.description,
      c.metaDescription,
      ...c.testimonials.flatMap((t) => [t.quote, t.author, t.company]),
      ...c.features.flatMap((p) => [p.title, p.description, ...p.benefits]),
      ...c.functions.flatMap((f) => [f.title, f.description]),
      ...c.roleBenefits.flatMap((r) => r.benefits),
      ...c.heroStats.map((s) => s.label),
      ...c.impactStats.map((s) => s.label),
    ];
  }

  it('share no testimonial, pillar, function, benefit or headline', () => {
    const owner = new Map<string, ModuleKey>();
    const shared: string[] = [];
    for (const c of all) {
      for (const text of new Set(ownCopy(c).map((t) => t.toLowerCase()))) {
        const first = owner.get(text);
        if (first && first !== c.key) shared.push(`${first} and ${c.key}: "${text}"`);
        else owner.set(text, c.key);
      }
    }
    expect(shared).toEqual([]);
  });

  it('are ten distinct modules', () => {
    expect(new Set(all.map((c) => c.key)).size).toBe(10);
    expect(new Set(all.map((c) => c.title)).size).toBe(10);
  });
});
