import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, unwrapRows } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';
import { OPEN_STATES } from '../../ops/lib/labels';

type Tables = Database['public']['Tables'];
export type Asset = Tables['industrial_activos']['Row'];
/** empresa_id and the authorship are the database's (private.atribuir_registro), never sent. */
type New<T> = Omit<T, 'empresa_id'>;
export type AssetInsert = New<Tables['industrial_activos']['Insert']>;
export type Part = Tables['industrial_repuestos']['Row'];
export type PartInsert = New<Tables['industrial_repuestos']['Insert']>;
export type Plan = Tables['industrial_planes']['Row'];
export type PlanInsert = New<Tables['industrial_planes']['Insert']>;
/** A stock move with the number of its work order (null when there is none, or without Ops to read it). */
export type Move = Tables['industrial_movimientos']['Row'] & { orden: { id: string; codigo: string } | null };
export type MoveInsert = New<Tables['industrial_movimientos']['Insert']>;
/** A work order as the move form's picker offers it. */
export type OrderChoice = Pick<Tables['ops_ordenes']['Row'], 'id' | 'codigo' | 'numero' | 'estado' | 'falla_reportada'>;

export const industrialKeys = {
  all: ['industrial'] as const,
  assets: () => [...industrialKeys.all, 'activos'] as const,
  parts: () => [...industrialKeys.all, 'repuestos'] as const,
  plans: () => [...industrialKeys.all, 'planes'] as const,
  moves: (partId: string) => [...industrialKeys.all, 'movimientos', partId] as const,
  orderChoices: (search: string) => [...industrialKeys.all, 'ordenes', search] as const,
};

export const assetsQuery = () =>
  queryOptions({
    queryKey: industrialKeys.assets(),
    queryFn: ({ signal }) =>
      fetchAllRows<Asset>(
        (from, to) =>
          supabase
            .from('industrial_activos')
            .select('*')
            .order('codigo')
            .order('id')
            .range(from, to)
            .abortSignal(signal),
        { signal },
      ),
  });
export const partsQuery = () =>
  queryOptions({
    queryKey: industrialKeys.parts(),
    queryFn: ({ signal }) =>
      fetchAllRows<Part>(
        (from, to) =>
          supabase
            .from('industrial_repuestos')
            .select('*')
            .order('sku')
            .order('id')
            .range(from, to)
            .abortSignal(signal),
        { signal },
      ),
  });
export const plansQuery = () =>
  queryOptions({
    queryKey: industrialKeys.plans(),
    queryFn: async ({ signal }) =>
      unwrapRows(await supabase.from('industrial_planes').select('*').order('proxima_fecha').abortSignal(signal)),
  });

export const useAssets = () => useQuery(assetsQuery());
export const useParts = () => useQuery(partsQuery());
export const usePlans = () => useQuery(plansQuery());

export function useMoves(partId: string | null) {
  return useQuery({
    queryKey: industrialKeys.moves(partId ?? ''),
    enabled: !!partId,
    queryFn: async ({ signal }) =>
      unwrapRows(
        await supabase
          .from('industrial_movimientos')
          .select('*, orden:ops_ordenes(id, codigo)')
          .eq('repuesto_id', partId!)
          .order('creado_en', { ascending: false })
          .limit(50)
          .abortSignal(signal),
      ) as Move[],
  });
}

/** How many work orders the move form's picker lists at a time. */
export const ORDER_CHOICES = 20;
const ORDER_CHOICE_COLUMNS = 'id, codigo, numero, estado, falla_reportada';

/**
 * The work orders a stock move may name, never the whole list (a company may have 100,000): with
 * no search, the latest open ones plus the latest ones of any state; with a search (number, fault,
 * equipment or client), the first matches of Ops' server-driven search (public.ops_ordenes_pagina).
 * Only with Ops: without it row-level security shows no order.
 */
export async function fetchOrderChoices(search: string, signal?: AbortSignal): Promise<OrderChoice[]> {
  const text = search.trim();
  if (text) {
    const request = supabase
      .rpc('ops_ordenes_pagina', { p_busqueda: text, p_orden: 'numero', p_descendente: true, p_limite: ORDER_CHOICES })
      .select(ORDER_CHOICE_COLUMNS);
    return unwrapRows(await (signal ? request.abortSignal(signal) : request)) as OrderChoice[];
  }
  const latest = (open: boolean) => {
    let q = supabase.from('ops_ordenes').select(ORDER_CHOICE_COLUMNS);
    if (open) q = q.in('estado', [...OPEN_STATES]);
    q = q.order('numero', { ascending: false }).limit(ORDER_CHOICES);
    return signal ? q.abortSignal(signal) : q;
  };
  const [open, recent] = await Promise.all([latest(true), latest(false)]);
  const byId = new Map<string, OrderChoice>();
  for (const o of [...unwrapRows(open), ...unwrapRows(recent)]) byId.set(o.id, o);
  return [...byId.values()].sort((a, b) => Number(b.numero) - Number(a.numero));
}

