import { count, desc, eq, ilike, max, or, sql } from 'drizzle-orm';
import { customers, orders, users } from '../../db/schema/index.js';
import { containing, phoneDigits, phoneHolds } from '../../db/like.js';
import type { Executor } from '../../db/transaction.js';

// The shop's customers as the back office lists them (issue 16): who they are and how much they ordered. Never their
// password's hash, tokens or codes: only the columns below are read.

const columns = {
  id: customers.id,
  code: customers.customerCode,
  name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  phone: users.phoneNumber,
  createdAt: customers.createdAt,
};

function searchOf(q: string) {
  const digits = phoneDigits(q);
  return or(
    ilike(users.email, containing(q)),
    ilike(customers.customerCode, containing(q)),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(q)),
    digits ? phoneHolds(users.phoneNumber, digits) : undefined,
  );
}

export function createCustomerDeskRepo(db: Executor) {
  return {
    /** A page of customers, newest first, each with their number of orders and their last order's moment. */
    async page(q: string | undefined, page: number, pageSize: number) {
      const where = q ? searchOf(q) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...columns, orders: count(orders.id), lastOrderAt: max(orders.createdAt) })
          .from(customers)
          .innerJoin(users, eq(users.id, customers.userId))
          .leftJoin(orders, eq(orders.customerId, customers.id))
          .where(where)
          .groupBy(customers.id, users.id)
          .orderBy(desc(customers.createdAt), desc(customers.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(customers).innerJoin(users, eq(users.id, customers.userId)).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async byId(id: number) {
      const [row] = await db
        .select({ ...columns, orders: count(orders.id), lastOrderAt: max(orders.createdAt) })
        .from(customers)
        .innerJoin(users, eq(users.id, customers.userId))
        .leftJoin(orders, eq(orders.customerId, customers.id))
        .where(eq(customers.id, id))
        .groupBy(customers.id, users.id);
      return row;
    },
  };
}
