import { preloadableLazy } from '@/lib/hydration';
import type { RequireAuthProps } from './require-auth';

export { SessionProvider } from './session-provider';
export { useSession } from './use-session';
export { forgetSessionHint } from './session-hint';
export { REDIRECT_AFTER_LOGIN_KEY } from './redirect';
export type { SessionUser } from './session-user';
export type { RequireAuthProps };

const guard = preloadableLazy<RequireAuthProps>(() => import('./require-auth').then((module) => module.RequireAuth));

/**
 * The frame of the pages that need a signed-in customer. Its code loads with the first guarded page, not
 * with the first visit; once loaded it renders at once, without suspending.
 */
export const RequireAuth = guard.Component;

/** Loads the guard's code. A guarded page's code loads it too (app/route-modules.ts), so that its first render does not wait for it. */
export const loadRequireAuth = guard.preload;
