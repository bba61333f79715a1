import { inCallersLanguage } from '../../http/language.js';
import type { Router } from '../../http/router.js';
import { CHECKOUT_MESSAGES, type CheckoutService } from './checkout.service.js';

// The scope demands the public key and the customer's bearer token before any of these runs.
const pricedNote =
  "The cart's lines and money exactly as GET /cart/ answers them (current prices), plus the chosen delivery priced now; " +
  "an empty cart answers data null with 'No item available for checkout'. Lines' options in the language Accept-Language asks for.";

export function checkoutRoutes(router: Router, checkout: CheckoutService) {
  router.route(
    'checkout',
    {
      tags: ['checkout'],
      summary: "The signed-in customer's checkout, priced now; made with its order number on the first read",
      description: `customer_id must be the bearer token's own customer (403 otherwise). ${pricedNote}`,
    },
    async (request, reply) => {
      const data = await inCallersLanguage(request, reply, (language) => checkout.get(request.customer!.customerId, request.query.customer_id, language));
      return { status: true as const, message: data ? CHECKOUT_MESSAGES.retrieved : CHECKOUT_MESSAGES.empty, data };
    },
  );

  router.route(
    'checkoutUpdate',
    {
      tags: ['checkout'],
      summary: 'Choose delivery (a place and speed, the address) or pickup (a store, who collects); answers delivery_price',
      description:
        'Switching between Deliver and Pickup clears what was stored for the other. Same day is refused (422 DELIVERY_OPTION_CLOSED) ' +
        `from 10:00 Ghana time. customer_id must be the bearer token's own customer (403 otherwise). ${pricedNote}`,
    },
    async (request, reply) => {
      const data = await inCallersLanguage(request, reply, (language) =>
        checkout.update(request.customer!.customerId, request.query.customer_id, request.body, language),
      );
      return { status: true as const, message: data ? CHECKOUT_MESSAGES.updated : CHECKOUT_MESSAGES.empty, data };
    },
  );
}
