import { PANEL_STORAGE_KEY } from './messages';

/**
 * The drawer's open state lives in localStorage under `axelPanel` as JSON (`true` / `false`).
 * Storage can be missing, full, blocked (private mode, sandboxed iframes) or hold anything: reading
 * never throws and anything but `true` means closed; a failed write only loses the preference.
 */
export function readPanelOpen(storage: Storage | undefined = safeStorage()): boolean {
  try {
    const raw = storage?.getItem(PANEL_STORAGE_KEY);
    return raw != null && JSON.parse(raw) === true;
  } catch {
    return false;
  }
}

export function writePanelOpen(open: boolean, storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(PANEL_STORAGE_KEY, JSON.stringify(open));
  } catch {
    // Quota exceeded or storage disabled: the drawer still works, it just is not remembered.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Accessing window.localStorage itself throws when cookies are blocked.
    return undefined;
  }
}
