import {
  formatMinor,
  ONLINE_PAYMENT_METHODS,
  type Checkout,
  type CheckoutAddress,
  type CheckoutUpdate,
  type LanguageCode,
  type Money,
  type PickupAddress,
  type PickupContact,
} from '@shop/contract';
import {
  deliveryChoices,
  deliveryPlaceById,
  ghanaTime,
  isSameDayOpen,
  pickupReadyBy,
  regionByCode,
  type DeliveryOptionId,
  type DeliveryPlace,
} from '@shop/contract/delivery';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/tokens.js';
import { ownCustomer, type CartService, type PricedCart } from '../cart/cart.service.js';
import { createCheckoutRepo, type CheckoutChoices, type CheckoutRow } from './checkout.repo.js';
import { deliveryPlaces } from './delivery-places.service.js';

// The checkout: the customer's cart priced by the cart's own rules (cart.priced, the very figures GET /cart/ answers)
// plus the delivery chosen, priced for that cart at this moment. Nothing of the money is stored, so every read is
// priced again from current prices and the current time (the same-day cut-off, the expected dates).
//
// VAT: the cart taxes the goods (sub_total − discount); the delivery fee is not taxed, as the shop quotes its delivery
// prices (GHS 15, 30, 50) as the amounts paid. total = sub_total − discount_allowed + tax + delivery_fee.

export const CHECKOUT_MESSAGES = {
  retrieved: 'Checkout retrieved',
  updated: 'Checkout updated',
  /** The spec's text for an empty cart: not an error, the storefront shows its empty-cart state. */
  empty: 'No item available for checkout',
} as const;

const money = (minor: number): Money => ({ amount: formatMinor(minor), currency: 'GHS' });

export interface CheckoutDeps {
  db: Executor;
  cart: Pick<CartService, 'priced'>;
  clock: Clock;
  /** The shop takes online payments (a payment provider is configured): the checkout offers them first. */
  onlinePayments: boolean;
}

/** The delivery a stored choice comes to now: its place, and the speed still offered (see speedNow). */
export interface DeliveryNow {
  place: DeliveryPlace;
  speed: DeliveryOptionId;
  feeMinor: number;
  expected: { from: string; by: string };
}

/**
 * The stored speed when the place still offers it at this moment, else standard: a same-day choice read after the
 * 10:00 cut-off is answered (and would be placed) as standard, which every place offers; delivery_speed and
 * delivery_choices say so, and choosing again is the shopper's to do. Nothing is written on a read.
 */
function deliveryNow(row: CheckoutRow, discountedMinor: number, at: Date): DeliveryNow | undefined {
  if (row.deliveryMethod !== 'Deliver' || row.deliveryPlaceId == null) return undefined;
  const place = deliveryPlaceById(row.deliveryPlaceId);
  if (!place) return undefined;
  const choices = deliveryChoices(place, discountedMinor, at);
  const chosen = choices.find((c) => c.option === row.deliveryOption) ?? choices.find((c) => c.option === 'standard')!;
  return { place, speed: chosen.option, feeMinor: chosen.fee, expected: { from: chosen.estimate.earliest, by: chosen.estimate.latest } };
}

export function regionName(place: DeliveryPlace) {
  const region = regionByCode(place.region);
  if (!region) throw new Error(`delivery place ${place.id} in unknown region ${place.region}`);
  return region.name;
}

/** The checkout priced now, with what placing it freezes: the delivery fee in pesewas and the delivery or store chosen. */
export interface PricedCheckout {
  checkout: Checkout;
  deliveryFeeMinor: number;
  /** The cart's total plus the delivery fee, in pesewas: what the order will cost. */
  totalMinor: number;
  delivery: DeliveryNow | undefined;
  store: PickupAddress | undefined;
}

