export { addToGuestCart, countItems, GUEST_CART_EVENT, GUEST_CART_KEY, readGuestCart, unitMinor, useGuestCart, type GuestCartLine } from './guest-cart';
export { closeCartPanel, openCartPanel, useCartPanelOpen } from './cart-panel-store';
export { useCartCount } from './use-cart-count';
export { useAddToCart, type AddToCartInput } from './use-add-to-cart';
export { AddToCartButton } from './components/add-to-cart-button';
export { CartSync } from './cart-sync';
export type { CartPanelProps } from './components/cart-panel';

/** The panel and the cart page load with their first use, not with the first visit. */
export const loadCartPanel = () => import('./components/cart-panel');
export const loadCartPage = () => import('./components/cart-page');

// For the checkout, which shows the same lines, figures and empty state (its page loads them lazily).
export { CUSTOMER_QUERY_ROOT, cartQueryKey } from './api/cart-api';
export { serverLines, serverTotals, type CartViewLine } from './cart-view';
export { OrderSummary } from './components/order-summary';
export { LineNotes } from './components/line-notes';
export { EmptyCart } from './components/empty-cart';
