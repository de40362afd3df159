import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, unwrapRows } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { replaceById, useOptimisticMutation } from '@/kit';
import type { TaskState } from '../lib/labels';

type Tables = Database['public']['Tables'];
export type Project = Tables['proy_proyectos']['Row'];
export type Task = Tables['proy_tareas']['Row'];
export type Dependency = Tables['proy_dependencias']['Row'];
export type TimeEntry = Tables['proy_horas']['Row'];
/** What a form sends: the company, the authorship and the client's name are the database's. */
export type ProjectInput = Pick<
  Tables['proy_proyectos']['Insert'],
  'nombre' | 'descripcion' | 'tercero_id' | 'gerente_id' | 'fecha_inicio' | 'fecha_fin' | 'presupuesto' | 'estado'
>;
export type TaskInput = Pick<
  Tables['proy_tareas']['Insert'],
  | 'titulo'
  | 'descripcion'
  | 'responsable_id'
  | 'fecha_inicio'
  | 'fecha_vencimiento'
  | 'estimacion_horas'
  | 'estado'
  | 'orden_id'
  | 'posicion'
>;
export type TimeEntryInput = { tarea_id: string; fecha: string; horas: number; nota: string | null };

export interface ProjectsSummary {
  por_estado: Record<string, number>;
  presupuesto_activo: number;
  tareas_abiertas: number;
  tareas_vencidas: number;
  horas_mes: number;
  por_mes: Array<{ mes: string; horas: number; hechas: number }>;
}

export const projectsKeys = {
  all: ['projects'] as const,
  list: () => [...projectsKeys.all, 'proyectos'] as const,
  progress: () => [...projectsKeys.all, 'avance'] as const,
  project: (id: string) => [...projectsKeys.all, 'proyecto', id] as const,
  tasks: (projectId: string) => [...projectsKeys.all, 'tareas', projectId] as const,
  dependencies: (projectId: string) => [...projectsKeys.all, 'dependencias', projectId] as const,
  hours: (projectId: string) => [...projectsKeys.all, 'horas', projectId] as const,
  users: () => [...projectsKeys.all, 'usuarios'] as const,
  clients: () => [...projectsKeys.all, 'clientes'] as const,
  orders: () => [...projectsKeys.all, 'ordenes'] as const,
  summary: () => [...projectsKeys.all, 'resumen'] as const,
};

export function useProjects() {
  return useQuery({
    queryKey: projectsKeys.list(),
    queryFn: async () =>
      unwrapRows(await supabase.from('proy_proyectos').select('*').order('fecha_inicio', { ascending: false })),
  });
}
export function useProgress() {
  return useQuery({
    queryKey: projectsKeys.progress(),
    queryFn: async () => unwrapRows(await supabase.from('proy_avance').select('*')),
  });
}
export function useProject(id: string) {
  return useQuery({
    queryKey: projectsKeys.project(id),
    queryFn: async () => unwrap(await supabase.from('proy_proyectos').select('*').eq('id', id).maybeSingle()),
  });
}
export function useProjectTasks(projectId: string) {
  return useQuery({
    queryKey: projectsKeys.tasks(projectId),
    queryFn: async () =>
      unwrapRows(
        await supabase
          .from('proy_tareas')
          .select('*')
          .eq('proyecto_id', projectId)
          .order('posicion')
          .order('creado_en'),
      ),
  });
}
export function useProjectDependencies(projectId: string) {
  return useQuery({
    queryKey: projectsKeys.dependencies(projectId),
    queryFn: async () => unwrapRows(await supabase.from('proy_dependencias').select('*').eq('proyecto_id', projectId)),
  });
}
export function useProjectHours(projectId: string) {
  return useQuery({
    queryKey: projectsKeys.hours(projectId),
    queryFn: async () =>
      unwrapRows(
        await supabase
          .from('proy_horas')
          .select('*')
          .eq('proyecto_id', projectId)
          .order('fecha', { ascending: false })
          .order('creado_en', { ascending: false }),
      ),
  });
}
/** The company's active users (names only), for manager and assignee. */
export function useProjectUsers() {
  return useQuery({
    queryKey: projectsKeys.users(),
    queryFn: async () => unwrapRows(await supabase.rpc('proy_usuarios')),
    staleTime: 60_000,
  });
}
/** The company's active clients from the shared directory, through the module's picker. */
export function useProjectClients() {
  return useQuery({
    queryKey: projectsKeys.clients(),
    queryFn: async () => unwrapRows(await supabase.rpc('proy_clientes')),
    staleTime: 60_000,
  });
}
/** Ops work orders to link a task to (only asked for when the user has Ops). */
export function useWorkOrderOptions(enabled: boolean) {
  return useQuery({
    queryKey: projectsKeys.orders(),
    enabled,
    staleTime: 60_000,
    queryFn: async () =>
      unwrapRows(
        await supabase
          .from('ops_ordenes')
          .select('id, codigo, falla_reportada, estado')
          .order('numero', { ascending: false })
          .limit(500),
      ),
  });
}
/** The work order a task follows (readable only with Ops). */
export function useWorkOrder(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...projectsKeys.orders(), id],
    enabled: enabled && !!id,
    queryFn: async () =>
      unwrap(
        await supabase.from('ops_ordenes').select('id, codigo, falla_reportada, estado').eq('id', id!).maybeSingle(),
      ),
  });
}
export function useProjectsSummary() {
  return useQuery({
    queryKey: projectsKeys.summary(),
    queryFn: async () => unwrap(await supabase.rpc('proy_resumen')) as unknown as ProjectsSummary,
  });
}

