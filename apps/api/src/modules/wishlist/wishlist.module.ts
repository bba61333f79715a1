import { apiScope } from '../../http/router.js';
import type { AppModule } from '../app-module.js';
import { wishlistRoutes } from './wishlist.routes.js';
import { createWishlistService } from './wishlist.service.js';

/** The wishlist: one customer's data, so its calls need the public key and that customer's bearer token. */
export const wishlistModule: AppModule = {
  name: 'wishlist',
  async register(app, deps) {
    const wishlist = createWishlistService({ db: deps.db });
    await apiScope(app, 'key+bearer', deps, (router) => wishlistRoutes(router, wishlist));
  },
};
