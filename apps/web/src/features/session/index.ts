import { lazy } from 'react';

export { SessionProvider } from './session-provider';
export { useSession } from './use-session';
export { REDIRECT_AFTER_LOGIN_KEY } from './redirect';
export type { SessionUser } from './session-user';

/**
 * Layout route of the pages that need a signed-in customer. Its code loads with the first guarded page, not
 * with the first visit.
 */
export const RequireAuth = lazy(() => import('./require-auth').then((module) => ({ default: module.RequireAuth })));
