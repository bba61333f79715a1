import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '@shop/contract/admin-endpoints';
import { staff, staffAudit, staffSessions } from '../../db/schema/index.js';
import type { Executor } from '../../db/transaction.js';

export type StaffRow = typeof staff.$inferSelect;

export function createStaffRepo(db: Executor) {
  return {
    /** The new member, or undefined when one of that email exists (the unique index decides between two at once). */
    async insert(row: typeof staff.$inferInsert): Promise<StaffRow | undefined> {
      const [created] = await db.insert(staff).values(row).onConflictDoNothing().returning();
      return created;
    },
    async byEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.email, email));
      return row;
    },
    async byId(id: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id));
      return row;
    },
    /** The member under a row lock, for a change that must see the other admins as they are. */
    async lockById(id: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id)).for('update');
      return row;
    },
    /**
     * Locks every active admin's row, then answers how many there are: two admins demoting each other at the same moment
     * wait for one another, so the shop is never left without one.
     */
    async lockActiveAdmins(): Promise<number> {
      const rows = await db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.role, 'admin' satisfies StaffRole), eq(staff.active, true)))
        .orderBy(asc(staff.id))
        .for('update');
      return rows.length;
    },
    /** The emails of these members by id (a member removed by hand is left out). */
    async emailsOf(ids: string[]): Promise<Map<string, string>> {
      const rows = await db.select({ id: staff.id, email: staff.email }).from(staff).where(inArray(staff.id, ids));
      return new Map(rows.map((r) => [r.id, r.email]));
    },
    all(): Promise<StaffRow[]> {
      return db.select().from(staff).orderBy(asc(staff.name), asc(staff.email));
    },
    async update(id: string, changes: Partial<Pick<StaffRow, 'name' | 'role' | 'active' | 'passwordHash'>>, at: Date): Promise<StaffRow> {
      const [row] = await db
        .update(staff)
        .set({ ...changes, updatedAt: at })
        .where(eq(staff.id, id))
        .returning();
      return row!;
    },

    async insertSession(row: typeof staffSessions.$inferInsert): Promise<void> {
      await db.insert(staffSessions).values(row);
    },
    /** The active member of a live session, by the hash of its token. */
    async memberOfSession(tokenHash: string, now: Date): Promise<{ member: StaffRow; sessionId: string } | undefined> {
      const [row] = await db
        .select({ member: staff, sessionId: staffSessions.id })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.endedAt), gt(staffSessions.expiresAt, now), eq(staff.active, true)));
      return row;
    },
    async endSession(sessionId: string, at: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ endedAt: at })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
    },
    /** Ends every session of a member (deactivated, or their password changed). */
    async endSessionsOf(staffId: string, at: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ endedAt: at })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
    },

    async audit(entry: typeof staffAudit.$inferInsert): Promise<void> {
      await db.insert(staffAudit).values(entry);
    },
    async auditPage(filter: { staffId?: string }, page: number, pageSize: number) {
      const where = filter.staffId ? eq(staffAudit.staffId, filter.staffId) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select({ entry: staffAudit, name: staff.name })
          .from(staffAudit)
          .leftJoin(staff, eq(staff.id, staffAudit.staffId))
          .where(where)
          .orderBy(desc(staffAudit.at), desc(staffAudit.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(staffAudit)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
  };
}
export type StaffRepo = ReturnType<typeof createStaffRepo>;
