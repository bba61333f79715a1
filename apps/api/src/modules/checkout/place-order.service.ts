import { formatMinor, type LanguageCode, type MobileMoneyWallet, type PaymentMethod, type PlacedOrder } from '@shop/contract';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/tokens.js';
import { taxRateBasisPoints } from '../cart/cart-pricing.js';
import { createCartService, ownCustomer } from '../cart/cart.service.js';
import { orderAnswer } from '../orders/order-answer.js';
import type { OrderPlacedPayload } from '../orders/order-placed-mail.js';
import { queueOrderMail } from '../orders/order-status.service.js';
import { newOrderNumber, ORDER_NUMBER_ATTEMPTS } from '../orders/order-number.js';
import { createOrdersRepo, OrderConflict, type NewOrderItem, type OrderRow } from '../orders/orders.repo.js';
import { takeStock } from '../payments/attempt-hold.js';
import { createPaymentAttemptsRepo, type AttemptRow } from '../payments/payment-attempts.repo.js';
import { attemptAnswer, type PaymentAttemptsService } from '../payments/payment-attempts.service.js';
import { createCheckoutRepo, type CheckoutRow } from './checkout.repo.js';
import { priceCheckout } from './checkout.service.js';

// POST /checkout/place/: the checkout becomes an order, in ONE transaction (DESIGN.md section 7). The cart is priced
// again by the cart's own rules with the delivery of this moment, the stock is taken line by line through the
// catalogue's one write path (a conditional update: never below zero), and the order freezes the money, names,
// pictures and options of that moment. Anything refused throws, and the rollback leaves nothing written.
//
// Idempotency: orders_customer_idempotency_uq. A retry whose key is already committed finds its order at the start; a
// retry running at the same time as the first one fails (on the unique constraint, or finding the cart and checkout
// the first one emptied), is rolled back, and answers the order the first one wrote. Same key, different cart: still
// the first order (the key names the attempt, not the cart). Different keys at once for one checkout (a double tap
// that made two keys): both place under the checkout's one order number, so the later fails on its uniqueness, draws
// again, and then finds the cart the first one emptied (CHECKOUT_EMPTY) or, paid online, the checkout it closed
// (CHECKOUT_CHOICE_REQUIRED): one order, stock taken once.
//
// Paid online (decision 21): the same transaction writes the order awaiting payment (payment_status pending) and its
// first payment attempt, which freezes the total and holds the stock taken; the cart stays until the payment succeeds
// (a shopper who never pays still has it) and the confirmation mail waits for the payment. The provider is asked to
// open the payment after the commit; if it cannot, the order is still placed and its attempt answers 'failed'.

export const PLACE_MESSAGES = { placed: 'Order placed' } as const;

export interface PlaceOrderDeps {
  db: Executor;
  taxRatePercent: number;
  clock: Clock;
  /** The largest total paid on delivery, in pesewas (PAY_ON_DELIVERY_MAX). */
  payOnDeliveryMaxMinor: number;
  /** Called once a new order committed: its confirmation mail waits in the outbox (the mail outbox's kick). */
  mailQueued?: () => void;
  /** Makes and opens payment attempts; `online` is false when the shop has no payment provider. */
  payments: { online: boolean; attempts: PaymentAttemptsService };
}

export interface PlaceRequest {
  idempotencyKey: string;
  paymentMethod: PaymentMethod;
  /** The wallet asked to pay, for mobile money. */
  wallet?: MobileMoneyWallet | undefined;
  language: LanguageCode;
  /** Where the provider's page returns the shopper to (the storefront's checkout). */
  callbackUrl: string;
}

interface Placed {
  order: OrderRow;
  /** False when the key had placed this order already: the answer is the same order, nothing new is written. */
  created: boolean;
  /** The payment attempt a new online order was placed with. */
  attempt?: AttemptRow;
}

