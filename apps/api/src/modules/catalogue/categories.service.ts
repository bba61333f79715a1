import type { Category } from '@shop/contract';
import { AppError } from '../../lib/errors.js';
import { toRowRef } from '../../lib/id-or-slug.js';
import { mediaUrl } from '../../lib/media.js';
import type { CategoriesRepo } from './categories.repo.js';

export function createCategoriesService(repo: CategoriesRepo) {
  const present = (c: Category): Category => ({ ...c, image: mediaUrl(c.image) });
  return {
    list: async (): Promise<Category[]> => (await repo.list()).map(present),
    async get(idOrSlug: string): Promise<Category> {
      const category = await repo.find(toRowRef(idOrSlug));
      if (!category) throw new AppError('CATEGORY_NOT_FOUND');
      return present(category);
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
