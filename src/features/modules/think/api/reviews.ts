import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateThink, thinkKeys } from './keys';
import type { ReviewAgenda, ReviewInput, ReviewPointInput, ReviewWithPoints } from './types';

const EMPTY_AGENDA: ReviewAgenda = { kpis: [], resultados: [] };

/** The business reviews, newest first, each with its decisions and commitments. */
export function useReviews() {
  return useQuery({
    queryKey: thinkKeys.reviews(),
    queryFn: async ({ signal }): Promise<ReviewWithPoints[]> => {
      const rows = unwrap(
        await supabase
          .from('think_revisiones')
          .select('*, puntos:think_revision_puntos(*)')
          .order('fecha', { ascending: false })
          .order('creado_en', { referencedTable: 'think_revision_puntos' })
          .abortSignal(signal),
      );
      return rows.map((r) => ({
        ...r,
        agenda: { ...EMPTY_AGENDA, ...(r.agenda as unknown as Partial<ReviewAgenda>) },
        puntos: r.puntos,
      }));
    },
  });
}

/** Creates a review (the database builds its agenda from today's red KPIs and key results at risk) or edits it. */
export async function saveReview({ id, values }: { id?: string; values: ReviewInput }) {
  if (id) return unwrap(await supabase.from('think_revisiones').update(values).eq('id', id).select('id').single());
  return unwrap(await supabase.from('think_revisiones').insert(values).select('id').single());
}

export function useSaveReview(options: MutationConfig<typeof saveReview> = {}) {
  return useApiMutation(
    {
      mutationFn: saveReview,
      invalidate: invalidateThink,
      notifySuccess: (_d, v) =>
        toast.success(v.id ? 'Revisión actualizada' : `Revisión «${v.values.titulo}» preparada`),
      notifyError: errorToast('No se pudo guardar la revisión'),
    },
    options,
  );
}

export async function deleteReview(id: string) {
  return unwrap(await supabase.from('think_revisiones').delete().eq('id', id).select('id').single());
}

export function useDeleteReview(options: MutationConfig<typeof deleteReview> = {}) {
  return useApiMutation(
    {
      mutationFn: deleteReview,
      invalidate: invalidateThink,
      notifySuccess: () => toast.success('Revisión eliminada'),
      notifyError: errorToast('No se pudo eliminar la revisión'),
    },
    options,
  );
}

/** Rebuilds a prepared review's agenda from the figures of now (public.think_actualizar_agenda). */
export async function refreshAgenda(id: string) {
  return unwrap(await supabase.rpc('think_actualizar_agenda', { p_revision: id }));
}

export function useRefreshAgenda(options: MutationConfig<typeof refreshAgenda> = {}) {
  return useApiMutation(
    {
      mutationFn: refreshAgenda,
      invalidate: invalidateThink,
      notifySuccess: () => toast.success('Agenda actualizada'),
      notifyError: errorToast('No se pudo actualizar la agenda'),
    },
    options,
  );
}

/** Adds (no id) or edits (id) a decision or commitment. */
export async function savePoint({ id, values }: { id?: string; values: ReviewPointInput }) {
  if (id) return unwrap(await supabase.from('think_revision_puntos').update(values).eq('id', id).select('id').single());
  return unwrap(await supabase.from('think_revision_puntos').insert(values).select('id').single());
}

export function useSavePoint(options: MutationConfig<typeof savePoint> = {}) {
  return useApiMutation(
    {
      mutationFn: savePoint,
      invalidate: invalidateThink,
      notifySuccess: (_d, v) =>
        toast.success(
          v.id ? 'Punto actualizado' : v.values.tipo === 'compromiso' ? 'Compromiso agregado' : 'Decisión agregada',
        ),
      notifyError: errorToast('No se pudo guardar el punto'),
    },
    options,
  );
}

export async function deletePoint(id: string) {
  return unwrap(await supabase.from('think_revision_puntos').delete().eq('id', id).select('id').single());
}

export function useDeletePoint(options: MutationConfig<typeof deletePoint> = {}) {
  return useApiMutation(
    {
      mutationFn: deletePoint,
      invalidate: invalidateThink,
      notifySuccess: () => toast.success('Punto eliminado'),
      notifyError: errorToast('No se pudo eliminar el punto'),
    },
    options,
  );
}
