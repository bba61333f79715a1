import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSessionCookies, storeSession } from '@/test/session';
import { renderWithProviders, serveApi } from '@/test/render';
import { GUEST_CART_EVENT, GUEST_CART_KEY } from '../guest-cart';
import { cartLine, cartOf } from '@/test/cart-fixtures';
import { CartPage } from './cart-page';

const guestLines = [
  { product: { id: 7, name: 'Shea Butter', image: '/media/shea.svg', weight: 0.5, price: 45.5, moq: 1, available: 3 }, quantity: 2 },
  { product: { id: 9, name: 'Kente Scarf', image: '', weight: 0.2, price: 120 }, quantity: 1 },
];
const storedGuestCart = () => JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]') as typeof guestLines;

const originalFetch = globalThis.fetch;
beforeEach(() => {
  localStorage.clear();
  clearSessionCookies();
});
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

const renderCart = () =>
  renderWithProviders(
    <>
      <CartPage />
      <Toaster />
    </>,
    { route: '/cart' },
  );

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
/** A figure of the Order Summary, by its label. */
const figure = (label: string) => within(screen.getByRole('complementary', { name: 'Order Summary' })).getByText(label).nextElementSibling;

describe('cart page of a guest', () => {
  it('shows the empty state when the cart has nothing', () => {
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText("Looks like you haven't added any items to your cart yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
    expect(document.title).toBe('Your Cart | Akwaaba Market');
  });

  it('lists the lines in the columns Product, Price, Quantity, Total, with the estimated total', () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(guestLines));
    renderCart();
    const table = screen.getByRole('table', { name: 'Items in your cart' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Price', 'Quantity', 'Total', 'Actions']);
    const shea = rowOf('Shea Butter');
    expect(within(shea).getByRole('link', { name: 'Shea Butter' })).toHaveAttribute('href', '/product/7');
    expect(within(shea).getByRole('textbox', { name: 'Quantity of Shea Butter' })).toHaveValue('2');
    expect(shea).toHaveTextContent('₵45.50');
    expect(shea).toHaveTextContent('₵91.00');
    expect(rowOf('Kente Scarf').querySelector('img')).toHaveAttribute('src', '/placeholder.svg');
    expect(figure('Estimated Total')).toHaveTextContent('₵211.00');
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it("shows the server's figures for the guest's lines, the rows a signed-in cart shows, so nothing changes at login", async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(guestLines));
    const quote = { ...cartOf([cartLine({ id: 7, quantity: 2 }), cartLine({ id: 9, quantity: 1 })], { discount: 910, tax: 3029, taxRate: 15 }) };
    const bodies: unknown[] = [];
    const calls = serveApi((_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return { body: { status: true, message: 'Cart priced', data: quote } };
    });
    renderCart();
    expect(await within(screen.getByRole('complementary', { name: 'Order Summary' })).findByText('Tax (15%)')).toBeInTheDocument();
    expect(calls.map((url) => url.pathname)).toEqual(['/customer/api/v1/cart/quote/']);
    expect(bodies).toEqual([
      {
        items: [
          { stock: 7, quantity: 2 },
          { stock: 9, quantity: 1 },
        ],
      },
    ]);
    expect(figure('Subtotal')).toHaveTextContent(`₵${quote.sub_total.amount}`);
    expect(figure('Discount')).toHaveTextContent('−₵9.10');
    expect(figure('Tax (15%)')).toHaveTextContent('₵30.29');
    expect(figure('Total')).toHaveTextContent(`₵${quote.total.amount}`);
    expect(screen.queryByText('Estimated Total')).not.toBeInTheDocument();
  });

  it("names a line's options as the server's quote does (the shopper's language now), over the words stored when it was added", async () => {
    const stored = [{ ...guestLines[0]!, product: { ...guestLines[0]!.product, attributes: [{ name: 'Size', value: '250 g' }] } }];
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(stored));
    const quoted = cartLine({ id: 7, quantity: 2, product: { id: 7, name: 'Shea Butter', attributes: [{ name: 'Tamaño', value: '250 g' }] } });
    serveApi(() => ({ body: { status: true, message: 'Cart priced', data: cartOf([quoted]) } }));
    renderCart();
    // The stored words until the quote comes, then the quote's.
    expect(rowOf('Shea Butter')).toHaveTextContent('Size: 250 g');
    await waitFor(() => expect(rowOf('Shea Butter')).toHaveTextContent('Tamaño: 250 g'));
    expect(rowOf('Shea Butter')).not.toHaveTextContent('Size');
  });

  it('tells two variants of one product apart by their options, as the signed-in cart does', () => {
    const shirt = { name: 'Kente Shirt', image: '', weight: 0.3, price: 150, moq: 1, available: 5 };
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([
        { product: { ...shirt, id: 21, attributes: [{ name: 'Size', value: 'S' }] }, quantity: 1 },
        {
          product: {
            ...shirt,
            id: 22,
            attributes: [
              { name: 'Colour', value: 'Gold' },
              { name: 'Size', value: 'M' },
            ],
          },
          quantity: 2,
        },
        // A line stored before the options were kept shows none.
        { product: { ...shirt, id: 23 }, quantity: 1 },
      ]),
    );
    renderCart();
    const [small, medium, older] = screen.getAllByRole('link', { name: 'Kente Shirt' }).map((link) => link.closest('tr')!);
    expect(within(small!).getByText('Size: S')).toBeInTheDocument();
    expect(within(medium!).getByText('Colour: Gold · Size: M')).toBeInTheDocument();
    expect(older).not.toHaveTextContent(/Size|Colour/);
    // Their controls name the options too, so the two sizes are two lines to a screen reader as well.
    expect(within(small!).getByRole('textbox', { name: 'Quantity of Kente Shirt (Size: S)' })).toHaveValue('1');
    expect(within(medium!).getByRole('button', { name: 'Remove Kente Shirt (Colour: Gold, Size: M)' })).toBeInTheDocument();
    expect(within(older!).getByRole('textbox', { name: 'Quantity of Kente Shirt' })).toHaveValue('1');
  });

  it('shows the prices in the chosen display currency', () => {
    Cookies.set('preferred_currency', 'USD');
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(guestLines));
    renderCart();
    // 211.00 cedis at 0.083 is 17.513 dollars.
    expect(figure('Estimated Total')).toHaveTextContent('$17.51');
  });

  it('raises and lowers a quantity with plus and minus: minus stops at 1, plus at the stock', async () => {
    const user = userEvent.setup();
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(guestLines));
    renderCart();
    const minus = within(rowOf('Shea Butter')).getByRole('button', { name: 'Decrease quantity of Shea Butter' });
    const plus = within(rowOf('Shea Butter')).getByRole('button', { name: 'Increase quantity of Shea Butter' });

    await user.click(plus);
    expect(storedGuestCart()[0]!.quantity).toBe(3);
    expect(plus).toBeDisabled(); // 3 available
    expect(figure('Estimated Total')).toHaveTextContent('₵256.50');
    expect(await screen.findByText('Cart updated')).toBeInTheDocument();

    await user.click(minus);
    await user.click(minus);
    expect(storedGuestCart()[0]!.quantity).toBe(1);
    expect(minus).toBeDisabled();
  });

  it('takes a typed whole number of at least 1 and reverts anything else', async () => {
    const user = userEvent.setup();
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(guestLines));
    renderCart();
    const input = within(rowOf('Kente Scarf')).getByRole('textbox', { name: 'Quantity of Kente Scarf' });
    for (const typed of ['0', '1.5', '-2', 'abc', ' ']) {
      await user.clear(input);
      await user.type(input, `${typed}{Enter}`);
      expect(input).toHaveValue('1');
      expect(storedGuestCart()[1]!.quantity).toBe(1);
    }
    await user.clear(input);
    await user.type(input, '4');
    await user.tab();
    expect(input).toHaveValue('4');
    expect(storedGuestCart()[1]!.quantity).toBe(4);
  });

  it('says so when a typed quantity is cut to the stock or raised to the minimum, until the next change', async () => {
    const user = userEvent.setup();
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([guestLines[0], { product: { ...guestLines[1]!.product, moq: 2, available: 10 }, quantity: 2 }]));
    renderCart();
    const input = within(rowOf('Shea Butter')).getByRole('textbox', { name: 'Quantity of Shea Butter' });
    await user.clear(input);
    await user.type(input, '50{Enter}');

    expect(input).toHaveValue('3');
    expect(storedGuestCart()[0]!.quantity).toBe(3);
    const note = within(rowOf('Shea Butter')).getByRole('status');
    expect(note).toHaveTextContent('Only 3 available, so the quantity is 3.');
    expect(input).toHaveAccessibleDescription('Only 3 available, so the quantity is 3.');

    await user.click(within(rowOf('Shea Butter')).getByRole('button', { name: 'Decrease quantity of Shea Butter' }));
    expect(storedGuestCart()[0]!.quantity).toBe(2);
    expect(note).toBeEmptyDOMElement();
    expect(input).not.toHaveAccessibleDescription();

    const scarf = within(rowOf('Kente Scarf')).getByRole('textbox', { name: 'Quantity of Kente Scarf' });
    await user.clear(scarf);
    await user.type(scarf, '1{Enter}');
    expect(scarf).toHaveValue('2');
    expect(within(rowOf('Kente Scarf')).getByRole('status')).toHaveTextContent('The minimum order is 2, so the quantity is 2.');
  });

  it("removes a line with 'Item removed', and shows the empty state after the last", async () => {
    const user = userEvent.setup();
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(guestLines));
    renderCart();
    await user.click(within(rowOf('Shea Butter')).getByRole('button', { name: 'Remove Shea Butter' }));
    expect(await screen.findByText('Item removed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shea Butter' })).not.toBeInTheDocument();
    await user.click(within(rowOf('Kente Scarf')).getByRole('button', { name: 'Remove Kente Scarf' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('follows changes made in another tab', () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(guestLines));
    renderCart();
    act(() => {
      localStorage.setItem(GUEST_CART_KEY, '[]');
      window.dispatchEvent(new Event(GUEST_CART_EVENT));
    });
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });
});

