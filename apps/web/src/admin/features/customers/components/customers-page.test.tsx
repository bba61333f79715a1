import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF, answer, customerOf, failure, orderSummaryOf, pageOf } from '../../../test/admin-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi, signInAs, type Call } from '../../../test/render-admin';

const originalFetch = globalThis.fetch;
beforeEach(() => signInAs(STAFF));
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
});

const AMA = customerOf();
const KWAME = customerOf({ id: 7, code: 'AGC000007', name: 'Kwame Asante', email: 'kwame@example.com', phone: '0201234567', orders: 0, last_order_at: null });
const RECENT = [
  orderSummaryOf({ status: 'Delivered', payment_status: 'paid' }),
  orderSummaryOf({ order_id: 'AGH654321', created_at: '2026-02-14T18:30:00.000Z', status: 'Cancelled' }),
];

function serveCustomers() {
  return serveAdminApi((call) => {
    const path = pathOf(call);
    if (path === '/session/') return { body: answer(STAFF) };
    if (path === '/customers/') return { body: pageOf([AMA, KWAME], { page: Number(call.url.searchParams.get('page')), total_pages: 2, count: 30 }) };
    if (path === `/customers/${AMA.id}/`) return { body: answer({ ...AMA, recent_orders: RECENT }) };
    if (path.startsWith('/customers/')) return { status: 404, body: failure('CUSTOMER_NOT_FOUND', 'Customer not found.') };
    return { body: pageOf([]) };
  });
}
const listCalls = (calls: Call[]) => calls.filter((call) => pathOf(call) === '/customers/').map((call) => call.url.search);

describe('the customers', () => {
  it('lists the customers, searched and paged through the URL', async () => {
    const user = userEvent.setup();
    const calls = serveCustomers();
    renderAdmin('/admin/customers');

    const table = await screen.findByRole('table', { name: 'Customers' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Phone', 'Customer code', 'Joined', 'Orders', 'Last order']);
    const [, ama, kwame] = within(table).getAllByRole('row');
    expect(ama).toHaveTextContent(/Ama Owusu\s*ama.owusu@example.com\s*0244123456\s*AGC123456\s*Jan 20, 2026\s*2\s*Mar 2, 2026/);
    expect(within(ama!).getByRole('link', { name: 'Ama Owusu' })).toHaveAttribute('href', '/admin/customers/42');
    expect(kwame).toHaveTextContent('No orders yet');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'AGC1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/customers\?q=AGC1$/);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/customers\?q=AGC1&page=2$/);
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)).toBe('?q=AGC1&page=2&page_size=25');
  });

  it("shows a customer's details and their recent orders, each linking to its page", async () => {
    serveCustomers();
    renderAdmin('/admin/customers/42');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ama Owusu' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('Customer codeAGC123456');
    expect(within(details).getByRole('link', { name: 'ama.owusu@example.com' })).toHaveAttribute('href', 'mailto:ama.owusu@example.com');
    const orders = screen.getByRole('table', { name: 'Recent orders' });
    const [, delivered, cancelled] = within(orders).getAllByRole('row');
    expect(within(delivered!).getByRole('link', { name: 'AGH123456' })).toHaveAttribute('href', '/admin/orders/AGH123456');
    expect(delivered).toHaveTextContent(/Delivered\s*Paid\s*GH₵ 108.15/);
    expect(within(cancelled!).getByRole('link', { name: 'AGH654321' })).toHaveAttribute('href', '/admin/orders/AGH654321');
  });

  it('says when there is no such customer', async () => {
    serveCustomers();
    renderAdmin('/admin/customers/99');

    expect(await screen.findByRole('alert')).toHaveTextContent('Customer not found.');
  });
});
