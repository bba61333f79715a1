import { apiScope, type Router } from '../../http/router.js';
import type { AppModule } from '../app-module.js';
import { createBrandsRepo } from './brands.repo.js';
import { brandsRoutes } from './brands.routes.js';
import { createBrandsService } from './brands.service.js';
import { createCategoriesRepo } from './categories.repo.js';
import { categoriesRoutes } from './categories.routes.js';
import { createCategoriesService } from './categories.service.js';
import { createStockRepo } from './stock.repo.js';
import { stockRoutes } from './stock.routes.js';
import { createStockService } from './stock.service.js';
import { cacheCatalogueAnswers } from './read-model/answer-hooks.js';
import { createStoresRepo } from './stores.repo.js';
import { storesRoutes } from './stores.routes.js';

/**
 * Brands, categories, stores and stock items: read with the storefront's public key. Every answer is kept as bytes
 * until the catalogue changes (the read model, docs/decisions/0031-catalogue-read-model.md); the routes compress their
 * answers once, there.
 */
export const catalogueModule: AppModule = {
  name: 'catalogue',
  async register(app, deps) {
    const brands = createBrandsService(createBrandsRepo(deps.db));
    const categories = createCategoriesService(createCategoriesRepo(deps.db));
    const stock = createStockService(createStockRepo(deps.db));
    const stores = createStoresRepo(deps.db);
    await apiScope(app, 'key', deps, (scoped, scope) => {
      cacheCatalogueAnswers(scope, deps.catalogueAnswers);
      const router: Router = { route: (name, docs, handler) => scoped.route(name, { ...docs, ownCompression: true }, handler) };
      brandsRoutes(router, brands);
      categoriesRoutes(router, categories);
      storesRoutes(router, stores);
      stockRoutes(router, stock);
    });
  },
};
