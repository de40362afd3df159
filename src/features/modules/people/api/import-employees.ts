import { unwrap } from '@/lib/api-error';
import type { Json } from '@/lib/database.types';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import type { EmployeeImportRow } from '../lib/employee-schema';
import { invalidatePeople } from './keys';

export interface ImportOutcome {
  created: number;
  errors: Array<{ row: EmployeeImportRow; message: string }>;
}

/** Imports validated rows in batches; rows the database refuses (a RUT already registered...) come back with the reason. */
export async function importEmployees(rows: readonly EmployeeImportRow[], batchSize = 500): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { created: 0, errors: [] };
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const payload = batch.map((r) => ({ ...r, tipo_contrato: r.tipo_contrato ?? 'indefinido' }));
    const result = unwrap(await supabase.rpc('importar_colaboradores', { p_filas: payload as unknown as Json })) as {
      creados: number;
      errores: Array<{ fila: number; mensaje: string }>;
    };
    outcome.created += result.creados;
    for (const e of result.errores) outcome.errors.push({ row: batch[e.fila - 1], message: e.mensaje });
  }
  return outcome;
}

/** The import panel reports a refusal itself (no toast); rows the database refused come back in the outcome. */
export function useImportEmployees(options: MutationConfig<typeof importEmployees> = {}) {
  return useApiMutation(
    { mutationFn: (rows: readonly EmployeeImportRow[]) => importEmployees(rows), invalidate: invalidatePeople },
    options,
  );
}
