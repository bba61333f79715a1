import type { AdminCustomer, AdminMessage, AdminOrder, AdminOrderSummary, AdminStockItem, StaffMember } from '@shop/contract/admin';

// The back office's answers as the API gives them, for its component tests; each test gives the figures it needs.

export const ghs = (amount: string) => ({ amount, currency: 'GHS' as const });

export const ADMIN: StaffMember = {
  id: '0b6f3c1e-2d4a-4e5f-8a9b-1c2d3e4f5a6b',
  email: 'efua.admin@akwaaba.example',
  name: 'Efua Mensah',
  role: 'admin',
  active: true,
  created_at: '2026-01-05T08:00:00.000Z',
};

export const STAFF: StaffMember = {
  id: '7a1b2c3d-4e5f-4a6b-9c8d-0e1f2a3b4c5d',
  email: 'kojo.staff@akwaaba.example',
  name: 'Kojo Boateng',
  role: 'staff',
  active: true,
  created_at: '2026-02-10T08:00:00.000Z',
};

const CUSTOMER = { id: 42, code: 'AGC123456', name: 'Ama Owusu', email: 'ama.owusu@example.com', phone: '0244123456' };

export function orderSummaryOf(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    order_id: 'AGH123456',
    created_at: '2026-03-02T09:00:00.000Z',
    status: 'Pending',
    payment_status: 'unpaid',
    payment_method: 'pay_on_delivery',
    delivery_option: 'Deliver',
    total: ghs('108.15'),
    customer: CUSTOMER,
    cancellation_requested: false,
    ...overrides,
  };
}

export function adminOrderOf(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 1,
    order_id: 'AGH123456',
    created_at: '2026-03-02T09:00:00.000Z',
    status: 'Pending',
    payment_status: 'unpaid',
    payment_method: 'pay_on_delivery',
    sub_total: ghs('90.00'),
    discount_allowed: ghs('9.00'),
    tax: ghs('12.15'),
    tax_rate: 15,
    delivery_fee: ghs('15.00'),
    total: ghs('108.15'),
    sale_point: 'Online',
    delivery_option: 'Deliver',
    delivery_speed: 'standard',
    delivery_location: { id: 34, name: 'Osu', parent_name: 'Greater Accra' },
    pickup_store: null,
    order_note: 'Call at the gate',
    expected: { from: '2026-03-04', by: '2026-03-06' },
    order_item: [
      {
        id: 11,
        quantity: 2,
        price: ghs('45.00'),
        sub_total: ghs('90.00'),
        discount_percentage: 10,
        discount: ghs('9.00'),
        product: { id: 5, name: 'Shea Butter', image: '/media/shea.jpg', sku: 'SHEA-250', attributes: [{ name: 'Size', value: '250 g' }] },
      },
    ],
    cancellation_request: null,
    customer: CUSTOMER,
    language: 'en',
    addresses: {
      billing_address: {
        first_name: 'Ama',
        last_name: 'Owusu',
        phone_number: '0244123456',
        email: 'ama.owusu@example.com',
        address: '12 Oxford Street',
        city: 'Accra',
      },
      delivery_address: { first_name: 'Ama', last_name: 'Owusu', address: '12 Oxford Street', city: 'Accra', state: 'Greater Accra', lat: null },
    },
    payment_attempts: [],
    history: [{ at: '2026-03-02T09:00:00.000Z', status: 'Pending', payment_status: 'unpaid', actor: 'customer', staff_email: null, note: 'Order placed' }],
    cancellation_requests: [],
    next_statuses: ['Processing', 'Cancelled'],
    ...overrides,
  };
}

export function stockItemOf(overrides: Partial<AdminStockItem> = {}): AdminStockItem {
  return {
    id: 21,
    sku: 'SHEA-250',
    product: { id: 5, name: 'Shea Butter' },
    attributes: [{ name: 'Size', value: '250 g' }],
    quantity: 12,
    moq: 1,
    price: ghs('45.00'),
    discount_percentage: 10,
    ...overrides,
  };
}

export function messageOf(overrides: Partial<AdminMessage> = {}): AdminMessage {
  return {
    id: '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f',
    created_at: '2026-03-03T10:15:00.000Z',
    name: 'Akosua Darko',
    email: 'akosua@example.com',
    subject: 'Where is my parcel?',
    message: 'Hello,\nmy order has not arrived yet.\nThank you',
    language: 'es',
    customer_id: 42,
    read: false,
    replied_at: null,
    ...overrides,
  };
}

export function customerOf(overrides: Partial<AdminCustomer> = {}): AdminCustomer {
  return { ...CUSTOMER, created_at: '2026-01-20T12:00:00.000Z', orders: 2, last_order_at: '2026-03-02T09:00:00.000Z', ...overrides };
}

/** The envelope of a successful answer. */
export const answer = <T>(data: T, message = 'OK') => ({ status: true, message, data });

/** The envelope of a page of results. */
export const pageOf = <T>(data: T[], { page = 1, total_pages = 1, count = data.length } = {}) => ({
  status: true,
  message: 'OK',
  data,
  count,
  total_pages,
  page,
  page_size: 25,
});

/** The envelope of a failure. */
export const failure = (code: string, message: string, params?: Record<string, unknown>) => ({ status: false, message, code, ...(params ? { params } : {}) });
