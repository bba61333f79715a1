import type { Order } from '@shop/contract/order-answers';
import { formatMinor } from '@shop/contract/money';

// Placed orders as GET /order/{id}/ and GET /order/ answer them, for the confirmation's and My Orders' component tests;
// the figures are whatever a test gives (the pages compute none).

const ghs = (minor: number) => ({ amount: formatMinor(minor), currency: 'GHS' as const });

/** A placed order as GET /order/{id}/ answers it. */
export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    order_id: 'AGH123456',
    created_at: '2026-03-02T09:00:00.000Z',
    status: 'Pending',
    payment_status: 'unpaid',
    payment_method: 'pay_on_delivery',
    sub_total: ghs(9000),
    discount_allowed: ghs(0),
    tax: ghs(1350),
    tax_rate: 15,
    delivery_fee: ghs(1500),
    total: ghs(11850),
    sale_point: 'Online',
    delivery_option: 'Deliver',
    delivery_speed: 'standard',
    delivery_location: { id: 34, name: 'Accra', parent_name: 'Greater Accra' },
    pickup_store: null,
    order_note: '',
    expected: { from: '2026-03-04', by: '2026-03-06' },
    order_item: [],
    cancellation_request: null,
    ...overrides,
  };
}
