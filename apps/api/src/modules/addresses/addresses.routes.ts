import { ADDRESS_BOOK_MAX, ADDRESS_MESSAGES } from '@shop/contract/addresses';
import type { Router } from '../../http/router.js';
import type { AddressesService } from './addresses.service.js';

const OWNERSHIP =
  "customer_id must be the bearer token's own customer (403 otherwise); another customer's address id answers 404 ADDRESS_NOT_FOUND, as one that does not exist.";

// The scope demands the public key and the customer's bearer token before any of these runs.
export function addressesRoutes(router: Router, book: AddressesService) {
  router.route(
    'addresses',
    { tags: ['addresses'], summary: "The signed-in customer's address book: the default first, then the newest", description: OWNERSHIP },
    async (request) => {
      const data = await book.list(request.customer!.customerId, request.query.customer_id);
      return { status: true as const, message: ADDRESS_MESSAGES.list, data };
    },
  );

  router.route(
    'addressAdd',
    {
      tags: ['addresses'],
      summary: 'Adds an address (201); the first one becomes the default',
      description: `At most ${ADDRESS_BOOK_MAX} addresses (409 ADDRESS_BOOK_FULL beyond). ${OWNERSHIP}`,
      creates: true,
    },
    async (request, reply) => {
      const data = await book.add(request.customer!.customerId, request.query.customer_id, request.body);
      reply.code(201);
      return { status: true as const, message: ADDRESS_MESSAGES.added, data };
    },
  );

  router.route('addressUpdate', { tags: ['addresses'], summary: 'Changes the fields given of one address', description: OWNERSHIP }, async (request) => {
    const data = await book.update(request.customer!.customerId, request.query.customer_id, request.params.id, request.body);
    return { status: true as const, message: ADDRESS_MESSAGES.updated, data };
  });

  router.route(
    'addressDelete',
    {
      tags: ['addresses'],
      summary: 'Deletes an address and answers the book',
      description: `The default is refused (409 ADDRESS_DEFAULT_UNDELETABLE) unless it is the only address. ${OWNERSHIP}`,
    },
    async (request) => {
      const data = await book.remove(request.customer!.customerId, request.query.customer_id, request.params.id);
      return { status: true as const, message: ADDRESS_MESSAGES.deleted, data };
    },
  );

  router.route(
    'addressSetDefault',
    { tags: ['addresses'], summary: 'Makes an address the default (the others lose it) and answers the book', description: OWNERSHIP },
    async (request) => {
      const data = await book.setDefault(request.customer!.customerId, request.query.customer_id, request.params.id);
      return { status: true as const, message: ADDRESS_MESSAGES.defaultSet, data };
    },
  );
}
