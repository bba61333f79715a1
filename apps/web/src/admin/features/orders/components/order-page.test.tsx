import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/contract/admin';
import { ADMIN, adminOrderOf, answer, failure } from '../../../test/admin-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi, type Call } from '../../../test/render-admin';
import { signInAs } from '../../../test/render-admin';

const originalFetch = globalThis.fetch;
beforeEach(() => signInAs(ADMIN));
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
});

/** GET the order, and answer a POST with `onPost` (the order as it then is, or a failure). */
function serveOrder(order: AdminOrder, onPost: (call: Call) => { status?: number; body: unknown } = () => ({ body: answer(order) })) {
  return serveAdminApi((call) => {
    if (pathOf(call) === '/session/') return { body: answer(ADMIN) };
    if (call.method === 'POST') return onPost(call);
    return { body: answer(order) };
  });
}
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST').map((call) => ({ path: pathOf(call), body: call.body }));

describe("an order's page", () => {
  it('shows the lines, the money, the customer and the delivery', async () => {
    serveOrder(adminOrderOf());
    renderAdmin('/admin/orders/AGH123456');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order AGH123456' })).toHaveFocus();
    const lines = await screen.findByRole('table', { name: 'Items' });
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent(/Shea Butter\s*SHEA-250\s*Size: 250 g\s*2\s*GH₵ 45.00\s*GH₵ 90.00/);
    const money = screen.getByRole('region', { name: 'Money' });
    expect(money).toHaveTextContent('Tax (15%)GH₵ 12.15');
    expect(money).toHaveTextContent('TotalGH₵ 108.15');
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('AGC123456');
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('Osu, Greater Accra');
    expect(delivery).toHaveTextContent('Call at the gate');
    expect(within(delivery).getByRole('heading', { name: 'Billing address' })).toBeInTheDocument();
    expect(delivery).toHaveTextContent('Address12 Oxford Street');
    expect(screen.getByRole('table', { name: 'Status history' })).toHaveTextContent('Customer');
  });

  it('moves the order with a status button and shows its new status', async () => {
    const user = userEvent.setup();
    const moved = adminOrderOf({ status: 'Processing', next_statuses: ['On Delivery', 'Cancelled'] });
    const calls = serveOrder(adminOrderOf(), () => ({ body: answer(moved) }));
    renderAdmin('/admin/orders/AGH123456');

    await user.click(await screen.findByRole('button', { name: 'Mark as Processing' }));

    expect(await screen.findByText('The order is now Processing.')).toHaveFocus();
    expect(posts(calls)).toEqual([{ path: '/orders/AGH123456/status/', body: { status: 'Processing' } }]);
    expect(screen.getByRole('button', { name: 'Mark as On Delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Processing' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a move (409)", async () => {
    const user = userEvent.setup();
    serveOrder(adminOrderOf(), () => ({
      status: 409,
      body: failure('ORDER_STATUS_MOVE_REFUSED', 'An order that is Cancelled cannot become Processing.', { from: 'Cancelled', to: 'Processing' }),
    }));
    renderAdmin('/admin/orders/AGH123456');

    await user.click(await screen.findByRole('button', { name: 'Mark as Processing' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An order that is Cancelled cannot become Processing.');
  });

  it('asks before cancelling, and sends the note', async () => {
    const user = userEvent.setup();
    const calls = serveOrder(adminOrderOf(), () => ({ body: answer(adminOrderOf({ status: 'Cancelled', next_statuses: [] })) }));
    renderAdmin('/admin/orders/AGH123456');

    await user.click(await screen.findByRole('button', { name: 'Mark as Cancelled' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as Cancelled?' });
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    expect(posts(calls)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Out of stock at the warehouse');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Cancelled' }));

    expect(await screen.findByText('The order is now Cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([{ path: '/orders/AGH123456/status/', body: { status: 'Cancelled', note: 'Out of stock at the warehouse' } }]);
    expect(screen.getByText("This order's status cannot change any more.")).toBeInTheDocument();
  });

  it("answers the customer's open request to cancel", async () => {
    const user = userEvent.setup();
    const asked = adminOrderOf({
      cancellation_requests: [
        {
          id: 3,
          reason: 'Ordered twice by mistake',
          status: 'open',
          created_at: '2026-03-02T12:00:00.000Z',
          decided_at: null,
          decided_by: null,
          decided_by_email: null,
        },
      ],
    });
    const refused = adminOrderOf({ cancellation_requests: [{ ...asked.cancellation_requests[0]!, status: 'refused' }] });
    const calls = serveOrder(asked, () => ({ body: answer(refused) }));
    renderAdmin('/admin/orders/AGH123456');

    const request = await screen.findByRole('region', { name: 'The customer asked to cancel' });
    expect(request).toHaveTextContent('Ordered twice by mistake');
    await user.type(within(request).getByLabelText('Note (optional)'), 'Already packed');
    await user.click(within(request).getByRole('button', { name: 'Refuse' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'The customer asked to cancel' })).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([{ path: '/orders/AGH123456/cancellation/', body: { decision: 'refuse', note: 'Already packed' } }]);
  });

  it('says when there is no such order', async () => {
    serveAdminApi((call) => (pathOf(call) === '/session/' ? { body: answer(ADMIN) } : { status: 404, body: failure('ORDER_NOT_FOUND', 'Order not found.') }));
    renderAdmin('/admin/orders/AGH000000');

    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  });
});
