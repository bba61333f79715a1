import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ProductGrid, stockListQuery } from '@/features/catalog';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';
import { useShopParams } from '../hooks/use-shop-params';
import { hasActiveFilters, NO_FILTERS, toStockListParams } from '../shop-params';
import { ActiveFilters } from './active-filters';
import { PageSizeSelect } from './page-size-select';
import { ShopFilters } from './shop-filters';
import { ShopPagination } from './shop-pagination';
import { ShopToolbar } from './shop-toolbar';

/**
 * The shop (/shop): every product, filtered, sorted and paged by the server from the state in the URL.
 * While another page loads, the previous one stays on screen (marked busy).
 */
export function ShopCatalog() {
  const { t } = useTranslation(['shop', 'common']);
  usePageTitle(t('title'));
  const { state, change, goToPage } = useShopParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersPanelId = useId();
  const resultsHeadingId = useId();

  const products = useQuery(stockListQuery(toStockListParams(state)));
  const { data, isPlaceholderData } = products;

  // The filters may have changed elsewhere (a shared link, the header search): past the last page, go to page 1.
  const lastPage = Math.max(1, data?.total_pages ?? 1);
  const pageOutOfRange = data !== undefined && !isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (pageOutOfRange) goToPage(1, { replace: true });
  }, [pageOutOfRange, goToPage]);

  const activeFilterCount = (state.search ? 1 : 0) + (state.inStock ? 1 : 0) + (state.freeDelivery ? 1 : 0) + state.stores.length;
  const clearFilters = () => change(NO_FILTERS);

  let results;
  if (products.isPending || pageOutOfRange) {
    // As tall as a page of results, so the filters and the footer stay where they are.
    results = <Spinner label={t('loading')} slowLabel={t('common:stillLoading')} className="min-h-[60vh]" />;
  } else if (products.isError) {
    results = (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-4 py-10 text-center">
        <p className="text-red-800">{t('error')}</p>
        <Button onClick={() => void products.refetch()}>{t('common:retry')}</Button>
      </div>
    );
  } else if (products.data.data.length === 0) {
    results = (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
        <SearchX className="size-10 text-stone-400" aria-hidden="true" />
        {/* A search that finds nothing says so, rather than blaming filters the shopper may not have set. */}
        <p className="text-stone-700">{state.search ? t('emptySearch', { term: state.search }) : t('empty')}</p>
        {hasActiveFilters(state) && <Button onClick={clearFilters}>{t('common:clearFilters')}</Button>}
      </div>
    );
  } else {
    results = (
      <div className="flex flex-col gap-6">
        <div aria-busy={isPlaceholderData} className={cn('transition-opacity', isPlaceholderData && 'opacity-60')}>
          <ProductGrid items={products.data.data} />
        </div>
        <div className="flex flex-col-reverse items-center gap-4 border-t border-stone-200 pt-4 md:flex-row md:justify-between">
          <PageSizeSelect value={state.pageSize} onChange={(pageSize) => change({ pageSize })} />
          <ShopPagination page={state.page} totalPages={lastPage} count={products.data.count} onPageChange={goToPage} />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 md:text-3xl">{t('title')}</h1>
        {state.search && <p className="mt-1 text-stone-600">{t('resultsFor', { term: state.search })}</p>}
      </header>
      <div className="grid gap-4 md:grid-cols-[15rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:gap-x-8">
        <div className="md:col-start-2 md:row-start-1">
          <ShopToolbar
            ordering={state.ordering}
            onOrderingChange={(ordering) => change({ ordering })}
            filtersOpen={filtersOpen}
            filtersPanelId={filtersPanelId}
            activeFilterCount={activeFilterCount}
            onToggleFilters={() => setFiltersOpen((open) => !open)}
          />
        </div>
        <div className="md:col-start-1 md:row-span-2 md:row-start-1">
          <ShopFilters id={filtersPanelId} open={filtersOpen} filters={state} onChange={change} />
        </div>
        <section aria-labelledby={resultsHeadingId} className="flex min-w-0 flex-col gap-4 md:col-start-2 md:row-start-2">
          <h2 id={resultsHeadingId} className="sr-only">
            {t('productsHeading')}
          </h2>
          <ActiveFilters filters={state} onChange={change} />
          {results}
        </section>
      </div>
    </div>
  );
}
