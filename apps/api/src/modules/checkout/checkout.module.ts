import { apiScope } from '../../http/router.js';
import type { AppModule } from '../app-module.js';
import { createCartService } from '../cart/cart.service.js';
import { checkoutRoutes } from './checkout.routes.js';
import { createCheckoutService } from './checkout.service.js';
import { createPlaceOrderService } from './place-order.service.js';
import { deliveryPlacesRoutes } from './delivery-places.routes.js';
import { createPaymentAttemptsService } from '../payments/payment-attempts.service.js';

/** The checkout: where we deliver and the stores to collect from (public key); the customer's own checkout (key and bearer). */
export const checkoutModule: AppModule = {
  name: 'checkout',
  async register(app, deps) {
    await apiScope(app, 'key', deps, (router) => deliveryPlacesRoutes(router));
    // The cart's own pricing (the figures GET /cart/ answers), so checkout and cart never disagree.
    const cart = createCartService({ db: deps.db, taxRatePercent: deps.taxRatePercent });
    const checkout = createCheckoutService({ db: deps.db, cart, clock: deps.clock, onlinePayments: deps.payments.configured });
    const placing = createPlaceOrderService({
      db: deps.db,
      taxRatePercent: deps.taxRatePercent,
      clock: deps.clock,
      payOnDeliveryMaxMinor: deps.payOnDeliveryMaxMinor,
      mailQueued: deps.mailOutbox.kick,
      payments: {
        online: deps.payments.configured,
        attempts: createPaymentAttemptsService({ db: deps.db, clock: deps.clock, log: deps.log, payments: deps.payments }),
      },
    });
    await apiScope(app, 'key+bearer', deps, (router) => checkoutRoutes(router, checkout, placing, deps.shopUrl));
  },
};
