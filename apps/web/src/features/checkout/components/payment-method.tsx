import { Banknote } from 'lucide-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAY_ON_DELIVERY, type CheckoutFormValues } from '../form-schema';
import { ChoiceCard, radioClasses, Section } from './section';

/**
 * How the order is paid: on delivery, or at pickup, the only way until online payment comes (issue 12 adds its
 * methods to this group).
 */
export function PaymentMethod({ form }: { form: UseFormReturn<CheckoutFormValues> }) {
  const { t } = useTranslation('checkout');
  const pickup = useWatch({ control: form.control, name: 'deliveryMethod' }) === 'Pickup';
  return (
    <Section title={t('payment.title')}>
      <fieldset>
        <legend className="sr-only">{t('payment.legend')}</legend>
        <ChoiceCard>
          <input type="radio" value={PAY_ON_DELIVERY} className={radioClasses} {...form.register('paymentMethod')} />
          <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span className="flex flex-col">
            <span className="font-medium text-stone-900">{pickup ? t('payment.atPickup') : t('payment.onDelivery')}</span>
            <span className="text-sm text-stone-600">{pickup ? t('payment.atPickupHint') : t('payment.onDeliveryHint')}</span>
          </span>
        </ChoiceCard>
      </fieldset>
    </Section>
  );
}
