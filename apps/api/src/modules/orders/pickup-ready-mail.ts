import { pickupStoreById } from '@shop/contract/delivery';
import type { Executor } from '../../db/transaction.js';
import type { MailContent } from '../../lib/mail-templates.js';
import type { MailLanguage } from '../../lib/mailer.js';
import { ORDER_MAIL_TEXTS } from './order-mail-texts.js';
import { hoursLine, type OrderMailOptions } from './order-placed-mail.js';
import { createOrdersRepo, type OrderRow } from './orders.repo.js';

// The pickup mail (issue 13): the order is ready at its store; where the store is, its hours and phone, and what to
// bring. Sent again when the customer asks for 'Pickup Details' on My Orders. Plain text, like the shop's other mails.

/** The outbox payload of an 'order_pickup_ready' mail. */
export interface PickupReadyPayload {
  order_id: number;
}

const TEXTS: Record<MailLanguage, { subject(n: string): string; ready(n: string, store: string): string; address: string }> = {
  en: {
    subject: (n) => `Your order ${n} is ready for pickup`,
    ready: (n, store) => `Your order ${n} is ready for collection at our ${store} store.`,
    address: 'Address:',
  },
  es: {
    subject: (n) => `Tu pedido ${n} está listo para recoger`,
    ready: (n, store) => `Tu pedido ${n} está listo para recoger en nuestra tienda de ${store}.`,
    address: 'Dirección:',
  },
  zh: {
    subject: (n) => `您的订单 ${n} 已可取货`,
    ready: (n, store) => `您的订单 ${n} 已在我们的 ${store} 门店备好，可以取货了。`,
    address: '地址：',
  },
};

const money = (locale: string, minor: number, currency: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);

/** The mail itself, from the order (its store is the contract's delivery table's). */
export function pickupReadyMail(language: MailLanguage, order: OrderRow, options: OrderMailOptions): MailContent {
  const t = ORDER_MAIL_TEXTS[language];
  const own = TEXTS[language];
  const store = order.pickupStoreId != null ? pickupStoreById(order.pickupStoreId) : undefined;
  const contact = (order.addresses as { pickup_address?: { first_name?: string } }).pickup_address ?? {};
  const storeName = order.pickupStoreName ?? store?.name ?? '';
  const text = [
    t.hello(contact.first_name ?? ''),
    '',
    own.ready(order.orderNumber, storeName),
    '',
    ...(store
      ? [own.address, `  ${store.address}`, `  ${store.address_2}`, `  ${store.city}, ${store.region}`, t.phone(store.phone), hoursLine(t, store.hours), '']
      : []),
    t.bringNumber(order.orderNumber),
    ...(order.paymentMethod === 'pay_on_delivery' && order.paymentStatus === 'unpaid'
      ? [t.payAtPickup(money(t.locale, order.totalMinor, order.currency))]
      : []),
    '',
    ...(options.shopUrl ? [t.seeOrder(`${options.shopUrl.replace(/\/+$/, '')}/orders?highlight=${order.orderNumber}`)] : []),
    t.signature,
  ];
  return { subject: own.subject(order.orderNumber), text: text.join('\n') };
}

/** The outbox's renderer of 'order_pickup_ready' mails: reads the order; undefined when it no longer exists. */
export const renderPickupReady =
  (options: OrderMailOptions) =>
  async (db: Executor, payload: unknown, language: MailLanguage): Promise<MailContent | undefined> => {
    const order = await createOrdersRepo(db).byId((payload as PickupReadyPayload).order_id);
    return order ? pickupReadyMail(language, order, options) : undefined;
  };
