import type { Db } from './client.js';

/**
 * What a repository runs its statements on: the database, or a transaction of it. Every repository is built on
 * an executor, so that a use case can build the cart, stock, order and payment repositories on one transaction.
 */
export type Executor = Db;

/**
 * Runs `work` in one transaction: it commits when `work` resolves and rolls back when it throws (the error goes
 * on to the caller). Inside, build the repositories the work needs on `tx`.
 */
export function inTransaction<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
