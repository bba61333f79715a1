import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { contactMessages, customers } from '../../db/schema/index.js';

export interface NewContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: 'en' | 'es' | 'zh';
  clientIp: string;
  customerId: number | null;
  createdAt: Date;
}

export function createContactRepo(db: Executor) {
  return {
    async insert(row: NewContactMessage): Promise<void> {
      await db.insert(contactMessages).values({
        ...row,
        // The customer of a token whose account was deleted meanwhile is recorded as a guest, not refused.
        customerId: row.customerId === null ? null : sql`(select ${customers.id} from ${customers} where ${customers.id} = ${row.customerId})`,
      });
    },
    async markMailed(id: string, at: Date): Promise<void> {
      await db.update(contactMessages).set({ mailedAt: at }).where(eq(contactMessages.id, id));
    },
  };
}
export type ContactRepo = ReturnType<typeof createContactRepo>;
