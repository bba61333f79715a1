import type { Category, LanguageCode } from '@shop/contract';
import { AppError } from '../../lib/errors.js';
import { toRowRef } from '../../lib/id-or-slug.js';
import { localized } from '../../lib/localized.js';
import { mediaUrl } from '../../lib/media.js';
import type { CategoriesRepo, CategoryRow } from './categories.repo.js';

export function createCategoriesService(repo: CategoriesRepo) {
  /** The wire shape, its name and description in `language` (English where a translation is missing). */
  const present = ({ translations, ...c }: CategoryRow, language: LanguageCode): Category => ({
    ...c,
    name: localized(c.name, translations, language, 'name'),
    description: localized(c.description, translations, language, 'description'),
    image: mediaUrl(c.image),
  });
  return {
    list: async (language: LanguageCode): Promise<Category[]> => (await repo.list()).map((c) => present(c, language)),
    async get(idOrSlug: string, language: LanguageCode): Promise<Category> {
      const category = await repo.find(toRowRef(idOrSlug));
      if (!category) throw new AppError('CATEGORY_NOT_FOUND');
      return present(category, language);
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
