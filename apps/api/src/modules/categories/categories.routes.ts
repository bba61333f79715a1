import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListResponse, categoryResponse, idOrSlugParams } from '@shop/contract';
import type { CategoriesService } from './categories.service.js';

export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (app, { categories }) => {
  app.get(
    '/product-category/',
    { schema: { tags: ['catalogue'], summary: 'All categories (featured ones flagged)', response: { 200: categoryListResponse } } },
    async () => ({ status: true as const, message: 'Categories retrieved', data: await categories.list() }),
  );

  app.get(
    '/product-category/:id/',
    {
      schema: { tags: ['catalogue'], summary: 'One category by id or slug', params: idOrSlugParams, response: { 200: categoryResponse } },
    },
    async (request) => ({ status: true as const, message: 'Category retrieved', data: await categories.get(request.params.id) }),
  );
};
