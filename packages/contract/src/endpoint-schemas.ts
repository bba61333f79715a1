import {
  changePasswordBody,
  customerAuthenticateBody,
  customerResponse,
  loginBody,
  loginResponse,
  logoutBody,
  messageResponse,
  refreshBody,
  requestOtpBody,
  resetPasswordBody,
  signupBody,
  tokenPairResponse,
  verifyOtpBody,
} from './auth.js';
import {
  addCartItemBody,
  cartQuerySchema,
  cartQuoteBody,
  cartQuoteResponse,
  cartResponse,
  mergeCartBody,
  removeCartItemBody,
  updateCartItemBody,
} from './cart.js';
import {
  brandListResponse,
  brandResponse,
  categoryListResponse,
  categoryResponse,
  stockListQuerySchema,
  stockListResponse,
  stockResponse,
  stockSuggestionsQuerySchema,
  stockSuggestionsResponse,
  stockVariantsResponse,
  storeListResponse,
} from './catalog.js';
import { idOrSlugParams, numericIdParams } from './common.js';
import { checkoutResponse, checkoutUpdateBody, checkoutUpdateResponse, deliveryLocationListResponse, pickupAddressListResponse } from './checkout.js';
import { orderListQuerySchema, orderListResponse, orderParams, orderResponse, placedOrderResponse } from './order-answers.js';
import { payAgainBody, paymentAttemptResponse, paymentParams, paymentWebhookParams, paymentWebhookResponse, placeOrderBody } from './payments.js';
import { contactMessageBody, contactMessageResponse } from './contact.js';
// issue 13, one import line per area (orders, reviews, addresses, wishlist, settings):
import { orderTrackingResponse, pickupDetailsResponse, shopInfoResponse } from './my-orders-answers.js';
import { cancelOrderBody, cancelOrderResponse } from './order-cancel.js';
import { notificationSettingsBody, notificationSettingsResponse } from './notification-settings.js';
import { orderReviewsResponse, stockReviewsQuerySchema, stockReviewsResponse, writeReviewBody, writeReviewResponse } from './reviews.js';
import { addWishlistItemBody, mergeWishlistBody, wishlistItemParams, wishlistMergeResponse, wishlistResponse } from './wishlist.js';
import { addressBody, addressDeletedResponse, addressListResponse, addressPatchBody, addressResponse } from './addresses.js';

// The schemas of every call of ENDPOINTS (endpoints.ts): what the server validates and answers, and what the
// OpenAPI document shows. Keyed like ENDPOINTS; endpoints.ts checks that both name the same calls.

