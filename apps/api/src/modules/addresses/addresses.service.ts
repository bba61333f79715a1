import { ADDRESS_BOOK_MAX, type Address, type AddressInput, type AddressPatch } from '@shop/contract/addresses';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { ownCustomer } from '../cart/cart.service.js';
import { AddressBookConflict, createAddressesRepo, type AddressRow } from './addresses.repo.js';

// The address book's rules (spec part 2 section 4 "Addresses"): the first address is the default, one default at a
// time, the default cannot be deleted unless it is the only address; ours: at most ADDRESS_BOOK_MAX addresses.
// Each write runs in one transaction holding the customer's row (see the repo's lockCustomer), so simultaneous calls
// of one customer cannot pass the cap or leave two defaults or none.

const answer = (row: AddressRow): Address => ({
  id: row.id,
  label: row.label as Address['label'],
  first_name: row.firstName,
  last_name: row.lastName,
  street_address: row.streetAddress,
  apartment: row.apartment,
  city: row.city,
  region: row.region as Address['region'],
  postal_code: row.postalCode,
  country: row.country,
  phone: row.phone,
  ghana_post_gps: row.ghanaPostGps,
  is_default: row.isDefault,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export function createAddressesService({ db }: { db: Executor }) {
  const read = createAddressesRepo(db);

  /**
   * One write of the book in a transaction on the customer's locked row. The lock makes the one-default index's
   * refusal unreachable; should it fire anyway (a row written around this service), the caller is asked to retry (409),
   * never answered a 500.
   */
  async function write<T>(customerId: number, work: (repo: ReturnType<typeof createAddressesRepo>) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(db, async (tx) => {
        const repo = createAddressesRepo(tx);
        await repo.lockCustomer(customerId);
        return work(repo);
      });
    } catch (err) {
      if (err instanceof AddressBookConflict) throw new AppError('ADDRESS_BOOK_CHANGED');
      throw err;
    }
  }

  return {
    async list(tokenCustomerId: number, named: number): Promise<Address[]> {
      return (await read.list(ownCustomer(tokenCustomerId, named))).map(answer);
    },

    /** A new address; the first one becomes the default. */
    async add(tokenCustomerId: number, named: number, input: AddressInput): Promise<Address> {
      const customerId = ownCustomer(tokenCustomerId, named);
      return write(customerId, async (repo) => {
        const held = await repo.count(customerId);
        if (held >= ADDRESS_BOOK_MAX) throw new AppError('ADDRESS_BOOK_FULL', { max: ADDRESS_BOOK_MAX });
        return answer(await repo.insert(customerId, input, held === 0));
      });
    },

    /** Changes the fields given; another customer's address is a 404 like one that does not exist. */
    async update(tokenCustomerId: number, named: number, id: number, patch: AddressPatch): Promise<Address> {
      const customerId = ownCustomer(tokenCustomerId, named);
      const row = await read.update(customerId, id, patch);
      if (!row) throw new AppError('ADDRESS_NOT_FOUND');
      return answer(row);
    },

    /** Deletes an address, unless it is the default and others remain; answers the book as it is after. */
    async remove(tokenCustomerId: number, named: number, id: number): Promise<Address[]> {
      const customerId = ownCustomer(tokenCustomerId, named);
      await write(customerId, async (repo) => {
        const row = await repo.byId(customerId, id);
        if (!row) throw new AppError('ADDRESS_NOT_FOUND');
        if (row.isDefault && (await repo.count(customerId)) > 1) throw new AppError('ADDRESS_DEFAULT_UNDELETABLE');
        await repo.remove(customerId, id);
      });
      return (await read.list(customerId)).map(answer);
    },

    /** Makes an address the default (the others lose the flag); answers the book, the new default first. */
    async setDefault(tokenCustomerId: number, named: number, id: number): Promise<Address[]> {
      const customerId = ownCustomer(tokenCustomerId, named);
      await write(customerId, async (repo) => {
        const row = await repo.byId(customerId, id);
        if (!row) throw new AppError('ADDRESS_NOT_FOUND');
        if (!row.isDefault) await repo.makeDefault(customerId, id);
      });
      return (await read.list(customerId)).map(answer);
    },
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
