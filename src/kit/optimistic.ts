import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { errorMessage } from './error-message';

interface OptimisticOptions<TData, TVars, TResult> {
  /** The cached query the change shows in at once (e.g. the board's orders). */
  queryKey: QueryKey;
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** The cache as it will be after the change. Must not mutate `old`. */
  apply: (old: TData, vars: TVars) => TData;
  /** Other queries to refresh after the change settles (lists, overview figures). */
  invalidate?: QueryKey[];
  /** Toast title when the server refuses; its reason follows. */
  errorTitle?: string;
  onSuccess?: (result: TResult, vars: TVars) => void;
}

/**
 * An optimistic update with rollback: the cache changes before the request, the previous value is
 * kept, and if the server refuses (RLS, a check, a disallowed transition) the cache goes back and a
 * toast says why. Either way the queries are refetched afterwards, so the screen ends on the truth.
 */
export function useOptimisticMutation<TData, TVars, TResult = unknown>({
  queryKey,
  mutationFn,
  apply,
  invalidate = [],
  errorTitle = 'No se pudo guardar el cambio',
  onSuccess,
}: OptimisticOptions<TData, TVars, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (vars: TVars) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TData>(queryKey);
      if (previous !== undefined) queryClient.setQueryData<TData>(queryKey, apply(previous, vars));
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous);
      toast.error(errorTitle, { description: errorMessage(error) });
    },
    onSuccess,
    onSettled: async () => {
      await Promise.all([queryKey, ...invalidate].map((key) => queryClient.invalidateQueries({ queryKey: key })));
    },
  });
}

/** Replaces the row with the same id in a cached list. */
export function replaceById<T extends { id: string }>(rows: readonly T[], id: string, patch: Partial<T>): T[] {
  return rows.map((r) => (r.id === id ? { ...r, ...patch } : r));
}
