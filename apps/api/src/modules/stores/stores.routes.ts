import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeListResponse } from '@shop/contract';
import type { StoresRepo } from './stores.repo.js';

// The store list has no rules of its own, so the route reads the repository directly.
export const storesRoutes: FastifyPluginAsyncZod<{ stores: StoresRepo }> = async (app, { stores }) => {
  app.get(
    '/store/',
    { schema: { tags: ['catalogue'], summary: 'All stores (for the shop page store filter)', response: { 200: storeListResponse } } },
    async () => ({ status: true as const, message: 'Stores retrieved', data: await stores.list() }),
  );
};
