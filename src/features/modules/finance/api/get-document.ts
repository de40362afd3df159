import { useQuery } from '@tanstack/react-query';
import { unwrap, unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { financeKeys } from './keys';
import { DOC_COLUMNS, type ApplicationRow, type DocumentRow } from './types';

/** One document with the payments applied to it; null when it does not exist or cannot be read. */
export async function getDocument(id: string, signal?: AbortSignal) {
  const q = supabase.from('fin_documentos_vista').select(DOC_COLUMNS).eq('id', id);
  const doc = unwrap(await (signal ? q.abortSignal(signal) : q).maybeSingle()) as DocumentRow | null;
  if (!doc) return null;
  const applications = unwrapRows(
    await supabase
      .from('fin_pago_aplicaciones')
      .select('id, pago_id, documento_id, monto, creado_en, fin_pagos(numero, fecha, medio, referencia)')
      .eq('documento_id', id)
      .order('creado_en'),
  ) as unknown as ApplicationRow[];
  return { doc, applications };
}

export function useDocument(id: string) {
  return useQuery({ queryKey: financeKeys.document(id), queryFn: ({ signal }) => getDocument(id, signal) });
}
