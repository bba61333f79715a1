import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { Checkout } from '@shop/contract/checkout';
import { PICKUP_STORES } from '@shop/contract/delivery';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useSession } from '@/features/session';
import { HydrationPiece, onceAllTakenOver, useAllTakenOver } from '@/lib/hydrate-in-pieces';
import { useErrorText } from '@/lib/use-error-text';
import { deliveryLocationsQuery, pickupAddressesQuery } from '../api/checkout-api';
import { checkoutToast, type CheckoutToast } from '../checkout-toasts';
import { initialValues, ORDER_NOTE_MAX, type CheckoutFormValues } from '../form-values';
import { checkFormValues, loadFormRules } from '../load-form-rules';
import { useCheckoutChoice } from '../use-checkout-choice';
import type { PaymentStep } from '../use-payment';
import { useCheckoutAddressBook } from '../use-address-book';
import { usePlaceOrder } from '../use-place-order';
import { CheckoutSummary } from './checkout-summary';
import { ContactFields } from './contact-fields';
import { DeliveryFields } from './delivery-fields';
import { DeliveryMethod } from './delivery-method';
import { DeliverySpeeds } from './delivery-speeds';
import { PaymentMethod } from './payment-method';
import { PickupStores } from './pickup-stores';
import { SavedAddresses, SaveNewAddress } from './saved-addresses';
import { FORM_COLUMN, FORM_GRID, Section } from './section';

/** The form of a checkout with items: who, how it is received, how it is paid, and the summary with the button. */
export function CheckoutForm({ customerId, checkout, payment }: { customerId: number; checkout: Checkout; payment: PaymentStep }) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const { user } = useSession();
  const form = useForm<CheckoutFormValues>({
    resolver: checkFormValues,
    defaultValues: initialValues(user, checkout),
  });
  const { getValues, setValue, register, handleSubmit, control } = form;
  const method = useWatch({ control, name: 'deliveryMethod' });

  const placesQuery = useQuery(deliveryLocationsQuery());
  const storesQuery = useQuery(pickupAddressesQuery());
  // The spec's fallback when the stores cannot be had: our six, from the contract's table (the server's own list).
  const stores = storesQuery.data ?? (storesQuery.isError ? PICKUP_STORES : undefined);
  useToastOnce(method === 'Deliver' && placesQuery.isError, 'deliveryLocationsFailed');
  useToastOnce(method === 'Pickup' && storesQuery.isError, 'pickupStoresFallback');

  const choice = useCheckoutChoice(customerId, checkout);
  const placeName = () => placesQuery.data?.find((place) => String(place.id) === getValues('deliveryLocationId'))?.name ?? '';
  const price = () => choice.price(getValues(), placeName());

  // The speed follows the server's answer: standard when none was chosen, or when the one chosen is no longer offered.
  const speed = checkout.delivery_speed;
  useEffect(() => (speed ? onceAllTakenOver(() => setValue('deliverySpeed', speed)) : undefined), [speed, setValue]);

  const onPlace = () => {
    // A speed the new place does not offer is not sent; the server takes standard.
    const offered = placesQuery.data?.find((place) => String(place.id) === getValues('deliveryLocationId'))?.options.map((o) => o.id);
    if (!offered?.some((id) => id === getValues('deliverySpeed'))) setValue('deliverySpeed', '');
    price();
  };
  const book = useCheckoutAddressBook(customerId, form, placesQuery.data, onPlace);
  const order = usePlaceOrder(customerId, checkout, form.setError, payment, book.afterPlaced);
  const onSwitch = () => {
    choice.resetPrice();
    price();
  };

  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      // The rules load as the shopper reaches the form's first field, so they are in before anything is checked.
      onFocus={() => void loadFormRules()}
      onSubmit={(event) => void handleSubmit(() => order.place(getValues(), placeName()))(event)}
    >
      <FieldsOnceTakenOver>
        <div className={FORM_COLUMN}>
          <HydrationPiece>
            <ContactFields form={form} />
          </HydrationPiece>
          <HydrationPiece>
            {/* The delivery section's parts are pieces of their own too: the section in one took 55-110 ms on a phone's CPU. */}
            <Section title={t('method.title')}>
              <HydrationPiece>
                <DeliveryMethod form={form} onSwitch={onSwitch} />
              </HydrationPiece>
              <div className="mt-5">
                {method === 'Deliver' ? (
                  <>
                    <SavedAddresses book={book} />
                    <HydrationPiece>
                      <DeliveryFields
                        form={form}
                        places={placesQuery.data}
                        failed={placesQuery.isError}
                        retry={() => void placesQuery.refetch()}
                        onPlace={onPlace}
                        onAddressDone={() => !choice.priced && price()}
                      />
                    </HydrationPiece>
                    <SaveNewAddress book={book} />
                    <HydrationPiece>
                      <DeliverySpeeds form={form} checkout={checkout} priced={choice.priced && checkout.delivery_option === 'Deliver'} onSpeed={price} />
                    </HydrationPiece>
                  </>
                ) : (
                  <HydrationPiece>
                    <PickupStores form={form} stores={stores} onStore={price} />
                  </HydrationPiece>
                )}
              </div>
            </Section>
          </HydrationPiece>
          <HydrationPiece>
            <Section title={t('note.title')}>
              <Field
                label={
                  <>
                    {t('note.label')} <span className="font-normal text-stone-500">{t('optional')}</span>
                  </>
                }
                hint={t('note.hint')}
                error={errorText(form.formState.errors.orderNote?.message)}
              >
                {(control) => <Textarea {...control} {...register('orderNote')} rows={3} maxLength={ORDER_NOTE_MAX} />}
              </Field>
            </Section>
          </HydrationPiece>
          <HydrationPiece>
            <PaymentMethod form={form} methods={checkout.payment_methods} />
          </HydrationPiece>
        </div>
        <HydrationPiece>
          <CheckoutSummary
            checkout={checkout}
            priced={choice.priced && checkout.delivery_option === method}
            pricing={choice.pricing}
            submitting={order.submitting}
            loadingSystem={payment.loadingSystem}
            refusal={order.refusal}
          />
        </HydrationPiece>
      </FieldsOnceTakenOver>
    </form>
  );
}

/**
 * The form's fields, disabled until the browser has taken all of them over when the server rendered them (decision 44):
 * react-hook-form sets a field's value as it takes it over, which would reset what was typed into it before. Its own
 * component, so that only the fieldset is drawn again when they are. The form is taken over in pieces (its sections
 * and its summary, a task each); its effects that change what it shows (the saved address, the speed) wait for the
 * last piece, since a piece taken over after such a change would no longer match the server's HTML.
 */
function FieldsOnceTakenOver({ children }: { children: ReactNode }) {
  const ready = useAllTakenOver();
  return (
    <fieldset disabled={!ready} aria-busy={!ready || undefined} className={`${FORM_GRID} min-w-0`}>
      {children}
    </fieldset>
  );
}

/** A toast the first time `when` becomes true (a failed list shown), not on every render after. */
function useToastOnce(when: boolean, name: CheckoutToast) {
  const { t } = useTranslation('checkout');
  const shown = useRef(false);
  useEffect(() => {
    if (!when || shown.current) return;
    shown.current = true;
    checkoutToast(t, name);
  }, [when, name, t]);
}
