import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following the viewport as it changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `lg`: from here up the side menu sits beside the content; below it is a drawer. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
