import { useEffect } from 'react';
import { toast } from '@/lib/toast';

export const LOAD_ERROR_TITLE = 'Error al cargar la configuración';

/**
 * docs/product.md §8: a failed load of the configuration raises 'Error al cargar la configuración' with the
 * server's message. Once per failed first load (a new failure after a retry raises it again);
 * background refetches that fail keep the data on screen and raise nothing.
 */
export function useLoadErrorToast(query: { isLoadingError: boolean; error: Error | null; errorUpdatedAt: number }) {
  const { isLoadingError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isLoadingError || !error) return;
    toast.error(LOAD_ERROR_TITLE, { description: error.message || 'Error desconocido' });
  }, [isLoadingError, error, errorUpdatedAt]);
}
