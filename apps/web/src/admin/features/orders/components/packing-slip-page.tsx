import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { useId } from 'react';
import type { AdminOrder } from '@shop/contract/admin';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { useErrorText } from '@/lib/use-error-text';
import { DetailsList } from '../../../components/details-list';
import { PageHeading } from '../../../components/page-heading';
import { formatDate, formatMoney } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { orderQuery } from '../api/orders-api';
import { orderPath } from '../order-paths';

/** A part of one of the order's addresses as text ('' when it is missing or not text). */
function partOf(addresses: AdminOrder['addresses'], kind: string, key: string): string {
  const address = addresses[kind];
  if (!address || typeof address !== 'object') return '';
  const value = (address as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** Who receives the parcel and where: the delivery address (and place), or the pickup store and who collects. */
function ShipTo({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const titleId = useId();
  const pickup = order.delivery_option === 'Pickup';
  const kind = pickup ? 'pickup_address' : 'delivery_address';
  const part = (key: string, from = kind) => partOf(order.addresses, from, key);
  const name = [part('first_name'), part('last_name')].filter(Boolean).join(' ') || order.customer.name;
  const phone = part('phone_number') || part('phone_number', 'billing_address') || order.customer.phone;
  const lines = pickup
    ? [order.pickup_store?.name ?? '']
    : [
        part('address'),
        part('address_2'),
        part('street_name'),
        [part('town'), part('city')].filter(Boolean).join(', '),
        part('state'),
        part('plus_code'),
        order.delivery_location ? `${order.delivery_location.name}, ${order.delivery_location.parent_name}` : '',
      ];
  return (
    <section aria-labelledby={titleId} className="break-inside-avoid">
      <h2 id={titleId} className="text-sm font-semibold uppercase tracking-wide text-stone-600 print:text-black">
        {t(pickup ? 'slip.pickupAt' : 'slip.shipTo')}
      </h2>
      <address className="mt-2 not-italic leading-relaxed">
        {pickup ? (
          <>
            <span className="block font-semibold">{lines[0]}</span>
            <span className="block">{t('slip.collectedBy', { name })}</span>
          </>
        ) : (
          <>
            <span className="block font-semibold">{name}</span>
            {lines.filter(Boolean).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </>
        )}
        {phone && <span className="block">{t('slip.phone', { phone })}</span>}
        {pickup && part('email') && <span className="block">{part('email')}</span>}
      </address>
    </section>
  );
}

/** The slip itself: what a packer needs, black on white, one sheet of A4 or Letter for a usual order. */
function PackingSlip({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const units = order.order_item.reduce((sum, line) => sum + line.quantity, 0);
  const cell = 'border-b border-stone-300 px-2 py-2 text-left align-top print:border-black';
  return (
    <div className="mt-6 flex flex-col gap-6 rounded-2xl border border-stone-200 bg-white p-6 text-stone-900 shadow-sm sm:p-8 print:mt-4 print:rounded-none print:border-0 print:p-0 print:text-black print:shadow-none">
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <DetailsList
          items={[
            [
              t('slip.order'),
              <span key="number" className="font-mono font-semibold">
                {order.order_id}
              </span>,
            ],
            [t('slip.placed'), formatDate(order.created_at, i18n.language)],
            [t('slip.method'), t(`deliveryMethods.${order.delivery_option}`)],
            [t('slip.customer'), order.customer.name],
          ]}
        />
        <ShipTo order={order} />
      </div>
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-base font-semibold">{t('slip.lines.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t('slip.lines.product')}
            </th>
            <th scope="col" className={cell}>
              {t('slip.lines.options')}
            </th>
            <th scope="col" className={cell}>
              {t('slip.lines.sku')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('slip.lines.quantity')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.order_item.map((line) => (
            <tr key={line.id} className="break-inside-avoid">
              <th scope="row" className={`${cell} font-medium`}>
                {line.product.name}
              </th>
              <td className={cell}>{line.product.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`).join(', ')}</td>
              <td className={`${cell} font-mono text-xs`}>{line.product.sku}</td>
              <td className={`${cell} text-right text-base font-semibold tabular-nums`}>{formatNumber(line.quantity, i18n.language, 0, 0)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="px-2 py-2 text-right font-semibold">
              {t('slip.lines.units')}
            </th>
            <td className="px-2 py-2 text-right text-base font-semibold tabular-nums">{formatNumber(units, i18n.language, 0, 0)}</td>
          </tr>
        </tfoot>
      </table>
      <DetailsList
        items={[
          [t('slip.total'), formatMoney(order.total, i18n.language)],
          [
            t('slip.note'),
            <span key="note" className="whitespace-pre-line">
              {order.order_note}
            </span>,
          ],
        ]}
        className="break-inside-avoid"
      />
    </div>
  );
}

/**
 * /admin/orders/:order_id/slip: the order's packing slip, made for printing (admin.css's print rules; the frame, the
 * links and the buttons are left off the paper). Drawn from the order's own query, so coming from its page costs no call.
 */
export function PackingSlipPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const heading = usePageHeading(t('slip.title', { number: orderId }));
  const query = useQuery(orderQuery(orderId));
  const order = query.data;

  return (
    <div className="mx-auto max-w-3xl print:max-w-none">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={orderPath(orderId)} className={buttonClasses('ghost', '-ml-2', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('slip.back', { number: orderId })}
        </Link>
        {order && (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {t('slip.print')}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 print:text-black">
        <PageHeading ref={heading}>{t('slip.title', { number: orderId })}</PageHeading>
        <p className="text-lg font-bold">{t('shopName')}</p>
      </div>
      {!order ? (
        query.isError ? (
          <LoadFailed message={errorText(query.error)} retry={() => void query.refetch()} retryLabel={t('tryAgain')} busy={query.isFetching} />
        ) : (
          <Spinner label={t('order.loading')} slowLabel={t('stillLoading')} />
        )
      ) : (
        <PackingSlip order={order} />
      )}
    </div>
  );
}
