import { apiScope, type Router } from '../../http/router.js';
import { createBackgroundJob } from '../../lib/background-job.js';
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
 * How often stock_counts' rows of changes are folded into one row per group. Each write that changes a group adds a row
 * or two, so between foldings a busy shop adds a few hundred; a count sums them all (decision 0038).
 */
export const COMPACT_COUNTS_EVERY_MS = 10 * 60_000;

/**
 * Brands, categories, stores and stock items: read with the storefront's public key. Every answer is kept as bytes
 * until the catalogue changes (the read model, docs/decisions/0031-catalogue-read-model.md); the routes compress their
 * answers once, there, and write them with serializers compiled from the contract (decision 0064).
 */
export const catalogueModule: AppModule = {
  name: 'catalogue',
  async register(app, deps) {
    const brands = createBrandsService(createBrandsRepo(deps.db));
    const categories = createCategoriesService(createCategoriesRepo(deps.db));
    const stockRepo = createStockRepo(deps.db);
    const stock = createStockService(stockRepo, { keptCounts: deps.keptSearches.counts, keptSuggestions: deps.keptSearches.suggestions });
    const compacting = createBackgroundJob({
      run: () => stockRepo.compactCounts(),
      intervalMs: COMPACT_COUNTS_EVERY_MS,
      log: deps.log,
      failure: 'compacting stock_counts failed',
      // Not at start: instances started together would each rewrite search_counts at once (decision 62), and a
      // server's first minutes have few rows of change to fold.
      runAtStart: false,
    });
    app.addHook('onReady', async () => compacting.start());
    app.addHook('onClose', async () => compacting.stop());
    const stores = createStoresRepo(deps.db);
    await apiScope(app, 'key', deps, (scoped, scope) => {
      cacheCatalogueAnswers(scope, deps.catalogueAnswers);
      const router: Router = {
        route: (name, docs, handler) => scoped.route(name, { ...docs, ownCompression: true, compiledAnswer: true }, handler),
      };
      brandsRoutes(router, brands);
      categoriesRoutes(router, categories);
      storesRoutes(router, stores);
      stockRoutes(router, stock);
    });
  },
};