/** The whole checkout from its row and the cart priced now (GET, PATCH, and the place call in its transaction). */
export function priceCheckout(row: CheckoutRow, priced: PricedCart, at: Date, onlinePayments = false): PricedCheckout {
  const { cart: lines, figures } = priced;
  const discountedMinor = figures.subTotalMinor - figures.discountMinor;
  const delivery = deliveryNow(row, discountedMinor, at);
  const store = row.deliveryMethod === 'Pickup' ? deliveryPlaces.pickupAddresses().find((p) => p.id === row.pickupStoreId) : undefined;
  // Pickup is free and "ready within 24 hours": expected on the Ghana day 24 hours from now.
  const readyDay = ghanaTime(pickupReadyBy(at)).date;
  const deliveryFeeMinor = delivery?.feeMinor ?? 0;
  const totalMinor = figures.totalMinor + deliveryFeeMinor;
  const checkout: Checkout = {
    id: row.id,
    order_id: row.orderNumber,
    order_item: lines.order_item,
    item_count: lines.item_count,
    sub_total: lines.sub_total,
    discount_allowed: lines.discount_allowed,
    tax: lines.tax,
    tax_rate: lines.tax_rate,
    delivery_fee: money(deliveryFeeMinor),
    total: money(totalMinor),
    delivery_option: row.deliveryMethod === 'Deliver' || row.deliveryMethod === 'Pickup' ? row.deliveryMethod : null,
    delivery_location: delivery ? { id: delivery.place.id, name: delivery.place.name, parent_name: regionName(delivery.place) } : null,
    delivery_speed: delivery?.speed ?? null,
    delivery_choices: delivery
      ? deliveryChoices(delivery.place, discountedMinor, at).map((c) => ({
          id: c.option,
          fee: money(c.fee),
          expected: { from: c.estimate.earliest, by: c.estimate.latest },
        }))
      : [],
    pickup_store: store ?? null,
    order_note: row.orderNote,
    billing_address: (row.billingAddress as CheckoutAddress | null) ?? null,
    delivery_address: (row.deliveryAddress as CheckoutAddress | null) ?? null,
    pickup_address: (row.pickupContact as PickupContact | null) ?? null,
    expected: delivery ? delivery.expected : store ? { from: readyDay, by: readyDay } : null,
    // Pay on delivery stays listed above its limit: placing says why it is refused (PAY_ON_DELIVERY_LIMIT).
    payment_methods: onlinePayments ? [...ONLINE_PAYMENT_METHODS, 'pay_on_delivery'] : ['pay_on_delivery'],
  };
  return { checkout, deliveryFeeMinor, totalMinor, delivery, store };
}

export function createCheckoutService({ db, cart, clock, onlinePayments }: CheckoutDeps) {
  const checkouts = createCheckoutRepo(db);

  /** What PATCH stores: the chosen method's fields, the other method's cleared. */
  function choicesOf(update: CheckoutUpdate): CheckoutChoices {
    const common = { orderNote: update.order_note, billingAddress: update.billing_address };
    if (update.delivery_option === 'Deliver') {
      return {
        ...common,
        deliveryMethod: 'Deliver',
        deliveryPlaceId: update.delivery_price_location ?? null,
        deliveryOption: update.delivery_speed ?? 'standard',
        deliveryAddress: update.delivery_address ?? null,
        pickupStoreId: null,
        pickupContact: null,
      };
    }
    return {
      ...common,
      deliveryMethod: 'Pickup',
      pickupStoreId: update.pickup_address?.platform_pickup_address ?? null,
      pickupContact: update.pickup_address ?? null,
      deliveryPlaceId: null,
      deliveryOption: null,
      deliveryAddress: null,
    };
  }

  return {
    /** The customer's checkout priced now, made (with its order number) on the first read of a non-empty cart; null for an empty cart. */
    async get(tokenCustomerId: number, named: number, language: LanguageCode): Promise<Checkout | null> {
      const customerId = ownCustomer(tokenCustomerId, named);
      const priced = await cart.priced(customerId, language);
      if (!priced.cart.order_item.length) return null;
      const row = await checkouts.findOrCreate(customerId);
      return priceCheckout(row, priced, clock(), onlinePayments).checkout;
    },

    /**
     * Stores the delivery or pickup choice (the body is already checked by the schema: place, store and speed exist
     * and the place offers the speed) and answers the checkout priced now with `delivery_price`; null for an empty
     * cart, nothing stored. The same-day cut-off is the moment's to check, here.
     */
    async update(
      tokenCustomerId: number,
      named: number,
      update: CheckoutUpdate,
      language: LanguageCode,
    ): Promise<(Checkout & { delivery_price: Money }) | null> {
      const customerId = ownCustomer(tokenCustomerId, named);
      const priced = await cart.priced(customerId, language);
      if (!priced.cart.order_item.length) return null;
      const at = clock();
      if (update.delivery_option === 'Deliver' && update.delivery_speed === 'same_day' && !isSameDayOpen(at)) {
        throw new AppError('DELIVERY_OPTION_CLOSED');
      }
      const row = await inTransaction(db, async (tx) => {
        const repo = createCheckoutRepo(tx);
        await repo.findOrCreate(customerId);
        return repo.saveChoices(customerId, choicesOf(update));
      });
      const { checkout, deliveryFeeMinor } = priceCheckout(row, priced, at, onlinePayments);
      return { ...checkout, delivery_price: money(deliveryFeeMinor) };
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
