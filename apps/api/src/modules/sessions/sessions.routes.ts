import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  customerAuthenticateBody,
  customerResponse,
  loginBody,
  loginResponse,
  logoutBody,
  messageResponse,
  refreshBody,
  tokenPairResponse,
} from '@shop/contract';
import { SESSION_MESSAGES, type SessionsService } from './sessions.service.js';

const noKey = { security: [] };
const bearerOnly = { security: [{ bearer: [] }] };

export const sessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService; requireCustomer: onRequestAsyncHookHandler }> = async (
  app,
  { sessions, requireCustomer },
) => {
  app.post(
    AUTH_PATHS.login,
    { schema: { tags: ['sessions'], summary: 'Log in with email and password', ...noKey, body: loginBody, response: { 200: loginResponse } } },
    async (request) => ({
      status: true as const,
      message: SESSION_MESSAGES.loggedIn,
      data: await sessions.login(request.body.email, request.body.password, request.ip),
    }),
  );

  app.post(
    AUTH_PATHS.logout,
    { schema: { tags: ['sessions'], summary: 'End the session of a refresh token', ...noKey, body: logoutBody, response: { 200: messageResponse } } },
    async (request) => {
      await sessions.logout(request.body.refresh);
      return { status: true as const, message: SESSION_MESSAGES.loggedOut };
    },
  );

  app.post(
    AUTH_PATHS.refresh,
    {
      schema: {
        tags: ['sessions'],
        summary: 'Exchange a refresh token for a new access and refresh token (rotation)',
        ...noKey,
        body: refreshBody,
        response: { 200: tokenPairResponse },
      },
    },
    async (request) => ({ status: true as const, message: SESSION_MESSAGES.refreshed, data: await sessions.refresh(request.body.refresh) }),
  );

  app.post(
    AUTH_PATHS.customerAuthenticate,
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['sessions'],
        summary: "The signed-in customer's id and code (bearer access token; idempotent)",
        ...bearerOnly,
        body: customerAuthenticateBody,
        response: { 200: customerResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: SESSION_MESSAGES.authenticated,
      data: await sessions.authenticateCustomer(request.customer!.userId),
    }),
  );
};
