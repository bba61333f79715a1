import type { AdminCustomer } from '@shop/contract/admin';
import type { Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { createCustomerDeskRepo } from './customer-desk.repo.js';

type Row = Awaited<ReturnType<ReturnType<typeof createCustomerDeskRepo>['page']>>['rows'][number];

const answer = (row: Row): AdminCustomer => ({
  id: row.id,
  code: row.code,
  name: row.name,
  email: row.email,
  phone: row.phone,
  created_at: row.createdAt.toISOString(),
  orders: row.orders,
  // max() over a timestamp comes back as text from node-postgres and PGlite alike.
  last_order_at: row.lastOrderAt ? new Date(row.lastOrderAt).toISOString() : null,
});

/** The shop's customers for the back office (issue 16): found by name, email, phone or code; read one. */
export function createCustomerDeskService(db: Executor) {
  const repo = createCustomerDeskRepo(db);
  return {
    async list(q: string | undefined, page: number, pageSize: number) {
      const { rows, total } = await repo.page(q, page, pageSize);
      return { customers: rows.map(answer), total };
    },
    async one(id: number): Promise<AdminCustomer> {
      const row = await repo.byId(id);
      if (!row) throw new AppError('CUSTOMER_NOT_FOUND');
      return answer(row);
    },
  };
}
export type CustomerDeskService = ReturnType<typeof createCustomerDeskService>;
