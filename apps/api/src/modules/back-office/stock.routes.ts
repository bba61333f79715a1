import type { AdminRouter } from '../../http/admin-router.js';
import type { StockDeskService } from '../catalogue/stock-desk.service.js';
import { recordAudit } from './audit.js';

/** The stock desk: any staff member. */
export function staffStockRoutes(router: AdminRouter, stock: StockDeskService) {
  router.route('stock', { summary: 'Stock items found by SKU or product name; `low=true` for the low-stock list, fewest first' }, async (request) => {
    const { page, page_size, q, low } = request.query;
    const { items, total } = await stock.list({ ...(q ? { q } : {}), low: low === 'true' }, page, page_size);
    return { status: true as const, message: 'Stock', data: items, count: total, total_pages: Math.ceil(total / page_size), page, page_size };
  });

  router.route(
    'stockAdjust',
    { summary: "Change an item's units by hand, with a reason; never below what orders hold", creates: true },
    async (request, reply) => {
      const { staff, params } = request;
      const changed = await stock.adjust(params.id, request.body, {
        actor: staff,
        record: (tx, before, after) => recordAudit(tx, staff, 'stock.adjust', `stock:${params.id}`, before, after),
      });
      reply.code(201);
      return { status: true as const, message: 'Stock changed', data: changed };
    },
  );

  router.route('stockAdjustments', { summary: "An item's changes by hand, newest first" }, async (request) => ({
    status: true as const,
    message: 'Stock changes',
    data: await stock.adjustments(request.params.id),
  }));
}
