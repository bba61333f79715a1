import { inCallersLanguage } from '../../http/language.js';
import type { Router } from '../../http/router.js';
import { CART_MESSAGES, type CartService } from './cart.service.js';

// The scope demands the public key and the customer's bearer token before any of these runs.
const currencyNote = 'currency is checked and otherwise ignored: every figure is in cedis (GHS), the currency the shop charges.';
// Every answer is a whole cart, its lines' options (Size: 250 g) in the caller's language.
const optionsNote = "Lines' options in the language Accept-Language asks for (en, es, zh; English otherwise).";

export function cartRoutes(router: Router, cart: CartService) {
  const ok = (message: string, data: Awaited<ReturnType<CartService['get']>>) => ({ status: true as const, message, data });

  router.route(
    'cart',
    {
      tags: ['cart'],
      summary: "The signed-in customer's cart, priced now",
      description: `customer_id must be the bearer token's own customer (403 otherwise). ${optionsNote}`,
    },
    async (request, reply) =>
      ok(
        CART_MESSAGES.retrieved,
        await inCallersLanguage(request, reply, (language) => cart.get(request.customer!.customerId, request.query.customer_id, language)),
      ),
  );

  router.route(
    'cartAdd',
    {
      tags: ['cart'],
      summary: 'Add a stock item; an item already in the cart has its quantity raised',
      description: `Within the stock, from the item's moq. ${currencyNote} ${optionsNote}`,
    },
    async (request, reply) =>
      ok(CART_MESSAGES.added, await inCallersLanguage(request, reply, (language) => cart.add(request.customer!.customerId, request.body, language))),
  );

  router.route(
    'cartUpdate',
    {
      tags: ['cart'],
      summary: 'Set the quantity of the line holding a stock item',
      description: `Within the stock, from the item's moq. ${currencyNote} ${optionsNote}`,
    },
    async (request, reply) =>
      ok(CART_MESSAGES.updated, await inCallersLanguage(request, reply, (language) => cart.update(request.customer!.customerId, request.body, language))),
  );

  router.route(
    'cartRemove',
    {
      tags: ['cart'],
      summary: 'Remove one line (order_item is the line id) of your own cart',
      description: `A line id of another customer's cart answers 404, as one that does not exist. ${optionsNote}`,
    },
    async (request, reply) =>
      ok(CART_MESSAGES.removed, await inCallersLanguage(request, reply, (language) => cart.remove(request.customer!.customerId, request.body, language))),
  );

  router.route(
    'cartMerge',
    {
      tags: ['cart'],
      summary: "Join the guest cart to the customer's cart at login (ours; the spec has no such call)",
      description:
        'In one transaction: quantities are summed and capped by the stock, raised to the moq where the stock ' +
        `allows; unknown and out-of-stock items are left out. Never fails for stock reasons. ${currencyNote} ${optionsNote}`,
    },
    async (request, reply) =>
      ok(CART_MESSAGES.merged, await inCallersLanguage(request, reply, (language) => cart.merge(request.customer!.customerId, request.body, language))),
  );
}

/** The guest cart's figures: the public key only (nothing of a customer's is read or written). */
export function cartQuoteRoutes(router: Router, cart: CartService) {
  router.route(
    'cartQuote',
    {
      tags: ['cart'],
      summary: "Price a guest cart by the customer cart's rules (ours; nothing is stored)",
      description:
        'The same item twice counts once, with the quantities summed; unknown items are left out; each line id is its ' +
        `stock item's. Stock and moq are shown (available, moq), not enforced: adding to the cart enforces them. ${currencyNote} ${optionsNote}`,
    },
    async (request, reply) => ({
      status: true as const,
      message: 'Cart priced',
      data: await inCallersLanguage(request, reply, (language) => cart.quote(request.body, language)),
    }),
  );
}
