import { useTranslation } from '@/lib/i18n';
import { GHANA_DELIVERY, GHANA_REGION_COUNT, INTERNATIONAL_SHIPPING, ORDER_HANDLING, ghs } from '../help-constants';
import { BulletList, HelpPage, HelpSection, MoreHelp } from './help-layout';
import { RateTable, type RateRow } from './rate-table';

/** /shipping-info: delivery in Ghana, international shipping, processing and pickup (spec part 2 sections 2 and 9). */
export function ShippingInfoPage() {
  const { t } = useTranslation('shipping');
  const { standard, express, sameDay } = GHANA_DELIVERY;
  const columns = (first: string): [string, string, string] => [first, t('columns.price'), t('columns.time')];

  const ghanaRows: RateRow[] = [
    {
      key: 'standard',
      name: t('ghana.standard.name'),
      detail: t('ghana.standard.coverage', { regions: GHANA_REGION_COUNT }),
      price: (
        <>
          {ghs(standard.price)}
          <span className="mt-0.5 block text-xs font-medium text-kente-green sm:text-sm">{t('ghana.standard.free', { price: ghs(standard.freeOver) })}</span>
        </>
      ),
      time: t('ghana.businessDays', { days: standard.days }),
    },
    {
      key: 'express',
      name: t('ghana.express.name'),
      detail: t('ghana.express.coverage'),
      price: ghs(express.price),
      time: t('ghana.days', { days: express.days }),
    },
    {
      key: 'sameDay',
      name: t('ghana.sameDay.name'),
      detail: t('ghana.sameDay.coverage'),
      price: ghs(sameDay.price),
      time: (
        <>
          {t('ghana.sameDay.time')}
          <span className="mt-0.5 block text-xs text-stone-600 sm:text-sm">{t('ghana.sameDay.orderBefore', { hour: sameDay.orderBeforeHour })}</span>
        </>
      ),
    },
  ];

  const internationalRows: RateRow[] = INTERNATIONAL_SHIPPING.map((zone) => ({
    key: zone.zone,
    name: t(`international.zones.${zone.zone}`),
    price: t('international.from', { price: ghs(zone.from) }),
    time: t('international.days', { days: zone.days }),
  }));

  return (
    <HelpPage title={t('title')} lead={t('lead', { regions: GHANA_REGION_COUNT })}>
      <HelpSection id="shipping-ghana" title={t('ghana.title')}>
        <p>{t('ghana.intro')}</p>
        <RateTable caption={t('ghana.caption')} columns={columns(t('columns.option'))} rows={ghanaRows} />
      </HelpSection>

      <HelpSection id="shipping-international" title={t('international.title')}>
        <p>{t('international.intro')}</p>
        <RateTable caption={t('international.caption')} columns={columns(t('columns.destination'))} rows={internationalRows} />
        <p className="text-sm text-stone-600">{t('international.note')}</p>
      </HelpSection>

      <HelpSection id="shipping-processing" title={t('processing.title')}>
        <BulletList
          items={[
            t('processing.time', { days: ORDER_HANDLING.processingDays }),
            t('processing.changes', { count: ORDER_HANDLING.changeWindowHours }),
            t('processing.attempts', { count: ORDER_HANDLING.deliveryAttempts }),
            t('processing.held', { count: ORDER_HANDLING.heldBusinessDays }),
            t('processing.installments', { price: ghs(ORDER_HANDLING.installmentsAbove) }),
          ]}
        />
      </HelpSection>

      <HelpSection id="shipping-pickup" title={t('pickup.title')}>
        <p>{t('pickup.text', { count: ORDER_HANDLING.pickupReadyHours })}</p>
        <p>{t('pickup.collect')}</p>
      </HelpSection>

      <MoreHelp ns="shipping" />
    </HelpPage>
  );
}
