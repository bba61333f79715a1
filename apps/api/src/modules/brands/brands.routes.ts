import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandListResponse, brandResponse, idOrSlugParams } from '@shop/contract';
import type { BrandsService } from './brands.service.js';

export const brandsRoutes: FastifyPluginAsyncZod<{ brands: BrandsService }> = async (app, { brands }) => {
  app.get('/brand/', { schema: { tags: ['catalogue'], summary: 'All brands', response: { 200: brandListResponse } } }, async () => ({
    status: true as const,
    message: 'Brands retrieved',
    data: await brands.list(),
  }));

  app.get(
    '/brand/:id/',
    { schema: { tags: ['catalogue'], summary: 'One brand by id or slug', params: idOrSlugParams, response: { 200: brandResponse } } },
    async (request) => ({ status: true as const, message: 'Brand retrieved', data: await brands.get(request.params.id) }),
  );
};
