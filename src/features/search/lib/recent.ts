/**
 * Recent searches, per user, in this browser's localStorage (key `axel:busquedas:<user id>`): the
 * texts a user opened a result from, newest first. Not synced between devices (docs/search.md).
 */
export const RECENT_MAX = 8;

const keyOf = (userId: string) => `axel:busquedas:${userId}`;

export function loadRecent(userId: string): string[] {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

export function addRecent(userId: string, text: string): string[] {
  const t = text.trim();
  if (!t) return loadRecent(userId);
  const next = [t, ...loadRecent(userId).filter((x) => x.toLowerCase() !== t.toLowerCase())].slice(0, RECENT_MAX);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // storage full or blocked: the list just is not kept
  }
  return next;
}

export function clearRecent(userId: string): void {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // blocked storage: nothing kept anyway
  }
}
