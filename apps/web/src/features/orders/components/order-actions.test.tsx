import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract/order-answers';
import { PICKUP_STORES } from '@shop/contract/delivery';
import { orderOf } from '@/test/order-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';
import { OrdersPage } from './orders-page';

// The card's actions of My Orders (spec part 2 section 4): Track Order, Pickup Details, and Need help.

const originalFetch = globalThis.fetch;
beforeEach(() => {
  clearSessionCookies();
  storeSession();
});
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

const ACCRA_MALL = PICKUP_STORES.find((store) => store.name === 'Accra Mall')!;
const ON_DELIVERY = orderOf({ id: 1, order_id: 'AGH100001', status: 'On Delivery' });
const READY = orderOf({
  id: 2,
  order_id: 'AGH100002',
  status: 'Ready for Pickup',
  delivery_option: 'Pickup',
  delivery_location: null,
  pickup_store: { id: ACCRA_MALL.id, name: 'Accra Mall' },
});
const PENDING = orderOf({ id: 3, order_id: 'AGH100003', status: 'Pending' });

const TRACKING = {
  order_id: 'AGH100001',
  status: 'On Delivery',
  payment_status: 'unpaid',
  created_at: '2026-03-02T09:00:00.000Z',
  delivery_option: 'Deliver',
  expected: { from: '2026-03-04', by: '2026-03-06' },
  timeline: [
    { status: 'Pending', payment_status: 'unpaid', at: '2026-03-02T09:00:00.000Z', note: 'Order placed' },
    { status: 'Processing', payment_status: 'unpaid', at: '2026-03-02T12:00:00.000Z', note: '' },
    { status: 'On Delivery', payment_status: 'unpaid', at: '2026-03-03T08:30:00.000Z', note: '' },
  ],
  delivery_address: {
    name: 'Ama Mensah',
    phone_number: '+233 24 412 3456',
    address: '12 Oxford Street, Osu',
    address_2: '',
    place: 'Accra',
    region: 'Greater Accra',
  },
  pickup_store: null,
};

function serve(orders: Order[], { whatsapp = null as string | null, pickup = { status: 200 } as { status: number; body?: unknown } } = {}) {
  return serveApi((url) => {
    if (url.pathname.endsWith('/shop-info/')) return { body: { status: true, message: 'ok', data: { whatsapp_number: whatsapp } } };
    if (url.pathname.endsWith('/tracking/')) return { body: { status: true, message: 'Order tracking retrieved', data: TRACKING } };
    if (url.pathname.endsWith('/pickup-details/'))
      return pickup.status === 200
        ? { body: { status: true, message: 'Pickup details have been sent to your email.', data: { order_id: READY.order_id, pickup_store: ACCRA_MALL } } }
        : { status: pickup.status, body: pickup.body };
    return { body: { status: true, message: 'ok', data: orders, count: orders.length, total_pages: 1, page: 1, page_size: 10, has_orders: true } };
  });
}

const open = async (orderId: string) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${orderId}`) }));
  return { user, panel: screen.getByRole('region', { name: new RegExp(`^${orderId}`) }) };
};

describe('Order actions', () => {
  it('Track Order (On Delivery) opens the tracking view: status, expected days, address and the dated history; Escape closes it', async () => {
    const calls = serve([ON_DELIVERY, PENDING]);
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    const { user, panel } = await open('AGH100001');
    await user.click(within(panel).getByRole('button', { name: 'Track Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track Order AGH100001' });
    expect(await within(dialog).findByText('Expected between Wed, Mar 4 and Fri, Mar 6')).toBeInTheDocument();
    expect(within(dialog).getByText('Current status').nextElementSibling).toHaveTextContent('On Delivery');
    expect(within(dialog).getByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    expect(within(dialog).getByText('12 Oxford Street, Osu')).toBeInTheDocument();
    const history = within(dialog).getAllByRole('listitem');
    expect(history.map((item) => item.querySelector('p')?.textContent)).toEqual(['Pending', 'Processing', 'On Delivery']);
    expect(history[2]).toHaveTextContent(/March 3, 2026.*8:30/);
    expect(history[2]).toHaveTextContent('Payment: Not paid yet');
    expect(calls.some((url) => url.pathname === '/customer/api/v1/order/AGH100001/tracking/' && url.searchParams.get('customer_id') === '42')).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: 'Track Order' })).toHaveFocus();
  });

  it('offers neither action to a Pending order', async () => {
    serve([PENDING]);
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    const { panel } = await open('AGH100003');
    expect(within(panel).queryByRole('button', { name: 'Track Order' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Pickup Details' })).not.toBeInTheDocument();
  });

  it("Pickup Details (Ready for Pickup) asks the server, then says the spec's notice with the store's address, hours and phone", async () => {
    const calls = serve([READY]);
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    const { user, panel } = await open('AGH100002');
    await user.click(within(panel).getByRole('button', { name: 'Pickup Details' }));
    const notice = await within(panel).findByText('Pickup details have been sent to your email.');
    const live = notice.closest('[aria-live]')!;
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent(ACCRA_MALL.address);
    expect(live).toHaveTextContent('Monday-Friday09:00-21:00');
    expect(within(live as HTMLElement).getByRole('link', { name: ACCRA_MALL.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+233/));
    const post = calls.find((url) => url.pathname.endsWith('/pickup-details/'))!;
    expect(post.pathname).toBe('/customer/api/v1/order/AGH100002/pickup-details/');
  });

  it('Pickup Details says a refusal in its place', async () => {
    serve([READY], {
      pickup: { status: 429, body: { status: false, code: 'PICKUP_DETAILS_TOO_MANY', message: 'x', params: { retry_after: 600 } } },
    });
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    const { user, panel } = await open('AGH100002');
    await user.click(within(panel).getByRole('button', { name: 'Pickup Details' }));
    expect(await within(panel).findByText('Pickup details were sent several times already. Please check your email or try again later.')).toBeInTheDocument();
  });

  it('Need help: Contact Support carries the order number, and WhatsApp links to a chat about it when the shop has a number', async () => {
    serve([PENDING], { whatsapp: '233201234567' });
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    const { panel } = await open('AGH100003');
    expect(within(panel).getByText('Need help with this order?')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact?order=AGH100003');
    const whatsapp = await within(panel).findByRole('link', { name: 'Chat with us on WhatsApp about order AGH100003 (opens in a new tab)' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/233201234567?text=${encodeURIComponent('Hello Akwaaba Market, I need help with my order AGH100003.')}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  it('no WhatsApp link when the shop has no number', async () => {
    serve([PENDING]);
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    const { panel } = await open('AGH100003');
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Contact Support' })).toBeInTheDocument());
    expect(within(panel).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
