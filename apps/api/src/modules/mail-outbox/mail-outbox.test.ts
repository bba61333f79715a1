import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_PATHS, type Order } from '@shop/contract';
import { outboxMails } from '../../db/schema/index.js';
import type { MailMessage, Mailer } from '../../lib/mailer.js';
import { logIn, signUp } from '../../test-support/accounts.js';
import { addToCart, cartCall, expectCart, newStockItem, type Shopper } from '../../test-support/cart.js';
import { ACCRA, ACCRA_MALL, deliverTo, expectUpdated, patchCheckout, pickupAt } from '../../test-support/checkout.js';
import { expectOrder, newKey } from '../../test-support/orders.js';
import { eventually } from '../../test-support/payments.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { renderOrderPlaced } from '../orders/order-placed-mail.js';
import { createMailOutbox, MAX_ATTEMPTS, retryPauseMs, type MailRenderer } from './mail-outbox.js';

// The confirmation mail of a placed order, from the outbox row the place call wrote to the customer's mailbox: its
// content in the customer's language, a mail server that fails (the order stands, the mail comes later), giving up,
// and two senders sharing the rows.

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const DAY_MS = 24 * 3_600_000;

/** The mails the place call's kick delivered to this address, once there are `count` of them (they go after the commit). */
async function mailsTo(t: TestApp, email: string, count = 1) {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const mails = t.outbox.messagesTo(email).filter((m) => /AGH\d{6}/.test(m.subject));
    // Intl keeps an amount and its currency together with a no-break space; the tests write plain spaces.
    if (mails.length >= count) return mails.map((m) => ({ ...m, text: m.text.replace(/[\u00a0\u202f]/g, ' ') }));
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no order mail to ${email} within 5 s`);
}

/** A test clock of its own for a sender built in the test. */
function manualClock(start: Date) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

describe.each(backends)('the order confirmation mail on %s', (backend) => {
  let t: TestApp;
  /** Order mails the mail server refuses before it accepts them. */
  let refusals = 0;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      beforeOutbox: (outbox): Mailer => ({
        async send(message) {
          if (/AGH\d{6}/.test(message.subject) && refusals > 0) {
            refusals--;
            throw new Error('421 4.3.2 Service not available, closing transmission channel');
          }
          await outbox.send(message);
        },
      }),
    });
  });
  afterAll(() => t.close());

  async function shopper(): Promise<Shopper & { email: string }> {
    const person = await signUp(t);
    const login = await logIn(t, person);
    return { token: login.access, customerId: login.customer_id, email: person.email };
  }

  async function place(s: Shopper, choice: Parameters<typeof patchCheckout>[2], language: string): Promise<Order> {
    const kente = await newStockItem(t, { quantity: 50, priceMinor: 12_000, discountPercentage: 10 });
    const shea = await newStockItem(t, { quantity: 50, priceMinor: 4_550 });
    expectCart(await addToCart(t, s, kente, 2), 'Added to cart');
    expectCart(await addToCart(t, s, shea, 1), 'Added to cart');
    expectUpdated(await patchCheckout(t, s, choice));
    const res = await cartCall(t, 'POST', `${CHECKOUT_PATHS.place}?customer_id=${s.customerId}`, {
      token: s.token,
      payload: { payment_method: 'pay_on_delivery' },
      headers: { 'idempotency-key': newKey(), 'accept-language': language },
    });
    return expectOrder(res);
  }

  const rowOf = async (orderId: number) =>
    (await t.database.db.select().from(outboxMails).where(eq(outboxMails.kind, 'order_placed'))).find(
      (m) => (m.payload as { order_id: number }).order_id === orderId,
    )!;

  /** The order's row once its sender has marked it sent or failed: the mail server's answer comes before the mark. */
  const settledRowOf = (orderId: number) =>
    eventually(
      () => rowOf(orderId),
      (row) => row.lastError !== null || row.sentAt !== null,
    );

  it('a delivery placed in Spanish: the number, lines, totals, delivery and expected days in Spanish, sent once', async () => {
    const s = await shopper();
    const order = await place(s, deliverTo(ACCRA, 'express'), 'es-ES,es;q=0.9');
    const [mail] = await mailsTo(t, s.email);
    expect(mail!.subject).toBe(`Tu pedido ${order.order_id} de Akwaaba Market`);
    const from = new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const day = (d: string) => from.format(new Date(`${d}T00:00:00Z`));
    expect(mail!.text).toContain('Hola, Ama:');
    expect(mail!.text).toContain(`Hemos recibido tu pedido ${order.order_id}`);
    for (const line of order.order_item) expect(mail!.text).toContain(`${line.quantity} × ${line.product.name}`);
    // 2 × 120.00 + 45.50, 10 % off the first line, VAT on the goods, express GHS 30.
    expect(order).toMatchObject({ sub_total: { amount: '285.50' }, discount_allowed: { amount: '24.00' }, delivery_fee: { amount: '30.00' } });
    expect(mail!.text).toContain('Subtotal: 285,50 GHS');
    expect(mail!.text).toContain('Descuento: −24,00 GHS');
    expect(mail!.text).toContain('Envío: 30,00 GHS');
    expect(mail!.text).toContain(`Total: ${order.total.amount.replace('.', ',')} GHS`);
    expect(mail!.text).toContain('Envío exprés a:');
    expect(mail!.text).toContain('12 Oxford Street, Osu');
    expect(mail!.text).toContain('Accra, Greater Accra');
    expect(mail!.text).toContain(`Llegada prevista entre el ${day(order.expected.from)} y el ${day(order.expected.by)}.`);
    expect(mail!.text).toContain('Pago a la entrega');
    expect(await settledRowOf(order.id)).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date) });
    // The row is sent: a later sweep sends nothing again.
    await new Promise((r) => setTimeout(r, 50));
    expect(await mailsTo(t, s.email)).toHaveLength(1);
  });

  it('a pickup placed in Chinese: the store, its hours and phone, ready within 24 hours, pay at pickup', async () => {
    const s = await shopper();
    const order = await place(s, pickupAt(ACCRA_MALL), 'zh-CN');
    const [mail] = await mailsTo(t, s.email);
    expect(mail!.subject).toBe(`您的 Akwaaba Market 订单 ${order.order_id}`);
    expect(mail!.text).toContain('在我们的 Accra Mall 门店自提：');
    expect(mail!.text).toContain('营业时间：周一至周五 09:00–21:00，周六 09:00–21:00，周日 12:00–20:00。');
    expect(mail!.text).toContain('24 小时内可取货');
    expect(mail!.text).toContain(`取货时请出示订单号 ${order.order_id}。`);
    expect(mail!.text).toContain(`到店付款：取货时请支付 GHS ${order.total.amount}`);
    expect(mail!.text).not.toContain('配送费');
  });

  it('a mail server that refuses: the order stands, the mail waits with its error, and a later sweep sends it', async () => {
    refusals = 1;
    const s = await shopper();
    const order = await place(s, deliverTo(ACCRA), 'en');
    // Claimed (attempts counted), refused, then marked with the error and its next attempt.
    expect(await settledRowOf(order.id)).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringContaining('421') });
    expect(t.outbox.messagesTo(s.email).filter((m) => m.subject.includes(order.order_id))).toEqual([]);

    // Another sweep (this instance's timer, or another instance's) finds it due a minute later.
    const clock = manualClock(t.clock.now());
    const sweeper = createMailOutbox({
      db: t.database.db,
      mailer: { send: (m) => t.outbox.send(m) },
      clock: clock.now,
      log: quiet,
      renderers: { order_placed: renderOrderPlaced({ supportEmail: 'support@akwaaba.market' }) },
    });
    expect(await sweeper.drain()).toBe(0);
    clock.advance(retryPauseMs(1));
    expect(await sweeper.drain()).toBeGreaterThanOrEqual(1);
    const [mail] = await mailsTo(t, s.email);
    expect(mail!.subject).toBe(`Your Akwaaba Market order ${order.order_id}`);
    expect(mail!.text).toContain('Standard delivery to:');
    expect(mail!.text).toContain(
      'You can cancel your order yourself in My Orders within 1 hour of placing it (after that, My Orders sends us your request). To change it, write to us at support@akwaaba.market.',
    );
    expect(await rowOf(order.id)).toMatchObject({ attempts: 2, sentAt: expect.any(Date) });
  });

  // Rows of a kind only these tests' senders know, due a day ahead, so the app's own sweeps never claim them.
  async function queueNotes(count: number) {
    const due = new Date(Date.now() + DAY_MS);
    const rows = await t.database.db
      .insert(outboxMails)
      .values(
        Array.from({ length: count }, (_, i) => ({ kind: 'test_note', recipient: `note-${i}-${newKey()}@example.com`, payload: { i }, nextAttemptAt: due })),
      )
      .returning({ id: outboxMails.id });
    return rows.map((r) => r.id);
  }
  const note: MailRenderer = async (_db, payload) => ({ subject: 'A note', text: `note ${(payload as { i: number }).i}` });

  it('two senders draining at once send every row exactly once', async () => {
    const ids = await queueNotes(45);
    const sent: MailMessage[] = [];
    const clock = manualClock(new Date(Date.now() + 2 * DAY_MS));
    const sender = () =>
      createMailOutbox({ db: t.database.db, mailer: { send: async (m) => void sent.push(m) }, clock: clock.now, log: quiet, renderers: { test_note: note } });
    await Promise.all([sender().drain(), sender().drain(), sender().drain()]);
    expect(sent).toHaveLength(45);
    expect(new Set(sent.map((m) => m.to)).size).toBe(45);
    const rows = await t.database.db.select().from(outboxMails).where(inArray(outboxMails.id, ids));
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts with growing pauses, logs it, and leaves the row to be seen`, async () => {
    const [id] = await queueNotes(1);
    const clock = manualClock(new Date(Date.now() + 2 * DAY_MS));
    const errors: object[] = [];
    const sender = createMailOutbox({
      db: t.database.db,
      mailer: {
        send: async () => {
          throw new Error('550 mailbox unavailable');
        },
      },
      clock: clock.now,
      log: { ...quiet, error: (obj: object) => void errors.push(obj) },
      renderers: { test_note: note },
    });
    const pauses: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await sender.drain()).toBe(1);
      const [row] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.id, id!));
      pauses.push(row!.nextAttemptAt.getTime() - clock.now().getTime());
      expect(await sender.drain()).toBe(0); // not due again before its pause
      clock.advance(pauses.at(-1)!);
    }
    expect(pauses.slice(0, 4)).toEqual([60_000, 300_000, 1_800_000, 7_200_000]);
    expect(pauses.every((p, i) => i === 0 || p >= pauses[i - 1]!)).toBe(true);
    clock.advance(30 * DAY_MS);
    expect(await sender.drain()).toBe(0);
    const [row] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.id, id!));
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null, lastError: '550 mailbox unavailable' });
    expect(errors).toEqual([expect.objectContaining({ mail: id, attempts: MAX_ATTEMPTS })]);
  });
});
