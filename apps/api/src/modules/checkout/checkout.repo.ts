import { eq, sql } from 'drizzle-orm';
import type { CheckoutAddress, DeliveryMethod, PickupContact } from '@shop/contract';
import type { DeliveryOptionId } from '@shop/contract/delivery';
import type { Executor } from '../../db/transaction.js';
import { checkouts } from '../../db/schema/index.js';
import { newOrderNumber, ORDER_NUMBER_ATTEMPTS } from '../orders/order-number.js';

// One checkout per customer (checkouts_customer_uq), holding the choices made on the way to an order and the order
// number it will place under. Never any money: the service prices the cart again on every read.

export type CheckoutRow = typeof checkouts.$inferSelect;

/** The choices of one PATCH: the other method's fields are null, so switching Deliver and Pickup leaves nothing behind. */
export interface CheckoutChoices {
  deliveryMethod: DeliveryMethod;
  deliveryPlaceId: number | null;
  deliveryOption: DeliveryOptionId | null;
  pickupStoreId: number | null;
  orderNote: string;
  billingAddress: CheckoutAddress;
  deliveryAddress: CheckoutAddress | null;
  pickupContact: PickupContact | null;
}

export function createCheckoutRepo(db: Executor) {
  const find = async (customerId: number): Promise<CheckoutRow | undefined> => {
    const [row] = await db.select().from(checkouts).where(eq(checkouts.customerId, customerId));
    return row;
  };

  return {
    find,

    /**
     * The customer's checkout, made on first use with a fresh order number. One statement decides: the insert does
     * nothing when the customer already has a checkout (two first reads at once end with one row: the second waits for
     * the first and then reads it) or when the number drawn is taken, by another checkout (its unique constraint) or by
     * a placed order (the NOT EXISTS, in the same statement); then the read says which, and a taken number is drawn
     * again. The one case no statement here sees is an order committing that very number between the check and the
     * insert; the orders' own unique constraint still refuses the duplicate when that checkout is placed.
     */
    async findOrCreate(customerId: number): Promise<CheckoutRow> {
      for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
        const number = newOrderNumber();
        await db.execute(sql`
          insert into checkouts (customer_id, order_number)
          select ${customerId}::int, ${number}::text
          where not exists (select 1 from orders o where o.order_number = ${number}::text)
          on conflict do nothing`);
        const row = await find(customerId);
        if (row) return row;
      }
      throw new Error(`no free order number after ${ORDER_NUMBER_ATTEMPTS} draws: widen the AGH number space`);
    },

    /** Deletes the customer's checkout (its order was placed): the next checkout gets a new order number. */
    async remove(customerId: number): Promise<void> {
      await db.delete(checkouts).where(eq(checkouts.customerId, customerId));
    },

    /** Stores the choices of the customer's checkout (it exists: findOrCreate first); answers the row as stored. */
    async saveChoices(customerId: number, choices: CheckoutChoices): Promise<CheckoutRow> {
      const [row] = await db
        .update(checkouts)
        .set({ ...choices, updatedAt: sql`now()` })
        .where(eq(checkouts.customerId, customerId))
        .returning();
      if (!row) throw new Error(`customer ${customerId} has no checkout to update`);
      return row;
    },
  };
}
export type CheckoutRepo = ReturnType<typeof createCheckoutRepo>;
