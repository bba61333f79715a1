import { inCallersLanguage } from '../../http/language.js';
import type { Router } from '../../http/router.js';
import { WISHLIST_MESSAGES, type WishlistService } from './wishlist.service.js';

// The scope demands the public key and the customer's bearer token before any of these runs.
const ownNote = "customer_id must be the bearer token's own customer (403 otherwise).";
const answerNote =
  'Answers the whole list, newest first, each item read now from its stock item (price after the discount, in stock when at least one is left); ' +
  'options in the language Accept-Language asks for (en, es, zh; English otherwise).';

export function wishlistRoutes(router: Router, wishlist: WishlistService) {
  const ok = <T>(message: string, data: T) => ({ status: true as const, message, data });

  router.route(
    'wishlist',
    { tags: ['wishlist'], summary: "The signed-in customer's wishlist", description: `${ownNote} ${answerNote}` },
    async (request, reply) =>
      ok(
        WISHLIST_MESSAGES.retrieved,
        await inCallersLanguage(request, reply, (language) => wishlist.list(request.customer!.customerId, request.query.customer_id, language)),
      ),
  );

  router.route(
    'wishlistAdd',
    {
      tags: ['wishlist'],
      summary: 'Heart a stock item (again: nothing changes)',
      description: `404 PRODUCT_NOT_FOUND for no such stock item; 422 WISHLIST_FULL at 200 items, however many adds arrive at once. ${ownNote} ${answerNote}`,
    },
    async (request, reply) =>
      ok(
        WISHLIST_MESSAGES.added,
        await inCallersLanguage(request, reply, (language) =>
          wishlist.add(request.customer!.customerId, request.query.customer_id, request.body.stock_id, language),
        ),
      ),
  );

  router.route(
    'wishlistRemove',
    { tags: ['wishlist'], summary: 'Take a stock item off the wishlist (one not on it: nothing changes)', description: `${ownNote} ${answerNote}` },
    async (request, reply) =>
      ok(
        WISHLIST_MESSAGES.removed,
        await inCallersLanguage(request, reply, (language) =>
          wishlist.remove(request.customer!.customerId, request.query.customer_id, request.params.stock_id, language),
        ),
      ),
  );

  router.route(
    'wishlistMerge',
    {
      tags: ['wishlist'],
      summary: "Join a guest's hearts to the wishlist at login (ours; the spec keeps the wishlist in the page)",
      description:
        'stock_ids oldest first, at most 200. In one transaction: the same id twice counts once, ids already on the list stay; ' +
        'ids of no stock item are left out and named in unknown, those that do not fit under the 200-item cap in over_limit. ' +
        `Never fails for those reasons. ${ownNote} ${answerNote}`,
    },
    async (request, reply) =>
      ok(
        WISHLIST_MESSAGES.merged,
        await inCallersLanguage(request, reply, (language) =>
          wishlist.merge(request.customer!.customerId, request.query.customer_id, request.body.stock_ids, language),
        ),
      ),
  );
}
