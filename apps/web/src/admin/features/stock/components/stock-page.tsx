import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminStockItem } from '@shop/contract/admin';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { useErrorText } from '@/lib/use-error-text';
import { PageHeading } from '../../../components/page-heading';
import { Pager } from '../../../components/pager';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { stockQuery } from '../api/stock-api';
import { readStockFilters, writeStockFilters, type StockFilters } from '../stock-filters';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { StockHistoryDialog } from './stock-history-dialog';
import { StockSearchForm } from './stock-search-form';
import { StockTable } from './stock-table';

/**
 * /admin/stock: every stock item with the units free to sell, searched by SKU or name and narrowed to the low ones
 * (the URL holds it all); each row's level changed by hand in a dialog, and its history of such changes.
 */
export function StockPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const heading = usePageHeading(t('stock.title'));
  const [search, setSearch] = useSearchParams();
  const filters = readStockFilters(search);
  const show = (next: StockFilters) => setSearch(writeStockFilters(next));
  const query = useQuery(stockQuery(filters));
  const answer = query.data;
  const [adjusting, setAdjusting] = useState<AdminStockItem | null>(null);
  const [history, setHistory] = useState<AdminStockItem | null>(null);
  const [adjusted, setAdjusted] = useState('');

  return (
    <>
      <PageHeading ref={heading}>{t('stock.title')}</PageHeading>
      <StockSearchForm key={search.toString()} filters={filters} onApply={show} />
      {/* Said politely once a change is made (the dialog has closed, the focus is back on the row's button). */}
      <p role="status" className="mt-4 text-sm font-medium text-green-800">
        {adjusted}
      </p>
      <div aria-busy={query.isPlaceholderData || undefined} className="mt-2">
        {!answer ? (
          query.isError ? (
            <LoadFailed message={errorText(query.error)} retry={() => void query.refetch()} retryLabel={t('tryAgain')} busy={query.isFetching} />
          ) : (
            <Spinner label={t('stock.loading')} slowLabel={t('stillLoading')} />
          )
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-stone-700">
              {t('stock.count', { count: answer.count })}
            </p>
            {answer.data.length === 0 ? (
              <p className="rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center text-stone-700 shadow-sm">{t('stock.empty')}</p>
            ) : (
              <StockTable
                items={answer.data}
                onAdjust={(item) => {
                  setAdjusted('');
                  setAdjusting(item);
                }}
                onHistory={setHistory}
              />
            )}
            {(answer.total_pages > 1 || answer.page > 1) && (
              <Pager
                page={answer.page}
                totalPages={answer.total_pages}
                onPage={(page) => show({ ...filters, page })}
                labels={{
                  nav: t('stock.pages'),
                  position: t('pageOf', { page: answer.page, total: answer.total_pages }),
                  previous: t('previous'),
                  next: t('next'),
                }}
              />
            )}
          </>
        )}
      </div>
      {adjusting && (
        <AdjustStockDialog
          item={adjusting}
          onAdjusted={(item) => {
            setAdjusting(null);
            setAdjusted(
              t('stock.adjust.done', {
                name: item.product.name,
                sku: item.sku,
                count: item.quantity,
                units: formatNumber(item.quantity, i18n.language, 0, 0),
              }),
            );
          }}
          onClose={() => setAdjusting(null)}
        />
      )}
      {history && <StockHistoryDialog item={history} onClose={() => setHistory(null)} />}
    </>
  );
}
