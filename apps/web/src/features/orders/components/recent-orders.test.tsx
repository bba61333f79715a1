import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProfilePage } from '@/features/account';
import { orderOf } from '@/test/order-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';

// My Account's Orders tab (spec part 2 sections 2 and 8), through the account page that lazily loads it.

beforeAll(() => import('./recent-orders'));
const originalFetch = globalThis.fetch;
beforeEach(() => clearSessionCookies());
afterEach(() => {
  globalThis.fetch = originalFetch;
});

const FIVE = Array.from({ length: 5 }, (_, i) => orderOf({ id: i + 1, order_id: `AGH30000${i + 1}`, status: 'Processing' }));
const ordersAnswer = (data: unknown[]) => ({
  body: { status: true, message: 'Orders retrieved', data, count: data.length, total_pages: 1, page: 1, page_size: 5, has_orders: data.length > 0 },
});
const location = () => screen.getByTestId('location').textContent;

describe("My Account's Orders tab", () => {
  it('loads the 5 most recent orders when opened, each with View Details to its highlight, and View All Orders', async () => {
    storeSession();
    const calls = serveApi(() => ordersAnswer(FIVE));
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    expect(calls).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(location()).toBe('/profile?tab=orders');
    const list = await screen.findByRole('list', { name: 'Recent Orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(calls.map((url) => url.search)).toEqual(['?customer_id=42&page=1&page_size=5']);
    expect(within(list).getByRole('link', { name: 'View details of order AGH300003' })).toHaveAttribute('href', '/orders?highlight=AGH300003');
    expect(screen.getByRole('tabpanel', { name: 'Orders' })).toContainElement(list);
    await user.click(screen.getByRole('link', { name: 'View All Orders' }));
    expect(location()).toBe('/orders');
  });

  it('with no orders: No Orders Found and Browse Products to /shop', async () => {
    storeSession();
    serveApi(() => ordersAnswer([]));
    renderWithProviders(<ProfilePage />, { route: '/profile?tab=orders' });
    expect(await screen.findByRole('heading', { name: 'No Orders Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/shop');
  });

  it('a failure says so with Try Again, which loads them', async () => {
    storeSession();
    let fail = true;
    serveApi(() => (fail ? { status: 500, body: { status: false, code: 'INTERNAL', message: 'x' } } : ordersAnswer(FIVE)));
    renderWithProviders(<ProfilePage />, { route: '/profile?tab=orders' });
    expect(await screen.findByText('Failed to load your orders. Please try again later.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Recent Orders' })).toBeInTheDocument();
  });

  it('without a customer id: Could not identify your account, and no call', async () => {
    storeSession({ customer_id: 0 });
    const calls = serveApi(() => ordersAnswer(FIVE));
    renderWithProviders(<ProfilePage />, { route: '/profile?tab=orders' });
    expect(await screen.findByText('Could not identify your account.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
