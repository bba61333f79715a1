import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract/order-answers';
import { orderOf } from '@/test/order-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';
import { OrdersPage } from './orders-page';

const originalFetch = globalThis.fetch;
beforeEach(() => {
  clearSessionCookies();
  storeSession();
});
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

const ghs = (amount: string) => ({ amount, currency: 'GHS' as const });

/** GET /order/'s answer: `pages` of orders, the one asked for by ?page=. */
function serveOrders(pages: Order[][], { fail = 0 } = {}) {
  let failures = fail;
  const count = pages.flat().length;
  return serveApi((url) => {
    if (url.pathname.endsWith('/shop-info/')) return { body: { status: true, message: 'Shop information retrieved', data: { whatsapp_number: null } } };
    if (failures-- > 0) return { status: 500, body: { status: false, message: 'Something went wrong on our side.', code: 'INTERNAL' } };
    const page = Number(url.searchParams.get('page'));
    return {
      body: {
        status: true,
        message: 'Orders retrieved',
        data: pages[page - 1] ?? [],
        count,
        total_pages: pages.length,
        page,
        page_size: 10,
        has_orders: count > 0,
      },
    };
  });
}

// The order list's calls (an opened card also asks GET /shop-info/ for the WhatsApp link).
const asked = (calls: URL[]) => calls.filter((url) => url.pathname.endsWith('/order/')).map((url) => `${url.pathname}${url.search}`);
const card = (orderId: string) => screen.getByRole('button', { name: new RegExp(`^${orderId}`) });
const renderAt = (route = '/orders') =>
  renderWithProviders(
    <>
      <OrdersPage />
      <Toaster />
    </>,
    { route },
  );

const SHEA_ORDER = orderOf({
  order_id: 'AGH123456',
  status: 'Processing',
  sub_total: ghs('90.00'),
  discount_allowed: ghs('9.00'),
  tax: ghs('12.15'),
  delivery_fee: ghs('15.00'),
  total: ghs('108.15'),
  order_note: 'Call at the gate',
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
});
const OLDER = orderOf({ id: 2, order_id: 'AGH654321', created_at: '2026-02-14T18:30:00.000Z', status: 'Completed', total: ghs('64.50') });
const page = (n: number, from: number) =>
  Array.from({ length: n }, (_, i) => orderOf({ id: from + i, order_id: `AGH${String(200000 + from + i)}`, status: 'Delivered' }));

