import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { ORDER_NUMBER_PATTERN } from '@shop/contract/orders';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { TabPanel } from '@/components/ui/tabs';
import { useSession } from '@/features/session';
import { usePageTitle } from '@/lib/use-page-title';
import { ordersQuery } from '../api/orders-api';
import { NO_ORDER_FILTERS, readOrderFilters, writeOrderFilters, type OrderFilters } from '../order-filters';
import { OrderCard, orderButtonId } from './order-card';
import { OrderFiltersBar } from './order-filters-bar';
import { OrderStatusTabs } from './order-status-tabs';

/**
 * /orders, My Orders (spec part 2 section 2): the customer's orders a page at a time from the server, with the Sort
 * and Time dropdowns and the status tabs (all in the URL: ?status=&period=&sort=, applied by the server), each order a
 * card that opens on its items, details and payment. `?highlight=AGH123456` (the confirmation's 'View Order', My
 * Account's 'View Details') opens that order's card, fetching further pages until it is found, and focuses it.
 */
export function OrdersPage() {
  const { t } = useTranslation(['orders', 'my-orders', 'common']);
  usePageTitle(t('title'));
  const [search, setSearch] = useSearchParams();
  const asked = search.get('highlight') ?? '';
  const highlight = ORDER_NUMBER_PATTERN.test(asked) ? asked : undefined;
  const filters = readOrderFilters(search);
  const setFilters = (next: OrderFilters) => setSearch(writeOrderFilters(search, next), { replace: true });
  const tabsId = useId();
  const customerId = useSession().user?.customer_id ?? 0;
  // The previous filters' list stays on screen (marked busy) while the next one loads, rather than a spinner.
  const query = useInfiniteQuery({ ...ordersQuery(customerId, filters), enabled: customerId > 0, placeholderData: keepPreviousData });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, errorUpdatedAt } = query;
  const orders = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const count = data?.pages.at(-1)?.count ?? 0;
  // Whether the customer has any order at all, whatever the filters: the dropdowns and tabs show only then (spec).
  const hasOrders = data?.pages[0]?.has_orders ?? false;

  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(highlight ? [highlight] : []));
  const toggle = useCallback(
    (orderId: string) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(orderId)) next.add(orderId);
        return next;
      }),
    [],
  );

  // 'Error: Could not identify your account. Please try logging in again.'
  useEffect(() => {
    if (customerId > 0) return;
    toast.error(t('toast.noCustomer.title'), { description: t('toast.noCustomer.description'), id: 'orders-no-customer' });
  }, [customerId, t]);

  // 'Error: Failed to load your orders. Please try again later.', each time a fetch fails (after its retries).
  useEffect(() => {
    if (!errorUpdatedAt) return;
    toast.error(t('toast.loadFailed.title'), { description: t('toast.loadFailed.description'), id: 'orders-load-failed' });
  }, [errorUpdatedAt, t]);

  // The highlighted order not among the pages yet: fetch the next, until it is found or there are no more.
  const found = highlight !== undefined && orders.some((order) => order.order_id === highlight);
  useEffect(() => {
    if (highlight && !found && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [highlight, found, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  // Found: its card (already open) is scrolled to and focused, once.
  const focused = useRef(false);
  useEffect(() => {
    if (!found || focused.current) return;
    focused.current = true;
    const button = document.getElementById(orderButtonId(highlight));
    button?.focus({ preventScroll: true });
    button?.scrollIntoView?.({ block: 'start' });
  }, [found, highlight]);

  const searching = highlight !== undefined && !found && hasNextPage && !isFetchNextPageError;
  const orderList = (
    <>
      <ul aria-label={t('list')} className="mt-6 flex flex-col gap-4">
        {orders.map((order) => (
          <li key={order.order_id}>
            <OrderCard order={order} expanded={expanded.has(order.order_id)} onToggle={toggle} />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col items-center gap-3">
        <p role="status" className="text-sm text-stone-600">
          {t('shown', { shown: orders.length, count })}
        </p>
        {isFetchNextPageError ? (
          <LoadFailed message={t('moreFailed')} retry={() => void fetchNextPage()} retryLabel={t('tryAgain')} busy={isFetchingNextPage} />
        ) : (
          hasNextPage && (
            <Button variant="outline" className="min-h-12 px-6" disabled={isFetchingNextPage || searching} onClick={() => void fetchNextPage()}>
              {isFetchingNextPage ? t('loadingMore') : t('showMore')}
            </Button>
          )
        )}
      </div>
    </>
  );

  return (
    <section aria-labelledby="orders-title" className="mx-auto max-w-4xl px-4 py-8 sm:px-6 md:py-12">
      <h1 id="orders-title" className="text-3xl font-bold tracking-tight text-stone-900">
        {t('title')}
      </h1>
      {customerId <= 0 ? (
        <p role="alert" className="mt-8 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center text-stone-700 shadow-sm">
          {t('noCustomer')}
        </p>
      ) : !data ? (
        query.isError ? (
          <LoadFailed message={t('loadFailed')} retry={() => void query.refetch()} retryLabel={t('tryAgain')} busy={query.isFetching} />
        ) : (
          <Spinner label={t('loading')} slowLabel={t('common:stillLoading')} className="mt-8" />
        )
      ) : !hasOrders ? (
        <div className="mt-8 flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white px-5 py-12 text-center shadow-sm">
          <PackageOpen aria-hidden="true" className="size-12 text-stone-400" />
          <h2 className="text-xl font-semibold text-stone-900">{t('empty.title')}</h2>
          <p className="max-w-md text-stone-600">{t('empty.description')}</p>
          <Link to="/shop" className={buttonClasses('primary', 'min-h-12 px-6')}>
            {t('empty.browse')}
          </Link>
        </div>
      ) : (
        <>
          <OrderFiltersBar filters={filters} onChange={setFilters} />
          <OrderStatusTabs selected={filters.tab} onSelect={(tab) => setFilters({ ...filters, tab })} idPrefix={tabsId} />
          <TabPanel idPrefix={tabsId} selected={filters.tab} aria-busy={query.isPlaceholderData} className="outline-none">
            {orders.length === 0 ? (
              <div
                role="status"
                className="mt-6 flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white px-5 py-12 text-center shadow-sm"
              >
                <p className="text-stone-700">
                  {filters.tab === 'all' ? t('my-orders:noMatch') : t('my-orders:noStatusMatch', { status: t(`status.${filters.tab}`) })}
                </p>
                <Button variant="outline" onClick={() => setFilters(NO_ORDER_FILTERS)}>
                  {t('my-orders:reset')}
                </Button>
              </div>
            ) : (
              orderList
            )}
          </TabPanel>
        </>
      )}
    </section>
  );
}
