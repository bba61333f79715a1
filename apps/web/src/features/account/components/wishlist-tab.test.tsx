import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WishlistItem } from '@shop/contract/wishlist';
import { cartLine, cartOf } from '@/test/cart-fixtures';
import { stockItem } from '@/test/product-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';
import { ProfilePage } from './profile-page';

// My Account's Wishlist tab as the customer uses it, opened from the page's tabs. The API's answers are served; our
// query cache, the cart's add and the wishlist's removal run for real.

beforeAll(() => Promise.all([import('./wishlist-tab'), import('@/features/wishlist')]));

const originalFetch = globalThis.fetch;
beforeEach(() => {
  clearSessionCookies();
  storeSession();
});
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

const item = (id: number, name: string, extra: Partial<WishlistItem> = {}): WishlistItem => ({
  id,
  name,
  image: `/media/${id}.jpg`,
  price: { amount: '45.00', currency: 'GHS' },
  currency: 'GHS',
  in_stock: true,
  moq: 1,
  available: 10,
  attributes: [],
  added_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const SOAP = item(7, 'African Black Soap', { price: { amount: '32.50', currency: 'GHS' }, attributes: [{ name: 'Size', value: '250 g' }] });
const KENTE = item(9, 'Kente Stole', { in_stock: false, available: 0 });

type Call = { method: string; path: string; body?: unknown };
const ok = (data: unknown, message = 'OK') => ({ body: { status: true, message, data } });

/** The wishlist, stock item and cart calls, answered as the server would; `fail` names calls that fail. */
function serveShop(start: WishlistItem[], { fail = [] as string[] } = {}) {
  let items = [...start];
  const calls: Call[] = [];
  serveApi((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const path = `${url.pathname}${url.search}`;
    calls.push({ method, path, body });
    if (fail.includes(`${method} ${url.pathname}`))
      return { status: 503, body: { status: false, code: 'UNAVAILABLE', message: 'Server error. Please try again later.' } };
    if (url.pathname.startsWith('/customer/api/v1/stock/')) return ok(stockItem({ id: Number(url.pathname.split('/')[5]), moq: 2, quantity: 10 }));
    if (url.pathname === '/customer/api/v1/cart/') return ok(cartOf([cartLine({ quantity: body.quantity, product: { id: body.stock } })]), 'Added to cart');
    if (method === 'DELETE') items = items.filter((i) => !url.pathname.endsWith(`/${i.id}/`));
    return ok(items, 'Wishlist retrieved');
  });
  return calls;
}

const renderTab = () =>
  renderWithProviders(
    <>
      <ProfilePage />
      <Toaster />
    </>,
    { route: '/profile?tab=wishlist' },
  );

const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe("My Account's Wishlist tab", () => {
  it('is a tab of My Account, listing each item with picture, name, options, price and stock', async () => {
    const calls = serveShop([SOAP, KENTE]);
    renderTab();
    expect(screen.getByRole('tab', { name: 'Wishlist' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'My Wishlist' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'African Black Soap' })).toHaveAttribute('href', '/product/7');
    expect(screen.getByText('2 items')).toBeInTheDocument();
    const soap = within(row('African Black Soap'));
    expect(soap.getByText('250 g')).toBeInTheDocument();
    expect(soap.getByText('₵32.50')).toBeInTheDocument();
    expect(soap.getByText('In stock')).toBeInTheDocument();
    expect(soap.getByRole('button', { name: 'Add African Black Soap to cart' })).toBeEnabled();
    const kente = within(row('Kente Stole'));
    expect(kente.getByText('Out of stock')).toBeInTheDocument();
    expect(kente.getByRole('button', { name: 'Add Kente Stole to cart' })).toBeDisabled();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /customer/api/v1/wishlist/?customer_id=42']);
  });

  it('starts empty, with a way to the shop', async () => {
    serveShop([]);
    renderTab();
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/shop');
  });

  it("adds an item to the cart with the cart's own add (the item's minimum), saying 'Item added to cart'", async () => {
    const calls = serveShop([SOAP]);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add African Black Soap to cart' }));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    const add = calls.find((c) => c.method === 'POST' && c.path === '/customer/api/v1/cart/');
    expect(add?.body).toMatchObject({ stock: 7, quantity: 2, customer: 42 });
    // Still on the wishlist: adding to the cart does not take it off.
    expect(screen.getByRole('link', { name: 'African Black Soap' })).toBeInTheDocument();
  });

  it("removes an item at once, says 'Item removed from wishlist' and keeps the focus in the tab", async () => {
    const calls = serveShop([SOAP, KENTE]);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove African Black Soap from wishlist' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'African Black Soap' })).not.toBeInTheDocument());
    expect(await screen.findByText('Item removed from wishlist')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Wishlist' })).toHaveFocus();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('DELETE /customer/api/v1/wishlist/7/?customer_id=42');
    expect(screen.getByText('1 item')).toBeInTheDocument();
  });

  it('puts an item back when its removal fails, with a toast', async () => {
    serveShop([SOAP], { fail: ['DELETE /customer/api/v1/wishlist/7/'] });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove African Black Soap from wishlist' }));
    expect(await screen.findByText('Could not remove the item from your wishlist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'African Black Soap' })).toBeInTheDocument();
    expect(screen.queryByText('Item removed from wishlist')).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    serveShop([SOAP], { fail: ['GET /customer/api/v1/wishlist/'] });
    const { queryClient } = renderTab();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    expect(await screen.findByText('Failed to load your wishlist. Please try again later.')).toBeInTheDocument();
    serveShop([SOAP]);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'African Black Soap' })).toBeInTheDocument();
  });
});
