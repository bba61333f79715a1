import type { Router } from '../../http/router.js';
import { mailLanguage } from '../../lib/mail-templates.js';
import { MESSAGES, type AccountsService } from './accounts.service.js';

const ok = (message: string) => ({ status: true as const, message });

/** The account calls anyone may make (no public key, as the spec says). */
export function accountsPublicRoutes(router: Router, accounts: AccountsService) {
  router.route(
    'requestOtp',
    { tags: ['accounts'], summary: 'Send a one-time code to an email address (is_sign_up false: for a password reset)' },
    async (request) => {
      const { email, is_sign_up } = request.body;
      await accounts.requestCode({ email, isSignUp: is_sign_up, language: mailLanguage(request.headers['accept-language']), ip: request.ip });
      return ok(MESSAGES.codeSent);
    },
  );

  router.route('verifyOtp', { tags: ['accounts'], summary: 'Check a one-time code' }, async (request) => {
    await accounts.verifyCode(request.body.email, request.body.otp);
    return ok(MESSAGES.codeVerified);
  });

  router.route('signup', { tags: ['accounts'], summary: 'Create an account with a one-time code' }, async (request) => {
    await accounts.signup(request.body);
    return ok(MESSAGES.accountCreated);
  });

  router.route('resetPassword', { tags: ['accounts'], summary: 'Set a new password with a verified one-time code; ends every session' }, async (request) => {
    const { email, otp, password } = request.body;
    await accounts.resetPassword({ email, otp, password, language: mailLanguage(request.headers['accept-language']) });
    return ok(MESSAGES.passwordReset);
  });
}

/** The account calls of the signed-in customer (bearer access token). */
export function accountsCustomerRoutes(router: Router, accounts: AccountsService) {
  router.route('changePassword', { tags: ['accounts'], summary: 'Change the password (bearer access token)' }, async (request) => {
    await accounts.changePassword({
      userId: request.customer!.userId,
      ...(request.customer!.sessionId ? { sessionId: request.customer!.sessionId } : {}),
      oldPassword: request.body.old_password,
      password: request.body.password,
      language: mailLanguage(request.headers['accept-language']),
    });
    return ok(MESSAGES.passwordChanged);
  });
}
