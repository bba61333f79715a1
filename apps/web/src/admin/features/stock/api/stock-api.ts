import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminStockItem } from '@shop/contract/admin';
import type { AdminAnswerOf, AdminBodyOf } from '@shop/contract/admin-endpoints';
import { callAdmin } from '../../../lib/admin-client';
import { stockQueryOf, type StockFilters } from '../stock-filters';

// The stock's calls: the list (GET /stock/), an item's changes by hand (GET /stock/:id/adjustments/), and a change
// (POST /stock/:id/adjustments/), answered with the item as it now is.

const STOCK = 'stock';
const adjustmentsKey = (id: number) => [STOCK, 'adjustments', id] as const;

/** A page of stock items with this search; the page shown stays while the next one loads. */
export const stockQuery = (filters: StockFilters) =>
  queryOptions({
    queryKey: [STOCK, 'list', filters],
    queryFn: ({ signal }) => callAdmin('stock', { query: stockQueryOf(filters), signal }),
    placeholderData: keepPreviousData,
  });

/** An item's changes by hand, newest first. */
export const stockAdjustmentsQuery = (id: number) =>
  queryOptions({
    queryKey: adjustmentsKey(id),
    queryFn: ({ signal }) => callAdmin('stockAdjustments', { params: { id }, signal }),
    select: (answer) => answer.data,
    // Read to see what was just done.
    staleTime: 0,
  });

type StockPage = AdminAnswerOf<'stock'>;

/** Puts the item the server answered into every list shown (its row keeps its place) and has its history fetched again. */
function showItem(queryClient: QueryClient, item: AdminStockItem) {
  queryClient.setQueriesData<StockPage>({ queryKey: [STOCK, 'list'] }, (page) =>
    page ? { ...page, data: page.data.map((row) => (row.id === item.id ? item : row)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: adjustmentsKey(item.id) });
}

/** Adds units to an item or takes them off, with a reason (and a note); never below what orders hold (409 STOCK_FLOOR). */
export const adjustStockMutation = (queryClient: QueryClient, id: number) => ({
  mutationFn: async (change: AdminBodyOf<'stockAdjust'>) => (await callAdmin('stockAdjust', { params: { id }, body: change })).data,
  onSuccess: ({ item }: AdminAnswerOf<'stockAdjust'>['data']) => showItem(queryClient, item),
});
