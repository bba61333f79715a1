import type { AdminOrder } from '@shop/contract/admin';
import { useTranslation } from '@/lib/i18n';
import { Table, Td, Th } from '../../../components/table';
import { formatMoney } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

/** What was bought, with the names, options and prices of the moment the order was placed. */
export function OrderLines({ lines }: { lines: AdminOrder['order_item'] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, i18n.language);
  return (
    <Table caption={t('order.lines.caption')} showCaption>
      <thead>
        <tr>
          <Th>{t('order.lines.product')}</Th>
          <Th>{t('order.lines.sku')}</Th>
          <Th>{t('order.lines.options')}</Th>
          <Th className="text-right">{t('order.lines.quantity')}</Th>
          <Th className="text-right">{t('order.lines.unitPrice')}</Th>
          <Th className="text-right">{t('order.lines.total')}</Th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <Th scope="row" className="font-medium">
              {line.product.name}
            </Th>
            <Td className="font-mono text-xs">{line.product.sku}</Td>
            <Td>{line.product.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`).join(', ')}</Td>
            <Td className="text-right tabular-nums">{line.quantity}</Td>
            <Td className="whitespace-nowrap text-right tabular-nums">{money(line.price)}</Td>
            <Td className="whitespace-nowrap text-right tabular-nums">{money(line.sub_total)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
