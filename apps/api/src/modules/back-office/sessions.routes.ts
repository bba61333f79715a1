import type { AdminRouter } from '../../http/admin-router.js';
import type { StaffService } from './staff.service.js';

/** Signing in (no session yet, throttled like a customer's login). */
export function staffSignInRoutes(router: AdminRouter, staff: StaffService) {
  router.route('signIn', { summary: 'Sign a staff member in with email and password; answers a session token' }, async (request) => ({
    status: true as const,
    message: 'Signed in',
    data: await staff.signIn(request.body.email, request.body.password, request.ip),
  }));
}

/** The signed-in member's own session. */
export function staffSessionRoutes(router: AdminRouter, staff: StaffService) {
  router.route('me', { summary: 'The signed-in staff member' }, async (request) => ({
    status: true as const,
    message: 'Staff member',
    data: await staff.me(request.staff.id),
  }));
  router.route('signOut', { summary: 'End this session' }, async (request) => {
    await staff.signOut(request.staff.sessionId);
    return { status: true as const, message: 'Signed out', data: null };
  });
}
