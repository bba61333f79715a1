import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeCartPanel, GUEST_CART_KEY, openCartPanel } from '@/features/cart';
import { cartLine, cartOf } from '@/test/cart-fixtures';
import { clearSessionCookies, storeSession } from '@/test/session';
import { renderWithProviders, serveApi } from '@/test/render';
import { CartButton } from './cart-button';

// The panel's code loads on demand; transform it once up front so the tests need not wait long for it.
beforeAll(() => import('@/features/cart/components/cart-panel'));

const originalFetch = globalThis.fetch;
beforeEach(() => {
  localStorage.clear();
  clearSessionCookies();
});
afterEach(() => {
  act(() => void closeCartPanel());
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

const guestLine = { product: { id: 7, name: 'Shea Butter', image: '', weight: 0.5, price: 45.5, available: 5 }, quantity: 2 };

const renderButton = () =>
  renderWithProviders(
    <>
      <button type="button">Add to Cart</button>
      <CartButton />
      <Toaster />
    </>,
    { route: '/shop' },
  );
const findPanel = () => screen.findByRole('dialog', { name: 'Your Cart' }, { timeout: 5000 });

describe('cart button and slide-out panel', () => {
  it('opens the panel with the items, the estimated total and View Cart; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([guestLine]));
    renderButton();
    const button = screen.getByRole('button', { name: 'Cart, 2 items' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const panel = await findPanel();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('list', { name: 'Items in your cart' })).toHaveTextContent('Shea Butter');
    expect(within(panel).getByRole('textbox', { name: 'Quantity of Shea Butter' })).toHaveValue('2');
    expect(within(panel).getByText('Estimated Total').nextElementSibling).toHaveTextContent('₵91.00');
    expect(within(panel).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(panel.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('changes quantities and removes items from the panel', async () => {
    const user = userEvent.setup();
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([guestLine]));
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
    const panel = await findPanel();
    await user.click(within(panel).getByRole('button', { name: 'Increase quantity of Shea Butter' }));
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Remove Shea Butter' }));
    expect(within(panel).getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('opens after an add, and gives focus back to what had it', async () => {
    renderButton();
    const addButton = screen.getByRole('button', { name: 'Add to Cart' });
    addButton.focus();
    act(() => openCartPanel());
    const panel = await findPanel();
    expect(within(panel).getByText('Your cart is empty')).toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(addButton).toHaveFocus();
  });

  it("names a signed-in customer's button 'Cart' alone until their cart has come, never 'Cart, 0 items'", async () => {
    storeSession();
    let answer: (value: { body: unknown }) => void = () => {};
    const calls = serveApi(() => new Promise((resolve) => (answer = resolve)));
    renderButton();
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    answer({ body: { status: true, message: 'Cart retrieved', data: cartOf([cartLine({ id: 1, quantity: 3 })]) } });
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it("counts a signed-in customer's server cart and reloads it whenever the panel opens", async () => {
    storeSession();
    const user = userEvent.setup();
    const cart = cartOf([cartLine({ id: 1, quantity: 4, product: { name: 'Kente Scarf' } })], { tax: 600, taxRate: 15 });
    const calls = serveApi(() => ({ body: { status: true, message: 'Cart retrieved', data: cart } }));
    renderButton();
    expect(await screen.findByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cart, 4 items' }));
    const panel = await findPanel();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.every((url) => url.searchParams.get('customer_id') === '42')).toBe(true);
    expect(await within(panel).findByText('Tax (15%)')).toBeInTheDocument();
    expect(within(panel).getByText('Total').nextElementSibling).toHaveTextContent('₵186.00');
    expect(within(panel).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');

    await user.click(within(panel).getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cart, 4 items' }));
    await findPanel();
    await waitFor(() => expect(calls).toHaveLength(3));
  });
});