/** Delivery needs a place and an address, pickup a store and who collects: what PATCH /checkout/ stores. */
const choiceMade = (row: CheckoutRow | undefined): row is CheckoutRow =>
  !!row &&
  ((row.deliveryMethod === 'Deliver' && row.deliveryPlaceId != null && row.deliveryAddress != null) ||
    (row.deliveryMethod === 'Pickup' && row.pickupStoreId != null && row.pickupContact != null));

export function createPlaceOrderService({ db, taxRatePercent, clock, payOnDeliveryMaxMinor, mailQueued, payments }: PlaceOrderDeps) {
  /** One attempt in one transaction; `orderNumber` replaces the checkout's after it collided with another order's. */
  function attempt(customerId: number, request: PlaceRequest, orderNumber: string | undefined): Promise<Placed> {
    return inTransaction(db, async (tx) => {
      const orders = createOrdersRepo(tx);
      const earlier = await orders.byIdempotencyKey(customerId, request.idempotencyKey);
      if (earlier) return { order: earlier, created: false };

      const cart = createCartService({ db: tx, taxRatePercent });
      const checkouts = createCheckoutRepo(tx);
      // The checkout before the cart: a place racing one that commits in between then finds the checkout but the cart
      // emptied, and says so (CHECKOUT_EMPTY), rather than asking for a choice the shopper had made.
      const row = await checkouts.find(customerId);
      const priced = await cart.priced(customerId, request.language);
      if (!priced.cart.order_item.length) throw new AppError('CHECKOUT_EMPTY');
      if (!choiceMade(row)) throw new AppError('CHECKOUT_CHOICE_REQUIRED');

      const at = clock();
      const { checkout, deliveryFeeMinor, totalMinor, delivery, store } = priceCheckout(row, priced, at);
      if (row.deliveryMethod === 'Deliver' && !delivery) throw new AppError('CHECKOUT_CHOICE_REQUIRED');
      if (row.deliveryMethod === 'Pickup' && !store) throw new AppError('CHECKOUT_CHOICE_REQUIRED');
      // A same-day choice after the 10:00 cut-off: the checkout now reads it as standard, but the shopper chose to have
      // it today and may not have seen the change. Placing it as standard would sell a later delivery they did not
      // accept, so refuse; the checkout they read next shows standard, and placing again takes it.
      if (delivery && delivery.speed !== row.deliveryOption) throw new AppError('DELIVERY_OPTION_CLOSED');

      const online = request.paymentMethod !== 'pay_on_delivery';
      if (!online && totalMinor > payOnDeliveryMaxMinor) {
        throw new AppError('PAY_ON_DELIVERY_LIMIT', { max: formatMinor(payOnDeliveryMaxMinor) });
      }
      if (online && !payments.online) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');

      const lines = priced.cart.order_item.map((line, i) => ({ line, figures: priced.lines[i]! }));
      const items: NewOrderItem[] = lines.map(({ line, figures }) => ({
        stockId: line.product.id,
        productName: line.product.name,
        image: line.product.image,
        sku: line.product.sku,
        attributes: line.product.attributes,
        quantity: line.quantity,
        unitPriceMinor: figures.unitPriceMinor,
        discountPercentage: line.discount_percentage,
        subTotalMinor: figures.totalMinor,
        discountMinor: figures.discountMinor,
      }));
      const expected = checkout.expected!;
      const order = await orders.insert(
        {
          orderNumber: orderNumber ?? row.orderNumber,
          customerId,
          status: 'Pending',
          paymentStatus: online ? 'pending' : 'unpaid',
          paymentMethod: request.paymentMethod,
          subTotalMinor: priced.figures.subTotalMinor,
          discountMinor: priced.figures.discountMinor,
          taxMinor: priced.figures.taxMinor,
          taxRateBasisPoints: taxRateBasisPoints(taxRatePercent),
          deliveryFeeMinor,
          totalMinor,
          deliveryMethod: row.deliveryMethod!,
          deliveryOption: delivery?.speed ?? null,
          deliveryPlaceId: delivery?.place.id ?? null,
          deliveryPlaceName: delivery?.place.name ?? null,
          deliveryRegion: checkout.delivery_location?.parent_name ?? null,
          pickupStoreId: store?.id ?? null,
          pickupStoreName: store?.name ?? null,
          addresses: delivery
            ? { billing_address: checkout.billing_address, delivery_address: checkout.delivery_address }
            : { billing_address: checkout.billing_address, pickup_address: checkout.pickup_address },
          orderNote: row.orderNote,
          expectedFrom: expected.from,
          expectedBy: expected.by,
          language: request.language,
          idempotencyKey: request.idempotencyKey,
        },
        items,
      );
      const note = online ? 'Order placed, awaiting payment' : 'Order placed';
      await orders.addHistory({ orderId: order.id, status: order.status, paymentStatus: order.paymentStatus, actor: 'customer', note });
      if (!online) {
        const payload: OrderPlacedPayload = { order_id: order.id };
        await queueOrderMail(tx, order, 'order_placed', payload);
        await cart.clear(customerId);
      }
      // The next checkout starts afresh, with a new order number.
      await checkouts.remove(customerId);
      // The stock is taken last, just before the commit: its row locks are what other shoppers of the same item wait
      // for, so they are held for as few statements as possible. Taken in stock-id order, so two orders sharing items
      // lock their rows in the same order (no deadlock). A short line throws and the rollback undoes the order too.
      await takeStock(
        tx,
        lines.map(({ line }) => ({ stockId: line.product.id, quantity: line.quantity, productName: line.product.name })),
      );
      if (!online) return { order, created: true };
      const choice = { method: request.paymentMethod as Exclude<PaymentMethod, 'pay_on_delivery'>, wallet: request.wallet };
      return { order, created: true, attempt: await payments.attempts.insert(tx, order, choice, request.idempotencyKey) };
    });
  }

  /** A new online order's attempt, opened at the provider now; a replayed key's order answers its latest attempt. */
  async function paymentOf(placed: Placed, callbackUrl: string): Promise<PlacedOrder['payment']> {
    const attempt = placed.attempt
      ? await payments.attempts.open(placed.attempt, placed.order, callbackUrl)
      : (await createPaymentAttemptsRepo(db).ofOrder(placed.order.id))[0];
    return attempt ? attemptAnswer(attempt, placed.order.orderNumber) : null;
  }

  return {
    /** Places the customer's checkout as an order, or answers the order this Idempotency-Key placed already. */
    async place(tokenCustomerId: number, named: number, request: PlaceRequest): Promise<{ order: PlacedOrder; created: boolean }> {
      const customerId = ownCustomer(tokenCustomerId, named);
      let orderNumber: string | undefined;
      for (let i = 0; i < ORDER_NUMBER_ATTEMPTS; i++) {
        let placed: Placed;
        try {
          placed = await attempt(customerId, request, orderNumber);
        } catch (err) {
          // Rolled back. When the same key committed meanwhile (a concurrent retry), this attempt failed because of it:
          // on the unique constraint, or on the cart or checkout the first one had just emptied. Answer its order.
          const earlier = await createOrdersRepo(db).byIdempotencyKey(customerId, request.idempotencyKey);
          if (earlier) placed = { order: earlier, created: false };
          // Otherwise a conflict is the order number, taken by another order: draw a new one and place again.
          else if (err instanceof OrderConflict) {
            orderNumber = newOrderNumber();
            continue;
          } else throw err;
        }
        if (placed.created && !placed.attempt) mailQueued?.();
        const payment = await paymentOf(placed, request.callbackUrl);
        const items = await createOrdersRepo(db).itemsOf([placed.order.id]);
        return { order: { ...orderAnswer(placed.order, items), payment }, created: placed.created };
      }
      throw new Error(`no free order number after ${ORDER_NUMBER_ATTEMPTS} draws: widen the AGH number space`);
    },
  };
}
export type PlaceOrderService = ReturnType<typeof createPlaceOrderService>;
