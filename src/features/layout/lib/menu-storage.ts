/** The desktop menu's collapsed state survives reloads (issue 16, item 2). */
export const MENU_COLLAPSED_KEY = 'axelMenuCollapsed';

export function readMenuCollapsed(fallback: boolean): boolean {
  try {
    const value = window.localStorage.getItem(MENU_COLLAPSED_KEY);
    return value === null ? fallback : value === 'true';
  } catch {
    return fallback;
  }
}

export function writeMenuCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(MENU_COLLAPSED_KEY, String(collapsed));
  } catch {
    // Storage full or disabled (private mode): the state simply does not persist.
  }
}
