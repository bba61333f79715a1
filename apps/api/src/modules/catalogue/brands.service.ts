import type { Brand } from '@shop/contract';
import { AppError } from '../../lib/errors.js';
import { toRowRef } from '../../lib/id-or-slug.js';
import type { BrandsRepo } from './brands.repo.js';

export function createBrandsService(repo: BrandsRepo) {
  return {
    list: (): Promise<Brand[]> => repo.list(),
    async get(idOrSlug: string): Promise<Brand> {
      const brand = await repo.find(toRowRef(idOrSlug));
      if (!brand) throw new AppError('BRAND_NOT_FOUND');
      return brand;
    },
  };
}
export type BrandsService = ReturnType<typeof createBrandsService>;
