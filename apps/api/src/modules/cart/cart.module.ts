import { apiScope } from '../../http/router.js';
import type { AppModule } from '../app-module.js';
import { cartRoutes } from './cart.routes.js';
import { createCartService } from './cart.service.js';

/** The server cart: one customer's data, so every call needs the public key and that customer's bearer token. */
export const cartModule: AppModule = {
  name: 'cart',
  async register(app, deps) {
    const cart = createCartService({ db: deps.db, taxRatePercent: deps.taxRatePercent });
    await apiScope(app, 'key+bearer', deps, (router) => cartRoutes(router, cart));
  },
};
