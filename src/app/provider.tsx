import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { useToasterWanted } from '@/lib/toaster-demand';

/** Loaded with the first screen that can show a toast (src/lib/toast.ts), never on its own. */
const Toaster = lazy(() => import('@/components/ui/toaster'));

/** App-wide providers that need no router. The AuthProvider lives in the router (it navigates). */
export function AppProvider({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
