import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import type { LoginData } from '@shop/contract';
import { usePreferences } from '@/features/preferences';
import { subscribe } from './session-state';
import { getSessionUser, renderedSessionUser } from './session-store';
import type { SessionUser } from './session-user';

// Signing in and out load on first use, not with the first visit.
const actions = () => import('./session-actions');

export interface Session {
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** Stores the login answer (7-day cookies; with `remember: false` cookies that end with the browser). */
  signIn(loginData: LoginData, options?: { remember?: boolean }): Promise<void>;
  /** Logs out on the server and here (always), shows the outcome and goes to '/'. */
  /** `fromAccountPage`: a failure says My Account's 'Failed to log out. Please try again.' instead of the header's text. */
  signOut(options?: { fromAccountPage?: boolean }): Promise<void>;
  /** Changes the stored user (keeping the session's lifetime), e.g. the notification settings after a save. */
  updateUser(patch: Partial<SessionUser>): Promise<void>;
}

/**
 * The signed-in customer. The session is read from its cookies as the page renders, so there is no loading
 * phase to wait for.
 */
export function useSession(): Session {
  // The server renders a page signed out (its HTML is nobody's own), but for a shopper's own page it renders from their
  // session; the browser's first render, which takes that HTML over, does as the server did.
  const user = useSyncExternalStore(subscribe, getSessionUser, renderedSessionUser);
  const { consent } = usePreferences();
  const navigate = useNavigate();
  const { key, pathname } = useLocation();
  const here = key + pathname;

  // Essential cookies are always allowed today; should a consent ever refuse them, the session stays in memory.
  const essentialAllowed: boolean = consent?.essential ?? true;
  const signIn = useCallback(
    async (loginData: LoginData, options?: { remember?: boolean }) =>
      (await actions()).signIn(loginData, { remember: options?.remember ?? true, persist: essentialAllowed }),
    [essentialAllowed],
  );
  const signOut = useCallback(
    async (options?: { fromAccountPage?: boolean }) => (await actions()).signOutAndLeave(here, navigate, options?.fromAccountPage ?? false),
    [here, navigate],
  );

  const updateUser = useCallback(async (patch: Partial<SessionUser>) => (await actions()).updateSessionUser(patch), []);

  return { user, isAuthenticated: user !== null, signIn, signOut, updateUser };
}
