import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '@/features/session';
import { CUSTOMER_QUERY_ROOT } from './api/cart-api';
import { useGuestCart } from './guest-cart';

// The merge's code loads only when there is something to merge.
const merging = () => import('./merge-guest-cart');

/**
 * Keeps the carts honest across signing in and out (rendered once, in the layout):
 * - signed in with lines still in the guest cart (just logged in, or an earlier merge failed), those lines join
 *   the customer's server cart and the guest copy is cleared, so nothing a guest added is lost;
 * - signed out, everything cached for the customer (their cart above all) is dropped, so the next person at
 *   this browser never sees it.
 */
export function CartSync() {
  const { user } = useSession();
  const guestLines = useGuestCart();
  const queryClient = useQueryClient();
  const customerId = user?.customer_id ?? null;
  const busy = useRef(false);

  useEffect(() => {
    if (!user) queryClient.removeQueries({ queryKey: [CUSTOMER_QUERY_ROOT] });
  }, [user, queryClient]);

  useEffect(() => {
    if (customerId === null || guestLines.length === 0 || busy.current) return;
    busy.current = true;
    void merging()
      .then(({ mergeGuestCart }) => mergeGuestCart(queryClient, customerId))
      .catch(() => undefined) // kept in the guest cart; the next page load tries again
      .finally(() => {
        busy.current = false;
      });
  }, [customerId, guestLines, queryClient]);

  return null;
}
