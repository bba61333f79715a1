import type { AdminStockItem } from '@shop/contract/admin';
import { LOW_STOCK_AT } from '@shop/contract/admin-endpoints';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { Table, Td, Th } from '../../../components/table';
import { formatMoney } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { optionsOf } from '../item-options';

interface StockTableProps {
  items: readonly AdminStockItem[];
  onAdjust(item: AdminStockItem): void;
  onHistory(item: AdminStockItem): void;
}

/** A page of stock items: what they are, their price, the units free to sell (low ones marked), and their two actions. */
export function StockTable({ items, onAdjust, onHistory }: StockTableProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Table caption={t('stock.table.caption')}>
      <thead>
        <tr>
          <Th>{t('stock.table.product')}</Th>
          <Th>{t('stock.table.sku')}</Th>
          <Th className="text-right">{t('stock.table.price')}</Th>
          <Th className="text-right">{t('stock.table.quantity')}</Th>
          <Th className="text-right">{t('stock.table.moq')}</Th>
          <Th>{t('stock.table.actions')}</Th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const named = { name: item.product.name, sku: item.sku };
          const low = item.quantity <= LOW_STOCK_AT;
          return (
            <tr key={item.id}>
              <Th scope="row" className="font-medium">
                {item.product.name}
                {item.attributes.length > 0 && <span className="block font-normal text-stone-600">{optionsOf(item)}</span>}
              </Th>
              <Td className="font-mono text-xs">{item.sku}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">
                {formatMoney(item.price, i18n.language)}
                {item.discount_percentage > 0 && (
                  <span className="block text-xs text-stone-600">{t('stock.table.discount', { percent: item.discount_percentage })}</span>
                )}
              </Td>
              <Td className="whitespace-nowrap text-right tabular-nums">
                <span className="inline-flex items-center gap-2">
                  {low && <Badge className="bg-red-100 text-red-800">{t('stock.table.low')}</Badge>}
                  {formatNumber(item.quantity, i18n.language, 0, 0)}
                </span>
              </Td>
              <Td className="text-right tabular-nums">{formatNumber(item.moq, i18n.language, 0, 0)}</Td>
              <Td>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" className="min-h-9 px-3" aria-label={t('stock.table.adjustOf', named)} onClick={() => onAdjust(item)}>
                    {t('stock.table.adjust')}
                  </Button>
                  <Button variant="ghost" className="min-h-9 px-3" aria-label={t('stock.table.historyOf', named)} onClick={() => onHistory(item)}>
                    {t('stock.table.history')}
                  </Button>
                </div>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
