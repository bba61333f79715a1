import { pickupStoreById, type DeliveryOptionId, type OpeningHours } from '@shop/contract/delivery';
import type { Executor } from '../../db/transaction.js';
import type { MailContent } from '../../lib/mail-templates.js';
import type { MailLanguage } from '../../lib/mailer.js';
import { ORDER_MAIL_TEXTS, type OrderMailTexts } from './order-mail-texts.js';
import { createOrdersRepo, type OrderItemRow, type OrderRow } from './orders.repo.js';

// The confirmation mail of a placed order (issue 11): its number, lines, totals, delivery or pickup details and the
// expected date, in the language the customer shopped in, written from what the order froze (never from today's
// catalogue). Plain text, like the shop's other mails.

/** The outbox payload of an 'order_placed' mail. */
export interface OrderPlacedPayload {
  order_id: number;
}

export interface OrderMailOptions {
  /** Where customers write about an order (SUPPORT_EMAIL). */
  supportEmail: string;
  /** The storefront's public address (SHOP_URL), for a link to the order; no link without it. */
  shopUrl?: string | undefined;
}

interface Contact {
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  address?: string;
  address_2?: string;
  post_code?: string;
}
interface FrozenAddresses {
  billing_address?: Contact;
  delivery_address?: Contact;
  pickup_address?: Contact;
}

const money = (t: OrderMailTexts, minor: number, currency: string) => new Intl.NumberFormat(t.locale, { style: 'currency', currency }).format(minor / 100);

/** A Ghana date (YYYY-MM-DD) written out, weekday included, in the mail's language. */
const day = (t: OrderMailTexts, date: string) =>
  new Intl.DateTimeFormat(t.locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

const placedOn = (t: OrderMailTexts, at: Date) =>
  new Intl.DateTimeFormat(t.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Accra' }).format(at);

export function hoursLine(t: OrderMailTexts, hours: OpeningHours): string {
  const range = (r: { opens: string; closes: string } | null) => (r ? `${r.opens}–${r.closes}` : t.closed);
  return t.hours(range(hours.weekdays), range(hours.saturday), range(hours.sunday));
}

function lineText(t: OrderMailTexts, item: OrderItemRow, currency: string): string {
  const options = (item.attributes as { name: string; value: string }[]).map((a) => `${a.name}: ${a.value}`).join(', ');
  const name = options ? `${item.productName} (${options})` : item.productName;
  return `  ${item.quantity} × ${name}: ${money(t, item.subTotalMinor, currency)}`;
}

function deliveryBlock(t: OrderMailTexts, order: OrderRow, to: Contact): string[] {
  const speed = t.speed[(order.deliveryOption ?? 'standard') as DeliveryOptionId];
  const who = [`${to.first_name ?? ''} ${to.last_name ?? ''}`.trim(), to.phone_number].filter(Boolean).join(', ');
  const expected =
    order.expectedFrom === order.expectedBy
      ? t.expectedOn(day(t, order.expectedFrom))
      : t.expectedBetween(day(t, order.expectedFrom), day(t, order.expectedBy));
  return [
    t.deliverTo(speed),
    ...[who, to.address, to.address_2, [order.deliveryPlaceName, order.deliveryRegion].filter(Boolean).join(', ')].filter(Boolean).map((l) => `  ${l}`),
    expected,
  ];
}

function pickupBlock(t: OrderMailTexts, order: OrderRow): string[] {
  const store = order.pickupStoreId != null ? pickupStoreById(order.pickupStoreId) : undefined;
  const lines = [t.pickupAt(order.pickupStoreName ?? store?.name ?? '')];
  if (store)
    lines.push(`  ${store.address}`, `  ${store.address_2}`, `  ${store.city}, ${store.region}`, `  ${t.phone(store.phone)}`, hoursLine(t, store.hours));
  lines.push(t.readyBy(day(t, order.expectedBy)), t.bringNumber(order.orderNumber));
  return lines;
}

/** The mail itself, from the order and its lines. */
export function orderPlacedMail(language: MailLanguage, order: OrderRow, items: OrderItemRow[], options: OrderMailOptions): MailContent {
  const t = ORDER_MAIL_TEXTS[language];
  const addresses = order.addresses as FrozenAddresses;
  const contact = addresses.delivery_address ?? addresses.pickup_address ?? addresses.billing_address ?? {};
  const cur = order.currency;
  const sum = (label: string, minor: number) => `${label}: ${money(t, minor, cur)}`;
  const total = money(t, order.totalMinor, cur);
  const isPickup = order.deliveryMethod === 'Pickup';
  const text = [
    t.hello(contact.first_name ?? ''),
    '',
    t.received(order.orderNumber, placedOn(t, order.createdAt)),
    '',
    ...items.map((item) => lineText(t, item, cur)),
    '',
    sum(t.subTotal, order.subTotalMinor),
    ...(order.discountMinor > 0 ? [`${t.discount}: −${money(t, order.discountMinor, cur)}`] : []),
    sum(t.vat(String(order.taxRateBasisPoints / 100)), order.taxMinor),
    ...(isPickup ? [] : [order.deliveryFeeMinor === 0 ? `${t.delivery}: ${t.free}` : sum(t.delivery, order.deliveryFeeMinor)]),
    `${t.total}: ${total}`,
    '',
    ...(isPickup ? pickupBlock(t, order) : deliveryBlock(t, order, contact)),
    '',
    ...(order.paymentMethod === 'pay_on_delivery' ? [isPickup ? t.payAtPickup(total) : t.payOnDelivery(total), ''] : []),
    t.changes(options.supportEmail),
    ...(options.shopUrl ? [t.seeOrder(`${options.shopUrl.replace(/\/+$/, '')}/orders?highlight=${order.orderNumber}`)] : []),
    '',
    t.signature,
  ];
  return { subject: t.subject(order.orderNumber), text: text.join('\n') };
}

/** The outbox's renderer of 'order_placed' mails: reads the order; undefined when it no longer exists. */
export const renderOrderPlaced =
  (options: OrderMailOptions) =>
  async (db: Executor, payload: unknown, language: MailLanguage): Promise<MailContent | undefined> => {
    const orders = createOrdersRepo(db);
    const order = await orders.byId((payload as OrderPlacedPayload).order_id);
    if (!order) return undefined;
    return orderPlacedMail(language, order, await orders.itemsOf([order.id]), options);
  };
