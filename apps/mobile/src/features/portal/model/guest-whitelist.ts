const KEY = 'guestAppWhitelist';

/**
 * Paths a guest opened through a custom app (community.md §6: custom apps for guests join the whitelist).
 * Kept for the browser tab; the route guard reads them with the deployment's own whitelist.
 */
export function guestAppWhitelist(): string[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export function addToGuestWhitelist(path: string): void {
  const list = guestAppWhitelist();
  if (list.includes(path)) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...list, path].slice(-50)));
  } catch {
    // Storage unavailable: the guard refuses the path, and the guest is asked to log in.
  }
}
