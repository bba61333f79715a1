import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { OTP_MAX_TRIES, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@shop/contract';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError, fieldError, retryLater } from '../../lib/errors.js';
import { accountExistsMail, otpMail, passwordChangedMail } from '../../lib/mail-templates.js';
import type { Mailer, MailLanguage } from '../../lib/mailer.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { RateLimiterFactory } from '../../lib/rate-limit.js';
import type { Clock } from '../../lib/tokens.js';
import { createOtpCodesRepo, type OtpPurpose, type OtpRow } from './otp-codes.repo.js';
import { createPasswordAttempts } from './password-attempts.js';
import { RATE_RULES } from './rate-rules.js';
import { createRefreshTokensRepo } from './refresh-tokens.repo.js';
import { createUsersRepo } from './users.repo.js';

export interface AccountsDeps {
  db: Executor;
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
} as const;

export function createAccountsService(deps: AccountsDeps) {
  const { db, mailer, clock } = deps;
  const users = createUsersRepo(db);
  const codes = createOtpCodesRepo(db);
  const sendsPerEmail = deps.rateLimits.create(RATE_RULES.otpSendEmail);
  const sendsPerAddress = deps.rateLimits.create(RATE_RULES.otpSendAddress);
  const passwordAttempts = createPasswordAttempts(deps.rateLimits);

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
   * Checks `code` against the latest code for the address. Each comparison first takes a try in the database (so a
   * burst of guesses gets no more than 5 compared, however many arrive at once); a right code gives its try back, the
   * fifth wrong try kills the code. Answers the live code row, or throws the error the caller should answer.
   */
  async function checkCode(email: string, code: string, purpose?: OtpPurpose): Promise<OtpRow> {
    const row = await codes.latest(email);
    if (!row || row.consumedAt || (purpose && row.purpose !== purpose)) throw new AppError('OTP_NOT_FOUND');
    if (clock().getTime() >= row.expiresAt.getTime()) throw new AppError('OTP_EXPIRED');
    const tries = await codes.takeTry(row.id, OTP_MAX_TRIES);
    if (tries === undefined) throw new AppError('OTP_TOO_MANY_TRIES');
    if (!sameCode(row, code)) throw new AppError(tries >= OTP_MAX_TRIES ? 'OTP_TOO_MANY_TRIES' : 'OTP_INVALID');
    await codes.giveBackTry(row.id);
    return row;
  }

  return {
    /**
     * Sends a new code. The answer, its waits and its limits are the same for every address, so that no one learns
     * from it who has an account (issue 15): a code is recorded either way; a registered address asking to sign up
     * gets a mail saying it already has an account, an unknown one asking for a reset gets no mail.
     */
    async requestCode(input: { email: string; isSignUp: boolean; language: MailLanguage; ip: string }): Promise<void> {
      const { email, isSignUp } = input;
      const user = await users.findByEmail(email);
      const purpose: OtpPurpose = isSignUp ? 'signup' : 'reset';
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

      const codeId = await inTransaction(db, async (tx) => {
        const txCodes = createOtpCodesRepo(tx);
        await txCodes.lockAddress(email);
        const now = clock();
        const latest = await txCodes.latest(email);
        if (latest) {
          const waited = (now.getTime() - latest.createdAt.getTime()) / 1000;
          if (waited < OTP_RESEND_SECONDS) throw retryLater('OTP_RESEND_TOO_SOON', OTP_RESEND_SECONDS - waited);
        }
        const byAddress = await sendsPerAddress.hit(input.ip);
        if (!byAddress.allowed) throw retryLater('RATE_LIMITED', byAddress.retryAfterSeconds);
        const byEmail = await sendsPerEmail.hit(email);
        if (!byEmail.allowed) {
          const minutes = Math.max(1, Math.ceil(byEmail.retryAfterSeconds / 60));
          throw retryLater('OTP_TOO_MANY_CODES', byEmail.retryAfterSeconds, { minutes });
        }
        return txCodes.insert({
          email,
          purpose,
          codeHash: hashCode(email, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        });
      });

      const mail = { to: email, ...(isSignUp && user ? accountExistsMail(input.language) : otpMail(input.language, code, purpose)) };
      if (purpose === 'reset') {
        // Not awaited: how long the answer takes must not tell whether the address has an account.
        if (user) sendInBackground(mail.to, mail);
        return;
      }
      try {
        await mailer.send(mail);
      } catch (err) {
        deps.log.error({ err, to: email }, 'one-time code not sent');
        await codes.delete(codeId); // so the customer may ask again at once
        throw new AppError('MAIL_FAILED');
      }
    },

    async verifyCode(email: string, code: string): Promise<void> {
      const row = await checkCode(email, code);
      await codes.markVerified(row.id, clock());
    },

    async signup(input: SignupInput): Promise<void> {
      const { email, profile } = input;
      if (await users.userNameTaken(profile.user_name)) throw new AppError('USERNAME_TAKEN');
      // The code first: only the owner of the mailbox may learn that the address already has an account.
      const row = await checkCode(email, input.otp, 'signup');
      if (await users.findByEmail(email)) throw new AppError('EMAIL_TAKEN');
      const passwordHash = await hashPassword(input.password);
      await inTransaction(db, async (tx) => {
        const now = clock();
        if (!(await createOtpCodesRepo(tx).consume(row.id, now))) throw new AppError('OTP_NOT_FOUND');
        await createUsersRepo(tx).createAccount(
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
    },

    /** Needs the verified code of the address; sets the password and ends every session of the account. */
    async resetPassword(input: { email: string; otp: string; password: string; language: MailLanguage }): Promise<void> {
      const row = await checkCode(input.email, input.otp, 'reset');
      if (!row.verifiedAt) throw new AppError('OTP_NOT_VERIFIED');
      const user = await users.findByEmail(input.email);
      if (!user) throw new AppError('OTP_NOT_FOUND');
      const passwordHash = await hashPassword(input.password);
      await inTransaction(db, async (tx) => {
        const now = clock();
        if (!(await createOtpCodesRepo(tx).consume(row.id, now))) throw new AppError('OTP_NOT_FOUND');
        await createUsersRepo(tx).setPassword(user.id, passwordHash, now);
        await createRefreshTokensRepo(tx).revokeAllOfUser(user.id, now);
      });
      await passwordAttempts.forget(input.email);
      sendInBackground(input.email, passwordChangedMail(input.language, user.firstName));
    },

    /** Sets a new password after checking the current one, and ends every other session of the account. */
    async changePassword(input: { userId: string; sessionId?: string; oldPassword: string; password: string; language: MailLanguage }): Promise<void> {
      const user = await users.findById(input.userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      // Current passwords count with logins: a stolen token cannot guess the password.
      const attempt = await passwordAttempts.take(user.email);
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw fieldError('old_password', 'CURRENT_PASSWORD_INCORRECT');
      await attempt.succeeded();
      const passwordHash = await hashPassword(input.password);
      await inTransaction(db, async (tx) => {
        const now = clock();
        await createUsersRepo(tx).setPassword(user.id, passwordHash, now);
        // Whoever else holds a session of the account (a thief, a forgotten phone) is out at their next refresh.
        await createRefreshTokensRepo(tx).revokeAllOfUser(user.id, now, input.sessionId);
      });
      sendInBackground(user.email, passwordChangedMail(input.language, user.firstName));
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
