import { apiScope } from '../../http/router.js';
import type { AppModule } from '../app-module.js';
import { addressesRoutes } from './addresses.routes.js';
import { createAddressesService } from './addresses.service.js';

/** My Account's address book (key and bearer; the customer's own addresses only). */
export const addressesModule: AppModule = {
  name: 'addresses',
  async register(app, deps) {
    const book = createAddressesService({ db: deps.db });
    await apiScope(app, 'key+bearer', deps, (router) => addressesRoutes(router, book));
  },
};
