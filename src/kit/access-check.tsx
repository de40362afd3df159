import { createContext, useContext, type ReactNode } from 'react';

/**
 * Whether the module's access is being checked again right now because a read came back empty
 * (row-level security answers a revoked module with no rows, not an error). The workspace's access
 * guard provides it; EmptyState waits for the answer instead of saying "Aún no hay órdenes" to
 * someone who has just lost the module (the guard then shows the refusal).
 */
const AccessCheckContext = createContext(false);

export function AccessCheckProvider({ verifying, children }: { verifying: boolean; children: ReactNode }) {
  return <AccessCheckContext.Provider value={verifying}>{children}</AccessCheckContext.Provider>;
}

export function useVerifyingAccess(): boolean {
  return useContext(AccessCheckContext);
}
