import { apiScope } from '../../http/router.js';
import type { AppModule } from '../app-module.js';
import { cartQuoteRoutes, cartRoutes } from './cart.routes.js';
import { createCartService } from './cart.service.js';

/** The server cart: one customer's data, so its calls need the public key and that customer's bearer token; and a guest cart's quote. */
export const cartModule: AppModule = {
  name: 'cart',
  async register(app, deps) {
    const cart = createCartService({ db: deps.db, taxRatePercent: deps.taxRatePercent });
    await apiScope(app, 'key+bearer', deps, (router) => cartRoutes(router, cart));
    // A guest's cart lives in their browser; its figures come from here, by the same rules.
    await apiScope(app, 'key', deps, (router) => cartQuoteRoutes(router, cart));
  },
};
