import type { Database } from '@/lib/database.types';

type Tables = Database['public']['Tables'];
export type Asset = Tables['industrial_activos']['Row'];
export type Part = Tables['industrial_repuestos']['Row'];
export type Plan = Tables['industrial_planes']['Row'];
/** A meter plan's hours since its last execution and whether it is due (view industrial_planes_horas). */
export type PlanHours = Database['public']['Views']['industrial_planes_horas']['Row'];
/** A stock move with the number of its work order (null when there is none, or without Ops to read it). */
export type Move = Tables['industrial_movimientos']['Row'] & { orden: { id: string; codigo: string } | null };

/** What the forms and imports write: the company and the authorship are the database's. */
type Writable<T> = Omit<T, 'id' | 'empresa_id' | 'creado_por' | 'actualizado_por' | 'creado_en' | 'actualizado_en'>;
export type AssetValues = Writable<Tables['industrial_activos']['Insert']>;
export type PartValues = Writable<Tables['industrial_repuestos']['Insert']>;
export type PlanValues = Writable<Tables['industrial_planes']['Insert']>;
export type MoveValues = Pick<
  Tables['industrial_movimientos']['Insert'],
  'repuesto_id' | 'tipo' | 'cantidad' | 'motivo' | 'orden_id'
>;
