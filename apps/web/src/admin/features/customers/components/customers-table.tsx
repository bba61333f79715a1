import type { AdminCustomer } from '@shop/contract/admin';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { Table, Td, Th } from '../../../components/table';
import { formatDate } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { customerPath } from '../customers-paths';

/** A page of customers: each name leads to the customer's page. */
export function CustomersTable({ customers }: { customers: readonly AdminCustomer[] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Table caption={t('customers.table.caption')}>
      <thead>
        <tr>
          <Th>{t('customers.table.name')}</Th>
          <Th>{t('customers.table.email')}</Th>
          <Th>{t('customers.table.phone')}</Th>
          <Th>{t('customers.table.code')}</Th>
          <Th>{t('customers.table.joined')}</Th>
          <Th className="text-right">{t('customers.table.orders')}</Th>
          <Th>{t('customers.table.lastOrder')}</Th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.id}>
            <Th scope="row" className="font-medium">
              <Link to={customerPath(customer.id)} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {customer.name}
              </Link>
            </Th>
            <Td className="[overflow-wrap:anywhere]">{customer.email}</Td>
            <Td className="whitespace-nowrap">{customer.phone}</Td>
            <Td className="font-mono text-xs">{customer.code}</Td>
            <Td className="whitespace-nowrap">{formatDate(customer.created_at, i18n.language)}</Td>
            <Td className="text-right tabular-nums">{formatNumber(customer.orders, i18n.language, 0, 0)}</Td>
            <Td className="whitespace-nowrap">{customer.last_order_at ? formatDate(customer.last_order_at, i18n.language) : t('customers.noOrders')}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
