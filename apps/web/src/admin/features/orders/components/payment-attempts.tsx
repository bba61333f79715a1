import type { AdminOrder } from '@shop/contract/admin';
import { useTranslation } from '@/lib/i18n';
import { SectionCard } from '../../../components/section-card';
import { Table, Td, Th } from '../../../components/table';
import { formatMoment, formatMoney } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

/** Every attempt to pay the order online, as the provider answered it (none for pay on delivery). */
export function PaymentAttempts({ attempts }: { attempts: AdminOrder['payment_attempts'] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  // The provider's own words for the status; our name for a method we know.
  const method = (value: string) => (i18n.exists(`paymentMethods.${value}`, { ns: ADMIN_NAMESPACE }) ? t(`paymentMethods.${value}`) : value);
  if (attempts.length === 0)
    return (
      <SectionCard title={t('order.payments.title')}>
        <p className="text-sm text-stone-700">{t('order.payments.none')}</p>
      </SectionCard>
    );
  return (
    <Table caption={t('order.payments.title')} showCaption>
      <thead>
        <tr>
          <Th>{t('order.payments.reference')}</Th>
          <Th>{t('order.payments.started')}</Th>
          <Th>{t('order.payments.method')}</Th>
          <Th>{t('order.payments.status')}</Th>
          <Th className="text-right">{t('order.payments.amount')}</Th>
          <Th>{t('order.payments.paid')}</Th>
          <Th>{t('order.payments.provider')}</Th>
        </tr>
      </thead>
      <tbody>
        {attempts.map((attempt) => (
          <tr key={attempt.reference}>
            <Th scope="row" className="font-mono text-xs font-normal">
              {attempt.reference}
            </Th>
            <Td className="whitespace-nowrap">{formatMoment(attempt.created_at, i18n.language)}</Td>
            <Td>{method(attempt.method)}</Td>
            <Td>
              {attempt.status}
              {attempt.refund && <span className="block text-xs text-stone-600">{t(`order.payments.refund.${attempt.refund}`)}</span>}
            </Td>
            <Td className="whitespace-nowrap text-right tabular-nums">{formatMoney(attempt.amount, i18n.language)}</Td>
            <Td className="whitespace-nowrap">{attempt.paid_at ? formatMoment(attempt.paid_at, i18n.language) : '—'}</Td>
            <Td>
              {attempt.provider}
              {attempt.gateway_response && <span className="block text-xs text-stone-600">{attempt.gateway_response}</span>}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
