import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/session';
import { useHydrated } from '@/lib/hydration';
import { cartQuery } from './api/cart-api';
import { countItems, useGuestCart } from './guest-cart';

/**
 * How many items the header badge shows: the server cart's count for a signed-in customer (its first load is
 * also the reload at login the spec asks for), the guest cart's otherwise. Undefined while it is not known: a guest's
 * cart is in this browser's storage, which the server's HTML (kept for every shopper) and the render taking it over
 * cannot read, and a signed-in customer's count comes with their cart. A count of 0 then would tell a screen reader
 * 'Cart, 0 items' about a cart that holds some.
 */
export function useCartCount(): number | undefined {
  const { user } = useSession();
  const hydrated = useHydrated();
  const guestLines = useGuestCart();
  const customerId = user?.customer_id ?? null;
  const server = useQuery({ ...cartQuery(customerId ?? 0), enabled: customerId !== null });
  if (!user) return hydrated ? countItems(guestLines) : undefined;
  return server.data?.item_count;
}
