import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '@/features/session';
import { cartLine, cartOf } from '@/test/cart-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';
import { cartQuery, cartQueryKey } from './api/cart-api';
import { CartSync } from './cart-sync';
import { GUEST_CART_KEY } from './guest-cart';

const guestLines = [
  { product: { id: 7, name: 'Shea Butter', image: '', weight: 0.5, price: 45.5 }, quantity: 2 },
  { product: { id: 9, name: 'Kente Scarf', image: '', weight: 0.2, price: 120 }, quantity: 1 },
];

const originalFetch = globalThis.fetch;
beforeEach(() => {
  localStorage.clear();
  clearSessionCookies();
});
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('the guest cart at login', () => {
  it("joins the customer's server cart in one call, then the guest copy is cleared", async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(guestLines));
    storeSession();
    const merged = cartOf([cartLine({ id: 1, quantity: 2 }), cartLine({ id: 2, quantity: 1 })]);
    const bodies: unknown[] = [];
    const calls = serveApi((_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return { body: { status: true, message: 'Cart merged', data: merged } };
    });
    const { queryClient } = renderWithProviders(<CartSync />);

    await waitFor(() => expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull());
    expect(calls.map((url) => url.pathname)).toEqual(['/customer/api/v1/cart/merge/']);
    expect(bodies).toEqual([
      {
        customer: 42,
        items: [
          { stock: 7, quantity: 2 },
          { stock: 9, quantity: 1 },
        ],
      },
    ]);
    expect(queryClient.getQueryData(cartQueryKey(42))).toEqual(merged);
  });

  it('keeps the merged cart when a read of the cart started before the merge answers after it', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(guestLines));
    storeSession();
    const merged = cartOf([cartLine({ id: 1, quantity: 2 }), cartLine({ id: 2, quantity: 1 })]);
    let answerRead: () => void = () => undefined;
    serveApi((url) => {
      if (url.pathname.endsWith('/merge/')) return { body: { status: true, message: 'Cart merged', data: merged } };
      // The header badge's read of the cart, sent at login, answers the empty cart only after the merge is done.
      return new Promise((resolve) => {
        answerRead = () => resolve({ body: { status: true, message: 'Cart retrieved', data: cartOf([]) } });
      });
    });
    const { queryClient } = renderWithProviders(<CartSync />);
    const read = queryClient.fetchQuery(cartQuery(42)).catch(() => undefined);
    await waitFor(() => expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull());
    answerRead();
    await read;
    expect(queryClient.getQueryData(cartQueryKey(42))).toEqual(merged);
  });

  it('keeps the guest cart when the merge fails, so nothing is lost', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(guestLines));
    storeSession();
    const calls = serveApi(() => ({ status: 503, body: { status: false, message: 'Server error. Please try again later.' } }));
    renderWithProviders(<CartSync />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)).toEqual(guestLines);
  });

  it('does nothing for a guest', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(guestLines));
    const calls = serveApi(() => ({ body: {} }));
    renderWithProviders(<CartSync />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem(GUEST_CART_KEY)).not.toBeNull();
  });
});

describe('signing out', () => {
  it("drops the customer's cached cart, so the next person at this browser never sees it", async () => {
    storeSession();
    serveApi(() => ({ body: {} }));
    const { queryClient } = renderWithProviders(
      <SessionProvider>
        <CartSync />
      </SessionProvider>,
    );
    queryClient.setQueryData(cartQueryKey(42), cartOf([cartLine()]));
    queryClient.setQueryData(['catalogue-item'], 'kept');

    // Signed out in another tab: the cookies go, and this tab reads them again when it comes back into view.
    act(() => {
      clearSessionCookies();
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(queryClient.getQueryData(cartQueryKey(42))).toBeUndefined());
    expect(queryClient.getQueryData(['catalogue-item'])).toBe('kept');
  });
});