function useInvalidateAll() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: projectsKeys.all });
}

export function useCreateProject() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (values: ProjectInput) =>
      unwrap(
        await supabase
          .from('proy_proyectos')
          .insert(values as never)
          .select('id, nombre')
          .single(),
      ),
    onSettled: invalidate,
  });
}
export function useUpdateProject(id: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (values: Partial<ProjectInput>) =>
      unwrap(await supabase.from('proy_proyectos').update(values).eq('id', id).select('id').single()),
    onSettled: invalidate,
  });
}
export function useDeleteProject() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await supabase.from('proy_proyectos').delete().eq('id', id).select('id').single()),
    onSettled: invalidate,
  });
}

export function useCreateTask(projectId: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (values: TaskInput) =>
      unwrap(
        await supabase
          .from('proy_tareas')
          .insert({ ...values, proyecto_id: projectId } as never)
          .select('id, titulo')
          .single(),
      ),
    onSettled: invalidate,
  });
}
export function useUpdateTask() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async ({ id, values }: { id: string; values: Partial<TaskInput> }) =>
      unwrap(await supabase.from('proy_tareas').update(values).eq('id', id).select('id').single()),
    onSettled: invalidate,
  });
}
/** The board's move: shown at once, rolled back with the reason if Postgres refuses it. */
export function useMoveTask(projectId: string) {
  return useOptimisticMutation<Task[], { id: string; estado: TaskState }>({
    queryKey: projectsKeys.tasks(projectId),
    mutationFn: async ({ id, estado }) =>
      unwrap(await supabase.from('proy_tareas').update({ estado }).eq('id', id).select('id').single()),
    apply: (old, v) => replaceById(old, v.id, { estado: v.estado }),
    invalidate: [projectsKeys.all],
    errorTitle: 'No se pudo mover la tarea',
  });
}
export function useDeleteTask() {
  const invalidate = useInvalidateAll();
  return useMutation({
    // A refused delete (not admin nor the manager) touches no row: single() turns it into an error.
    mutationFn: async (id: string) =>
      unwrap(await supabase.from('proy_tareas').delete().eq('id', id).select('id').single()),
    onSettled: invalidate,
  });
}

export function useAddDependency() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async ({ taskId, dependsOn }: { taskId: string; dependsOn: string }) =>
      unwrap(
        await supabase
          .from('proy_dependencias')
          .insert({ tarea_id: taskId, depende_de_id: dependsOn } as never)
          .select('id')
          .single(),
      ),
    onSettled: invalidate,
  });
}
export function useRemoveDependency() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await supabase.from('proy_dependencias').delete().eq('id', id).select('id').single()),
    onSettled: invalidate,
  });
}

export function useLogTime() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (values: TimeEntryInput) =>
      unwrap(
        await supabase
          .from('proy_horas')
          .insert(values as never)
          .select('id')
          .single(),
      ),
    onSettled: invalidate,
  });
}
export function useDeleteTimeEntry() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await supabase.from('proy_horas').delete().eq('id', id).select('id').single()),
    onSettled: invalidate,
  });
}
