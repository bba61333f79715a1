import type { Router } from '../../http/router.js';
import type { BrandsService } from './brands.service.js';

export function brandsRoutes(router: Router, brands: BrandsService) {
  router.route('brands', { tags: ['catalogue'], summary: 'All brands' }, async () => ({
    status: true as const,
    message: 'Brands retrieved',
    data: await brands.list(),
  }));

  router.route('brand', { tags: ['catalogue'], summary: 'One brand by id or slug' }, async (request) => ({
    status: true as const,
    message: 'Brand retrieved',
    data: await brands.get(request.params.id),
  }));
}
