import { OrderConfirmationPage } from '@/features/checkout';

// /order-confirmation?order=AGH123456. The router's RequireAuth sends logged-out visitors to /login first.
export function Component() {
  return <OrderConfirmationPage />;
}
