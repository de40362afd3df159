import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/test-utils';
import { useApiMutation } from './query-config';

function setup(spec: Partial<Parameters<typeof useApiMutation<string, number>>[0]>, options = {}) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useApiMutation<string, number>({ mutationFn: async (n) => `ok ${n}`, ...spec }, options), {
    wrapper,
  });
}

describe('useApiMutation: the one shape of our mutations', () => {
  it('awaits the invalidations, then gives its own feedback, then calls the caller', async () => {
    const order: string[] = [];
    let finishRefetch!: () => void;
    const { result } = setup(
      {
        invalidate: () =>
          new Promise<void>((resolve) => (finishRefetch = () => (order.push('invalidated'), resolve()))),
        notifySuccess: (data) => order.push(`toast ${data}`),
      },
      { onSuccess: (data: string, variables: number) => void order.push(`caller ${data} ${variables}`) },
    );
    act(() => result.current.mutate(1));
    await waitFor(() => expect(finishRefetch).toBeTypeOf('function'));
    expect(order).toEqual([]);
    act(() => finishRefetch());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(order).toEqual(['invalidated', 'toast ok 1', 'caller ok 1 1']);
  });

  it('shows the default error feedback, unless the caller passes onError (which replaces it)', async () => {
    const notifyError = vi.fn();
    const failing = { mutationFn: async () => Promise.reject(new Error('no')), notifyError };
    const first = setup(failing);
    act(() => first.result.current.mutate(1));
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    expect(notifyError).toHaveBeenCalledTimes(1);

    const onError = vi.fn();
    const second = setup(failing, { onError });
    act(() => second.result.current.mutate(2));
    await waitFor(() => expect(second.result.current.isError).toBe(true));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledTimes(1);
  });
});
