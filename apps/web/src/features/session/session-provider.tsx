import { useEffect, type ReactNode } from 'react';
import { notify } from './session-state';

/**
 * Keeps the session in step with other tabs: signing in or out elsewhere changes the cookies, which are read
 * again when this tab comes back into view.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === 'visible') notify();
    };
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, []);
  return children;
}
