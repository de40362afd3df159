import type { QueryClient } from '@tanstack/react-query';

/** Axel Projects' query keys, broad to narrow (docs/naming.md: English segments). */
export const projectsKeys = {
  all: ['projects'] as const,
  list: () => [...projectsKeys.all, 'list'] as const,
  progress: () => [...projectsKeys.all, 'progress'] as const,
  project: (id: string) => [...projectsKeys.all, 'project', id] as const,
  tasks: (projectId: string) => [...projectsKeys.all, 'tasks', projectId] as const,
  dependencies: (projectId: string) => [...projectsKeys.all, 'dependencies', projectId] as const,
  hours: (projectId: string) => [...projectsKeys.all, 'hours', projectId] as const,
  users: () => [...projectsKeys.all, 'users'] as const,
  clients: () => [...projectsKeys.all, 'clients'] as const,
  summary: () => [...projectsKeys.all, 'summary'] as const,
};

/** After a write: every Projects read may have changed (lists, progress, figures). */
export const invalidateProjects = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: projectsKeys.all });
