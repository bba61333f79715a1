import { inCallersLanguage } from '../../http/language.js';
import type { Router } from '../../http/router.js';
import type { CategoriesService } from './categories.service.js';

const inLanguage = 'Name and description in the language Accept-Language asks for (en, es, zh; English otherwise).';

export function categoriesRoutes(router: Router, categories: CategoriesService) {
  router.route('categories', { tags: ['catalogue'], summary: 'All categories (featured ones flagged)', description: inLanguage }, async (request, reply) => ({
    status: true as const,
    message: 'Categories retrieved',
    data: await inCallersLanguage(request, reply, (language) => categories.list(language)),
  }));

  router.route('category', { tags: ['catalogue'], summary: 'One category by id or slug', description: inLanguage }, async (request, reply) => ({
    status: true as const,
    message: 'Category retrieved',
    data: await inCallersLanguage(request, reply, (language) => categories.get(request.params.id, language)),
  }));
}
