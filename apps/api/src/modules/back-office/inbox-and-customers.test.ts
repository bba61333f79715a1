import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_PATHS } from '@shop/contract';
import type { AdminCustomer, AdminMessage, AdminMessageWithReplies, AdminOrderSummary } from '@shop/contract/admin';
import { expectError, freshIp } from '../../test-support/accounts.js';
import { addToCart, expectCart, newShopper, newStockItem } from '../../test-support/cart.js';
import { ACCRA, deliverTo, expectUpdated, patchCheckout } from '../../test-support/checkout.js';
import { eventually } from '../../test-support/payments.js';
import { expectOrder, placeOrder } from '../../test-support/orders.js';
import { adminCall, dataOf, newStaff, type SignedInStaff } from '../../test-support/staff.js';
import { backends, createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.js';

// The back office's inbox of contact messages and its customers (issue 16).

describe.each(backends)('the inbox and the customers on %s', (backend) => {
  let t: TestApp;
  let staff: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await newStaff(t, 'staff');
  });
  afterAll(() => t.close());

  const write = (email: string, language: string) =>
    t.call('POST', CONTACT_PATHS.contact, {
      payload: { name: 'Abena Owusu', email, subject: 'Kente sizes', message: 'Do you have the kente\nin a longer size?', language },
      remoteAddress: freshIp(),
      headers: { 'x-api-key': TEST_API_KEY },
    });

  it('lists a new message unread, marks it read and unread, and a reply reaches the sender by mail in their language', async () => {
    const email = `abena-${Date.now()}@example.com`;
    expect((await write(email, 'es')).statusCode).toBe(200);
    const page = await adminCall(t, 'GET', '/messages/?status=unread', { token: staff.token });
    const unreadBefore = page.json().unread as number;
    const message = dataOf<AdminMessage[]>(page).find((m) => m.email === email)!;
    expect(message).toMatchObject({ name: 'Abena Owusu', subject: 'Kente sizes', read: false, replied_at: null, language: 'es' });

    const read = dataOf<AdminMessageWithReplies>(await adminCall(t, 'PATCH', `/messages/${message.id}/`, { token: staff.token, payload: { read: true } }));
    expect(read.read).toBe(true);
    const after = await adminCall(t, 'GET', '/messages/?status=unread', { token: staff.token });
    expect(after.json().unread).toBe(unreadBefore - 1);
    expect(dataOf<AdminMessage[]>(after).map((m) => m.id)).not.toContain(message.id);
    expect(
      dataOf<AdminMessageWithReplies>(await adminCall(t, 'PATCH', `/messages/${message.id}/`, { token: staff.token, payload: { read: false } })).read,
    ).toBe(false);

    const replied = dataOf<AdminMessageWithReplies>(
      await adminCall(t, 'POST', `/messages/${message.id}/replies/`, { token: staff.token, payload: { body: 'Yes: 2 m and 3 m.\nAma' } }),
      201,
    );
    expect(replied.read).toBe(true);
    expect(replied.replied_at).not.toBeNull();
    expect(replied.replies).toEqual([expect.objectContaining({ body: 'Yes: 2 m and 3 m.\nAma', staff: { id: staff.id, email: staff.email } })]);
    const mail = await eventually(
      async () => t.outbox.messagesTo(email).find((m) => m.subject === 'Re: Kente sizes'),
      (m) => m !== undefined,
    );
    expect(mail!.text).toContain('Hola Abena Owusu:');
    expect(mail!.text).toContain('Yes: 2 m and 3 m.\nAma');
    expect(mail!.text).toContain('> Do you have the kente\n> in a longer size?');
  });

  it('refuses an empty reply and an unknown message', async () => {
    const email = `kwame-${Date.now()}@example.com`;
    await write(email, 'en');
    const message = dataOf<AdminMessage[]>(await adminCall(t, 'GET', '/messages/', { token: staff.token })).find((m) => m.email === email)!;
    expectError(await adminCall(t, 'POST', `/messages/${message.id}/replies/`, { token: staff.token, payload: { body: ' ' } }), 400, 'VALIDATION_FAILED');
    expectError(await adminCall(t, 'GET', '/messages/00000000-0000-4000-8000-000000000000/', { token: staff.token }), 404, 'MESSAGE_NOT_FOUND');
    expectError(await adminCall(t, 'GET', '/messages/?status=starred', { token: staff.token }), 400, 'VALIDATION_FAILED');
  });

  it('finds a customer by email and shows their orders, never a password, token or code', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 5 });
    expectCart(await addToCart(t, s, stock, 1), 'Added to cart');
    expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
    const order = expectOrder(await placeOrder(t, s));

    const one = dataOf<AdminCustomer & { recent_orders: AdminOrderSummary[] }>(
      await adminCall(t, 'GET', `/customers/${s.customerId}/`, { token: staff.token }),
    );
    expect(one.orders).toBe(1);
    expect(one.last_order_at).not.toBeNull();
    expect(one.recent_orders.map((o) => o.order_id)).toEqual([order.order_id]);
    const found = dataOf<AdminCustomer[]>(await adminCall(t, 'GET', `/customers/?q=${encodeURIComponent(one.email.toUpperCase())}`, { token: staff.token }));
    expect(found.map((c) => c.id)).toEqual([s.customerId]);
    expect((await adminCall(t, 'GET', `/customers/?q=${one.code}`, { token: staff.token })).json().count).toBe(1);
    const raw = (await adminCall(t, 'GET', `/customers/${s.customerId}/`, { token: staff.token })).body;
    expect(raw).not.toMatch(/argon2|password|token|otp/i);
    expectError(await adminCall(t, 'GET', '/customers/999999/', { token: staff.token }), 404, 'CUSTOMER_NOT_FOUND');
  });
});
