import type { QueryClient } from '@tanstack/react-query';
import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES } from '@shop/contract/constants';
import { mergeGuestItems } from './api/cart-api';
import { replaceCart } from './cart-change';
import { clearGuestCart, readGuestCart } from './guest-cart';

/**
 * Sends the guest cart's lines to the customer's server cart in one call (the server sums the quantities and caps
 * them by the stock), then clears the guest copy and shows the merged cart. A failure leaves the guest cart as it was.
 */
export async function mergeGuestCart(queryClient: QueryClient, customerId: number) {
  const lines = readGuestCart();
  if (lines.length === 0) return;
  const cart = await mergeGuestItems({
    customer: customerId,
    // Within the server's limits, so that an odd guest cart cannot make the merge fail again and again.
    items: lines.slice(0, CART_MAX_LINES).map((line) => ({ stock: line.product.id, quantity: Math.min(line.quantity, CART_LINE_MAX_QUANTITY) })),
  });
  clearGuestCart();
  // The header badge reads the cart at login: that read must not put the cart from before the merge back.
  await replaceCart(queryClient, customerId, cart);
}