export const ENDPOINT_SCHEMAS = {
  brands: { response: brandListResponse },
  brand: { params: idOrSlugParams, response: brandResponse },
  categories: { response: categoryListResponse },
  category: { params: idOrSlugParams, response: categoryResponse },
  stores: { response: storeListResponse },
  stockList: { query: stockListQuerySchema, response: stockListResponse },
  stockSuggestions: { query: stockSuggestionsQuerySchema, response: stockSuggestionsResponse },
  stockItem: { params: numericIdParams, response: stockResponse },
  stockVariants: { params: numericIdParams, response: stockVariantsResponse },

  requestOtp: { body: requestOtpBody, response: messageResponse },
  verifyOtp: { body: verifyOtpBody, response: messageResponse },
  signup: { body: signupBody, response: messageResponse },
  resetPassword: { body: resetPasswordBody, response: messageResponse },
  changePassword: { body: changePasswordBody, response: messageResponse },
  login: { body: loginBody, response: loginResponse },
  logout: { body: logoutBody, response: messageResponse },
  refreshToken: { body: refreshBody, response: tokenPairResponse },
  customerAuthenticate: { body: customerAuthenticateBody, response: customerResponse },

  cart: { query: cartQuerySchema, response: cartResponse },
  cartAdd: { body: addCartItemBody, response: cartResponse },
  cartUpdate: { body: updateCartItemBody, response: cartResponse },
  cartRemove: { body: removeCartItemBody, response: cartResponse },
  cartMerge: { body: mergeCartBody, response: cartResponse },
  cartQuote: { body: cartQuoteBody, response: cartQuoteResponse },

  contact: { body: contactMessageBody, response: contactMessageResponse },

  deliveryLocations: { response: deliveryLocationListResponse },
  pickupAddresses: { response: pickupAddressListResponse },
  // The checkout of the customer named (the token's own): the cart's customer_id query.
  checkout: { query: cartQuerySchema, response: checkoutResponse },
  checkoutUpdate: { query: cartQuerySchema, body: checkoutUpdateBody, response: checkoutUpdateResponse },
  // Places the checkout as an order (201; a retry with the same Idempotency-Key answers the same order, 200).
  placeOrder: { query: cartQuerySchema, body: placeOrderBody, response: placedOrderResponse },
  orders: { query: orderListQuerySchema, response: orderListResponse },
  order: { query: cartQuerySchema, params: orderParams, response: orderResponse },

  // One of the customer's payment attempts (verified with the provider first while pending).
  payment: { query: cartQuerySchema, params: paymentParams, response: paymentAttemptResponse },
  // Another try at paying an order still awaiting payment (201; the same Idempotency-Key answers the same attempt, 200).
  payAgain: { query: cartQuerySchema, params: orderParams, body: payAgainBody, response: paymentAttemptResponse },
  // The provider's signed webhook: its body is raw bytes checked by the provider's signature, hence no body schema.
  paymentWebhook: { params: paymentWebhookParams, response: paymentWebhookResponse },

  // ---- My Orders: filters, cancel, tracking, pickup (issue 13) ----
  orderTracking: { query: cartQuerySchema, params: orderParams, response: orderTrackingResponse },
  // Sends the pickup mail again (Ready for Pickup only) and answers the store; throttled per order.
  pickupDetails: { query: cartQuerySchema, params: orderParams, response: pickupDetailsResponse },
  shopInfo: { response: shopInfoResponse },

  // Cancels within the spec's hour, else records a request for the shop (answers the order and the outcome).
  cancelOrder: { query: cartQuerySchema, params: orderParams, body: cancelOrderBody, response: cancelOrderResponse },

  // ---- Reviews (issue 13) ----
  // The review form of one of the customer's orders: its lines, each with its review once written.
  orderReviews: { query: cartQuerySchema, params: orderParams, response: orderReviewsResponse },
  // A review of one line of a Delivered or Completed order, by its buyer, once (201).
  writeReview: { query: cartQuerySchema, params: orderParams, body: writeReviewBody, response: writeReviewResponse },
  // The reviews of the product of a stock item, newest first, with its rating.
  stockReviews: { params: numericIdParams, query: stockReviewsQuerySchema, response: stockReviewsResponse },

  // ---- Address book (issue 13) ----
  // The customer's address book (customer_id: the token's own); another customer's address id answers 404.
  addresses: { query: cartQuerySchema, response: addressListResponse },
  addressAdd: { query: cartQuerySchema, body: addressBody, response: addressResponse },
  addressUpdate: { query: cartQuerySchema, params: numericIdParams, body: addressPatchBody, response: addressResponse },
  addressDelete: { query: cartQuerySchema, params: numericIdParams, response: addressDeletedResponse },
  addressSetDefault: { query: cartQuerySchema, params: numericIdParams, response: addressListResponse },

  // ---- Wishlist (issue 13) ----
  // The signed-in customer's wishlist: customer_id is the token's own, as the cart's and the orders'.
  wishlist: { query: cartQuerySchema, response: wishlistResponse },
  wishlistAdd: { query: cartQuerySchema, body: addWishlistItemBody, response: wishlistResponse },
  wishlistRemove: { query: cartQuerySchema, params: wishlistItemParams, response: wishlistResponse },
  wishlistMerge: { query: cartQuerySchema, body: mergeWishlistBody, response: wishlistMergeResponse },

  // ---- Notification settings (issue 13) ----
  notificationSettings: { response: notificationSettingsResponse },
  notificationSettingsUpdate: { body: notificationSettingsBody, response: notificationSettingsResponse },
} as const;
