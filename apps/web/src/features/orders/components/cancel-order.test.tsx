import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract/order-answers';
import type { CancelOutcome } from '@shop/contract/order-cancel';
import { orderOf } from '@/test/order-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';
import { OrdersPage } from './orders-page';

// 'Cancel Order' on a card of My Orders (issue 13), against a server that cancels (the network is the boundary).

const originalFetch = globalThis.fetch;
beforeEach(() => {
  clearSessionCookies();
  storeSession();
});
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

const PENDING = orderOf({ order_id: 'AGH111222', status: 'Pending' });

/**
 * A server with `orders`; a cancel call answers `outcome` (the order then as the server has it), or `refuse` (409).
 * Answers the cancel calls it saw.
 */
function server(orders: Order[], outcome: CancelOutcome | 'refuse' = 'cancelled') {
  const cancels: string[] = [];
  serveApi((url, init) => {
    const cancel = /\/order\/(AGH\d{6})\/cancel\/$/.exec(url.pathname);
    if (cancel && init?.method === 'POST') {
      cancels.push(`${cancel[1]}?${url.searchParams.toString()}`);
      if (outcome === 'refuse') {
        return { status: 409, body: { status: false, code: 'ORDER_NOT_CANCELLABLE', message: 'This order can no longer be cancelled.' } };
      }
      const i = orders.findIndex((o) => o.order_id === cancel[1]);
      orders[i] =
        outcome === 'requested'
          ? { ...orders[i]!, cancellation_request: { status: 'open', created_at: '2026-03-02T11:00:00.000Z' } }
          : { ...orders[i]!, status: outcome === 'refunded' ? 'Refunded' : 'Cancelled' };
      return { body: { status: true, message: 'Done', data: { ...orders[i], outcome } } };
    }
    if (url.pathname.endsWith('/shop-info/')) return { body: { status: true, message: 'Shop information retrieved', data: { whatsapp_number: null } } };
    return {
      body: {
        status: true,
        message: 'Orders retrieved',
        data: orders,
        count: orders.length,
        total_pages: 1,
        page: 1,
        page_size: 10,
        has_orders: orders.length > 0,
      },
    };
  });
  return cancels;
}

async function openCard(orderId = PENDING.order_id) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <OrdersPage />
      <Toaster />
    </>,
    { route: '/orders' },
  );
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${orderId}`) }));
  return user;
}

describe('Cancel Order', () => {
  it("asks the spec's question in an alert dialog with 'Keep Order' focused; keeping it calls nothing", async () => {
    const cancels = server([{ ...PENDING }]);
    const user = await openCard();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order AGH111222' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Are you sure you want to cancel this order?'));
    expect(within(dialog).getByRole('button', { name: 'Keep Order' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancels).toEqual([]);
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
  });

  it('confirmed within the hour: the order is cancelled, the card says so and the focus goes back to it', async () => {
    const cancels = server([{ ...PENDING }]);
    const user = await openCard();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await screen.findByText('Order Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your order AGH111222 has been cancelled.')).toBeInTheDocument();
    expect(cancels).toEqual(['AGH111222?customer_id=42']);
    const cardButton = screen.getByRole('button', { name: /^AGH111222/ });
    await waitFor(() => expect(cardButton).toHaveAccessibleName(expect.stringContaining('Cancelled')));
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cardButton).toHaveFocus();
  });

  it('a paid order refunded says so', async () => {
    server([{ ...PENDING, payment_status: 'paid', payment_method: 'mobile_money' }], 'refunded');
    const user = await openCard();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await screen.findByText('Order Cancelled and Refunded')).toBeInTheDocument();
    expect(screen.getByText(/has been cancelled and your payment refunded/)).toBeInTheDocument();
  });

  it("after the hour: the spec's notice, and the card shows the request instead of the button", async () => {
    server([{ ...PENDING, status: 'Processing' }], 'requested');
    const user = await openCard();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await screen.findAllByText('Order Cancellation Requested')).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument());
    const panel = screen.getByRole('region', { name: /^AGH111222/ });
    expect(within(panel).getByRole('status')).toHaveTextContent('Order Cancellation RequestedYour request has been received. We will process it shortly.');
  });

  it('a refusal is said in words, and the button stays', async () => {
    server([{ ...PENDING }], 'refuse');
    const user = await openCard();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await screen.findByText('This order can no longer be cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Your order could not be cancelled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, Cancel Order' })).toBeEnabled();
  });

  it('is offered only on Pending and Processing orders', async () => {
    server([{ ...PENDING, status: 'Delivered' }]);
    await openCard();
    expect(await screen.findByText('Order Details')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });
});
