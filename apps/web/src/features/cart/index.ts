export {
  addToGuestCart, countItems, GUEST_CART_EVENT, GUEST_CART_KEY, readGuestCart, unitMinor, useGuestCart, type GuestCartLine,
} from './guest-cart';
