import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

/**
 * What a query hook lets its caller pass through: every option of its `queryOptions(...)` factory
 * but the key and the function, which the hook fixes (a hook that fixes more omits more).
 * Model: bulletproof-react `src/lib/react-query.ts`; supabase/supabase `apps/studio/data/*-query.ts`.
 */
export type QueryConfig<TFactory extends (...args: never[]) => unknown> = Omit<
  ReturnType<TFactory>,
  'queryKey' | 'queryFn'
>;

/** What a mutation hook lets its caller pass through: every option but the mutation function. */
export type MutationConfig<TFn extends (variables: never) => Promise<unknown>, TOnMutateResult = unknown> = Omit<
  UseMutationOptions<Awaited<ReturnType<TFn>>, Error, Parameters<TFn>[0], TOnMutateResult>,
  'mutationFn'
>;

/** What a mutation hook fixes: the write, what it refreshes, and what the user is told. */
export interface MutationSpec<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Refreshes what the write changed; success is reported only once it has finished. */
  invalidate?: (queryClient: QueryClient, data: TData, variables: TVariables) => Promise<unknown>;
  /** The hook's own success feedback (docs/product.md's toast), after the invalidations, before the caller's onSuccess. */
  notifySuccess?: (data: TData, variables: TVariables) => void;
  /** The default failure feedback (docs/product.md's toast); a caller's onError replaces it. */
  notifyError?: (error: Error, variables: TVariables) => void;
}

/**
 * The one shape of our mutations (STYLE.md §5): on success, await the invalidations, give the
 * hook's feedback, then call the caller's onSuccess; on failure, the caller's onError if it passed
 * one, else the default toast. Every other option passes through.
 * Model: supabase/supabase `apps/studio/data/auth/user-delete-mutation.ts`.
 */
export function useApiMutation<TData, TVariables, TOnMutateResult = unknown>(
  { mutationFn, invalidate, notifySuccess, notifyError }: MutationSpec<TData, TVariables>,
  {
    onSuccess,
    onError,
    ...options
  }: Omit<UseMutationOptions<TData, Error, TVariables, TOnMutateResult>, 'mutationFn'> = {},
): UseMutationResult<TData, Error, TVariables, TOnMutateResult> {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await invalidate?.(queryClient, data, variables);
      notifySuccess?.(data, variables);
      await onSuccess?.(data, variables, onMutateResult, context);
    },
    onError: async (error, variables, onMutateResult, context) => {
      if (onError) await onError(error, variables, onMutateResult, context);
      else notifyError?.(error, variables);
    },
  });
}
