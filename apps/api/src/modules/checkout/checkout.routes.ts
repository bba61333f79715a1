import { inCallersLanguage } from '../../http/language.js';
import type { Router } from '../../http/router.js';
import { idempotencyKeyOf } from '../../http/idempotency-key.js';
import { storefrontCheckoutUrl } from '../payments/storefront-return.js';
import { CHECKOUT_MESSAGES, type CheckoutService } from './checkout.service.js';
import { PLACE_MESSAGES, type PlaceOrderService } from './place-order.service.js';

// The scope demands the public key and the customer's bearer token before any of these runs.
const pricedNote =
  "The cart's lines and money exactly as GET /cart/ answers them (current prices), plus the chosen delivery priced now; " +
  "an empty cart answers data null with 'No item available for checkout'. Lines' options in the language Accept-Language asks for.";

export function checkoutRoutes(router: Router, checkout: CheckoutService, placing: PlaceOrderService, shopUrl: string | undefined) {
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

  router.route(
    'placeOrder',
    {
      tags: ['checkout', 'orders'],
      summary:
        'Places the checkout as an order (201), paid online (answering its payment attempt) or on delivery; a retry with the same Idempotency-Key answers the same order (200)',
      description:
        'Requires the Idempotency-Key header (8-100 of A-Z a-z 0-9 _ -; 400 IDEMPOTENCY_KEY_INVALID). In one transaction: the cart priced again ' +
        'with the delivery of this moment, every line taken from stock (409 OUT_OF_STOCK / NOT_ENOUGH_STOCK naming the line, nothing written), ' +
        'the order written with its lines, prices, names and pictures of this moment, the cart emptied, the checkout closed. 422 CHECKOUT_EMPTY, ' +
        'CHECKOUT_CHOICE_REQUIRED (choose delivery or pickup first), DELIVERY_OPTION_CLOSED (same day after 10:00), PAY_ON_DELIVERY_LIMIT. ' +
        'Paid online (payment_method mobile_money with mobile_money {network, phone}, card or bank_transfer): the order awaits payment ' +
        '(payment_status pending), its stock is held for PAYMENT_HOLD_MINUTES by its first attempt, which freezes the total; the cart stays until ' +
        "the payment succeeds. `payment` answers the attempt: reference, status, amount, expires_at and `browser`, how to open the provider's page. " +
        "A provider that cannot open it leaves the order placed and the attempt 'failed' (pay again with POST /order/{order_id}/payments/). " +
        "422 PAYMENT_METHOD_UNAVAILABLE when the shop has no payment provider. customer_id must be the bearer token's own customer (403 otherwise).",
      creates: true,
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const { order, created } = await inCallersLanguage(request, reply, (language) =>
        placing.place(request.customer!.customerId, request.query.customer_id, {
          idempotencyKey: key,
          paymentMethod: request.body.payment_method,
          wallet: request.body.mobile_money,
          language,
          callbackUrl: storefrontCheckoutUrl(request, shopUrl),
        }),
      );
      reply.code(created ? 201 : 200);
      return { status: true as const, message: PLACE_MESSAGES.placed, data: order };
    },
  );
}
