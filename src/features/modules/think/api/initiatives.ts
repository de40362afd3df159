import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateThink, thinkKeys } from './keys';
import type { InitiativeInput, InitiativeWithProgress } from './types';

const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** The initiatives with their progress (a linked project's, read under the viewer's access to Axel Projects). */
export function useInitiatives() {
  return useQuery({
    queryKey: thinkKeys.initiatives(),
    queryFn: async ({ signal }): Promise<InitiativeWithProgress[]> => {
      const [rows, progress] = await Promise.all([
        supabase.from('think_iniciativas').select('*').order('nombre').abortSignal(signal),
        supabase.from('think_iniciativas_avance').select('*').abortSignal(signal),
      ]);
      const byId = new Map(unwrap(progress).map((p) => [p.iniciativa_id, p]));
      return unwrap(rows).map((i) => {
        const p = byId.get(i.id);
        return {
          ...i,
          presupuesto: Number(i.presupuesto),
          gasto: Number(i.gasto),
          progreso: p ? num(p.avance) : Number(i.avance),
          proyecto: i.proyecto_id
            ? {
                visible: p?.proyecto_visible ?? false,
                nombre: p?.proyecto_nombre ?? null,
                estado: p?.proyecto_estado ?? null,
                tareas: num(p?.tareas),
                tareas_hechas: num(p?.tareas_hechas),
                horas_registradas: num(p?.horas_registradas),
                horas_estimadas: num(p?.horas_estimadas),
              }
            : null,
        };
      });
    },
  });
}

/** The Axel Projects projects an initiative may link (none without Projects: public.think_proyectos). */
export function useLinkableProjects(enabled: boolean) {
  return useQuery({
    queryKey: thinkKeys.projects(),
    queryFn: async ({ signal }) => unwrap(await supabase.rpc('think_proyectos').abortSignal(signal)),
    enabled,
  });
}

export async function saveInitiative({ id, values }: { id?: string; values: InitiativeInput }) {
  if (id) return unwrap(await supabase.from('think_iniciativas').update(values).eq('id', id).select('id').single());
  return unwrap(await supabase.from('think_iniciativas').insert(values).select('id').single());
}

export function useSaveInitiative(options: MutationConfig<typeof saveInitiative> = {}) {
  return useApiMutation(
    {
      mutationFn: saveInitiative,
      invalidate: invalidateThink,
      notifySuccess: (_d, v) =>
        toast.success(v.id ? 'Iniciativa actualizada' : `Iniciativa «${v.values.nombre}» creada`),
      notifyError: errorToast('No se pudo guardar la iniciativa'),
    },
    options,
  );
}

/** Deletes the initiative (admin_empresa; row-level security refuses anyone else: nothing comes back). */
export async function deleteInitiative(id: string) {
  return unwrap(await supabase.from('think_iniciativas').delete().eq('id', id).select('id').single());
}

export function useDeleteInitiative(options: MutationConfig<typeof deleteInitiative> = {}) {
  return useApiMutation(
    {
      mutationFn: deleteInitiative,
      invalidate: invalidateThink,
      notifySuccess: () => toast.success('Iniciativa eliminada'),
      notifyError: errorToast('No se pudo eliminar la iniciativa'),
    },
    options,
  );
}
