import type { FastifyRequest } from 'fastify';
import { sendError } from '../../http/error-handler.js';
import type { Router } from '../../http/router.js';
import { idempotencyKeyOf } from '../../http/idempotency-key.js';
import type { PayAgainService } from './pay-again.service.js';
import { PAYMENT_MESSAGES, type PaymentsService } from './payments.service.js';
import { storefrontCheckoutUrl } from './storefront-return.js';

// GET /payment/:reference/ and POST /order/:order_id/payments/: the scope demands the public key and the customer's
// bearer token before these run.
export function paymentRoutes(router: Router, payments: PaymentsService, again: PayAgainService, shopUrl: string | undefined) {
  router.route(
    'payment',
    {
      tags: ['payments'],
      summary: "One of the signed-in customer's payment attempts: pending, successful, failed or expired, and the order it pays",
      description:
        "While pending, the provider is asked first (at most every 5 seconds per attempt), so the answer is true even when its webhook never came; a provider that cannot answer leaves the stored state. Another customer's attempt answers 404 PAYMENT_NOT_FOUND, as one that does not exist. customer_id must be the bearer token's own customer (403 otherwise).",
    },
    async (request, reply) => {
      const data = await payments.status(request.customer!.customerId, request.query.customer_id, request.params.reference);
      reply.header('cache-control', 'no-store');
      return { status: true as const, message: PAYMENT_MESSAGES.one, data };
    },
  );

  router.route(
    'payAgain',
    {
      tags: ['payments', 'orders'],
      summary: 'Another try at paying an order still awaiting payment (201); a retry with the same Idempotency-Key answers the same attempt (200)',
      description:
        "For an order placed online whose payment failed, was abandoned or could not be opened: a new attempt for the order's frozen total " +
        '(payment_method mobile_money with mobile_money {network, phone}, card or bank_transfer; never an amount). Tries still pending are ' +
        "verified with the provider first, then superseded; the new attempt holds the order's stock for PAYMENT_HOLD_MINUTES (taken again when " +
        'it had been given back: 409 OUT_OF_STOCK / NOT_ENOUGH_STOCK naming the line). 409 ORDER_NOT_AWAITING_PAYMENT for an order paid, ' +
        "cancelled or paid on delivery; 404 ORDER_NOT_FOUND for another customer's. Requires the Idempotency-Key header. " +
        "customer_id must be the bearer token's own customer (403 otherwise).",
      creates: true,
    },
    async (request, reply) => {
      const { attempt, created } = await again.payAgain(request.customer!.customerId, request.query.customer_id, request.params.order_id, {
        idempotencyKey: idempotencyKeyOf(request),
        choice: { method: request.body.payment_method, wallet: request.body.mobile_money },
        callbackUrl: storefrontCheckoutUrl(request, shopUrl),
      });
      reply.code(created ? 201 : 200);
      return { status: true as const, message: PAYMENT_MESSAGES.opened, data: attempt };
    },
  );
}

// POST /payment/webhook/:provider/: registered in a context whose JSON parser keeps the raw bytes (payments.module.ts).
export function paymentWebhookRoutes(router: Router, payments: PaymentsService) {
  router.route(
    'paymentWebhook',
    {
      tags: ['payments'],
      summary: "The payment provider's signed notification (no key, no token: the signature over the raw body is the proof)",
      description:
        'Only the configured provider (sandbox or paystack) has this route (404 otherwise). A bad signature or body is 401 WEBHOOK_REJECTED. A redelivered event answers 200 "Already handled" and does nothing. Otherwise the reference is verified with the provider and recorded by the one function that pays; a provider that cannot be asked makes it 503 PAYMENT_PROVIDER_UNAVAILABLE with Retry-After, so the provider sends it again.',
    },
    async (request, reply) => {
      const raw = (request as unknown as FastifyRequest).body;
      const body = Buffer.isBuffer(raw) ? raw : Buffer.alloc(0);
      const result = await payments.webhook(request.params.provider, body, request.headers);
      if (result === 'not_found') return sendError(reply, 'ROUTE_NOT_FOUND');
      return { status: true as const, message: result.message };
    },
  );
}
