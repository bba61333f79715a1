import type { FastifyRequest } from 'fastify';
import { sendError } from '../../http/error-handler.js';
import type { Router } from '../../http/router.js';
import { PAYMENT_MESSAGES, type PaymentsService } from './payments.service.js';

// GET /payment/:reference/: the scope demands the public key and the customer's bearer token before this runs.
export function paymentRoutes(router: Router, payments: PaymentsService) {
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
