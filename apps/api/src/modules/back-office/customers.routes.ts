import type { AdminRouter } from '../../http/admin-router.js';
import type { CustomerDeskService } from '../identity/customer-desk.service.js';
import type { OrderDeskService } from '../orders/order-desk.service.js';

/** How many of a customer's orders their page shows (all of them are in the orders list). */
const RECENT_ORDERS = 20;

/** The customers: any staff member. Who they are and their orders; never a password, token or code. */
export function staffCustomerRoutes(router: AdminRouter, customers: CustomerDeskService, orders: OrderDeskService) {
  router.route('customers', { summary: 'Customers, newest first, found by name, email, phone or code' }, async (request) => {
    const { page, page_size, q } = request.query;
    const { customers: found, total } = await customers.list(q, page, page_size);
    return { status: true as const, message: 'Customers', data: found, count: total, total_pages: Math.ceil(total / page_size), page, page_size };
  });

  router.route('customer', { summary: 'One customer with their latest orders' }, async (request) => {
    const customer = await customers.one(request.params.id);
    const { results } = await orders.list({ page: 1, page_size: RECENT_ORDERS, customerId: customer.id });
    return { status: true as const, message: 'Customer', data: { ...customer, recent_orders: results } };
  });
}
