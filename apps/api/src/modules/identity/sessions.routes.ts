import type { Router } from '../../http/router.js';
import { SESSION_MESSAGES, type SessionsService } from './sessions.service.js';

/** Log in, log out and refresh: no key and no access token (the refresh token is the credential). */
export function sessionsPublicRoutes(router: Router, sessions: SessionsService) {
  router.route('login', { tags: ['sessions'], summary: 'Log in with email and password' }, async (request) => ({
    status: true as const,
    message: SESSION_MESSAGES.loggedIn,
    data: await sessions.login(request.body.email, request.body.password, request.ip),
  }));

  router.route('logout', { tags: ['sessions'], summary: 'End the session of a refresh token' }, async (request) => {
    await sessions.logout(request.body.refresh);
    return { status: true as const, message: SESSION_MESSAGES.loggedOut };
  });

  router.route('refreshToken', { tags: ['sessions'], summary: 'Exchange a refresh token for a new access and refresh token (rotation)' }, async (request) => ({
    status: true as const,
    message: SESSION_MESSAGES.refreshed,
    data: await sessions.refresh(request.body.refresh),
  }));
}

/** The signed-in customer's own session calls (bearer access token). */
export function sessionsCustomerRoutes(router: Router, sessions: SessionsService) {
  router.route(
    'customerAuthenticate',
    { tags: ['sessions'], summary: "The signed-in customer's id and code (bearer access token; idempotent)" },
    async (request) => ({
      status: true as const,
      message: SESSION_MESSAGES.authenticated,
      data: await sessions.authenticateCustomer(request.customer!.userId),
    }),
  );
}
