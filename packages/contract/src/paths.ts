// Paths of the calls, relative to API_BASE, with the spec's trailing slashes. Free of zod, so the web bundle stays small.

export const CATALOG_PATHS = {
  brands: '/brand/',
  brand: (id: string | number) => `/brand/${id}/`,
  categories: '/product-category/',
  category: (id: string | number) => `/product-category/${id}/`,
  stores: '/store/',
  stock: '/stock/',
  stockItem: (id: string | number) => `/stock/${id}/`,
  stockVariants: (id: string | number) => `/stock/${id}/variants/`,
} as const;

export const AUTH_PATHS = {
  requestOtp: '/user-setting/request-otp/',
  verifyOtp: '/user-setting/verify-otp/',
  signup: '/user-setting/',
  login: '/login/',
  logout: '/logout/',
  changePassword: '/user-setting/change-password/',
  resetPassword: '/user-setting/reset-password/',
  customerAuthenticate: '/customer/authenticate/',
  refresh: '/token/refresh/',
} as const;

export const CART_PATHS = {
  cart: '/cart/',
  /** Ours (the spec has no call for it): the guest cart joins the customer's cart at login. */
  merge: '/cart/merge/',
} as const;

export const CONTACT_PATHS = { contact: '/contact/' } as const;
