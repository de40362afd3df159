import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, unwrapRows } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';
import { useOptimisticMutation, replaceById } from '../kit';
import type { OrderState } from '../ops/labels';

type Tables = Database['public']['Tables'];
type New<T> = Omit<T, 'empresa_id' | 'numero'>;
export type Order = Tables['ops_ordenes']['Row'];
export type OrderSummary = Pick<Order, 'id' | 'codigo' | 'numero' | 'tipo' | 'prioridad' | 'estado' | 'tecnico_id' | 'tercero_id' | 'activo_id' | 'equipo_texto' | 'fecha_programada' | 'creado_en' | 'falla_reportada'>;
export type OrderInsert = New<Tables['ops_ordenes']['Insert']>;

const SUMMARY = 'id, codigo, numero, tipo, prioridad, estado, tecnico_id, tercero_id, activo_id, equipo_texto, fecha_programada, creado_en, falla_reportada';

export const opsKeys = {
  all: ['ops'] as const,
  orders: () => [...opsKeys.all, 'ordenes'] as const,
  order: (id: string) => [...opsKeys.all, 'orden', id] as const,
  technicians: () => [...opsKeys.all, 'tecnicos'] as const,
  clients: () => [...opsKeys.all, 'terceros'] as const,
  summary: () => [...opsKeys.all, 'resumen'] as const,
};

export const ordersQuery = () =>
  queryOptions({
    queryKey: opsKeys.orders(),
    queryFn: ({ signal }) => fetchAllRows<OrderSummary>((from, to) => supabase.from('ops_ordenes').select(SUMMARY).order('numero', { ascending: false }).range(from, to).abortSignal(signal), { signal }),
  });
export const useOrders = () => useQuery(ordersQuery());

export function useTechnicians() {
  return useQuery({ queryKey: opsKeys.technicians(), queryFn: async () => unwrapRows(await supabase.rpc('ops_tecnicos')), staleTime: 60_000 });
}
export function useClients() {
  return useQuery({ queryKey: opsKeys.clients(), queryFn: async () => unwrapRows(await supabase.from('terceros').select('id, nombre, tipo').eq('activo', true).order('nombre')), staleTime: 60_000 });
}
/** Industrial's assets and parts when the company has the module (else the lists are empty: RLS). */
export function useAssetOptions() {
  return useQuery({ queryKey: [...opsKeys.all, 'activos'], queryFn: async () => unwrapRows(await supabase.from('industrial_activos').select('id, codigo, nombre').order('codigo')), staleTime: 60_000 });
}
export function usePartOptions() {
  return useQuery({ queryKey: [...opsKeys.all, 'repuestos'], queryFn: async () => unwrapRows(await supabase.from('industrial_repuestos').select('id, sku, nombre, stock, unidad').order('sku')), staleTime: 10_000 });
}
export function useSummary() {
  return useQuery({
    queryKey: opsKeys.summary(),
    queryFn: async () =>
      unwrap(await supabase.rpc('ops_resumen')) as {
        abiertas_por_prioridad: Record<string, number>;
        vencidas: number;
        mediana_horas_cierre: number | null;
        por_semana: Array<{ semana: string; creadas: number; cerradas: number }>;
      },
  });
}

export function useOrderDetail(id: string) {
  return useQuery({
    queryKey: opsKeys.order(id),
    queryFn: async () =>
      unwrap(
        await supabase
          .from('ops_ordenes')
          .select('*, ops_tareas(*), ops_repuestos_usados(*, industrial_repuestos(sku, nombre, unidad)), ops_horas(*), ops_comentarios(*), ops_transiciones(*), terceros(nombre), industrial_activos(codigo, nombre)')
          .eq('id', id)
          .maybeSingle(),
      ),
  });
}

export function useCreateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: OrderInsert) => unwrap(await supabase.from('ops_ordenes').insert(values as never).select('id, codigo').single()),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.all }),
  });
}

export function useUpdateOrder(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: Partial<OrderInsert>) => unwrap(await supabase.from('ops_ordenes').update(values).eq('id', id).select('id').single()),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.all }),
  });
}

/** A state change shown at once (board, detail) and rolled back if Postgres refuses it. */
export function useChangeState() {
  return useOptimisticMutation<OrderSummary[], { id: string; estado: OrderState; tecnico_id?: string }>({
    queryKey: opsKeys.orders(),
    mutationFn: async ({ id, estado, tecnico_id }) => unwrap(await supabase.from('ops_ordenes').update(tecnico_id ? { estado, tecnico_id } : { estado }).eq('id', id).select('id').single()),
    apply: (old, v) => replaceById(old, v.id, v.tecnico_id ? { estado: v.estado, tecnico_id: v.tecnico_id } : { estado: v.estado }),
    invalidate: [opsKeys.all],
    errorTitle: 'No se pudo cambiar el estado',
  });
}

type ChildTable = 'ops_tareas' | 'ops_repuestos_usados' | 'ops_horas' | 'ops_comentarios';
export function useAddChild(table: ChildTable, orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: Record<string, unknown>) => unwrap(await supabase.from(table).insert({ ...values, orden_id: orderId } as never).select('id').single()),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.all }),
  });
}
export function useRemoveChild(table: ChildTable) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await supabase.from(table).delete().eq('id', id).select('id').single()),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.all }),
  });
}
export function useToggleTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, hecha }: { id: string; hecha: boolean }) => unwrap(await supabase.from('ops_tareas').update({ hecha }).eq('id', id).select('id').single()),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.all }),
  });
}
