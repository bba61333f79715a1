import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminStockItem } from '@shop/contract/admin';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { PageHeading } from '../../../components/page-heading';
import { PagedResults } from '../../../components/paged-results';
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
  const heading = usePageHeading(t('stock.title'));
  const [search, setSearch] = useSearchParams();
  const filters = readStockFilters(search);
  const show = (next: StockFilters) => setSearch(writeStockFilters(next));
  const query = useQuery(stockQuery(filters));
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
      <PagedResults
        query={query}
        className="mt-2"
        loading={t('stock.loading')}
        count={(answer) => t('stock.count', { count: answer.count })}
        empty={t('stock.empty')}
        pages={t('stock.pages')}
        onPage={(page) => show({ ...filters, page })}
      >
        {(items) => (
          <StockTable
            items={items}
            onAdjust={(item) => {
              setAdjusted('');
              setAdjusting(item);
            }}
            onHistory={setHistory}
          />
        )}
      </PagedResults>
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
