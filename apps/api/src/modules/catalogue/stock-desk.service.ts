import type { AdminStockItem, StockAdjustment } from '@shop/contract/admin';
import type { StockAdjustmentReason } from '@shop/contract/admin-endpoints';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { money } from '../orders/order-answer.js';
import { createStockDeskRepo, type StockAdjustmentRow } from './stock-desk.repo.js';
import { createStockRepo } from './stock.repo.js';

// The stock desk of the back office (issue 16): finding items, the low-stock list, and changing a level by hand with a
// reason. A change never takes a level below none: the units orders took are already out of it, so whatever paid or
// placed orders hold stays theirs. Each change is kept with its reason and the member, and audited by the caller, in
// one transaction; the catalogue's cached answers follow at once (the stock_items trigger moves the catalogue version).

/** Who changes a level, and what their audit log keeps of it (in the change's transaction). */
export interface StockChange {
  actor: { id: string | null; email: string };
  record(tx: Executor, before: { quantity: number }, after: { quantity: number; delta: number; reason: string; note: string }): Promise<void>;
}

type DeskRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createStockDeskRepo>['byId']>>>;

const adjustmentAnswer = (row: StockAdjustmentRow): StockAdjustment => ({
  id: row.id,
  at: row.at.toISOString(),
  delta: row.delta,
  quantity_after: row.quantityAfter,
  reason: row.reason as StockAdjustmentReason,
  note: row.note,
  staff: { id: row.staffId, email: row.staffEmail },
});

export function createStockDeskService(db: Executor) {
  const desk = createStockDeskRepo(db);

  /** The items as the back office shows them, with their variants' options in English. */
  async function answers(rows: DeskRow[]): Promise<AdminStockItem[]> {
    const attributes = await createStockRepo(db).attributesOf(rows.map((r) => r.item.variantId));
    return rows.map(({ item, productName }) => ({
      id: item.id,
      sku: item.sku,
      product: { id: item.productId, name: productName },
      attributes: attributes.filter((a) => a.variantId === item.variantId).map((a) => ({ name: a.attributeName, value: a.value })),
      quantity: item.quantity,
      moq: item.moq,
      price: money(item.priceMinor, item.currency),
      discount_percentage: item.discountPercentage,
    }));
  }

  return {
    async list(filter: { q?: string; low?: boolean }, page: number, pageSize: number) {
      const { rows, total } = await desk.page(filter, page, pageSize);
      return { items: await answers(rows), total };
    },

    async adjustments(stockId: number): Promise<StockAdjustment[]> {
      if (!(await desk.byId(stockId))) throw new AppError('PRODUCT_NOT_FOUND');
      return (await desk.adjustmentsOf(stockId)).map(adjustmentAnswer);
    },

    /** Changes an item's level by `delta`; 409 STOCK_FLOOR (with the units free) when it would go below none. */
    async adjust(stockId: number, input: { delta: number; reason: StockAdjustmentReason; note?: string }, change: StockChange) {
      const note = input.note ?? '';
      const adjustment = await inTransaction(db, async (tx) => {
        const repo = createStockDeskRepo(tx);
        const quantity = await repo.adjust(stockId, input.delta);
        if (quantity === undefined) {
          const found = await repo.byId(stockId);
          if (!found) throw new AppError('PRODUCT_NOT_FOUND');
          throw new AppError('STOCK_FLOOR', { available: found.item.quantity });
        }
        const row = await repo.addAdjustment({
          stockId,
          staffId: change.actor.id,
          staffEmail: change.actor.email,
          delta: input.delta,
          quantityAfter: quantity,
          reason: input.reason,
          note,
        });
        await change.record(tx, { quantity: quantity - input.delta }, { quantity, delta: input.delta, reason: input.reason, note });
        return row;
      });
      const [item] = await answers([(await desk.byId(stockId))!]);
      return { item: item!, adjustment: adjustmentAnswer(adjustment) };
    },
  };
}
export type StockDeskService = ReturnType<typeof createStockDeskService>;
