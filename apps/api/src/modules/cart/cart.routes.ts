import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemBody,
  CART_PATHS,
  cartQuerySchema,
  cartResponse,
  mergeCartBody,
  removeCartItemBody,
  updateCartItemBody,
} from '@shop/contract';
import { CART_MESSAGES, type CartService } from './cart.service.js';

// The scope registering these routes demands the public key and the customer's bearer token before any of them runs.
const keyAndBearer = { security: [{ publicKey: [], bearer: [] }] };
const currencyNote = 'currency is checked and otherwise ignored: every figure is in cedis (GHS), the currency the shop charges.';

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  const ok = (message: string, data: Awaited<ReturnType<CartService['get']>>) => ({ status: true as const, message, data });

  app.get(
    CART_PATHS.cart,
    {
      schema: {
        tags: ['cart'],
        summary: "The signed-in customer's cart, priced now",
        description: 'customer_id must be the bearer token\'s own customer (403 otherwise).',
        ...keyAndBearer,
        querystring: cartQuerySchema,
        response: { 200: cartResponse },
      },
    },
    async (request) => ok(CART_MESSAGES.retrieved, await cart.get(request.customer!.customerId, request.query.customer_id)),
  );

  app.post(
    CART_PATHS.cart,
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a stock item; an item already in the cart has its quantity raised',
        description: `Within the stock, from the item's moq. ${currencyNote}`,
        ...keyAndBearer,
        body: addCartItemBody,
        response: { 200: cartResponse },
      },
    },
    async (request) => ok(CART_MESSAGES.added, await cart.add(request.customer!.customerId, request.body)),
  );

  app.patch(
    CART_PATHS.cart,
    {
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of the line holding a stock item',
        description: `Within the stock, from the item's moq. ${currencyNote}`,
        ...keyAndBearer,
        body: updateCartItemBody,
        response: { 200: cartResponse },
      },
    },
    async (request) => ok(CART_MESSAGES.updated, await cart.update(request.customer!.customerId, request.body)),
  );

  app.delete(
    CART_PATHS.cart,
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove one line (order_item is the line id) of your own cart',
        description: "A line id of another customer's cart answers 404, as one that does not exist.",
        ...keyAndBearer,
        body: removeCartItemBody,
        response: { 200: cartResponse },
      },
    },
    async (request) => ok(CART_MESSAGES.removed, await cart.remove(request.customer!.customerId, request.body)),
  );

  app.post(
    CART_PATHS.merge,
    {
      schema: {
        tags: ['cart'],
        summary: 'Join the guest cart to the customer\'s cart at login (ours; the spec has no such call)',
        description:
          'In one transaction: quantities are summed and capped by the stock, raised to the moq where the stock ' +
          `allows; unknown and out-of-stock items are left out. Never fails for stock reasons. ${currencyNote}`,
        ...keyAndBearer,
        body: mergeCartBody,
        response: { 200: cartResponse },
      },
    },
    async (request) => ok(CART_MESSAGES.merged, await cart.merge(request.customer!.customerId, request.body)),
  );
};
