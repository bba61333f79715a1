import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WishlistItem } from '@shop/contract/wishlist';
import { stockItem } from '@/test/product-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';
import { ProductCard } from '@/features/catalog';
import { WishlistHeart } from './wishlist-heart';

// The heart as a shopper meets it: a toggle button named for what it does. The network is the boundary: the API's
// answers are served, our query cache, storage and toggle code run for real.

// The click's code loads on the first click; transform it once up front.
beforeAll(() => import('../toggle-wishlist'));

const originalFetch = globalThis.fetch;
beforeEach(() => clearSessionCookies());
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

const SOAP = stockItem({ id: 7, product: { name: 'African Black Soap' } });

const entry = (id: number, name = `Item ${id}`): WishlistItem => ({
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
});

const list = (data: WishlistItem[], message = 'Wishlist retrieved') => ({ body: { status: true, message, data } });
const asked = (calls: { method: string; url: URL }[]) => calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`);

/** Serves the wishlist calls from a list kept here, as the server would; `refuse` makes the writes fail. */
function serveWishlist(start: WishlistItem[], { refuse }: { refuse?: { status: number; code: string; message: string } } = {}) {
  let items = [...start];
  const calls: { method: string; url: URL; body?: unknown }[] = [];
  serveApi(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (method !== 'GET' && refuse) return { status: refuse.status, body: { status: false, code: refuse.code, message: refuse.message } };
    if (method === 'POST' && url.pathname.endsWith('/merge/')) {
      items = [...(body.stock_ids as number[]).map((id) => entry(id)), ...items];
      return { body: { status: true, message: 'Wishlist merged', data: { items, unknown: [], over_limit: [] } } };
    }
    if (method === 'POST') items = [entry(body.stock_id), ...items.filter((i) => i.id !== body.stock_id)];
    if (method === 'DELETE') items = items.filter((i) => !url.pathname.endsWith(`/${i.id}/`));
    return list(items);
  });
  return calls;
}

const renderHeart = () =>
  renderWithProviders(
    <>
      <WishlistHeart item={SOAP} />
      <Toaster />
    </>,
  );

describe('the wishlist heart, for a guest', () => {
  it('toggles, keeps the hearts in this browser and calls no server', async () => {
    const calls = serveWishlist([]);
    renderHeart();
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('guest_wishlist')!)).toEqual([7]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('guest_wishlist')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows a heart given earlier as pressed', async () => {
    localStorage.setItem('guest_wishlist', JSON.stringify([3, 7]));
    renderHeart();
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps at most 200 hearts and says so', async () => {
    localStorage.setItem('guest_wishlist', JSON.stringify(Array.from({ length: 200 }, (_, i) => 1000 + i)));
    renderHeart();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Your wishlist is full (200 items). Please remove an item first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the wishlist heart on a product card', () => {
  it("is the card's named toggle, after the card's link (a button inside a link would be invalid)", async () => {
    renderWithProviders(<ProductCard item={SOAP} />);
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart.closest('a')).toBeNull();
    expect(heart.closest('article')).toBe(screen.getByRole('link').closest('article'));
    await userEvent.click(heart);
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the wishlist heart, signed in', () => {
  beforeEach(() => storeSession());

  it("reads the customer's list and shows the item as hearted", async () => {
    const calls = serveWishlist([entry(7, 'African Black Soap')]);
    renderHeart();
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked(calls)).toEqual(['GET /customer/api/v1/wishlist/?customer_id=42']);
  });

  it('adds on the server at once (pressed before the answer) and removes again', async () => {
    const calls = serveWishlist([entry(3)]);
    renderHeart();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(asked(calls)).toContain('POST /customer/api/v1/wishlist/?customer_id=42'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ stock_id: 7 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(asked(calls)).toContain('DELETE /customer/api/v1/wishlist/7/?customer_id=42'));
    expect(localStorage.getItem('guest_wishlist')).toBeNull();
  });

  it('puts the heart back when the server refuses, and says why', async () => {
    serveWishlist([], { refuse: { status: 422, code: 'WISHLIST_FULL', message: 'Your wishlist is full (200 items). Please remove an item first.' } });
    renderHeart();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Your wishlist is full (200 items). Please remove an item first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a failed removal puts the item back with an error toast', async () => {
    serveWishlist([entry(7)], { refuse: { status: 503, code: 'UNAVAILABLE', message: 'Server error. Please try again later.' } });
    renderHeart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByText('Could not remove the item from your wishlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("joins a guest's hearts to the account (one merge call), then forgets them here", async () => {
    localStorage.setItem('guest_wishlist', JSON.stringify([7, 9]));
    const calls = serveWishlist([entry(3)]);
    renderHeart();
    await waitFor(() => expect(asked(calls)).toContain('POST /customer/api/v1/wishlist/merge/?customer_id=42'));
    expect(calls.find((c) => c.url.pathname.endsWith('/merge/'))?.body).toEqual({ stock_ids: [7, 9] });
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(localStorage.getItem('guest_wishlist')).toBeNull());
  });

  it("keeps a guest's hearts here when the merge fails, for the next try", async () => {
    localStorage.setItem('guest_wishlist', JSON.stringify([7]));
    const calls = serveWishlist([], { refuse: { status: 503, code: 'UNAVAILABLE', message: 'Server error. Please try again later.' } });
    renderHeart();
    await waitFor(() => expect(asked(calls)).toContain('POST /customer/api/v1/wishlist/merge/?customer_id=42'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(JSON.parse(localStorage.getItem('guest_wishlist')!)).toEqual([7]);
  });
});
