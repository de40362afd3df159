import { useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/query-config';
import { errorToast } from '@/lib/error-message';

interface OptimisticSpec<TData, TVars, TResult> {
  /** The cached query the change shows in at once (e.g. the board's orders). */
  queryKey: QueryKey;
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** The cache as it will be after the change. Must not mutate `old`. */
  apply: (old: TData, vars: TVars) => TData;
  /** Other queries to refresh after the change settles (lists, overview figures). */
  invalidate?: QueryKey[];
  /** Toast title when the server refuses; its reason follows. */
  errorTitle?: string;
}

/**
 * useApiMutation (lib/query-config.ts) with an optimistic update and its rollback: the cache
 * changes before the request, the previous value is kept, and if the server refuses (RLS, a check,
 * a disallowed transition) the cache goes back and the toast says why. Either way the queries are
 * refetched afterwards, so the screen ends on the truth. The caller's options pass through.
 */
export function useOptimisticMutation<TData, TVars, TResult = unknown>(
  {
    queryKey,
    mutationFn,
    apply,
    invalidate = [],
    errorTitle = 'No se pudo guardar el cambio',
  }: OptimisticSpec<TData, TVars, TResult>,
  options: Omit<
    UseMutationOptions<TResult, Error, TVars, { previous: TData | undefined }>,
    'mutationFn' | 'onMutate'
  > = {},
) {
  const queryClient = useQueryClient();
  const notifyError = errorToast(errorTitle);
  return useApiMutation<TResult, TVars, { previous: TData | undefined }>(
    { mutationFn, notifyError },
    {
      ...options,
      onMutate: async (vars) => {
        await queryClient.cancelQueries({ queryKey });
        const previous = queryClient.getQueryData<TData>(queryKey);
        if (previous !== undefined) queryClient.setQueryData<TData>(queryKey, apply(previous, vars));
        return { previous };
      },
      onError: async (error, vars, onMutateResult, context) => {
        if (onMutateResult?.previous !== undefined) queryClient.setQueryData(queryKey, onMutateResult.previous);
        if (options.onError) await options.onError(error, vars, onMutateResult, context);
        else notifyError(error);
      },
      onSettled: async (...args) => {
        await Promise.all([queryKey, ...invalidate].map((key) => queryClient.invalidateQueries({ queryKey: key })));
        await options.onSettled?.(...args);
      },
    },
  );
}

/** Replaces the row with the same id in a cached list. */
export function replaceById<T extends { id: string }>(rows: readonly T[], id: string, patch: Partial<T>): T[] {
  return rows.map((r) => (r.id === id ? { ...r, ...patch } : r));
}
