import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MAX } from '@shop/contract';
import { addresses } from '../../db/schema/index.js';
import { expectError } from '../../test-support/accounts.js';
import {
  addAddress,
  added,
  deleteAddress,
  expectAddress,
  expectBook,
  homeAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../../test-support/addresses.js';
import { newShopper } from '../../test-support/cart.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

const REFUSED_DEFAULT = 'Cannot delete default address. Please set another address as default first.';

describe.each(backends)('the address book (/address/) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: false });
  });
  afterAll(() => t.close());

  const rowsOf = (customerId: number) => t.database.db.select().from(addresses).where(eq(addresses.customerId, customerId));
  const defaultsOf = async (customerId: number) => (await rowsOf(customerId)).filter((r) => r.isDefault).map((r) => r.id);

  describe('the calls', () => {
    it('starts empty, adds (201, normalised), the first becomes the default and the second does not', async () => {
      const s = await newShopper(t);
      expect(expectBook(await listAddresses(t, s), 'Addresses retrieved')).toEqual([]);

      const first = expectAddress(
        await addAddress(t, s, homeAddress({ phone: '+233 24 412 3456', ghana_post_gps: ' ga 183 8164 ', first_name: '  Ama ' })),
        201,
        'Address added successfully!',
      );
      expect(first).toMatchObject({
        label: 'Home',
        first_name: 'Ama',
        last_name: 'Mensah',
        street_address: '12 Oxford Street',
        apartment: 'Flat 3',
        city: 'Accra',
        region: 'Greater Accra',
        postal_code: '00233',
        country: 'Ghana',
        phone: '0244123456',
        ghana_post_gps: 'GA-183-8164',
        is_default: true,
      });

      const second = await added(t, s, {
        label: 'Work',
        street_address: '5 Adum Road',
        city: 'Kumasi',
        region: 'Ashanti',
        apartment: undefined,
        ghana_post_gps: undefined,
        country: undefined,
      });
      expect(second).toMatchObject({ label: 'Work', is_default: false, apartment: '', ghana_post_gps: '', country: 'Ghana' });

      const third = await added(t, s, { label: 'Other', city: 'Tamale', region: 'Northern' });
      // The default first, then the newest.
      expect(expectBook(await listAddresses(t, s), 'Addresses retrieved').map((a) => a.id)).toEqual([first.id, third.id, second.id]);
    });

    it('edits only the fields given and keeps the default where it was', async () => {
      const s = await newShopper(t);
      const a = await added(t, s);
      const edited = expectAddress(await updateAddress(t, s, a.id, { city: 'Tema', phone: '0201234567' }), 200, 'Address updated successfully!');
      expect(edited).toMatchObject({ ...a, city: 'Tema', phone: '0201234567', updated_at: expect.any(String) as string });
      expect(edited.is_default).toBe(true);
      expect(expectBook(await listAddresses(t, s), 'Addresses retrieved')).toEqual([edited]);
    });

    it('setting a default clears the others: exactly one default, first in the answer', async () => {
      const s = await newShopper(t);
      const a = await added(t, s);
      const b = await added(t, s, { label: 'Work' });
      const c = await added(t, s, { label: 'Other' });
      const book = expectBook(await setDefaultAddress(t, s, b.id), 'Default address updated');
      expect(book.map((x) => [x.id, x.is_default])).toEqual([
        [b.id, true],
        [c.id, false],
        [a.id, false],
      ]);
      expect(await defaultsOf(s.customerId)).toEqual([b.id]);
      // Setting the default again changes nothing.
      expect(expectBook(await setDefaultAddress(t, s, b.id), 'Default address updated')).toEqual(book);
    });

    it('deletes a non-default address; refuses the default while others remain; deletes the default when alone', async () => {
      const s = await newShopper(t);
      const a = await added(t, s);
      const b = await added(t, s, { label: 'Work' });

      expectError(await deleteAddress(t, s, a.id), 409, 'ADDRESS_DEFAULT_UNDELETABLE', REFUSED_DEFAULT);
      expect((await rowsOf(s.customerId)).length).toBe(2);

      const after = expectBook(await deleteAddress(t, s, b.id), 'Address deleted successfully!');
      expect(after.map((x) => [x.id, x.is_default])).toEqual([[a.id, true]]);

      expect(expectBook(await deleteAddress(t, s, a.id), 'Address deleted successfully!')).toEqual([]);
      expectError(await deleteAddress(t, s, a.id), 404, 'ADDRESS_NOT_FOUND');
      // The next one added is the default again.
      expect((await added(t, s)).is_default).toBe(true);
    });

    it(`keeps at most ${ADDRESS_BOOK_MAX} addresses: the next is 409 ADDRESS_BOOK_FULL naming the cap`, async () => {
      const s = await newShopper(t);
      for (let i = 0; i < ADDRESS_BOOK_MAX; i++) await added(t, s, { street_address: `${i + 1} Ring Road` });
      expectError(await addAddress(t, s), 409, 'ADDRESS_BOOK_FULL', 'Your address book is full: at most 20 addresses. Please delete one first.', {
        max: ADDRESS_BOOK_MAX,
      });
      expect((await rowsOf(s.customerId)).length).toBe(ADDRESS_BOOK_MAX);
    });
  });

  describe('who may', () => {
    it('no token: 401 on every call', async () => {
      const s = await newShopper(t);
      const a = await added(t, s);
      const o = { token: null };
      expectError(await listAddresses(t, s, o), 401, 'UNAUTHORIZED');
      expectError(await addAddress(t, s, homeAddress(), o), 401, 'UNAUTHORIZED');
      expectError(await updateAddress(t, s, a.id, { city: 'Ho' }, o), 401, 'UNAUTHORIZED');
      expectError(await deleteAddress(t, s, a.id, o), 401, 'UNAUTHORIZED');
      expectError(await setDefaultAddress(t, s, a.id, o), 401, 'UNAUTHORIZED');
      // The key alone is not enough either: a token without the key is refused too.
      expectError(await t.call('GET', `/address/?customer_id=${s.customerId}`, { headers: { authorization: `Bearer ${s.token}` } }), 401, 'API_KEY_REQUIRED');
    });

    it("another customer's token naming this customer: 403 on every call, nothing changed", async () => {
      const owner = await newShopper(t);
      const other = await newShopper(t);
      const a = await added(t, owner);
      const as = { customerId: owner.customerId };
      expectError(await listAddresses(t, other, as), 403, 'FORBIDDEN');
      expectError(await addAddress(t, other, homeAddress(), as), 403, 'FORBIDDEN');
      expectError(await updateAddress(t, other, a.id, { city: 'Ho' }, as), 403, 'FORBIDDEN');
      expectError(await deleteAddress(t, other, a.id, as), 403, 'FORBIDDEN');
      expectError(await setDefaultAddress(t, other, a.id, as), 403, 'FORBIDDEN');
      expect(await rowsOf(owner.customerId)).toHaveLength(1);
    });

    it("another customer's address id: 404 like a missing one for edit, delete and default; never listed", async () => {
      const owner = await newShopper(t);
      const other = await newShopper(t);
      const a = await added(t, owner);
      const b = await added(t, owner, { label: 'Work' });
      await added(t, other);
      for (const id of [a.id, b.id]) {
        expectError(await updateAddress(t, other, id, { city: 'Ho' }), 404, 'ADDRESS_NOT_FOUND', 'Address not found.');
        expectError(await deleteAddress(t, other, id), 404, 'ADDRESS_NOT_FOUND', 'Address not found.');
        expectError(await setDefaultAddress(t, other, id), 404, 'ADDRESS_NOT_FOUND', 'Address not found.');
      }
      expectError(await updateAddress(t, owner, 2_000_000_000, { city: 'Ho' }), 404, 'ADDRESS_NOT_FOUND', 'Address not found.');
      const ownerRows = await rowsOf(owner.customerId);
      expect(ownerRows.map((r) => [r.id, r.city, r.isDefault]).sort()).toEqual(
        [
          [a.id, 'Accra', true],
          [b.id, 'Accra', false],
        ].sort(),
      );
      expect(expectBook(await listAddresses(t, other), 'Addresses retrieved').map((x) => x.id)).not.toContain(a.id);
    });

    it('an id that is not a number: 400', async () => {
      const s = await newShopper(t);
      expectError(await deleteAddress(t, s, 'abc'), 400, 'VALIDATION_FAILED');
    });
  });

  describe("validation (the spec's messages, as field codes)", () => {
    it("an empty address names every required field with the spec's words", async () => {
      const s = await newShopper(t);
      const blank = {
        label: '',
        first_name: '',
        last_name: '',
        street_address: '',
        city: '',
        region: '',
        postal_code: '',
        country: '',
        phone: '',
      };
      const error = expectError(await addAddress(t, s, blank), 400, 'VALIDATION_FAILED', 'Address label is required');
      expect(error.errors).toEqual({
        label: ['Address label is required'],
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        street_address: ['Street address is required'],
        city: ['City is required'],
        region: ['State/Region is required'],
        postal_code: ['Postal code is required'],
        country: ['Country is required'],
        phone: ['Phone number is required'],
      });
      expect((error.params as { fields: Record<string, string[]> }).fields).toMatchObject({
        label: ['ADDRESS_LABEL_REQUIRED'],
        street_address: ['ADDRESS_STREET_REQUIRED'],
        region: ['ADDRESS_REGION_REQUIRED'],
        phone: ['ADDRESS_PHONE_REQUIRED'],
      });
      // Absent fields say the same.
      const absent = expectError(await addAddress(t, s, {}), 400, 'VALIDATION_FAILED');
      expect(Object.keys(absent.errors!).sort()).toEqual(['city', 'first_name', 'label', 'last_name', 'phone', 'postal_code', 'region', 'street_address']);
      expect(await rowsOf(s.customerId)).toEqual([]);
    });

    it.each([
      ['a label not offered', { label: 'Office' }, 'label', 'Address label is required'],
      ['a region outside Ghana', { region: 'Lagos' }, 'region', "Please choose one of Ghana's 16 regions"],
      ['another country', { country: 'Nigeria' }, 'country', 'We deliver to addresses in Ghana only'],
      ['a phone that is not Ghanaian', { phone: '0123456789' }, 'phone', 'Please enter a valid Ghana phone number'],
      ['a phone with letters', { phone: '024 ABC 3456' }, 'phone', 'Phone number can only contain numbers, spaces, and +()-'],
      ['a GPS code of another form', { ghana_post_gps: 'GA-18-8164' }, 'ghana_post_gps', 'Enter a Ghana Post GPS address such as GA-183-8164'],
      ['a street with a control character', { street_address: '12 Oxford\u0000 Street' }, 'street_address', 'Address contains characters that are not allowed'],
      ['a street too long', { street_address: 'x'.repeat(201) }, 'street_address', 'Address is too long'],
      ['a city too long', { city: 'x'.repeat(101) }, 'city', 'Address is too long'],
      ['a postal code too long', { postal_code: '1'.repeat(21) }, 'postal_code', 'Post code is too long'],
      ['a one-letter first name', { first_name: 'A' }, 'first_name', 'First name is required'],
      ['a first name too long', { first_name: 'A'.repeat(51) }, 'first_name', 'First name is too long'],
    ])('refuses %s with its message (add and edit), writing nothing', async (_label, change, field, message) => {
      const s = await newShopper(t);
      expect(expectError(await addAddress(t, s, homeAddress(change)), 400, 'VALIDATION_FAILED', message).errors).toEqual({ [field]: [message] });
      const a = await added(t, s);
      expect(expectError(await updateAddress(t, s, a.id, change), 400, 'VALIDATION_FAILED', message).errors).toEqual({ [field]: [message] });
      expect(await rowsOf(s.customerId)).toHaveLength(1);
    });

    it('an edit with nothing to change is refused', async () => {
      const s = await newShopper(t);
      const a = await added(t, s);
      const error = expectError(await updateAddress(t, s, a.id, {}), 400, 'VALIDATION_FAILED');
      expect(error.errors).toEqual({ body: ['Please fill in the address'] });
      expect(error.params).toEqual({ fields: { body: ['ADDRESS_REQUIRED'] } });
    });

    it('accepts the usual ways of writing a GPS code and a phone number', async () => {
      const s = await newShopper(t);
      for (const [gps, phone, wantGps] of [
        ['AK-0395-0284', '0551234987', 'AK-0395-0284'],
        ['ga1838164', '(024) 412-3456', 'GA-183-8164'],
        ['', '233244123456', ''],
      ] as const) {
        const a = await added(t, s, { ghana_post_gps: gps, phone });
        expect([a.ghana_post_gps, a.phone]).toEqual([wantGps, phone === '0551234987' ? phone : '0244123456']);
      }
    });
  });
});
