import type { AdminOrder } from '@shop/contract/admin';
import { formatDays } from '@/lib/delivery-format';
import { useTranslation } from '@/lib/i18n';
import { DetailsList } from '../../../components/details-list';
import { SectionCard } from '../../../components/section-card';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

type Labeller = (group: string, key: string) => string;

/** A value of an address as a line of text; an empty one or a nested object is left out. */
const lineOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

/** The addresses as the customer gave them (billing, delivery or pickup contact), each a list of its filled-in parts. */
function Addresses({ addresses, label }: { addresses: AdminOrder['addresses']; label: Labeller }) {
  const groups = Object.entries(addresses).filter((entry): entry is [string, Record<string, unknown>] => !!entry[1] && typeof entry[1] === 'object');
  return groups.map(([kind, parts]) => (
    <div key={kind} className="mt-4">
      <h3 className="text-sm font-semibold text-stone-900">{label('addressKinds', kind)}</h3>
      <DetailsList items={Object.entries(parts).map(([key, value]) => [label('addressFields', key), lineOf(value)] as const)} className="mt-1.5" />
    </div>
  ));
}

/** How the order reaches the customer: delivery to a place, or pickup at a store; when; the addresses; their note. */
export function OrderDelivery({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  // The addresses' keys are the checkout's field names: each has its words, an unknown one is shown as written.
  const label: Labeller = (group, key) => (i18n.exists(`${group}.${key}`, { ns: ADMIN_NAMESPACE }) ? t(`${group}.${key}`) : key.replace(/_/g, ' '));
  const place = order.delivery_location ? `${order.delivery_location.name}, ${order.delivery_location.parent_name}` : '';
  const pickup = order.delivery_option === 'Pickup';
  return (
    <SectionCard title={t(pickup ? 'order.delivery.pickupTitle' : 'order.delivery.title')}>
      <DetailsList
        items={[
          [t('order.delivery.method'), t(`deliveryMethods.${order.delivery_option}`)],
          [t('order.delivery.speed'), order.delivery_speed ? t(`deliverySpeeds.${order.delivery_speed}`) : ''],
          [t('order.delivery.place'), pickup ? '' : place],
          [t('order.delivery.store'), order.pickup_store?.name ?? ''],
          [t(pickup ? 'order.delivery.ready' : 'order.delivery.expected'), formatDays(order.expected, i18n.language)],
          [t('order.delivery.note'), order.order_note],
        ]}
      />
      <Addresses addresses={order.addresses} label={label} />
    </SectionCard>
  );
}
