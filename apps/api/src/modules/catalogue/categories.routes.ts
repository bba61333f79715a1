import type { Router } from '../../http/router.js';
import type { CategoriesService } from './categories.service.js';

export function categoriesRoutes(router: Router, categories: CategoriesService) {
  router.route('categories', { tags: ['catalogue'], summary: 'All categories (featured ones flagged)' }, async () => ({
    status: true as const,
    message: 'Categories retrieved',
    data: await categories.list(),
  }));

  router.route('category', { tags: ['catalogue'], summary: 'One category by id or slug' }, async (request) => ({
    status: true as const,
    message: 'Category retrieved',
    data: await categories.get(request.params.id),
  }));
}