describe('cart page of a signed-in customer', () => {
  const shea = cartLine({
    id: 1,
    quantity: 2,
    price: { amount: '50.00', currency: 'GHS' },
    product: { id: 7, name: 'Shea Butter', available: 3, attributes: [{ name: 'Size', value: '250 g' }] },
  });
  const kente = cartLine({ id: 2, quantity: 1, price: { amount: '120.00', currency: 'GHS' }, product: { id: 9, name: 'Kente Scarf' } });
  // 220.00 - 10.00 discount + 15 % of 210.00
  const serverCart = cartOf([shea, kente], { discount: 1000, tax: 3150, taxRate: 15 });

  it("loads the customer's own cart and shows Subtotal, Discount, Tax with its rate and Total", async () => {
    storeSession();
    const calls = serveApi(() => ({ body: { status: true, message: 'Cart retrieved', data: serverCart } }));
    renderCart();
    expect(await screen.findByRole('link', { name: 'Shea Butter' })).toBeInTheDocument();
    expect(calls.map((url) => `${url.pathname}${url.search}`)).toEqual(['/customer/api/v1/cart/?customer_id=42']);
    expect(rowOf('Shea Butter')).toHaveTextContent('Size: 250 g');
    expect(figure('Subtotal')).toHaveTextContent('₵220.00');
    expect(figure('Discount')).toHaveTextContent('−₵10.00');
    expect(figure('Tax (15%)')).toHaveTextContent('₵31.50');
    expect(figure('Total')).toHaveTextContent('₵241.50');
    expect(screen.queryByText('Estimated Total')).not.toBeInTheDocument();
  });

  it('hides Discount and Tax when they are 0', async () => {
    storeSession();
    serveApi(() => ({ body: { status: true, message: 'Cart retrieved', data: cartOf([kente]) } }));
    renderCart();
    expect(await screen.findByText('Subtotal')).toBeInTheDocument();
    expect(screen.queryByText('Discount')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Tax/)).not.toBeInTheDocument();
  });

  it('shows a quantity change at once, then the figures the server answers', async () => {
    storeSession();
    const user = userEvent.setup();
    let answer!: () => void;
    const patches: unknown[] = [];
    serveApi((_url, init) => {
      if (init?.method !== 'PATCH') return { body: { status: true, message: 'Cart retrieved', data: serverCart } };
      patches.push(JSON.parse(String(init.body)));
      const updated = cartOf([{ ...shea, quantity: 3, total: { amount: '150.00', currency: 'GHS' } }, kente], { discount: 1500, tax: 3825, taxRate: 15 });
      return new Promise((resolve) => (answer = () => resolve({ body: { status: true, message: 'Cart updated', data: updated } })));
    });
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Shea Butter (Size: 250 g)' }));

    expect(within(rowOf('Shea Butter')).getByRole('textbox')).toHaveValue('3');
    expect(rowOf('Shea Butter')).toHaveTextContent('₵150.00');
    expect(figure('Total')!.closest('dl')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(patches).toEqual([{ stock: 7, quantity: 3, customer: 42, currency: 'GHS' }]));

    act(() => answer());
    expect(await screen.findByText('Cart updated')).toBeInTheDocument();
    expect(figure('Total')).toHaveTextContent('₵293.25');
    expect(figure('Total')!.closest('dl')).not.toHaveAttribute('aria-busy');
  });

  it('sends a typed quantity beyond the stock as the stock, and says so next to the box', async () => {
    storeSession();
    const user = userEvent.setup();
    const patches: unknown[] = [];
    serveApi((_url, init) => {
      if (init?.method !== 'PATCH') return { body: { status: true, message: 'Cart retrieved', data: serverCart } };
      patches.push(JSON.parse(String(init.body)));
      return { body: { status: true, message: 'Cart updated', data: cartOf([{ ...shea, quantity: 3 }, kente]) } };
    });
    renderCart();
    const input = await screen.findByRole('textbox', { name: 'Quantity of Shea Butter (Size: 250 g)' });
    await user.clear(input);
    await user.type(input, '50');
    await user.tab();

    expect(within(rowOf('Shea Butter')).getByRole('status')).toHaveTextContent('Only 3 available, so the quantity is 3.');
    await waitFor(() => expect(patches).toEqual([{ stock: 7, quantity: 3, customer: 42, currency: 'GHS' }]));
    expect(await screen.findByText('Cart updated')).toBeInTheDocument();
    expect(input).toHaveValue('3');
  });

  it("rolls a refused change back and says what stands and what to do, with no 'Please try again'", async () => {
    storeSession();
    const user = userEvent.setup();
    // The stock fell to 1 since the cart was read (it said 3).
    serveApi((_url, init) =>
      init?.method === 'PATCH'
        ? { status: 409, body: { status: false, code: 'NOT_ENOUGH_STOCK', message: 'Only 1 available.', params: { available: 1, in_cart: 0 } } }
        : { body: { status: true, message: 'Cart retrieved', data: serverCart } },
    );
    renderCart();
    const input = await screen.findByRole('textbox', { name: 'Quantity of Shea Butter (Size: 250 g)' });
    await user.clear(input);
    await user.type(input, '3{Enter}');

    const toastOf = (await screen.findByText('Only 1 available.')).closest('[data-sonner-toast]')!;
    expect(toastOf).toHaveTextContent(/^Only 1 available\.Choose 1 or fewer\.$/);
    expect(screen.queryByText('Failed to update cart item')).not.toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue('2'));
    expect(figure('Total')).toHaveTextContent('₵241.50');
  });

  it("keeps 'Failed to update cart item' for a change that failed, with the reason under it", async () => {
    storeSession();
    const user = userEvent.setup();
    serveApi((_url, init) =>
      init?.method === 'PATCH'
        ? { status: 500, body: { status: false, code: 'INTERNAL', message: 'Server error. Please try again later.' } }
        : { body: { status: true, message: 'Cart retrieved', data: serverCart } },
    );
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Shea Butter (Size: 250 g)' }));
    const toastOf = (await screen.findByText('Failed to update cart item')).closest('[data-sonner-toast]')!;
    expect(toastOf).toHaveTextContent('Server error. Please try again later.');
  });

  it('removes a line at once and brings it back when the server refuses', async () => {
    storeSession();
    const user = userEvent.setup();
    let refuse = true;
    const deletes: unknown[] = [];
    serveApi((_url, init) => {
      if (init?.method !== 'DELETE') return { body: { status: true, message: 'Cart retrieved', data: serverCart } };
      deletes.push(JSON.parse(String(init.body)));
      return refuse
        ? { status: 500, body: { status: false, message: 'Server error. Please try again later.' } }
        : { body: { status: true, message: 'Item removed', data: cartOf([kente]) } };
    });
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Shea Butter (Size: 250 g)' }));
    expect(await screen.findByText('Failed to remove item from your cart. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Shea Butter' })).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Remove Shea Butter (Size: 250 g)' }));
    expect(await screen.findByText('Item removed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shea Butter' })).not.toBeInTheDocument();
    expect(deletes).toEqual([
      { order_item: 1, customer: 42 },
      { order_item: 1, customer: 42 },
    ]);
  });

  it('says when the cart cannot be loaded, and loads it on Retry', async () => {
    storeSession();
    const user = userEvent.setup();
    let failing = true;
    serveApi(() =>
      failing
        ? { status: 503, body: { status: false, message: 'Server error. Please try again later.' } }
        : { body: { status: true, message: 'Cart retrieved', data: serverCart } },
    );
    renderCart();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your cart. Please try again.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Shea Butter' })).toBeInTheDocument();
  });

  it('asks to log in again when the session has no customer id', () => {
    storeSession({ customer_id: null });
    const calls = serveApi(() => ({ body: {} }));
    renderCart();
    expect(screen.getByRole('alert')).toHaveTextContent('Customer ID not found. Please log in again.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(calls).toHaveLength(0);
  });
});
