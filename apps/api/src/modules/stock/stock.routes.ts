import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { numericIdParams, stockListQuerySchema, stockListResponse, stockResponse, stockVariantsResponse } from '@shop/contract';
import type { StockService } from './stock.service.js';

export const stockRoutes: FastifyPluginAsyncZod<{ stock: StockService }> = async (app, { stock }) => {
  app.get(
    '/stock/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of stock items, filtered, searched and sorted on the server',
        description:
          'category and brand take an id or slug; store takes several (repeat it or separate with commas); ' +
          'in_stock and free_delivery=true restrict; search matches name, description, brand and store.',
        querystring: stockListQuerySchema,
        response: { 200: stockListResponse },
      },
    },
    async (request) => {
      const { items, count, totalPages } = await stock.list(request.query);
      return {
        status: true as const,
        message: 'Stock retrieved',
        data: items,
        count,
        total_pages: totalPages,
        page: request.query.page,
        page_size: request.query.page_size,
      };
    },
  );

  app.get(
    '/stock/:id/',
    { schema: { tags: ['catalogue'], summary: 'One stock item', params: numericIdParams, response: { 200: stockResponse } } },
    async (request) => ({ status: true as const, message: 'Stock item retrieved', data: await stock.get(request.params.id) }),
  );

  app.get(
    '/stock/:id/variants/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every stock item of the same product (its variants)',
        params: numericIdParams,
        response: { 200: stockVariantsResponse },
      },
    },
    async (request) => ({ status: true as const, message: 'Variants retrieved', data: await stock.variantsOf(request.params.id) }),
  );
};
