import { useCallback, useSyncExternalStore } from 'react';
import { signOut } from './api/session-api';
import { forgetStaffSession, getStaffSession, subscribeStaffSession } from './session-store';

/** The signed-in member's session, or null: the app shows the sign-in form then. */
export const useStaffSession = () => useSyncExternalStore(subscribeStaffSession, getStaffSession, getStaffSession);

/**
 * Ends the session on the server (DELETE /session/) and forgets it here, even if the server could not be reached (its
 * session then runs out by itself). The app drops what it had fetched when the session goes (app/provider.tsx).
 */
export function useSignOut() {
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      // Forgotten all the same.
    }
    forgetStaffSession();
  }, []);
}
