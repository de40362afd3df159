import { useSyncExternalStore } from 'react';

/**
 * Whether a screen that can show toasts has loaded (src/lib/toast.ts asks for the Toaster when it is
 * first imported). Kept apart from sonner so that the entry chunk can ask without loading it.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True once the Toaster is wanted. Prerendering and hydration see false: the prerendered HTML has no
 * Toaster, and the first client render matches it whatever has loaded since.
 */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