describe('My Orders', () => {
  it("lists the customer's orders as closed cards with number, date, status and total", async () => {
    const calls = serveOrders([[SHEA_ORDER, OLDER]]);
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByText('Loading your orders...').closest('[role=status]')).toBeInTheDocument();
    const first = await screen.findByRole('button', { name: /^AGH123456/ });
    expect(asked(calls)).toEqual(['/customer/api/v1/order/?customer_id=42&page=1&page_size=10']);
    expect(first).toHaveAccessibleName('AGH123456 March 2, 2026 Processing ₵108.15');
    expect(card('AGH654321')).toHaveAccessibleName('AGH654321 February 14, 2026 Completed ₵64.50');
    for (const button of [first, card('AGH654321')]) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /^AGH/ })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 orders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
    expect(document.title).toBe('My Orders | Akwaaba Market');
  });

  it("opens a card on its items, details and the server's figures, and closes it again, by mouse and keyboard", async () => {
    serveOrders([[SHEA_ORDER, OLDER]]);
    renderAt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^AGH123456/ }));
    const button = card('AGH123456');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: /^AGH123456/ });
    expect(button).toHaveAttribute('aria-controls', panel.id);

    const items = within(panel).getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Shea Butter')).toBeInTheDocument();
    expect(within(items).getByText('Size: 250 g')).toBeInTheDocument();
    expect(within(items).getByText('Qty: 2 × ₵45.00')).toBeInTheDocument();
    expect(within(items).getByText('Sub-total').parentElement).toHaveTextContent('₵90.00');
    const image = within(items).getByRole('presentation');
    expect(image).toHaveAttribute('src', '/media/shea.jpg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/placeholder.svg');

    const value = (block: HTMLElement, label: string) => within(block).getByText(label).nextElementSibling;
    const details = within(panel).getByRole('region', { name: 'Order Details' });
    expect(value(details, 'Sale Point')).toHaveTextContent('Online');
    expect(value(details, 'Delivery Option')).toHaveTextContent('Standard delivery');
    expect(value(details, 'Deliver to')).toHaveTextContent('Accra, Greater Accra');
    expect(value(details, 'Expected delivery')).toHaveTextContent('Wed, Mar 4 – Fri, Mar 6');
    expect(value(details, 'Note')).toHaveTextContent('Call at the gate');
    expect(value(details, 'Order Date')).toHaveTextContent(/^March 2, 2026.*9:00/);
    expect(value(details, 'Payment method')).toHaveTextContent('Pay on delivery');
    expect(value(details, 'Payment status')).toHaveTextContent('Not paid yet');

    const payment = within(panel).getByRole('region', { name: 'Payment Information' });
    expect(value(payment, 'Subtotal')).toHaveTextContent('₵90.00');
    expect(value(payment, 'Discount')).toHaveTextContent('−₵9.00');
    expect(value(payment, 'Tax (15%)')).toHaveTextContent('₵12.15');
    expect(value(payment, 'Delivery')).toHaveTextContent('₵15.00');
    expect(value(payment, 'Total')).toHaveTextContent('₵108.15');
    expect(within(panel).getByText('Need help with this order?')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact?order=AGH123456');

    // The keyboard: Enter closes it, Space opens the next.
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /^AGH/ })).not.toBeInTheDocument();
    card('AGH654321').focus();
    await user.keyboard(' ');
    expect(card('AGH654321')).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a pickup with its store and day, no note or discount, and a free delivery', async () => {
    const pickup = orderOf({
      delivery_option: 'Pickup',
      delivery_speed: null,
      delivery_location: null,
      pickup_store: { id: 2, name: 'Accra Mall' },
      delivery_fee: ghs('0.00'),
      expected: { from: '2026-03-03', by: '2026-03-03' },
    });
    serveOrders([[pickup]]);
    renderAt('/orders?highlight=AGH123456');
    const panel = await screen.findByRole('region', { name: /^AGH123456/ });
    expect(within(panel).getByText('Delivery Option').nextElementSibling).toHaveTextContent('Pickup');
    expect(within(panel).getByText('Pickup store').nextElementSibling).toHaveTextContent('Accra Mall');
    expect(within(panel).getByText('Ready for pickup by').nextElementSibling).toHaveTextContent('Tue, Mar 3');
    expect(within(panel).getByText('Payment method').nextElementSibling).toHaveTextContent('Pay at pickup');
    expect(within(panel).getByText('Delivery').nextElementSibling).toHaveTextContent('Free');
    expect(within(panel).queryByText('Note')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Discount')).not.toBeInTheDocument();
  });

  it('opens the highlighted order, fetching pages until it is found, and moves the focus to it', async () => {
    const calls = serveOrders([page(10, 1), [...page(9, 11), SHEA_ORDER], page(3, 21)]);
    renderAt('/orders?highlight=AGH123456');
    await waitFor(() => expect(card('AGH123456')).toHaveFocus());
    expect(card('AGH123456')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /^AGH123456/ })).toHaveTextContent('Shea Butter');
    expect(card('AGH200001')).toHaveAttribute('aria-expanded', 'false');
    // It stops at the page that has it.
    expect(asked(calls).map((url) => new URL(url, 'http://x').searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.getByText('Showing 20 of 23 orders')).toBeInTheDocument();
  });

  it('stops at the last page when the highlighted order is not among them', async () => {
    const calls = serveOrders([page(10, 1), page(2, 11)]);
    renderAt('/orders?highlight=AGH999999');
    expect(await screen.findByText('Showing 12 of 12 orders')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(12);
  });

  it('fetches the next page with Show more orders', async () => {
    const calls = serveOrders([page(10, 1), page(3, 11)]);
    renderAt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show more orders' }));
    expect(await screen.findByRole('button', { name: /^AGH200013/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^AGH/ })).toHaveLength(13);
    expect(asked(calls)[1]).toBe('/customer/api/v1/order/?customer_id=42&page=2&page_size=10');
    expect(screen.getByText('Showing 13 of 13 orders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  });

  it('says No Orders Found with Browse Products when there are none', async () => {
    serveOrders([[]]);
    renderAt();
    expect(await screen.findByRole('heading', { level: 2, name: 'No Orders Found' })).toBeInTheDocument();
    expect(screen.getByText("You haven't placed any orders yet. Start shopping to see your orders here.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/shop');
  });

  it('says a failed load with a toast and in the page, and Try Again loads the orders', async () => {
    const calls = serveOrders([[SHEA_ORDER]], { fail: 1 });
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your orders. Please try again later.');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: /^AGH123456/ })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('names every status in its badge', async () => {
    const statuses = ['Pending', 'Processing', 'Ready for Pickup', 'On Delivery', 'Shipped', 'Delivered', 'Completed', 'Cancelled', 'Refunded'] as const;
    serveOrders([statuses.map((status, i) => orderOf({ id: i, order_id: `AGH10000${i}`, status }))]);
    renderAt();
    for (const [i, status] of statuses.entries())
      expect(await screen.findByRole('button', { name: new RegExp(`^AGH10000${i} .* ${status} `) })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your orders' });
    expect(within(list).getByText('Ready for Pickup')).toHaveClass('bg-purple-100');
    expect(within(list).getByText('Cancelled')).toHaveClass('bg-red-100');
  });

  it('says it cannot identify the account, without asking the server, when the session has no customer id', async () => {
    clearSessionCookies();
    storeSession({ customer_id: null });
    const calls = serveOrders([[SHEA_ORDER]]);
    renderAt();
    expect(await screen.findByText('Could not identify your account. Please try logging in again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not identify your account.');
    expect(calls).toEqual([]);
  });
});
