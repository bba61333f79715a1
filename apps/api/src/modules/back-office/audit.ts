import type { Executor } from '../../db/transaction.js';
import { createStaffRepo } from './staff.repo.js';

/** The member who acts: every change they make is written down under their id and email. */
export interface StaffActor {
  /** null for the command line (the first admin is made there). */
  id: string | null;
  email: string;
}

/** Who acts when `npm run admin:create` makes a member. */
export const COMMAND_LINE: StaffActor = { id: null, email: 'command line' };

/** The `actor` of an order's history row for a staff member's change. */
export const staffActorName = (actor: { id: string }) => `staff:${actor.id}`;

/**
 * Writes one entry of the audit log in the caller's transaction (issue 16): who, what, on what, before and after. The
 * change and its entry commit together or not at all.
 */
export function recordAudit(tx: Executor, actor: StaffActor, action: string, subject: string, before: unknown, after: unknown): Promise<void> {
  return createStaffRepo(tx).audit({ staffId: actor.id, staffEmail: actor.email, action, subject, before: before ?? null, after: after ?? null });
}
