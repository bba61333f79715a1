import { describe, expect, it } from 'vitest';
import { orderStatusMail } from './order-status-mail.js';
import type { OrderRow } from './orders.repo.js';

const order = {
  orderNumber: 'AGH123456',
  addresses: { billing_address: { first_name: 'Ama' } },
} as unknown as OrderRow;

describe('the mail of a new order status', () => {
  it('names the order and its status in the language the customer shopped in, with a link when the shop has an address', () => {
    const en = orderStatusMail('en', order, 'On Delivery', { supportEmail: 'help@example.com', shopUrl: 'https://shop.example/' });
    expect(en.subject).toBe('Your order AGH123456: On Delivery');
    expect(en.text).toContain('Hello Ama,');
    expect(en.text).toContain('Our rider is on the way to you.');
    expect(en.text).toContain('https://shop.example/orders?highlight=AGH123456');

    const es = orderStatusMail('es', order, 'Delivered', { supportEmail: 'help@example.com' });
    expect(es.subject).toBe('Tu pedido AGH123456: Entregado');
    expect(es.text).not.toContain('http');

    expect(orderStatusMail('zh', order, 'Cancelled', { supportEmail: 'help@example.com' }).subject).toBe('您的订单 AGH123456：已取消');
  });
});
