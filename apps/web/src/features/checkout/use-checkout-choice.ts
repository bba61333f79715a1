import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Checkout } from '@shop/contract/checkout';
import { checkoutQueryKey, updateCheckout } from './api/checkout-api';
import { toUpdateBody, type CheckoutFormValues } from './form-values';
import { formRulesIfLoaded, loadFormRules } from './load-form-rules';
import { isRefusal, isUnknownLocation } from './checkout-failure';
import { checkoutToast } from './checkout-toasts';

export interface CheckoutChoice {
  /** Whether the checkout's delivery fee (and so its total) is the price of what the form shows now. */
  priced: boolean;
  /** A choice's update is on its way. */
  pricing: boolean;
  /** The method changed: the stored price no longer applies (spec section 4), until the new choice is priced. */
  resetPrice(): void;
  /**
   * Asks the server to price the form's choice (spec section 4): the whole payload, the speed included; its answer
   * replaces the checkout. Only once the payload is complete (the server refuses a delivery without its address).
   */
  price(values: CheckoutFormValues, placeName: string): void;
}

/** Pricing the delivery or pickup choice as the shopper makes it. */
export function useCheckoutChoice(customerId: number, checkout: Checkout): CheckoutChoice {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  // Priced on arrival when the checkout already stores a choice of the method it has (the form starts from it).
  const [priced, setPriced] = useState(checkout.delivery_option !== null && (checkout.delivery_location !== null || checkout.pickup_store !== null));
  const [pricing, setPricing] = useState(false);
  // Only the answer to the latest update counts: an earlier one arriving late must not replace it.
  const latest = useRef(0);

  const resetPrice = useCallback(() => setPriced(false), []);

  const price = useCallback(
    function price(values: CheckoutFormValues, placeName: string): void {
      const body = toUpdateBody(values, placeName);
      // The first choice waits for the form's rules (they say whether the payload is complete); later ones never do.
      const rules = formRulesIfLoaded();
      if (!rules) return void loadFormRules().then(() => price(values, placeName));
      if (!rules.isCompleteUpdate(body)) return setPriced(false);
      const call = ++latest.current;
      setPricing(true);
      updateCheckout(customerId, body).then(
        (answer) => {
          if (call !== latest.current) return;
          setPricing(false);
          // null: the cart emptied meanwhile (another tab); the page shows its empty state.
          queryClient.setQueryData(checkoutQueryKey(customerId), answer);
          setPriced(answer !== null);
        },
        (error: unknown) => {
          if (call !== latest.current) return;
          setPricing(false);
          setPriced(false);
          const pickup = values.deliveryMethod === 'Pickup';
          if (isUnknownLocation(error)) checkoutToast(t, pickup ? 'locationNotFoundPickup' : 'locationNotFoundDelivery');
          else if (isRefusal(error)) checkoutToast(t, pickup ? 'pickupInfoRefused' : 'deliveryInfoRefused');
          else checkoutToast(t, pickup ? 'updateFailedPickup' : 'updateFailedDelivery');
        },
      );
    },
    [customerId, queryClient, t],
  );

  return { priced, pricing, resetPrice, price };
}
