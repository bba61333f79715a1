import { useTranslation } from '@/lib/i18n';
import type { PickupAddress } from '@shop/contract/checkout';
import { telHref } from '@/lib/shop-contact';

type Range = { opens: string; closes: string } | null;

/** A pickup store's address, opening hours and phone, as Pickup Details and the tracking view show it. */
export function StoreDetails({ store }: { store: PickupAddress }) {
  const { t } = useTranslation('my-orders');
  const range = (r: Range) => (r ? t('store.range', { opens: r.opens, closes: r.closes }) : t('store.closed'));
  return (
    <div className="flex flex-col gap-2 text-sm text-stone-700">
      <address className="not-italic">
        <span className="block font-semibold text-stone-900">{store.name}</span>
        <span className="block">{store.address}</span>
        <span className="block">{store.address_2}</span>
        <span className="block">
          {store.city}, {store.region}
        </span>
      </address>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="col-span-2 font-medium text-stone-900">{t('store.hours')}</dt>
        <dt>{t('store.weekdays')}</dt>
        <dd>{range(store.hours.weekdays)}</dd>
        <dt>{t('store.saturday')}</dt>
        <dd>{range(store.hours.saturday)}</dd>
        <dt>{t('store.sunday')}</dt>
        <dd>{range(store.hours.sunday)}</dd>
        <dt className="font-medium text-stone-900">{t('store.phone')}</dt>
        <dd>
          <a href={telHref(store.phone)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {store.phone}
          </a>
        </dd>
      </dl>
    </div>
  );
}
