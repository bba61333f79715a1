import { OrdersPage } from '@/features/orders';

// /orders and /orders?highlight=AGH123456. The router's RequireAuth sends logged-out visitors to /login first.
export function Component() {
  return <OrdersPage />;
}
