import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MAX } from '@shop/contract';
import { addresses } from '../../db/schema/index.js';
import { addAddress, added, deleteAddress, homeAddress, setDefaultAddress } from '../../test-support/addresses.js';
import { newShopper } from '../../test-support/cart.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

// Simultaneous calls of one customer (a double click, two tabs, a script): the book's rules hold whatever the order.
// On PGlite the calls take turns; on PostgreSQL they really run at once (DESIGN.md section 5).

describe.each(backends)('the address book under simultaneous calls on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: false });
  });
  afterAll(() => t.close());

  const rowsOf = (customerId: number) => t.database.db.select().from(addresses).where(eq(addresses.customerId, customerId));

  it('50 simultaneous "set default" calls over 5 addresses leave exactly one default, and every call answers 200', async () => {
    const s = await newShopper(t);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await added(t, s, { street_address: `${i + 1} Liberation Road` })).id);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => setDefaultAddress(t, s, ids[i % ids.length]!)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const defaults = (await rowsOf(s.customerId)).filter((r) => r.isDefault);
    expect(defaults).toHaveLength(1);
  });

  it(`200 simultaneous adds never pass ${ADDRESS_BOOK_MAX}: that many 201, the rest 409, one default`, async () => {
    const s = await newShopper(t);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => addAddress(t, s, homeAddress({ street_address: `${i + 1} Independence Avenue` }))));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((c) => c === 201)).toHaveLength(ADDRESS_BOOK_MAX);
    expect(statuses.filter((c) => c === 409)).toHaveLength(200 - ADDRESS_BOOK_MAX);
    for (const r of answers) if (r.statusCode === 409) expect(r.json().code).toBe('ADDRESS_BOOK_FULL');
    const rows = await rowsOf(s.customerId);
    expect(rows).toHaveLength(ADDRESS_BOOK_MAX);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('the first of many simultaneous adds to an empty book is the one default', async () => {
    const s = await newShopper(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => addAddress(t, s)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect((await rowsOf(s.customerId)).filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('deleting every address at once while others set defaults: never a book without its one default', async () => {
    const s = await newShopper(t);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await added(t, s, { street_address: `${i + 1} Castle Road` })).id);
    const calls = ids.flatMap((id) => [deleteAddress(t, s, id), setDefaultAddress(t, s, id)]);
    const answers = await Promise.all(calls);
    // Each answers what it found: done, the default refused while others remained (409), or already gone (404).
    for (const r of answers) {
      expect([200, 404, 409]).toContain(r.statusCode);
      if (r.statusCode !== 200) expect(r.json().code).toBe(r.statusCode === 404 ? 'ADDRESS_NOT_FOUND' : 'ADDRESS_DEFAULT_UNDELETABLE');
    }
    const rows = await rowsOf(s.customerId);
    if (rows.length > 0) expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });
});
