import type { AdminCatalogueItem } from '@shop/contract/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { Table, Td, Th } from '../../../components/table';
import { formatMoney } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { optionsLine } from '../item-options';

/** Whether shoppers see the item: hidden itself, listed, or not listed because its product, brand, category or store is hidden. */
export function ItemVisibility({ item }: { item: AdminCatalogueItem }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (item.hidden) return <Badge className="bg-stone-200 text-stone-800">{t('product.items.hidden')}</Badge>;
  if (item.listed) return <Badge className="bg-green-100 text-green-800">{t('product.items.listed')}</Badge>;
  return <Badge className="bg-amber-100 text-amber-900">{t('product.items.notListed')}</Badge>;
}

/** A product's stock items: what each is, where, its price and terms, its units, whether shoppers see it, and Edit. */
export function StockItemsTable({ items, onEdit }: { items: readonly AdminCatalogueItem[]; onEdit(item: AdminCatalogueItem): void }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const number = (value: number) => formatNumber(value, i18n.language, 0, 0);
  return (
    <Table caption={t('product.items.caption')}>
      <thead>
        <tr>
          <Th>{t('product.items.sku')}</Th>
          <Th>{t('product.items.options')}</Th>
          <Th>{t('product.items.store')}</Th>
          <Th className="text-right">{t('product.items.price')}</Th>
          <Th className="text-right">{t('product.items.discount')}</Th>
          <Th className="text-right">{t('product.items.quantity')}</Th>
          <Th className="text-right">{t('product.items.moq')}</Th>
          <Th className="text-right">{t('product.items.weight')}</Th>
          <Th>{t('product.items.freeDelivery')}</Th>
          <Th>{t('product.items.shown')}</Th>
          <Th>{t('product.items.actions')}</Th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <Th scope="row" className="whitespace-nowrap font-mono text-xs">
              {item.sku}
            </Th>
            <Td>{optionsLine(item) || t('product.items.noOptions')}</Td>
            <Td>{item.store.name}</Td>
            <Td className="whitespace-nowrap text-right tabular-nums">{formatMoney(item.price, i18n.language)}</Td>
            <Td className="text-right tabular-nums">{t('product.items.percent', { percent: item.discount_percentage })}</Td>
            <Td className="text-right tabular-nums">{number(item.quantity)}</Td>
            <Td className="text-right tabular-nums">{number(item.moq)}</Td>
            <Td className="text-right tabular-nums">{number(item.weight_grams)}</Td>
            <Td>{t(item.free_delivery ? 'catalogue.yes' : 'catalogue.no')}</Td>
            <Td>
              <ItemVisibility item={item} />
            </Td>
            <Td>
              <Button variant="outline" className="min-h-9 px-3" aria-label={t('product.items.editOf', { sku: item.sku })} onClick={() => onEdit(item)}>
                {t('product.items.edit')}
              </Button>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
