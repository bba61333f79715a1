import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  changePasswordBody,
  messageResponse,
  requestOtpBody,
  resetPasswordBody,
  signupBody,
  verifyOtpBody,
} from '@shop/contract';
import { mailLanguage } from '../../lib/mail-templates.js';
import { MESSAGES, type AccountsService } from './accounts.service.js';

const ok = (message: string) => ({ status: true as const, message });
const noKey = { security: [] };
const bearerOnly = { security: [{ bearer: [] }] };

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService; requireCustomer: onRequestAsyncHookHandler }> = async (
  app,
  { accounts, requireCustomer },
) => {
  app.post(
    AUTH_PATHS.requestOtp,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a one-time code to an email address (is_sign_up false: for a password reset)',
        ...noKey,
        body: requestOtpBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { email, is_sign_up } = request.body;
      await accounts.requestCode({ email, isSignUp: is_sign_up, language: mailLanguage(request.headers['accept-language']), ip: request.ip });
      return ok(MESSAGES.codeSent);
    },
  );

  app.post(
    AUTH_PATHS.verifyOtp,
    { schema: { tags: ['accounts'], summary: 'Check a one-time code', ...noKey, body: verifyOtpBody, response: { 200: messageResponse } } },
    async (request) => {
      await accounts.verifyCode(request.body.email, request.body.otp);
      return ok(MESSAGES.codeVerified);
    },
  );

  app.post(
    AUTH_PATHS.signup,
    { schema: { tags: ['accounts'], summary: 'Create an account with a one-time code', ...noKey, body: signupBody, response: { 200: messageResponse } } },
    async (request) => {
      await accounts.signup(request.body);
      return ok(MESSAGES.accountCreated);
    },
  );

  app.post(
    AUTH_PATHS.resetPassword,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a verified one-time code; ends every session',
        ...noKey,
        body: resetPasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { email, otp, password } = request.body;
      await accounts.resetPassword({ email, otp, password, language: mailLanguage(request.headers['accept-language']) });
      return ok(MESSAGES.passwordReset);
    },
  );

  app.post(
    AUTH_PATHS.changePassword,
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['accounts'],
        summary: 'Change the password (bearer access token)',
        ...bearerOnly,
        body: changePasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await accounts.changePassword({
        userId: request.customer!.userId,
        oldPassword: request.body.old_password,
        password: request.body.password,
        language: mailLanguage(request.headers['accept-language']),
      });
      return ok(MESSAGES.passwordChanged);
    },
  );
};
