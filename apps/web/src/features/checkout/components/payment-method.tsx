import { Banknote, CreditCard, Landmark, Smartphone } from 'lucide-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { MOBILE_NETWORKS, PAYMENT_METHODS, type PaymentMethod as Method } from '@shop/contract/orders';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useErrorText } from '@/lib/use-error-text';
import type { CheckoutFormValues } from '../form-values';
import { ChoiceCard, radioClasses, Section } from './section';

const ICONS = { mobile_money: Smartphone, card: CreditCard, bank_transfer: Landmark, pay_on_delivery: Banknote } as const;

/**
 * How the order is paid (issue 12): the methods this checkout can be paid with (`checkout.payment_methods`, in the
 * contract's order), mobile money with its network and number; on delivery reads 'at pickup' for a pickup.
 */
export function PaymentMethod({ form, methods }: { form: UseFormReturn<CheckoutFormValues>; methods: readonly Method[] }) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const { control, register, formState } = form;
  const pickup = useWatch({ control, name: 'deliveryMethod' }) === 'Pickup';
  const chosen = useWatch({ control, name: 'paymentMethod' });
  const label = (method: Method) => (method === 'pay_on_delivery' ? (pickup ? 'atPickup' : 'onDelivery') : method);
  return (
    <Section title={t('payment.title')}>
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-stone-800">{t('payment.legend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PAYMENT_METHODS.filter((method) => methods.includes(method)).map((method) => {
            const Icon = ICONS[method];
            return (
              <ChoiceCard key={method}>
                <input type="radio" value={method} className={radioClasses} {...register('paymentMethod')} />
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium text-stone-900">{t(`payment.${label(method)}`)}</span>
                  <span className="text-sm text-stone-600">{t(`payment.${label(method)}Hint`)}</span>
                </span>
              </ChoiceCard>
            );
          })}
        </div>
      </fieldset>
      {chosen === 'mobile_money' && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label={t('payment.network')} error={errorText(formState.errors.mobileNetwork?.message)}>
            {(props) => (
              <Select variant="field" {...props} {...register('mobileNetwork')}>
                <option value="">{t('payment.chooseNetwork')}</option>
                {MOBILE_NETWORKS.map((network) => (
                  <option key={network} value={network}>
                    {t(`payment.networks.${network}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('payment.number')} hint={t('payment.numberHint')} error={errorText(formState.errors.mobileNumber?.message)}>
            {(props) => <Input {...props} {...register('mobileNumber')} type="tel" inputMode="tel" autoComplete="tel" />}
          </Field>
        </div>
      )}
    </Section>
  );
}
