import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { OTP_MAX_TRIES, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@shop/contract';
import { AppError } from '../../lib/errors.js';
import { otpMail, passwordChangedMail } from '../../lib/mail-templates.js';
import type { Mailer, MailLanguage } from '../../lib/mailer.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { RateLimiterFactory } from '../../lib/rate-limit.js';
import { rateLimited, RetryLaterError } from '../../lib/retry-later-error.js';
import type { Clock } from '../../lib/tokens.js';
import { RATE_RULES } from '../sessions/rate-rules.js';
import { uniqueViolation, type AccountsRepo, type OtpPurpose, type OtpRow } from './accounts.repo.js';

export interface AccountsDeps {
  repo: AccountsRepo;
  mailer: Mailer;
  rateLimits: RateLimiterFactory;
  clock: Clock;
  /** Keys the hashes of one-time codes (JWT_SECRET), so a copy of the table alone does not reveal them. */
  pepper: string;
  /** Where failures of mails sent in the background go. */
  log: { error(obj: object, msg: string): void };
}

export interface SignupInput {
  email: string;
  phone_number: string;
  password: string;
  otp: string;
  profile: { first_name: string; last_name: string; other_names: string; user_name: string; gender: string };
}

export const MESSAGES = {
  codeSent: 'OTP sent successfully!',
  codeVerified: 'OTP verified successfully!',
  accountCreated: 'Account created successfully!',
  passwordReset: 'Password reset successfully! You can now log in with your new password.',
  passwordChanged: 'Your password has been changed successfully!',
  emailTaken: 'An account with this email already exists.',
  userNameTaken: 'This username is already taken. Please choose another one.',
  noCode: 'No valid code for this email. Please request a new one.',
  wrongCode: 'Invalid OTP. Please check the code and try again.',
  notVerified: 'Please verify your code first.',
  wrongCurrentPassword: 'Current password is incorrect',
  mailFailed: 'We could not send the email right now. Please try again later.',
} as const;

const conflict = (message: string) => new AppError('CONFLICT', message);
const otpError = (code: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_TOO_MANY_TRIES', message?: string) => new AppError(code, message);

export function createAccountsService(deps: AccountsDeps) {
  const { repo, mailer, clock } = deps;
  const sendsPerEmail = deps.rateLimits.create(RATE_RULES.otpSendEmail);
  const sendsPerAddress = deps.rateLimits.create(RATE_RULES.otpSendAddress);
  const loginFailures = deps.rateLimits.create(RATE_RULES.loginFailAccount);

  const hashCode = (email: string, code: string) => createHmac('sha256', deps.pepper).update(`${email}\n${code}`).digest('hex');
  const sameCode = (row: OtpRow, code: string) => {
    const given = Buffer.from(hashCode(row.email, code), 'hex');
    const stored = Buffer.from(row.codeHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  };

  const sendInBackground = (to: string, content: { subject: string; text: string }) => {
    mailer.send({ to, ...content }).catch((err: unknown) => deps.log.error({ err, to }, 'mail not sent'));
  };

  /**
   * Checks `code` against the latest code for the address. A wrong code counts a try; the fifth wrong try kills
   * the code. Answers the live code row, or throws the error the caller should answer.
   */
  async function checkCode(email: string, code: string, purpose?: OtpPurpose): Promise<OtpRow> {
    const row = await repo.latestCode(email);
    if (!row || row.consumedAt || (purpose && row.purpose !== purpose)) throw otpError('OTP_INVALID', MESSAGES.noCode);
    if (row.attempts >= OTP_MAX_TRIES) throw otpError('OTP_TOO_MANY_TRIES');
    if (clock().getTime() >= row.expiresAt.getTime()) throw otpError('OTP_EXPIRED');
    if (!sameCode(row, code)) {
      const tries = await repo.countWrongTry(row.id, OTP_MAX_TRIES);
      throw tries >= OTP_MAX_TRIES ? otpError('OTP_TOO_MANY_TRIES') : otpError('OTP_INVALID', MESSAGES.wrongCode);
    }
    return row;
  }

  return {
    /**
     * Sends a new code. Sign-up: refused for a registered address. Reset: for an unknown address the answer is
     * the same as for a known one, a code is even recorded (so waits and limits behave alike), but no mail goes out.
     */
    async requestCode(input: { email: string; isSignUp: boolean; language: MailLanguage; ip: string }): Promise<void> {
      const { email, isSignUp } = input;
      const user = await repo.findUserByEmail(email);
      if (isSignUp && user) throw conflict(MESSAGES.emailTaken);
      const purpose: OtpPurpose = isSignUp ? 'signup' : 'reset';
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

      const codeId = await repo.transaction(async (tx) => {
        await repo.lockAddress(tx, email);
        const now = clock();
        const latest = await repo.latestCode(email, tx);
        if (latest) {
          const waited = (now.getTime() - latest.createdAt.getTime()) / 1000;
          if (waited < OTP_RESEND_SECONDS) {
            const left = Math.max(1, Math.ceil(OTP_RESEND_SECONDS - waited));
            throw new RetryLaterError(
              'OTP_RESEND_TOO_SOON',
              `Please wait ${left} ${left === 1 ? 'second' : 'seconds'} before requesting a new code.`,
              left,
            );
          }
        }
        const byAddress = await sendsPerAddress.hit(input.ip);
        if (!byAddress.allowed) throw rateLimited(byAddress.retryAfterSeconds);
        const byEmail = await sendsPerEmail.hit(email);
        if (!byEmail.allowed) {
          const minutes = Math.max(1, Math.ceil(byEmail.retryAfterSeconds / 60));
          throw rateLimited(
            byEmail.retryAfterSeconds,
            `Too many codes requested for this email. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
          );
        }
        return repo.insertCode(tx, {
          email,
          purpose,
          codeHash: hashCode(email, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        });
      });

      const mail = { to: email, ...otpMail(input.language, code, purpose) };
      if (purpose === 'reset') {
        // Not awaited: how long the answer takes must not tell whether the address has an account.
        if (user) sendInBackground(mail.to, mail);
        return;
      }
      try {
        await mailer.send(mail);
      } catch (err) {
        deps.log.error({ err, to: email }, 'one-time code not sent');
        await repo.deleteCode(codeId); // so the customer may ask again at once
        throw new AppError('UNAVAILABLE', MESSAGES.mailFailed);
      }
    },

    async verifyCode(email: string, code: string): Promise<void> {
      const row = await checkCode(email, code);
      await repo.markVerified(row.id, clock());
    },

    async signup(input: SignupInput): Promise<void> {
      const { email, profile } = input;
      if (await repo.findUserByEmail(email)) throw conflict(MESSAGES.emailTaken);
      if (await repo.userNameTaken(profile.user_name)) throw conflict(MESSAGES.userNameTaken);
      const row = await checkCode(email, input.otp, 'signup');
      const passwordHash = await hashPassword(input.password);
      try {
        await repo.transaction(async (tx) => {
          const now = clock();
          if (!(await repo.consumeCode(tx, row.id, now))) throw otpError('OTP_INVALID', MESSAGES.noCode);
          await repo.createAccount(
            tx,
            {
              id: randomUUID(),
              email,
              userName: profile.user_name,
              phoneNumber: input.phone_number,
              passwordHash,
              firstName: profile.first_name,
              lastName: profile.last_name,
              otherNames: profile.other_names,
              gender: profile.gender,
            },
            now,
          );
        });
      } catch (err) {
        // Two sign-ups racing for one address or username: the loser gets the same clear answer.
        const index = uniqueViolation(err);
        if (index === 'users_email_uq') throw conflict(MESSAGES.emailTaken);
        if (index === 'users_user_name_uq') throw conflict(MESSAGES.userNameTaken);
        throw err;
      }
    },

    /** Needs the verified code of the address; sets the password and ends every session of the account. */
    async resetPassword(input: { email: string; otp: string; password: string; language: MailLanguage }): Promise<void> {
      const row = await checkCode(input.email, input.otp, 'reset');
      if (!row.verifiedAt) throw otpError('OTP_INVALID', MESSAGES.notVerified);
      const user = await repo.findUserByEmail(input.email);
      if (!user) throw otpError('OTP_INVALID', MESSAGES.noCode);
      const passwordHash = await hashPassword(input.password);
      await repo.transaction(async (tx) => {
        const now = clock();
        if (!(await repo.consumeCode(tx, row.id, now))) throw otpError('OTP_INVALID', MESSAGES.noCode);
        await repo.setPassword(tx, user.id, passwordHash, now);
        await repo.revokeAllRefreshTokens(tx, user.id, now);
      });
      await loginFailures.reset(input.email);
      sendInBackground(input.email, passwordChangedMail(input.language, user.firstName));
    },

    async changePassword(input: { userId: string; oldPassword: string; password: string; language: MailLanguage }): Promise<void> {
      const user = await repo.findUserById(input.userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (await loginFailures.isBlocked(user.email)) throw rateLimited(60);
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
        // Wrong current passwords count with failed logins: a stolen token cannot guess the password.
        await loginFailures.hit(user.email);
        throw new AppError('VALIDATION_FAILED', MESSAGES.wrongCurrentPassword, { old_password: [MESSAGES.wrongCurrentPassword] });
      }
      const passwordHash = await hashPassword(input.password);
      await repo.transaction((tx) => repo.setPassword(tx, user.id, passwordHash, clock()));
      sendInBackground(user.email, passwordChangedMail(input.language, user.firstName));
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
