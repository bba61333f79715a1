import { apiScope } from '../../http/router.js';
import type { AppModule } from '../app-module.js';
import { deliveryPlacesRoutes } from './delivery-places.routes.js';

/** The checkout: where we deliver and the stores to collect from (public key); the checkout itself follows. */
export const checkoutModule: AppModule = {
  name: 'checkout',
  async register(app, deps) {
    await apiScope(app, 'key', deps, (router) => deliveryPlacesRoutes(router));
  },
};
