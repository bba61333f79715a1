import { apiScope } from '../../http/router.js';
import type { AppModule } from '../app-module.js';
import { orderReviewsRoutes, stockReviewsRoutes } from './reviews.routes.js';
import { createReviewsService } from './reviews.service.js';

/** Product reviews: an order's review form and writing one (key and bearer), a product's reviews (key). */
export const reviewsModule: AppModule = {
  name: 'reviews',
  async register(app, deps) {
    const reviews = createReviewsService({ db: deps.db });
    await apiScope(app, 'key+bearer', deps, (router) => orderReviewsRoutes(router, reviews));
    await apiScope(app, 'key', deps, (router) => stockReviewsRoutes(router, reviews));
  },
};
