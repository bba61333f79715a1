import type { AdminOrder } from '@shop/contract/admin';
import { useTranslation } from '@/lib/i18n';
import { Table, Td, Th } from '../../../components/table';
import { formatMoment } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

/** Every change of the order's status or payment status, oldest first: when, to what, who made it and why. */
export function StatusHistory({ history }: { history: AdminOrder['history'] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  // A status the back office knows is named in the member's language; anything else as the server wrote it.
  const named = (group: string, value: string) => (i18n.exists(`${group}.${value}`, { ns: ADMIN_NAMESPACE }) ? t(`${group}.${value}`) : value);
  return (
    <Table caption={t('order.history.caption')} showCaption>
      <thead>
        <tr>
          <Th>{t('order.history.at')}</Th>
          <Th>{t('order.history.status')}</Th>
          <Th>{t('order.history.paymentStatus')}</Th>
          <Th>{t('order.history.who')}</Th>
          <Th>{t('order.history.note')}</Th>
        </tr>
      </thead>
      <tbody>
        {history.map((entry, index) => (
          <tr key={`${entry.at}-${index}`}>
            <Th scope="row" className="whitespace-nowrap font-normal">
              {formatMoment(entry.at, i18n.language)}
            </Th>
            <Td>{named('statuses', entry.status)}</Td>
            <Td>{named('paymentStatuses', entry.payment_status)}</Td>
            <Td className="[overflow-wrap:anywhere]">{entry.staff_email ?? named('actors', entry.actor)}</Td>
            <Td>{entry.note}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
