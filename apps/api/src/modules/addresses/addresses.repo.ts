import { and, count, desc, eq } from 'drizzle-orm';
import type { AddressInput, AddressPatch } from '@shop/contract/addresses';
import type { Executor } from '../../db/transaction.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { addresses, customers } from '../../db/schema/index.js';

// The address book's rows. Every statement names the customer, so an id of another customer's address finds nothing.

export type AddressRow = typeof addresses.$inferSelect;

/** A write met the one-default index (two defaults at once): the transaction is lost, the caller decides. */
export class AddressBookConflict extends Error {
  constructor() {
    super('address book: a second default');
  }
}

/** Runs a write, turning a violation of the one-default index into AddressBookConflict. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw new AddressBookConflict();
    throw err;
  }
}

const columnsOf = (input: AddressPatch) => ({
  ...(input.label !== undefined && { label: input.label }),
  ...(input.first_name !== undefined && { firstName: input.first_name }),
  ...(input.last_name !== undefined && { lastName: input.last_name }),
  ...(input.street_address !== undefined && { streetAddress: input.street_address }),
  ...(input.apartment !== undefined && { apartment: input.apartment }),
  ...(input.city !== undefined && { city: input.city }),
  ...(input.region !== undefined && { region: input.region }),
  ...(input.postal_code !== undefined && { postalCode: input.postal_code }),
  ...(input.country !== undefined && { country: input.country }),
  ...(input.phone !== undefined && { phone: input.phone }),
  ...(input.ghana_post_gps !== undefined && { ghanaPostGps: input.ghana_post_gps }),
});

export function createAddressesRepo(db: Executor) {
  const own = (customerId: number, id: number) => and(eq(addresses.customerId, customerId), eq(addresses.id, id));
  return {
    /**
     * Holds the customer's row until the transaction ends, so the book's writes of one customer run one after another:
     * the count before an add and the default's move see every other write. NO KEY UPDATE: the inserts that reference
     * the customer (cart lines, orders) take KEY SHARE and are not held up.
     */
    async lockCustomer(customerId: number): Promise<void> {
      await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
    },

    /** The default first, then the newest. */
    list(customerId: number): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    },

    async count(customerId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.customerId, customerId));
      return row?.n ?? 0;
    },

    async byId(customerId: number, id: number): Promise<AddressRow | undefined> {
      const [row] = await db.select().from(addresses).where(own(customerId, id));
      return row;
    },

    async insert(customerId: number, input: AddressInput, isDefault: boolean): Promise<AddressRow> {
      const [row] = await guarded(() =>
        db
          .insert(addresses)
          .values({ customerId, ...columnsOf(input), isDefault } as typeof addresses.$inferInsert)
          .returning(),
      );
      return row!;
    },

    async update(customerId: number, id: number, patch: AddressPatch): Promise<AddressRow | undefined> {
      const [row] = await db
        .update(addresses)
        .set({ ...columnsOf(patch), updatedAt: new Date() })
        .where(own(customerId, id))
        .returning();
      return row;
    },

    async remove(customerId: number, id: number): Promise<void> {
      await db.delete(addresses).where(own(customerId, id));
    },

    /** The default moves to `id`: the old one is cleared first, so the one-default index never sees two. */
    async makeDefault(customerId: number, id: number): Promise<void> {
      const now = new Date();
      await db
        .update(addresses)
        .set({ isDefault: false, updatedAt: now })
        .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
      await guarded(() => db.update(addresses).set({ isDefault: true, updatedAt: now }).where(own(customerId, id)));
    },
  };
}
