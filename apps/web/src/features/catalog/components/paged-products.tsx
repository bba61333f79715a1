import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { StockItem, StockListParams } from '@shop/contract';
import { catalogPageQuery } from '../api/catalog-page';
import { Pager, usePageParam } from './pager';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './skeletons';
import { EmptyState, ErrorState } from './status-message';

type Filter = Pick<StockListParams, 'category' | 'brand'>;

/**
 * One page of a category's or brand's products, the page number in the URL. Its page calls this once and hands it
 * to `PagedProducts`, so that it can wait for the first products before showing anything (see CatalogPageSkeleton).
 */
export function usePagedProducts(filter: Filter) {
  const [page, setPage] = usePageParam();
  const query = useQuery(catalogPageQuery(filter, page));
  const totalPages = query.data?.total_pages ?? 0;

  // A page past the end (an old link, fewer products now) goes back to the first page.
  const pastTheEnd = !query.isPlaceholderData && totalPages > 0 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) setPage(1, { replace: true });
  }, [pastTheEnd, setPage]);

  return { query, page, setPage, totalPages, pastTheEnd };
}

interface PagedProductsProps {
  products: ReturnType<typeof usePagedProducts>;
  skeletons: number;
  emptyMessage: string;
  errorMessage: string;
  action?: (item: StockItem) => ReactNode;
}

/** The grid of a page of products and its pager, or what stands for them (loading, failed, none). */
export function PagedProducts({ products, skeletons, emptyMessage, errorMessage, action }: PagedProductsProps) {
  const { t } = useTranslation(['catalog', 'common']);
  const { query, page, setPage, totalPages, pastTheEnd } = products;

  if (query.isPending) return <ProductGridSkeleton count={skeletons} label={t('loading.products')} />;
  if (query.isError) {
    return <ErrorState message={errorMessage} retry={{ label: t('common:retry'), onRetry: () => void query.refetch(), busy: query.isFetching }} />;
  }
  if (query.data.data.length === 0) return pastTheEnd ? null : <EmptyState message={emptyMessage} />;
  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <ProductGrid items={query.data.data} action={action} />
      </div>
      <Pager page={page} totalPages={totalPages} onChange={setPage} />
    </div>
  );
}
