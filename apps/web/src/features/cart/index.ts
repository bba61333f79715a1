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
