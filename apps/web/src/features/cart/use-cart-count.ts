import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/session';
import { cartQuery } from './api/cart-api';
import { countItems, useGuestCart } from './guest-cart';

/**
 * How many items the header badge shows: the server cart's count for a signed-in customer (its first load is
 * also the reload at login the spec asks for), the guest cart's otherwise.
 */
export function useCartCount(): number {
  const { user } = useSession();
  const guestLines = useGuestCart();
  const customerId = user?.customer_id ?? null;
  const server = useQuery({ ...cartQuery(customerId ?? 0), enabled: customerId !== null });
  if (!user) return countItems(guestLines);
  return server.data?.item_count ?? 0;
}
