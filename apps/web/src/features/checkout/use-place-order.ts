import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from '@/lib/router';
import type { Checkout } from '@shop/contract/checkout';
import { cartQueryKey } from '@/features/cart';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/use-error-text';
import { checkoutQueryKey, placeOrder, updateCheckout } from './api/checkout-api';
import { payAgain } from './api/payment-api';
import { paymentBody, PAY_ON_DELIVERY, toUpdateBody, type CheckoutFormValues } from './form-values';
import { fieldErrorsOf } from './checkout-failure';
import { checkoutToast } from './checkout-toasts';
import type { PaymentStep } from './use-payment';

export interface PlaceOrder {
  submitting: boolean;
  /** Why the last attempt was refused, for the banner above the button (stock, pay-on-delivery limit, a closed option). */
  refusal: string | null;
  place(values: CheckoutFormValues, placeName: string): Promise<void>;
}

/** What an attempt buys: the lines, the choices and the total. The same basis may reuse the attempt's key. */
const basisOf = (checkout: Checkout) =>
  JSON.stringify([
    checkout.order_item.map((line) => [line.id, line.quantity]),
    checkout.delivery_option,
    checkout.delivery_location?.id,
    checkout.delivery_speed,
    checkout.pickup_store?.id,
    checkout.total.amount,
  ]);

/**
 * Completing the order (spec part 2 sections 2 and 8): the PATCH of the whole form, so the server holds the latest
 * fields, then POST /checkout/place/ with an Idempotency-Key. The key is made once per attempt and kept while the
 * checkout it buys stays the same, so a retry after a lost answer gets the first order back instead of a second one.
 * Paid online, the answer's attempt opens the provider's page (`payment`); an order placed but not paid (declined,
 * cancelled) is paid again through POST /order/{id}/payments/ rather than placed twice.
 */
export function usePlaceOrder(
  customerId: number,
  checkout: Checkout,
  setError: UseFormSetError<CheckoutFormValues>,
  payment: PaymentStep,
  /** The order is placed (paid or not yet): what the page does beside it (saving the address to the book). */
  onPlaced?: (values: CheckoutFormValues, placeName: string) => void,
): PlaceOrder {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const attempt = useRef<{ basis: string; key: string } | null>(null);

  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: checkoutQueryKey(customerId) });
    void queryClient.invalidateQueries({ queryKey: cartQueryKey(customerId) });
  };

  const explain = (error: unknown, online: boolean) => {
    const fields = fieldErrorsOf(error);
    if (fields.length > 0) {
      fields.forEach(([field, code], i) => setError(field, { type: 'server', message: code }, { shouldFocus: i === 0 }));
      return;
    }
    const code = error instanceof ApiError ? error.code : undefined;
    if (online && error instanceof ApiError && (error.status === 503 || code === 'PAYMENT_PROVIDER_UNAVAILABLE')) {
      return checkoutToast(t, 'paymentInitFailed');
    }
    switch (code) {
      case 'OUT_OF_STOCK':
      case 'NOT_ENOUGH_STOCK': {
        // The server names the line; the checkout read again shows what is left.
        const { product = '', available = 0 } = (error as ApiError).params as { product?: string; available?: number };
        setRefusal(code === 'OUT_OF_STOCK' ? t('refusal.outOfStock', { product }) : t('refusal.notEnoughStock', { product, count: available }));
        return refetch();
      }
      case 'DELIVERY_OPTION_CLOSED':
        // The choices changed (same day is gone): the checkout read again offers what is left.
        setRefusal(errorText(error));
        return refetch();
      case 'PAY_ON_DELIVERY_LIMIT':
        return setRefusal(errorText(error));
      case 'ORDER_NOT_AWAITING_PAYMENT':
      case 'ORDER_NOT_FOUND':
        // Paid meanwhile, or cancelled when its hold ended: the next Complete Order places a new order.
        payment.forget();
        setRefusal(errorText(error));
        return refetch();
      case 'PAYMENT_METHOD_UNAVAILABLE':
        // The shop can no longer take payments online: the checkout read again lists what is left.
        setRefusal(errorText(error));
        return refetch();
      case 'CHECKOUT_EMPTY':
        return emptyCart();
      default:
        checkoutToast(t, 'checkoutError');
    }
  };

  const emptyCart = () => {
    checkoutToast(t, 'emptyCart');
    refetch();
    void navigate('/cart');
  };

  const place = async (values: CheckoutFormValues, placeName: string) => {
    if (submitting) return;
    if (payment.loadingSystem) return checkoutToast(t, 'paymentSystemLoading');
    if (!checkout.id || !checkout.order_id) return checkoutToast(t, 'missingCheckout');
    const online = values.paymentMethod !== PAY_ON_DELIVERY;
    setSubmitting(true);
    setRefusal(null);
    try {
      if (online && payment.awaitingOrder) {
        // The same order, a new attempt: a new key for every try.
        const body = paymentBody(values) as Parameters<typeof payAgain>[2];
        return payment.open(await payAgain(customerId, payment.awaitingOrder, body, crypto.randomUUID()));
      }
      const updated = await updateCheckout(customerId, toUpdateBody(values, placeName));
      if (!updated) return emptyCart();
      queryClient.setQueryData(checkoutQueryKey(customerId), updated);
      const basis = basisOf(updated);
      if (attempt.current?.basis !== basis) attempt.current = { basis, key: crypto.randomUUID() };
      const order = await placeOrder(customerId, attempt.current.key, paymentBody(values));
      attempt.current = null;
      onPlaced?.(values, placeName);
      // Paid online: the cart stays until the payment succeeds; the provider's page opens.
      if (order.payment) return payment.open(order.payment);
      // The server emptied the cart and closed this checkout: the next visit reads both again (not this page, which
      // is leaving: refetched now, it would flash the empty cart).
      void queryClient.invalidateQueries({ queryKey: checkoutQueryKey(customerId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: cartQueryKey(customerId) });
      void navigate(`/order-confirmation?order=${order.order_id}`);
    } catch (error) {
      explain(error, online);
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, refusal, place };
}
