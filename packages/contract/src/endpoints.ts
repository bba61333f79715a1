import type { z } from 'zod';
import type { ENDPOINT_SCHEMAS } from './endpoint-schemas.js';

// Every call of the API, described once: its method, path (relative to API_BASE; `:name` is a path parameter) and
// who may make it. The schemas of its params, query, body and answer are ENDPOINT_SCHEMAS' entry of the same name.
// The server registers each route from both; the storefront calls through `ENDPOINTS` with the types below.
// Free of zod at run time (only types come from the schemas), so the storefront's bundle stays small.

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` needs nothing (the account calls, spec part 1 section 6), `key` the storefront's public
 * key, `bearer` a customer's access token, `key+bearer` both, `key+optional-bearer` the key and, when given, a valid
 * token (guests and customers alike).
 */
export type Access = 'public' | 'key' | 'bearer' | 'key+bearer' | 'key+optional-bearer';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
}

const endpoint = (method: HttpMethod, path: string, access: Access): Endpoint => ({ method, path, access });

export const ENDPOINTS = {
  brands: endpoint('GET', '/brand/', 'key'),
  brand: endpoint('GET', '/brand/:id/', 'key'),
  categories: endpoint('GET', '/product-category/', 'key'),
  category: endpoint('GET', '/product-category/:id/', 'key'),
  stores: endpoint('GET', '/store/', 'key'),
  stockList: endpoint('GET', '/stock/', 'key'),
  stockSuggestions: endpoint('GET', '/stock/suggestions/', 'key'),
  stockItem: endpoint('GET', '/stock/:id/', 'key'),
  stockVariants: endpoint('GET', '/stock/:id/variants/', 'key'),

  requestOtp: endpoint('POST', '/user-setting/request-otp/', 'public'),
  verifyOtp: endpoint('POST', '/user-setting/verify-otp/', 'public'),
  signup: endpoint('POST', '/user-setting/', 'public'),
  resetPassword: endpoint('POST', '/user-setting/reset-password/', 'public'),
  changePassword: endpoint('POST', '/user-setting/change-password/', 'bearer'),
  login: endpoint('POST', '/login/', 'public'),
  logout: endpoint('POST', '/logout/', 'public'),
  refreshToken: endpoint('POST', '/token/refresh/', 'public'),
  customerAuthenticate: endpoint('POST', '/customer/authenticate/', 'bearer'),

  cart: endpoint('GET', '/cart/', 'key+bearer'),
  cartAdd: endpoint('POST', '/cart/', 'key+bearer'),
  cartUpdate: endpoint('PATCH', '/cart/', 'key+bearer'),
  cartRemove: endpoint('DELETE', '/cart/', 'key+bearer'),
  cartMerge: endpoint('POST', '/cart/merge/', 'key+bearer'),
  cartQuote: endpoint('POST', '/cart/quote/', 'key'),

  contact: endpoint('POST', '/contact/', 'key+optional-bearer'),

  deliveryLocations: endpoint('GET', '/delivery-location/', 'key'),
  pickupAddresses: endpoint('GET', '/platform-pickup-address/', 'key'),
  checkout: endpoint('GET', '/checkout/', 'key+bearer'),
  checkoutUpdate: endpoint('PATCH', '/checkout/', 'key+bearer'),
  placeOrder: endpoint('POST', '/checkout/place/', 'key+bearer'),
  orders: endpoint('GET', '/order/', 'key+bearer'),
  order: endpoint('GET', '/order/:order_id/', 'key+bearer'),

  payment: endpoint('GET', '/payment/:reference/', 'key+bearer'),
  payAgain: endpoint('POST', '/order/:order_id/payments/', 'key+bearer'),
  // Called by the payment provider, not the storefront: no key and no token, its signature is the proof.
  paymentWebhook: endpoint('POST', '/payment/webhook/:provider/', 'public'),

  // ---- My Orders: filters, cancel, tracking, pickup (issue 13) ----
  orderTracking: endpoint('GET', '/order/:order_id/tracking/', 'key+bearer'),
  pickupDetails: endpoint('POST', '/order/:order_id/pickup-details/', 'key+bearer'),
  shopInfo: endpoint('GET', '/shop-info/', 'key'),

  cancelOrder: endpoint('POST', '/order/:order_id/cancel/', 'key+bearer'),

  // ---- Reviews (issue 13) ----
  orderReviews: endpoint('GET', '/order/:order_id/reviews/', 'key+bearer'),
  writeReview: endpoint('POST', '/order/:order_id/reviews/', 'key+bearer'),
  stockReviews: endpoint('GET', '/stock/:id/reviews/', 'key'),

  // ---- Address book (issue 13) ----
  addresses: endpoint('GET', '/address/', 'key+bearer'),
  addressAdd: endpoint('POST', '/address/', 'key+bearer'),
  addressUpdate: endpoint('PATCH', '/address/:id/', 'key+bearer'),
  addressDelete: endpoint('DELETE', '/address/:id/', 'key+bearer'),
  addressSetDefault: endpoint('POST', '/address/:id/default/', 'key+bearer'),

  // ---- Wishlist (issue 13) ----
  wishlist: endpoint('GET', '/wishlist/', 'key+bearer'),
  wishlistAdd: endpoint('POST', '/wishlist/', 'key+bearer'),
  wishlistRemove: endpoint('DELETE', '/wishlist/:stock_id/', 'key+bearer'),
  wishlistMerge: endpoint('POST', '/wishlist/merge/', 'key+bearer'),

  // ---- Notification settings (issue 13) ----
  notificationSettings: endpoint('GET', '/user-setting/preferences/', 'bearer'),
  notificationSettingsUpdate: endpoint('PATCH', '/user-setting/preferences/', 'bearer'),
} as const satisfies { readonly [N in keyof typeof ENDPOINT_SCHEMAS]: Endpoint };

export type EndpointName = keyof typeof ENDPOINTS;

// Every schema entry has its endpoint and every endpoint its schemas: a call added to one side only fails here.
type Schemas = typeof ENDPOINT_SCHEMAS;
type MissingSchemas = Exclude<EndpointName, keyof Schemas>;
const everyEndpointHasSchemas: MissingSchemas extends never ? true : MissingSchemas = true;
void everyEndpointHasSchemas;

/** The schema of one part (params, query, body) of a call's schemas, or undefined when it has none. */
export type SchemaPart<S, K extends string> = S extends { [P in K]: infer T extends z.ZodType } ? T : undefined;
/** What a caller gives a schema (undefined for no schema). */
export type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** A query value as a caller gives it: the wire's strings, or the numbers and flags they spell. */
type QueryValue<V> = V extends string ? V | number | boolean : V;
export type LooseQuery<Q> = Q extends object ? { [K in keyof Q]: QueryValue<Q[K]> } : Q;

type Part<N extends EndpointName, K extends string> = SchemaPart<Schemas[N], K>;

/** What a caller sends: path params, query, body. `undefined` where the call has none. */
export type ParamsOf<N extends EndpointName> = LooseQuery<InputOf<Part<N, 'params'>>>;
export type QueryOf<N extends EndpointName> = LooseQuery<InputOf<Part<N, 'query'>>>;
export type BodyOf<N extends EndpointName> = InputOf<Part<N, 'body'>>;
/** What a successful call answers (the whole envelope). */
export type AnswerOf<N extends EndpointName> = z.output<Schemas[N]['response']>;
