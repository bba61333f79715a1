import { createElement, lazy, type ComponentType } from 'react';
import type { RequireAuthProps } from './require-auth';

export { SessionProvider } from './session-provider';
export { useSession } from './use-session';
export { REDIRECT_AFTER_LOGIN_KEY } from './redirect';
export type { SessionUser } from './session-user';

let loadedGuard: ComponentType<RequireAuthProps> | undefined;

/** Loads the guard's code. A guarded page's code loads it too (app/route-modules.ts), so that its first render does not wait for it. */
export const loadRequireAuth = () =>
  import('./require-auth').then((module) => {
    loadedGuard = module.RequireAuth;
    return module.RequireAuth;
  });

const LazyRequireAuth = lazy(async () => ({ default: await loadRequireAuth() }));

/**
 * Layout route of the pages that need a signed-in customer. Its code loads with the first guarded page, not
 * with the first visit; once loaded it renders at once, without suspending.
 */
export function RequireAuth(props: RequireAuthProps) {
  return createElement(loadedGuard ?? LazyRequireAuth, props);
}
