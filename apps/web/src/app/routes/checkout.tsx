import { CheckoutPage } from '@/features/checkout';

// /checkout. The router's RequireAuth sends a logged-out visitor to /login after 0.5 s, with returnUrl=/checkout.
export function Component() {
  return <CheckoutPage />;
}
