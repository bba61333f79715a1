import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract/order-answers';
import { orderOf } from '@/test/order-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';
import { OrdersPage } from './orders-page';

// The filters, sort and tabs of /orders (spec part 2 sections 2 and 4): held in the URL, sent to the server.

const originalFetch = globalThis.fetch;
beforeEach(() => {
  clearSessionCookies();
  storeSession();
});
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

const ORDERS = [
  orderOf({ id: 1, order_id: 'AGH100001', status: 'Pending' }),
  orderOf({ id: 2, order_id: 'AGH100002', status: 'On Delivery' }),
  orderOf({ id: 3, order_id: 'AGH100003', status: 'Shipped' }),
];

/** GET /order/ answering `answer(url)` (the orders of that query), with has_orders as a customer with orders. */
function serveOrders(answer: (url: URL) => Order[] = () => ORDERS, hasOrders = true) {
  const calls = serveApi((url) => {
    if (url.pathname.endsWith('/shop-info/')) return { body: { status: true, message: 'ok', data: { whatsapp_number: null } } };
    const data = answer(url);
    return { body: { status: true, message: 'Orders retrieved', data, count: data.length, total_pages: 1, page: 1, page_size: 10, has_orders: hasOrders } };
  });
  return () => calls.filter((url) => url.pathname.endsWith('/order/')).map((url) => Object.fromEntries(url.searchParams));
}

const location = () => screen.getByTestId('location').textContent;
const renderAt = (route = '/orders') => renderWithProviders(<OrdersPage />, { route });

describe('My Orders filters, sort and tabs', () => {
  it('shows the Sort and Time dropdowns and the eight tabs when there are orders', async () => {
    serveOrders();
    renderAt();
    expect(await screen.findByRole('combobox', { name: 'Sort' })).toHaveValue('newest');
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('all');
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Sort')).toEqual(['Newest first', 'Oldest first', 'Price: High to Low', 'Price: Low to High']);
    expect(options('Time')).toEqual(['All Time', 'Today', 'Last 7 Days', 'Last 30 Days', 'Last 3 Months', 'Last 6 Months', 'Last Year']);
    const tabs = within(screen.getByRole('tablist', { name: 'Order status' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All Orders',
      'Pending',
      'Processing',
      'Ready for Pickup',
      'On Delivery',
      'Completed',
      'Cancelled',
      'Refunded',
    ]);
    expect(screen.getByRole('tab', { name: 'All Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'All Orders' })).toContainElement(screen.getByRole('list', { name: 'Your orders' }));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('hides the dropdowns and tabs for a customer without orders', async () => {
    serveOrders(() => [], false);
    renderAt();
    expect(await screen.findByRole('heading', { name: 'No Orders Found' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('puts sort and time in the URL and the query, shows them as badges, and Clear filters resets both', async () => {
    const asked = serveOrders();
    renderAt('/orders?highlight=AGH999999');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort' }), 'Price: High to Low');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), 'Last 3 Months');
    expect(location()).toBe('/orders?highlight=AGH999999&sort=price-high&period=3m');
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ period: '3m', ordering: '-total' }));
    const badges = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['Price: High to Low', 'Last 3 Months']);

    await user.click(screen.getByRole('button', { name: 'Remove filter: Last 3 Months' }));
    expect(location()).toBe('/orders?highlight=AGH999999&sort=price-high');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/orders?highlight=AGH999999');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('newest');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it("starts from the URL's filters and asks the server for the tab's statuses", async () => {
    const asked = serveOrders((url) => ORDERS.filter((o) => (url.searchParams.get('status') ?? o.status).split(',').includes(o.status)));
    renderAt('/orders?status=On%20Delivery&period=7d&sort=oldest');
    expect(await screen.findByRole('button', { name: /^AGH100002/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^AGH100003/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^AGH100001/ })).not.toBeInTheDocument();
    expect(asked()[0]).toEqual({ customer_id: '42', page: '1', page_size: '10', status: 'On Delivery,Shipped', period: '7d', ordering: 'created_at' });
    expect(screen.getByRole('tab', { name: 'On Delivery' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys, each tab asking the server', async () => {
    const asked = serveOrders((url) => ORDERS.filter((o) => (url.searchParams.get('status') ?? o.status).split(',').includes(o.status)));
    renderAt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Pending' }));
    expect(location()).toBe('/orders?status=Pending');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Processing' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Processing' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No Processing orders found with current filters.')).toBeInTheDocument();
    expect(asked().map((q) => q.status)).toEqual([undefined, 'Pending', 'Processing']);
    // The dropdowns stay: the customer has orders.
    expect(screen.getByRole('combobox', { name: 'Sort' })).toBeInTheDocument();
  });

  it('says no order matches the filters, and Reset filters goes back to all orders, newest first, all time', async () => {
    serveOrders((url) => (url.searchParams.get('period') === 'today' ? [] : ORDERS));
    renderAt('/orders?period=today&sort=oldest');
    expect(await screen.findByText('No orders match your current filters.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(location()).toBe('/orders');
    expect(await screen.findByRole('button', { name: /^AGH100001/ })).toBeInTheDocument();
  });
});
