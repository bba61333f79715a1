import type { OrderStatus } from '@shop/contract/orders';
import type { Executor } from '../../db/transaction.js';
import type { MailContent } from '../../lib/mail-templates.js';
import type { MailLanguage } from '../../lib/mailer.js';
import type { OrderMailOptions } from './order-placed-mail.js';
import { ORDER_MAIL_TEXTS } from './order-mail-texts.js';
import { createOrdersRepo, type OrderRow } from './orders.repo.js';

// The mail of an order's new status (moveOrderStatus queues it): the status in the customer's language, a line on what
// it means for them, a link to the order. Written from the status of the payload (the move), not today's status, so
// two quick moves send two true mails.

/** The outbox payload of an 'order_status_changed' mail. */
export interface OrderStatusMailPayload {
  order_id: number;
  status: OrderStatus;
}

interface StatusTexts {
  subject(orderNumber: string, status: string): string;
  now(orderNumber: string, status: string): string;
  status: Record<OrderStatus, string>;
  /** What the status means for the customer; none for some. */
  meaning: Partial<Record<OrderStatus, string>>;
}

const TEXTS: Record<MailLanguage, StatusTexts> = {
  en: {
    subject: (n, s) => `Your order ${n}: ${s}`,
    now: (n, s) => `Your order ${n} is now: ${s}.`,
    status: {
      Pending: 'Pending',
      Processing: 'Processing',
      'Ready for Pickup': 'Ready for Pickup',
      'On Delivery': 'On Delivery',
      Shipped: 'Shipped',
      Delivered: 'Delivered',
      Completed: 'Completed',
      Cancelled: 'Cancelled',
      Refunded: 'Refunded',
    },
    meaning: {
      Processing: 'We are preparing it.',
      'Ready for Pickup': 'It is waiting for you at the store. Please bring your order number when you collect it.',
      'On Delivery': 'Our rider is on the way to you.',
      Shipped: 'It has left our store with the carrier.',
      Delivered: 'It has been delivered. We hope you enjoy it, and would love to read your review.',
      Cancelled: 'It has been cancelled. If you had paid for it, the money is on its way back to you.',
      Refunded: 'Your money has been refunded.',
    },
  },
  es: {
    subject: (n, s) => `Tu pedido ${n}: ${s}`,
    now: (n, s) => `Tu pedido ${n} está ahora: ${s}.`,
    status: {
      Pending: 'Pendiente',
      Processing: 'En proceso',
      'Ready for Pickup': 'Listo para recoger',
      'On Delivery': 'En reparto',
      Shipped: 'Enviado',
      Delivered: 'Entregado',
      Completed: 'Completado',
      Cancelled: 'Cancelado',
      Refunded: 'Reembolsado',
    },
    meaning: {
      Processing: 'Lo estamos preparando.',
      'Ready for Pickup': 'Te espera en la tienda. Trae tu número de pedido al recogerlo.',
      'On Delivery': 'Nuestro repartidor va de camino.',
      Shipped: 'Ha salido de nuestra tienda con el transportista.',
      Delivered: 'Se ha entregado. Esperamos que lo disfrutes; nos encantaría leer tu reseña.',
      Cancelled: 'Se ha cancelado. Si lo habías pagado, te devolvemos el dinero.',
      Refunded: 'Te hemos reembolsado el dinero.',
    },
  },
  zh: {
    subject: (n, s) => `您的订单 ${n}：${s}`,
    now: (n, s) => `您的订单 ${n} 当前状态：${s}。`,
    status: {
      Pending: '待处理',
      Processing: '处理中',
      'Ready for Pickup': '待取货',
      'On Delivery': '配送中',
      Shipped: '已发货',
      Delivered: '已送达',
      Completed: '已完成',
      Cancelled: '已取消',
      Refunded: '已退款',
    },
    meaning: {
      Processing: '我们正在为您备货。',
      'Ready for Pickup': '商品已在门店等您。取货时请出示订单号。',
      'On Delivery': '骑手正在为您配送。',
      Shipped: '包裹已由承运商从门店发出。',
      Delivered: '已送达。希望您喜欢，欢迎留下评价。',
      Cancelled: '订单已取消。如已付款，款项将退还给您。',
      Refunded: '款项已退还给您。',
    },
  },
};

export function orderStatusMail(language: MailLanguage, order: OrderRow, status: OrderStatus, options: OrderMailOptions): MailContent {
  const t = TEXTS[language];
  const common = ORDER_MAIL_TEXTS[language];
  const contact = (order.addresses as { billing_address?: { first_name?: string } }).billing_address ?? {};
  const name = t.status[status];
  const meaning = t.meaning[status];
  const text = [
    common.hello(contact.first_name ?? ''),
    '',
    t.now(order.orderNumber, name),
    ...(meaning ? [meaning] : []),
    '',
    ...(options.shopUrl ? [common.seeOrder(`${options.shopUrl.replace(/\/+$/, '')}/orders?highlight=${order.orderNumber}`), ''] : []),
    common.signature,
  ];
  return { subject: t.subject(order.orderNumber, name), text: text.join('\n') };
}

/** The outbox's renderer of 'order_status_changed' mails; undefined when the order no longer exists. */
export const renderOrderStatusChanged =
  (options: OrderMailOptions) =>
  async (db: Executor, payload: unknown, language: MailLanguage): Promise<MailContent | undefined> => {
    const { order_id, status } = payload as OrderStatusMailPayload;
    const order = await createOrdersRepo(db).byId(order_id);
    return order ? orderStatusMail(language, order, status, options) : undefined;
  };
