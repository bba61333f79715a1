import { i18n } from '@/lib/i18n';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import { REDIRECT_AFTER_LOGIN_KEY } from './redirect';
import { leaving } from './session-store';
import { useSession } from './use-session';

export interface RequireAuthProps {
  /** Also pass the path as ?returnUrl= (spec part 2 section 6: checkout passes its return url). */
  returnUrl?: boolean;
  /** Wait this long without a session before leaving (the checkout's 0.5 s); 0 leaves at once. */
  graceMs?: number;
  /**
   * A toast shown as the visitor is sent away: the translation key ("namespace:key") of an object with `title` and
   * `description`. Its namespace is loaded first, since the guarded page (which would have loaded it) never rendered.
   */
  notice?: string;
  /** The guarded page, drawn for a signed-in customer only. */
  children: ReactNode;
}

/**
 * The frame of the pages that need a signed-in customer (/profile, /orders, /checkout). A logged-out
 * visitor's path is stored as redirectAfterLogin and they go to /login (replacing the guarded entry); with
 * `returnUrl` the path also rides along as ?returnUrl=.
 */
export function RequireAuth({ returnUrl = false, graceMs = 0, notice, children }: RequireAuthProps) {
  const { isAuthenticated } = useSession();
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  // Signing out from a guarded page goes to '/', not to /login.
  const here = key + pathname;
  const redirect = !isAuthenticated && here !== leaving.location;

  useEffect(() => {
    if (!redirect) return;
    const back = pathname + search;
    const leave = () => {
      try {
        sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, back);
      } catch {
        // Storage refused (private mode): the return url still works where given.
      }
      if (notice) void showNotice(notice);
      void navigate(returnUrl ? `/login?returnUrl=${encodeURIComponent(back).replace(/%2F/g, '/')}` : '/login', { replace: true });
    };
    if (graceMs <= 0) return leave();
    // A session arriving within the grace (signed in from another tab) cancels the departure: `redirect` turns false.
    const timer = setTimeout(leave, graceMs);
    return () => clearTimeout(timer);
  }, [redirect, pathname, search, returnUrl, graceMs, notice, navigate]);

  // Once the signed-out page is left, coming back to it (the browser's Back) is guarded again.
  useEffect(
    () => () => {
      if (leaving.location === here) leaving.location = undefined;
    },
    [here],
  );

  return isAuthenticated ? <>{children}</> : null;
}

async function showNotice(key: string) {
  const [namespace = '', path = ''] = key.split(':');
  await i18n.loadNamespaces(namespace).catch(() => undefined);
  const t = i18n.getFixedT(null, namespace);
  toast.error(t(`${path}.title`), { description: t(`${path}.description`) });
}
