import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { REDIRECT_AFTER_LOGIN_KEY } from './redirect';
import { leaving } from './session-store';
import { useSession } from './use-session';

/**
 * Layout route of the pages that need a signed-in customer (/profile, /orders, /checkout). A logged-out
 * visitor's path is stored as redirectAfterLogin and they go to /login (replacing the guarded entry); with
 * `returnUrl` the path also rides along as ?returnUrl= (spec part 2 section 6: checkout passes its return url).
 */
export function RequireAuth({ returnUrl = false }: { returnUrl?: boolean }) {
  const { isAuthenticated } = useSession();
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  // Signing out from a guarded page goes to '/', not to /login.
  const here = key + pathname;
  const redirect = !isAuthenticated && here !== leaving.location;

  useEffect(() => {
    if (!redirect) return;
    const back = pathname + search;
    try {
      sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, back);
    } catch {
      // Storage refused (private mode): the return url still works where given.
    }
    void navigate(returnUrl ? `/login?returnUrl=${encodeURIComponent(back).replace(/%2F/g, '/')}` : '/login', { replace: true });
  }, [redirect, pathname, search, returnUrl, navigate]);

  // Once the signed-out page is left, coming back to it (the browser's Back) is guarded again.
  useEffect(
    () => () => {
      if (leaving.location === here) leaving.location = undefined;
    },
    [here],
  );

  return isAuthenticated ? <Outlet /> : null;
}
