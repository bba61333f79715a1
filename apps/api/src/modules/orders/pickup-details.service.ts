import { pickupStoreById } from '@shop/contract/delivery';
import { PICKUP_DETAILS_PER_ORDER, PICKUP_DETAILS_WINDOW_SECONDS } from '@shop/contract/my-orders';
import type { PickupDetails } from '@shop/contract/my-orders-answers';
import type { Executor } from '../../db/transaction.js';
import { AppError, retryLater } from '../../lib/errors.js';
import type { MailLanguage } from '../../lib/mailer.js';
import type { RateLimiterFactory } from '../../lib/rate-limit.js';
import { createUsersRepo } from '../identity/users.repo.js';
import { createOrdersRepo } from './orders.repo.js';
import type { OrdersService } from './orders.service.js';
import type { PickupReadyPayload } from './pickup-ready-mail.js';

// 'Pickup Details' on My Orders (spec part 2 section 4: 'Pickup details have been sent to your email.'): the pickup
// mail is queued again and the store answered for the page. Each call mails the customer, so it is throttled per order:
// a script holding a token cannot flood an inbox (or our mail server's reputation) through it.

export const PICKUP_DETAILS_MESSAGE = 'Pickup details have been sent to your email.';

interface Deps {
  db: Executor;
  orders: OrdersService;
  rateLimits: RateLimiterFactory;
  /** Wakes the mail sender once the mail is queued. */
  mailQueued: () => void;
}

export function createPickupDetailsService({ db, orders, rateLimits, mailQueued }: Deps) {
  const perOrder = rateLimits.create({ name: 'pickup-details-order', points: PICKUP_DETAILS_PER_ORDER, windowSeconds: PICKUP_DETAILS_WINDOW_SECONDS });
  const repo = createOrdersRepo(db);
  const users = createUsersRepo(db);

  return {
    /** Sends the pickup mail again, in `language`, for the customer's own order that is Ready for Pickup. */
    async send(tokenCustomerId: number, named: number, orderNumber: string, language: MailLanguage): Promise<PickupDetails> {
      const order = await orders.ownOrder(tokenCustomerId, named, orderNumber);
      const store = order.pickupStoreId != null ? pickupStoreById(order.pickupStoreId) : undefined;
      if (order.status !== 'Ready for Pickup' || !store) throw new AppError('ORDER_NOT_READY_FOR_PICKUP');
      const hit = await perOrder.hit(String(order.id));
      if (!hit.allowed) throw retryLater('PICKUP_DETAILS_TOO_MANY', hit.retryAfterSeconds);
      const email = await users.emailOfCustomer(order.customerId);
      if (!email) throw new Error(`customer ${order.customerId} has no account email`);
      const payload: PickupReadyPayload = { order_id: order.id };
      await repo.queueMail({ kind: 'order_pickup_ready', recipient: email, language, payload });
      mailQueued();
      return { order_id: order.orderNumber, pickup_store: { ...store, hours: { ...store.hours }, coordinates: { ...store.coordinates } } };
    },
  };
}
export type PickupDetailsService = ReturnType<typeof createPickupDetailsService>;
