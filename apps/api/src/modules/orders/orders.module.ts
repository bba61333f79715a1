import { apiScope } from '../../http/router.js';
import type { AppModule } from '../app-module.js';
import { orderCancelRoutes } from './order-cancel.routes.js';
import { createOrderCancelService } from './order-cancel.service.js';
import { ordersRoutes } from './orders.routes.js';
import { createOrdersService } from './orders.service.js';
import { createPickupDetailsService } from './pickup-details.service.js';

/** The customer's placed orders (key and bearer). Placing one is the checkout's call (POST /checkout/place/). */
export const ordersModule: AppModule = {
  name: 'orders',
  async register(app, deps) {
    const orders = createOrdersService({ db: deps.db, clock: deps.clock });
    const pickup = createPickupDetailsService({ db: deps.db, orders, rateLimits: deps.rateLimits, mailQueued: deps.mailOutbox.kick });
    const cancels = createOrderCancelService({ ...deps, mailQueued: () => deps.mailOutbox.kick() });
    await apiScope(app, 'key+bearer', deps, (router) => {
      ordersRoutes(router, orders, pickup);
      orderCancelRoutes(router, cancels);
    });
  },
};
