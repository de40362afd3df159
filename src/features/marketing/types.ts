import type { LucideIcon } from 'lucide-react';
import type { PlanTierId } from '@/config/plan-tiers';
import type { ModuleKey } from '@/config/product';

/** A figure with what it measures ('-60%', 'tiempo en prenómina'). Static copy (docs/product.md §1). */
export interface Stat {
  value: string;
  label: string;
}

/** A pillar of the module (docs/product.md: "features with benefits"). */
export interface Pillar {
  icon: LucideIcon;
  title: string;
  description: string;
  benefits: readonly string[];
}

export interface BusinessFunction {
  title: string;
  description: string;
}

export interface RoleBenefit {
  role: string;
  benefits: readonly string[];
}

export interface Testimonial {
  quote: string;
  author: string;
  position: string;
  company: string;
  industry: string;
}

/** A monthly price in dollars, or one of the text prices of docs/product.md §9. */
export type PlanPrice = number | 'Gratis' | 'A medida' | 'Personalizado';

export interface Plan {
  id: PlanTierId;
  nombre: string;
  precio: PlanPrice;
  /** The plan's cap: users, employees, leaders, projects or courses ('Hasta 25 empleados'). */
  usuarios: string;
  soporte: string;
  /** Always and only Pro (docs/product.md §2). */
  destacado: boolean;
}

/** true: included; false: not included; text: included with that limit or variant. */
export type MatrixValue = boolean | string;

/** One row of the feature matrix: a value per plan (docs/product.md §3). */
export interface MatrixRow extends Record<PlanTierId, MatrixValue> {
  nombre: string;
}

export type FourOf<T> = readonly [T, T, T, T];

/**
 * Everything a module's marketing page shows (docs/product.md §3 "Marketing data per module"). One data file
 * per module satisfies it; the page components are generic over it.
 */
export interface ModuleContent {
  key: ModuleKey;
  /** Brand name ('Axel People'). */
  name: string;
  /** The hero's headline. */
  title: string;
  /** The hero's lead paragraph. */
  description: string;
  /** The page's meta description (at most 160 characters). */
  metaDescription: string;
  /** videos_demo slug played in the page's #demo section, if one is active. */
  videoSlug: string | null;
  heroStats: FourOf<Stat>;
  features: readonly Pillar[];
  functions: readonly BusinessFunction[];
  roleBenefits: readonly RoleBenefit[];
  testimonials: readonly Testimonial[];
  impactStats: readonly Stat[];
  plans: FourOf<Plan>;
  featureMatrix: readonly MatrixRow[];
}
