import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PICKUP_STORES } from '@shop/contract/delivery';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';
import { RECENT_ORDER_KEY } from '../recent-order';
import { orderOf } from '@/test/order-fixtures';
import { OrderConfirmationPage } from './order-confirmation-page';

const originalFetch = globalThis.fetch;
beforeEach(() => {
  clearSessionCookies();
  storeSession();
  sessionStorage.clear();
});
afterEach(() => {
  globalThis.fetch = originalFetch;
});

const renderAt = (route: string) => renderWithProviders(<OrderConfirmationPage />, { route });

describe('order confirmation page', () => {
  it("shows the placed order's number, its expected days and the confirmation email, and flags a recent order", async () => {
    const calls = serveApi(() => ({ body: { status: true, message: 'Order retrieved', data: orderOf() } }));
    renderAt('/order-confirmation?order=AGH123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(calls.map((url) => `${url.pathname}${url.search}`)).toEqual(['/customer/api/v1/order/AGH123456/?customer_id=42']);
    expect(screen.getByText('AGH123456')).toBeInTheDocument();
    expect(screen.getByText('Estimated delivery').nextElementSibling).toHaveTextContent('Wed, Mar 4 – Fri, Mar 6 to Accra');
    expect(screen.getByText('Pay on delivery').nextElementSibling).toHaveTextContent('₵118.50');
    expect(screen.getByText(/confirmation email/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', '/orders?highlight=AGH123456');
    // Flagged by an effect, which runs just after the page is painted.
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(RECENT_ORDER_KEY)!)).toEqual({ order_id: 'AGH123456', left_at: null }));
    expect(document.title).toBe('Order Confirmation | Akwaaba Market');
  });

  it('promises a pickup within 24 hours at the store', async () => {
    const order = orderOf({
      delivery_option: 'Pickup',
      delivery_speed: null,
      delivery_location: null,
      pickup_store: { id: 2, name: PICKUP_STORES[1]!.name },
      expected: { from: '2026-03-03', by: '2026-03-03' },
    });
    serveApi(() => ({ body: { status: true, message: 'Order retrieved', data: order } }));
    renderAt('/order-confirmation?order=AGH123456');
    expect(await screen.findByText('Ready within 24 hours at Accra Mall (by Tue, Mar 3)')).toBeInTheDocument();
    expect(screen.getByText('Pay at pickup')).toBeInTheDocument();
  });

  it("says the order is not found for an unknown number or another customer's (404)", async () => {
    serveApi(() => ({ status: 404, body: { status: false, message: 'Order not found.', code: 'ORDER_NOT_FOUND' } }));
    renderAt('/order-confirmation?order=AGH999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(sessionStorage.getItem(RECENT_ORDER_KEY)).toBeNull();
  });

  it('says the order is not found without asking the server when the link has no order number', () => {
    const calls = serveApi(() => ({ body: {} }));
    renderAt('/order-confirmation?order=12');
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
