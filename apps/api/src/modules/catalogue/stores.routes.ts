import type { Router } from '../../http/router.js';
import type { StoresRepo } from './stores.repo.js';

// The store list has no rules of its own, so the route reads the repository directly.
export function storesRoutes(router: Router, stores: StoresRepo) {
  router.route('stores', { tags: ['catalogue'], summary: 'All stores (for the shop page store filter)' }, async () => ({
    status: true as const,
    message: 'Stores retrieved',
    data: await stores.list(),
  }));
}
