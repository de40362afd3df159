import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the element named by the URL's hash once it exists (`ready`), so links such as
 * '/#planes' from another page, or '/modulos/crm#planes', land on their section after a client-side
 * navigation (the browser only does it on a full page load).
 */
export function useScrollToHash(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const target = document.getElementById(id);
    if (!target) return;
    // Instant, like the browser's own jump to a fragment: a smooth scroll can be cut short.
    target.scrollIntoView?.({ block: 'start' });
  }, [hash, ready]);
}
