import type { TFunction } from '@/lib/i18n';
import { toast } from '@/lib/toast';

// The checkout's error toasts (spec part 2 section 8), in the 'checkout' namespace under `toast.`: a title and a
// description where the spec writes 'Title: description', a title alone otherwise. Each name quotes the spec's literal.
export type CheckoutToast =
  // 'Data Loading Error: Could not load your cart information. Please try refreshing the page.'
  | 'loadFailed'
  // 'Empty Cart: Please add items to your cart before checking out.'
  | 'emptyCart'
  // 'Checkout Error: An error occurred during checkout. Please try again.'
  | 'checkoutError'
  // 'Payment Error: Missing checkout information. Please refresh and try again.'
  | 'missingCheckout'
  // The spec's 'Update Failed: Failed to update pickup location (or delivery location). Please try again.', one each:
  | 'updateFailedPickup'
  | 'updateFailedDelivery'
  // The spec's 'Error: Could not find selected pickup (or delivery) location. Please try again.', one each:
  | 'locationNotFoundPickup'
  | 'locationNotFoundDelivery'
  // 'Failed to update delivery information. Please try selecting another location.'
  | 'deliveryInfoRefused'
  // 'Failed to update pickup information. Please try selecting another location.'
  | 'pickupInfoRefused'
  // 'Failed to load pickup locations. Using default locations instead.' (toast titled Error)
  | 'pickupStoresFallback'
  // 'Failed to load delivery locations. Please try again.'
  | 'deliveryLocationsFailed'
  // 'Payment Error: Failed to initialize payment. Please try again.'
  | 'paymentInitFailed'
  // 'Payment Failed: Your payment was not successful. Please try again.'
  | 'paymentFailed'
  // 'Payment System Error: Payment modal failed to load. Please try again.'
  | 'paymentModalFailed'
  // 'Payment Loading Error: Failed to load payment form. Please try again.'
  | 'paymentLoadFailed'
  // 'Payment System Loading: Please wait for the payment system to load and try again.'
  | 'paymentSystemLoading';

/** Shows one of the checkout's toasts in the shopper's language; its `id` keeps a repeated one from stacking up. */
export function checkoutToast(t: TFunction, name: CheckoutToast) {
  const description = t(`toast.${name}.description`, { defaultValue: '' });
  toast.error(t(`toast.${name}.title`), { ...(description ? { description } : {}), id: `checkout-${name}` });
}
