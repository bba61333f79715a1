import { ENDPOINTS } from './endpoints.js';

// Short names for the paths of ENDPOINTS (relative to API_BASE), for tests and tools that call one path directly.
// The paths themselves are written once, in ENDPOINTS.

export const AUTH_PATHS = {
  requestOtp: ENDPOINTS.requestOtp.path,
  verifyOtp: ENDPOINTS.verifyOtp.path,
  signup: ENDPOINTS.signup.path,
  login: ENDPOINTS.login.path,
  logout: ENDPOINTS.logout.path,
  changePassword: ENDPOINTS.changePassword.path,
  resetPassword: ENDPOINTS.resetPassword.path,
  customerAuthenticate: ENDPOINTS.customerAuthenticate.path,
  refresh: ENDPOINTS.refreshToken.path,
} as const;

export const CART_PATHS = {
  cart: ENDPOINTS.cart.path,
  /** Ours (the spec has no call for it): the guest cart joins the customer's cart at login. */
  merge: ENDPOINTS.cartMerge.path,
} as const;

export const CONTACT_PATHS = { contact: ENDPOINTS.contact.path } as const;

export const CHECKOUT_PATHS = { checkout: ENDPOINTS.checkout.path, place: ENDPOINTS.placeOrder.path } as const;
export const ORDER_PATHS = { orders: ENDPOINTS.orders.path } as const;

/** Wishlist (issue 13): the list (GET, POST) and the guest hearts' merge at login. */
export const WISHLIST_PATHS = { wishlist: ENDPOINTS.wishlist.path, merge: ENDPOINTS.wishlistMerge.path } as const;
