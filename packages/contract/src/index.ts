export * from './constants.js';
export * from './money.js';
export * from './common.js';
export * from './errors.js';
export * from './field-messages.js';
export * from './catalog.js';
export * from './paths.js';
export * from './endpoints.js';
export * from './endpoint-schemas.js';
export * from './auth.js';
export * from './cart.js';
export * from './contact.js';
export * from './delivery.js';
export * from './checkout.js';
export * from './orders.js';
export * from './order-answers.js';
export * from './payments.js';
// issue 13, one line per area (orders, reviews, addresses, wishlist, settings):
