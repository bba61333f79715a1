import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, answer, ghs, orderSummaryOf, pageOf } from '../../../test/admin-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi, signInAs, type Call } from '../../../test/render-admin';

const originalFetch = globalThis.fetch;
beforeEach(() => signInAs(ADMIN));
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
});

const SHEA = orderSummaryOf({ status: 'Processing', payment_status: 'paid', total: ghs('1250.50'), cancellation_requested: true });
const OLDER = orderSummaryOf({
  order_id: 'AGH654321',
  created_at: '2026-02-14T18:30:00.000Z',
  customer: { id: 7, code: 'AGC000007', name: 'Kwame Asante', email: 'kwame@example.com', phone: '0201234567' },
});

/** GET /orders/: `count` orders in pages of 25, the given ones on every page. */
function serveOrders(orders = [SHEA, OLDER], count = orders.length) {
  return serveAdminApi((call) => {
    if (pathOf(call) === '/session/') return { body: answer(ADMIN) };
    const page = Number(call.url.searchParams.get('page'));
    return { body: pageOf(orders, { page, total_pages: Math.ceil(count / 25), count }) };
  });
}
const listCalls = (calls: Call[]) => calls.filter((call) => pathOf(call) === '/orders/').map((call) => call.url.search);

describe('the orders list', () => {
  it('shows a row per order: its number linking to its page, the customer, the statuses and the total', async () => {
    serveOrders();
    renderAdmin('/admin/orders');

    const table = await screen.findByRole('table', { name: 'Orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Order', 'Placed', 'Customer', 'Status', 'Payment', 'Total']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'AGH123456' })).toHaveAttribute('href', '/admin/orders/AGH123456');
    expect(first).toHaveTextContent('Ama Owusu');
    expect(first).toHaveTextContent('ama.owusu@example.com');
    expect(first).toHaveTextContent('Processing');
    expect(first).toHaveTextContent('Paid');
    expect(first).toHaveTextContent('Cancellation requested');
    expect(first).toHaveTextContent('GH₵ 1,250.50');
    expect(second).toHaveTextContent('Kwame Asante');
    expect(second).not.toHaveTextContent('Cancellation requested');
    expect(screen.getByText('2 orders')).toHaveAttribute('role', 'status');
  });

  it('puts the search and filters in the URL and asks the server for them, from the first page', async () => {
    const user = userEvent.setup();
    const calls = serveOrders();
    renderAdmin('/admin/orders?page=2');
    await screen.findByRole('table', { name: 'Orders' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ama@example.com');
    await user.selectOptions(screen.getByLabelText('Status'), 'Ready for Pickup');
    await user.selectOptions(screen.getByLabelText('Payment status'), 'refund_due');
    await user.type(screen.getByLabelText('Placed from'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    const wanted = '?q=ama%40example.com&status=Ready+for+Pickup&payment_status=refund_due&from=2026-03-01';
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/orders${wanted}`);
    await screen.findByRole('table', { name: 'Orders' });
    expect(listCalls(calls).at(-1)).toBe(`${wanted}&page=1&page_size=25`);
    // The form shows what the list is filtered by.
    expect(screen.getByLabelText('Status')).toHaveValue('Ready for Pickup');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/orders$/);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('goes from page to page', async () => {
    const user = userEvent.setup();
    const calls = serveOrders([SHEA], 60);
    renderAdmin('/admin/orders?status=Pending');

    const pages = await screen.findByRole('navigation', { name: 'Pages of orders' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders?status=Pending&page=2');
    expect(listCalls(calls).at(-1)).toBe('?status=Pending&page=2&page_size=25');
  });

  it('says when no order matches', async () => {
    serveOrders([]);
    renderAdmin('/admin/orders?q=nobody');

    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