export function useOrderChoices(search: string, enabled: boolean) {
  return useQuery<OrderChoice[]>({
    queryKey: industrialKeys.orderChoices(search.trim()),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchOrderChoices(search, signal),
  });
}

/** Inserts in batches of 500 (one request each); a refused batch stops the import with the reason. */
async function insertInBatches<T extends object>(table: 'industrial_activos' | 'industrial_repuestos', rows: T[]) {
  for (let i = 0; i < rows.length; i += 500) {
    unwrap(await supabase.from(table).insert(rows.slice(i, i + 500) as never));
  }
}

export function useSaveAsset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: AssetInsert }) =>
      id
        ? unwrap(await supabase.from('industrial_activos').update(values).eq('id', id).select().single())
        : unwrap(
            await supabase
              .from('industrial_activos')
              .insert(values as never)
              .select()
              .single(),
          ),
    onSettled: () => qc.invalidateQueries({ queryKey: industrialKeys.all }),
  });
}

type AssetImportRow = AssetInsert & { padre_codigo?: string };

/**
 * The order an asset import is written in: rounds of rows whose parent is known (no parent, an
 * existing asset, or a row of an earlier round), so a plant → line → equipment file imports in
 * three rounds. Checked before anything is written: a parent that is neither in the company nor in
 * the file, or parents that wait for each other, refuse the whole import.
 */
function assetImportRounds(rows: readonly AssetImportRow[], existingCodes: Iterable<string>): AssetImportRow[][] {
  const known = new Set(Array.from(existingCodes, (c) => c.toLowerCase()));
  const inFile = new Set(rows.map((r) => r.codigo.toLowerCase()));
  const missing = rows.find(
    (r) => r.padre_codigo && !known.has(r.padre_codigo.toLowerCase()) && !inFile.has(r.padre_codigo.toLowerCase()),
  );
  if (missing) throw new Error(`el activo padre ${missing.padre_codigo} no existe`);
  const rounds: AssetImportRow[][] = [];
  let pending = [...rows];
  while (pending.length) {
    const ready = pending.filter((r) => !r.padre_codigo || known.has(r.padre_codigo.toLowerCase()));
    if (!ready.length)
      throw new Error(`los activos ${pending.map((r) => r.codigo).join(', ')} dependen unos de otros en un ciclo`);
    for (const r of ready) known.add(r.codigo.toLowerCase());
    rounds.push(ready);
    pending = pending.filter((r) => !ready.includes(r));
  }
  return rounds;
}

export function useImportAssets() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (rows: AssetImportRow[]) => {
      // The parent is given by code: known codes (existing or earlier in the file) become ids. The
      // codes are read now, not from the list's cache, so an asset made since then is known too.
      const existing = await fetchAllRows<Pick<Asset, 'id' | 'codigo'>>((from, to) =>
        supabase.from('industrial_activos').select('id, codigo').order('id').range(from, to),
      );
      const byCode = new Map(existing.map((a) => [a.codigo.toLowerCase(), a.id]));
      for (const round of assetImportRounds(rows, byCode.keys())) {
        const values = round.map(({ padre_codigo, ...r }) =>
          padre_codigo ? { ...r, padre_id: byCode.get(padre_codigo.toLowerCase()) } : r,
        );
        for (let i = 0; i < values.length; i += 500) {
          const saved = unwrapRows(
            await supabase
              .from('industrial_activos')
              .insert(values.slice(i, i + 500) as never)
              .select('id, codigo'),
          );
          for (const a of saved) byCode.set(a.codigo.toLowerCase(), a.id);
        }
      }
    },
    onSettled: () => qc.invalidateQueries({ queryKey: industrialKeys.all }),
  });
}

export function useSavePart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: PartInsert }) => {
      if (id) {
        const { stock: _stock, ...editable } = values;
        return unwrap(await supabase.from('industrial_repuestos').update(editable).eq('id', id).select().single());
      }
      return unwrap(
        await supabase
          .from('industrial_repuestos')
          .insert(values as never)
          .select()
          .single(),
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: industrialKeys.all }),
  });
}

export function useImportParts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (rows: PartInsert[]) => insertInBatches('industrial_repuestos', rows),
    onSettled: () => qc.invalidateQueries({ queryKey: industrialKeys.all }),
  });
}

export function useAddMove() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (move: MoveInsert) =>
      unwrap(
        await supabase
          .from('industrial_movimientos')
          .insert(move as never)
          .select()
          .single(),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: industrialKeys.all }),
  });
}

export function useSavePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: PlanInsert }) =>
      id
        ? unwrap(await supabase.from('industrial_planes').update(values).eq('id', id).select().single())
        : unwrap(
            await supabase
              .from('industrial_planes')
              .insert(values as never)
              .select()
              .single(),
          ),
    onSettled: () => qc.invalidateQueries({ queryKey: industrialKeys.plans() }),
  });
}

export function useGenerateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (planId: string) =>
      unwrap(await supabase.rpc('industrial_generar_ot', { p_plan_id: planId })) as string,
    onSettled: () => qc.invalidateQueries({ queryKey: ['ops'] }),
  });
}
