/**
 * One history and comment thread per record (issue 37, docs/search.md): the record's timeline
 * (public.historial_registro), the people a comment may mention (public.mencionables) and the
 * comment writes. A work order's comments live in Ops' ops_comentarios, every other record's in
 * public.comentarios; row-level security decides who reads and writes either.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { unwrap, unwrapRows } from './api-error';
import { errorToast } from './error-message';
import { useApiMutation } from './query-config';
import { historyKeys, type HistoryTable } from './record-history-keys';
import { supabase } from './supabase';

export type { HistoryTable };

export interface HistoryEvent {
  cuando: string;
  /** 'cambio': fields changed (public.auditoria_cambios), texto "Monto: 100.000 → 120.000 · …". */
  evento: 'creado' | 'actualizado' | 'estado' | 'cambio' | 'comentario';
  autor_id: string | null;
  autor: string | null;
  texto: string | null;
  comentario_id: string | null;
  fuente: 'comentarios' | 'ops_comentarios' | null;
  menciones: string[] | null;
  editado: boolean;
  propio: boolean;
}

export interface Mentionable {
  id: string;
  nombre: string;
}

export { historyKeys };

export const historyQuery = (tabla: HistoryTable, id: string) =>
  queryOptions({
    queryKey: historyKeys.events(tabla, id),
    queryFn: async ({ signal }) =>
      unwrapRows(
        await supabase.rpc('historial_registro', { p_tabla: tabla, p_registro: id }).abortSignal(signal),
      ) as HistoryEvent[],
  });

export function useRecordHistory(tabla: HistoryTable, id: string) {
  return useQuery(historyQuery(tabla, id));
}

export function useMentionable(tabla: HistoryTable, id: string) {
  return useQuery({
    queryKey: historyKeys.mentionable(tabla, id),
    queryFn: async ({ signal }) =>
      unwrapRows(
        await supabase.rpc('mencionables', { p_tabla: tabla, p_registro: id }).abortSignal(signal),
      ) as Mentionable[],
    staleTime: 5 * 60_000,
  });
}

const refresh = (qc: QueryClient, tabla: HistoryTable, id: string) =>
  qc.invalidateQueries({ queryKey: historyKeys.events(tabla, id) });

export interface NewComment {
  texto: string;
  menciones: string[];
}

/** Adds a comment to the record, with the people it mentions. */
export function useAddComment(tabla: HistoryTable, id: string, onSuccess?: () => void) {
  return useApiMutation(
    {
      mutationFn: async ({ texto, menciones }: NewComment) => {
        if (tabla === 'ops_ordenes') {
          unwrap(await supabase.from('ops_comentarios').insert({ orden_id: id, texto, menciones }));
        } else {
          unwrap(await supabase.from('comentarios').insert({ tabla, registro_id: id, texto, menciones }));
        }
      },
      invalidate: (qc) => refresh(qc, tabla, id),
      notifyError: errorToast('No se pudo publicar el comentario'),
    },
    { onSuccess },
  );
}

/** Changes the text of one's own comment (row-level security refuses anyone else's). */
export function useEditComment(tabla: HistoryTable, id: string, onSuccess?: () => void) {
  return useApiMutation(
    {
      mutationFn: async ({ event, texto }: { event: HistoryEvent; texto: string }) => {
        const from = event.fuente === 'ops_comentarios' ? 'ops_comentarios' : 'comentarios';
        const rows = unwrapRows(
          await supabase.from(from).update({ texto }).eq('id', event.comentario_id!).select('id'),
        );
        if (rows.length === 0) throw new Error('Solo quien escribió el comentario puede editarlo.');
      },
      invalidate: (qc) => refresh(qc, tabla, id),
      notifyError: errorToast('No se pudo editar el comentario'),
    },
    { onSuccess },
  );
}

/** Deletes one's own comment. */
export function useDeleteComment(tabla: HistoryTable, id: string, onSuccess?: () => void) {
  return useApiMutation(
    {
      mutationFn: async (event: HistoryEvent) => {
        const from = event.fuente === 'ops_comentarios' ? 'ops_comentarios' : 'comentarios';
        const rows = unwrapRows(await supabase.from(from).delete().eq('id', event.comentario_id!).select('id'));
        if (rows.length === 0) throw new Error('Solo quien escribió el comentario puede eliminarlo.');
      },
      invalidate: (qc) => refresh(qc, tabla, id),
      notifyError: errorToast('No se pudo eliminar el comentario'),
    },
    { onSuccess },
  );
}
