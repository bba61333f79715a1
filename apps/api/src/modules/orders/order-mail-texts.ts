import type { DeliveryOptionId } from '@shop/contract/delivery';
import type { MailLanguage } from '../../lib/mailer.js';

// The words of the order mails in English, Spanish and Simplified Chinese; order-placed-mail.ts puts them together.
// Figures and dates come in already formatted for the language.

export interface OrderMailTexts {
  /** BCP 47 locale the dates are written in (Ghana writes dates the British way). */
  locale: string;
  subject(orderNumber: string): string;
  hello(firstName: string): string;
  received(orderNumber: string, placedOn: string): string;
  subTotal: string;
  discount: string;
  vat(rate: string): string;
  delivery: string;
  free: string;
  total: string;
  speed: Record<DeliveryOptionId, string>;
  deliverTo(speed: string): string;
  expectedBetween(from: string, by: string): string;
  expectedOn(day: string): string;
  pickupAt(store: string): string;
  readyBy(day: string): string;
  bringNumber(orderNumber: string): string;
  hours(weekdays: string, saturday: string, sunday: string): string;
  closed: string;
  phone(phone: string): string;
  payOnDelivery(total: string): string;
  payAtPickup(total: string): string;
  changes(supportEmail: string): string;
  seeOrder(url: string): string;
  signature: string;
}

export const ORDER_MAIL_TEXTS: Record<MailLanguage, OrderMailTexts> = {
  en: {
    locale: 'en-GB',
    subject: (n) => `Your Akwaaba Market order ${n}`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    received: (n, on) => `Thank you for shopping with Akwaaba Market! We have received your order ${n} of ${on}.`,
    subTotal: 'Subtotal',
    discount: 'Discount',
    vat: (rate) => `VAT (${rate}%)`,
    delivery: 'Delivery',
    free: 'Free',
    total: 'Total',
    speed: { standard: 'Standard delivery', express: 'Express delivery', same_day: 'Same-day delivery' },
    deliverTo: (speed) => `${speed} to:`,
    expectedBetween: (from, by) => `Expected between ${from} and ${by}.`,
    expectedOn: (day) => `Expected on ${day}.`,
    pickupAt: (store) => `Pickup at our ${store} store:`,
    readyBy: (day) => `Ready for collection within 24 hours, by ${day}.`,
    bringNumber: (n) => `Please bring your order number ${n} when you collect it.`,
    hours: (weekdays, saturday, sunday) => `Opening hours: Monday to Friday ${weekdays}, Saturday ${saturday}, Sunday ${sunday}.`,
    closed: 'closed',
    phone: (phone) => `Phone: ${phone}`,
    payOnDelivery: (total) => `Payment on delivery: please have ${total} ready when your order arrives (cash or mobile money).`,
    payAtPickup: (total) => `Payment at pickup: please pay ${total} when you collect your order (cash or mobile money).`,
    changes: (support) =>
      `You can cancel your order yourself in My Orders within 1 hour of placing it (after that, My Orders sends us your request). To change it, write to us at ${support}.`,
    seeOrder: (url) => `See your order: ${url}`,
    signature: 'The Akwaaba Market team',
  },
  es: {
    locale: 'es',
    subject: (n) => `Tu pedido ${n} de Akwaaba Market`,
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    received: (n, on) => `¡Gracias por comprar en Akwaaba Market! Hemos recibido tu pedido ${n} del ${on}.`,
    subTotal: 'Subtotal',
    discount: 'Descuento',
    vat: (rate) => `IVA (${rate} %)`,
    delivery: 'Envío',
    free: 'Gratis',
    total: 'Total',
    speed: { standard: 'Envío estándar', express: 'Envío exprés', same_day: 'Entrega en el mismo día' },
    deliverTo: (speed) => `${speed} a:`,
    expectedBetween: (from, by) => `Llegada prevista entre el ${from} y el ${by}.`,
    expectedOn: (day) => `Llegada prevista el ${day}.`,
    pickupAt: (store) => `Recogida en nuestra tienda de ${store}:`,
    readyBy: (day) => `Listo para recoger en 24 horas, antes del ${day}.`,
    bringNumber: (n) => `Trae tu número de pedido ${n} cuando vengas a recogerlo.`,
    hours: (weekdays, saturday, sunday) => `Horario: de lunes a viernes ${weekdays}, sábado ${saturday}, domingo ${sunday}.`,
    closed: 'cerrado',
    phone: (phone) => `Teléfono: ${phone}`,
    payOnDelivery: (total) => `Pago a la entrega: ten preparados ${total} cuando llegue tu pedido (en efectivo o con dinero móvil).`,
    payAtPickup: (total) => `Pago en la recogida: paga ${total} cuando recojas tu pedido (en efectivo o con dinero móvil).`,
    changes: (support) =>
      `Puedes cancelar tu pedido tú mismo en Mis pedidos durante la hora siguiente a hacerlo (después, Mis pedidos nos envía tu solicitud). Para cambiarlo, escríbenos a ${support}.`,
    seeOrder: (url) => `Ver tu pedido: ${url}`,
    signature: 'El equipo de Akwaaba Market',
  },
  zh: {
    locale: 'zh-CN',
    subject: (n) => `您的 Akwaaba Market 订单 ${n}`,
    hello: (name) => (name ? `${name}，您好！` : '您好！'),
    received: (n, on) => `感谢您在 Akwaaba Market 购物！我们已收到您于 ${on} 下的订单 ${n}。`,
    subTotal: '小计',
    discount: '折扣',
    vat: (rate) => `增值税（${rate}%）`,
    delivery: '配送费',
    free: '免费',
    total: '合计',
    speed: { standard: '标准配送', express: '快速配送', same_day: '当日达' },
    deliverTo: (speed) => `${speed}，送至：`,
    expectedBetween: (from, by) => `预计送达时间：${from} 至 ${by}。`,
    expectedOn: (day) => `预计送达时间：${day}。`,
    pickupAt: (store) => `在我们的 ${store} 门店自提：`,
    readyBy: (day) => `24 小时内可取货，最晚 ${day}。`,
    bringNumber: (n) => `取货时请出示订单号 ${n}。`,
    hours: (weekdays, saturday, sunday) => `营业时间：周一至周五 ${weekdays}，周六 ${saturday}，周日 ${sunday}。`,
    closed: '休息',
    phone: (phone) => `电话：${phone}`,
    payOnDelivery: (total) => `货到付款：订单送达时请准备好 ${total}（现金或移动支付）。`,
    payAtPickup: (total) => `到店付款：取货时请支付 ${total}（现金或移动支付）。`,
    changes: (support) =>
      `下单后 1 小时内，您可以在"我的订单"中自行取消订单（超过 1 小时后，"我的订单"会将您的取消申请发送给我们）。如需修改订单，请发邮件至 ${support}。`,
    seeOrder: (url) => `查看您的订单：${url}`,
    signature: 'Akwaaba Market 团队',
  },
};
