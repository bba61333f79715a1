import { AppError } from '../../lib/errors.js';
import type { Executor } from '../../db/transaction.js';
import { createStockItemsRepo } from '../catalogue/stock-items.repo.js';
import { createOrdersRepo } from '../orders/orders.repo.js';
import type { AttemptRow } from './payment-attempts.repo.js';

// The stock an attempt holds (decision 21): taken out of `quantity` when the attempt is made, so every reader of the
// catalogue is right without knowing about holds; given back when the attempt ends unpaid. Always in stock-id order,
// so two transactions touching the same items lock their rows in the same order (no deadlock). Run inside the caller's
// transaction, with the attempt locked.

/** One line to take or give back, named for the shopper's message when it is short. */
export interface StockLine {
  stockId: number;
  quantity: number;
  productName: string;
}

const inStockOrder = <T extends { stockId: number }>(lines: readonly T[]) => [...lines].sort((a, b) => a.stockId - b.stockId);

/**
 * Takes every line from stock (a conditional update: never below zero). A short line throws OUT_OF_STOCK or
 * NOT_ENOUGH_STOCK naming it; the caller's rollback undoes the lines taken before it.
 */
export async function takeStock(tx: Executor, lines: readonly StockLine[]): Promise<void> {
  const stock = createStockItemsRepo(tx);
  for (const line of inStockOrder(lines)) {
    if (await stock.reserve(line.stockId, line.quantity)) continue;
    const available = await stock.quantityOf(line.stockId);
    const named = { product: line.productName, stock: line.stockId };
    throw available === 0 ? new AppError('OUT_OF_STOCK', named) : new AppError('NOT_ENOUGH_STOCK', { ...named, available });
  }
}

/** Gives the order's units back when the attempt still holds them; answers the attempt's hold afterwards. */
export async function releaseHold(tx: Executor, attempt: Pick<AttemptRow, 'orderId' | 'hold'>): Promise<AttemptRow['hold']> {
  if (attempt.hold !== 'held') return attempt.hold;
  await releaseOrderUnits(tx, attempt.orderId);
  return 'released';
}

/**
 * Puts every line of the order back into stock, once: the caller knows the order still has them (a hold, a paid
 * attempt's committed units, a pay-on-delivery order) and marks that it gave them back, in the same transaction.
 */
export async function releaseOrderUnits(tx: Executor, orderId: number): Promise<void> {
  const stock = createStockItemsRepo(tx);
  for (const item of inStockOrder(await createOrdersRepo(tx).itemsOf([orderId]))) await stock.release(item.stockId, item.quantity);
}
