import { readCookie } from '@/lib/cookies';

// Where the session's values are kept and who is told of a change: read by the first-visit session-store.ts,
// written by tokens.ts (which loads later), so both take it from here.

/** Without essential-cookie consent the session is kept in memory, for this page only. */
export const store: { memory: Map<string, string> | null } = { memory: null };
export const readValue = (name: string) => (store.memory ? store.memory.get(name) : readCookie(name));

const listeners = new Set<() => void>();
export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
export const notify = () => listeners.forEach((listener) => listener());

/** True when the JWT's exp is less than a minute away (the payload is read, not verified: the server does that). */
export function expiresSoon(jwt: string): boolean {
  try {
    const { exp } = JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 - Date.now() < 60_000;
  } catch {
    return false;
  }
}
