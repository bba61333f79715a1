import { randomUUID } from 'node:crypto';
import { STAFF_SESSION_HOURS, type StaffRole } from '@shop/contract/admin-endpoints';
import type { AuditEntry, StaffMember } from '@shop/contract/admin';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { newStaffToken, type AuthedStaff } from '../../http/staff-auth.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { RateLimiterFactory } from '../../lib/rate-limit.js';
import type { Clock } from '../../lib/tokens.js';
import { createPasswordAttempts } from '../identity/password-attempts.js';
import { recordAudit, type StaffActor } from './audit.js';
import { createStaffRepo, type StaffRow } from './staff.repo.js';

// Staff accounts and their sessions (issue 16). Signing in is throttled exactly as a customer's login is (the same
// rules, counted per account before the hash and per client address), on counters of their own: a customer's failures
// never lock a staff member out, nor the other way round.

export const staffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

/** What the audit log keeps of a member: never their password's hash. */
const audited = (row: StaffRow) => ({ email: row.email, name: row.name, role: row.role, active: row.active });

export interface StaffServiceDeps {
  db: Executor;
  rateLimits: RateLimiterFactory;
  clock: Clock;
}

export function createStaffService({ db, rateLimits, clock }: StaffServiceDeps) {
  const attempts = createPasswordAttempts(rateLimits);
  const repo = createStaffRepo(db);

  return {
    /** The live session's member, for the back office's hook. */
    async memberOfSession(tokenHash: string): Promise<AuthedStaff | undefined> {
      const found = await repo.memberOfSession(tokenHash, clock());
      return (
        found && { id: found.member.id, email: found.member.email, name: found.member.name, role: found.member.role as StaffRole, sessionId: found.sessionId }
      );
    },

    async signIn(email: string, password: string, ip: string) {
      const attempt = await attempts.take(`staff:${email}`, `staff:${ip}`);
      const member = await repo.byEmail(email);
      const ok = member?.active ? await verifyPassword(member.passwordHash, password) : await verifyAgainstDummy(password);
      if (!member?.active || !ok) throw new AppError('INVALID_CREDENTIALS');
      await attempt.succeeded();
      const now = clock();
      const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3600_000);
      const { token, hash } = newStaffToken();
      await repo.insertSession({ id: randomUUID(), staffId: member.id, tokenHash: hash, createdAt: now, expiresAt });
      return { token, expires_at: expiresAt.toISOString(), staff: staffMember(member) };
    },

    signOut: (sessionId: string) => repo.endSession(sessionId, clock()),

    async me(id: string): Promise<StaffMember> {
      const row = await repo.byId(id);
      if (!row) throw new AppError('UNAUTHORIZED');
      return staffMember(row);
    },

    /** Members' emails by id, to name who did what. */
    emailsOf: (ids: string[]) => repo.emailsOf(ids),

    async list(): Promise<StaffMember[]> {
      return (await repo.all()).map(staffMember);
    },

    /** A new member; also how the first admin is made (by COMMAND_LINE: `npm run admin:create`). */
    async create(actor: StaffActor, input: { email: string; name: string; role: StaffRole; password: string }): Promise<StaffMember> {
      const passwordHash = await hashPassword(input.password);
      return inTransaction(db, async (tx) => {
        const now = clock();
        const row = await createStaffRepo(tx).insert({
          id: randomUUID(),
          email: input.email,
          name: input.name,
          role: input.role,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        });
        if (!row) throw new AppError('STAFF_EMAIL_TAKEN');
        await recordAudit(tx, actor, 'staff.create', `staff:${row.id}`, null, audited(row));
        return staffMember(row);
      });
    },

    /**
     * Changes a member's name, role, active flag or password. The last active admin can be neither demoted nor
     * deactivated (the admins' rows are locked first, so two admins doing so at once cannot both succeed). A
     * deactivation or a new password ends the member's sessions.
     */
    async update(actor: StaffActor, id: string, changes: { name?: string; role?: StaffRole; active?: boolean; password?: string }): Promise<StaffMember> {
      const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password);
      return inTransaction(db, async (tx) => {
        const staff = createStaffRepo(tx);
        const admins = await staff.lockActiveAdmins();
        const before = await staff.lockById(id);
        if (!before) throw new AppError('STAFF_NOT_FOUND');
        const losesAdmin = before.role === 'admin' && before.active && (changes.role === 'staff' || changes.active === false);
        if (losesAdmin && admins <= 1) throw new AppError('LAST_ADMIN');
        const now = clock();
        const after = await staff.update(
          id,
          {
            ...(changes.name !== undefined ? { name: changes.name } : {}),
            ...(changes.role !== undefined ? { role: changes.role } : {}),
            ...(changes.active !== undefined ? { active: changes.active } : {}),
            ...(passwordHash !== undefined ? { passwordHash } : {}),
          },
          now,
        );
        if (changes.active === false || passwordHash !== undefined) await staff.endSessionsOf(id, now);
        await recordAudit(tx, actor, passwordHash ? 'staff.update+password' : 'staff.update', `staff:${id}`, audited(before), audited(after));
        return staffMember(after);
      });
    },

    async auditPage(filter: { staffId?: string }, page: number, pageSize: number): Promise<{ entries: AuditEntry[]; total: number }> {
      const { rows, total } = await repo.auditPage(filter, page, pageSize);
      const entries = rows.map(({ entry, name }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        staff: entry.staffId ? { id: entry.staffId, email: entry.staffEmail, name: name ?? '' } : null,
        action: entry.action,
        subject: entry.subject,
        before: entry.before,
        after: entry.after,
      }));
      return { entries, total };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
