import { useQuery, type QueryClient } from '@tanstack/react-query';
import { unwrap, unwrapRows } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { predictiveKeys } from './keys';
import type { MachineKey, Reading, ReadingInsert } from './types';

/** How many of the latest readings the page lists (the rest are in the series the alerts use). */
export const READINGS_SHOWN = 200;

const invalidateReadings = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: predictiveKeys.readingsAll() });

/** The latest readings, newest first, of one asset (or all) and one variable (or all). */
export async function getReadings(filter: { assetId?: string; variable?: string }): Promise<Reading[]> {
  let q = supabase
    .from('predictive_lecturas')
    .select('id, activo_id, variable, unidad, valor, medido_en, origen')
    .order('medido_en', { ascending: false })
    .order('id')
    .limit(READINGS_SHOWN);
  if (filter.assetId) q = q.eq('activo_id', filter.assetId);
  if (filter.variable) q = q.eq('variable', filter.variable);
  return unwrapRows(await q);
}

export function useReadings(filter: { assetId?: string; variable?: string }) {
  return useQuery({ queryKey: predictiveKeys.readings(filter), queryFn: () => getReadings(filter) });
}

/** Readings typed by hand or imported (in batches of 500). */
export async function saveReadings(rows: ReadingInsert[]) {
  for (let i = 0; i < rows.length; i += 500)
    unwrap(await supabase.from('predictive_lecturas').insert(rows.slice(i, i + 500)));
  return rows.length;
}

export function useSaveReadings(options: MutationConfig<typeof saveReadings> = {}) {
  return useApiMutation(
    {
      mutationFn: saveReadings,
      invalidate: invalidateReadings,
      notifyError: errorToast('No se pudieron guardar las lecturas'),
    },
    options,
  );
}

/** The company's machine keys (admins only; never the hash). */
export function useMachineKeys(enabled: boolean) {
  return useQuery({
    queryKey: predictiveKeys.machineKeys(),
    enabled,
    queryFn: async (): Promise<MachineKey[]> =>
      unwrapRows(
        await supabase
          .from('predictive_llaves')
          .select('id, nombre, prefijo, revocada_en, ultimo_uso, creado_en')
          .order('creado_en', { ascending: false }),
      ),
  });
}

/** A new key: the text is answered once and never stored. */
export async function createMachineKey(name: string): Promise<string> {
  return unwrap(await supabase.rpc('predictive_crear_llave', { p_nombre: name }));
}

export function useCreateMachineKey(options: MutationConfig<typeof createMachineKey> = {}) {
  return useApiMutation(
    {
      mutationFn: createMachineKey,
      invalidate: (qc) => qc.invalidateQueries({ queryKey: predictiveKeys.machineKeys() }),
      notifyError: errorToast('No se pudo crear la llave'),
    },
    options,
  );
}

export async function revokeMachineKey(id: string) {
  return unwrap(
    await supabase
      .from('predictive_llaves')
      .update({ revocada_en: new Date().toISOString() })
      .eq('id', id)
      .select('id')
      .single(),
  );
}

export function useRevokeMachineKey(options: MutationConfig<typeof revokeMachineKey> = {}) {
  return useApiMutation(
    {
      mutationFn: revokeMachineKey,
      invalidate: (qc) => qc.invalidateQueries({ queryKey: predictiveKeys.machineKeys() }),
      notifyError: errorToast('No se pudo revocar la llave'),
    },
    options,
  );
}
